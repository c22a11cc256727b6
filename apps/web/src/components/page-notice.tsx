import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';

/** A page-sized message (nothing to show, or it failed to load), its title also in the tab. */
export function PageNotice({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>{`${title} | Giglane`}</title>
      {icon}
      <h1 className={`${icon ? 'mt-6 ' : ''}text-2xl font-bold text-slate-900 sm:text-3xl`}>
        {title}
      </h1>
      {children}
    </div>
  );
}

/** The page for a path that names no record: why, and the way back home. */
export function NotFoundNotice({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageNotice title={title} icon={icon}>
      <p className="mt-3 text-slate-600">{children}</p>
      <Link
        to={pagePaths.home()}
        className="mt-8 rounded-lg bg-brand-700 px-6 py-3 text-sm font-bold text-white hover:bg-brand-800"
      >
        Back to home
      </Link>
    </PageNotice>
  );
}
