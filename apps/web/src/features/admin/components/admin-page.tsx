import type { ReactNode } from 'react';
import { Icon } from '../../../components/icon';

/** A screen of the admin area: its title and purpose, its main action, and its card. */
export function AdminPage({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl">
      <title>{`${title} | Giglane Admin`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">Dashboard</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-[1.75rem]">
            {title}
          </h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{description}</p>
        </div>
        {action}
      </div>
      <section
        aria-label={title}
        className="mt-6 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        {children}
      </section>
    </div>
  );
}

/** The page's main button, such as "Add new job type". */
export function AddButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex h-10 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800"
    >
      <Icon name="plus" className="size-[1.1rem]" />
      {children}
    </button>
  );
}
