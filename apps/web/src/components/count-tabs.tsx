import { Link } from 'react-router';

export type CountTab<Name extends string> = {
  name: Name;
  label: string;
  /** Absent while the counts load. */
  count?: number;
  /** A count that asks for attention (late orders) shows in red while it is above zero. */
  alert?: boolean;
};

const tabClass = (current: boolean) =>
  `-mb-px flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-semibold transition ${
    current
      ? 'border-brand-700 text-brand-800'
      : 'border-transparent text-slate-500 hover:text-slate-800'
  }`;

function Count({ tab, current }: { tab: CountTab<string>; current: boolean }) {
  if (tab.count === undefined) return null;
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs ${
        current
          ? 'bg-brand-100 text-brand-800'
          : tab.alert && tab.count > 0
            ? 'bg-rose-100 text-rose-800'
            : 'bg-slate-200/70 text-slate-600'
      }`}
    >
      {tab.count}
    </span>
  );
}

/**
 * A row of tabs, each with its count (the order lists, the seller's gigs). Tabs that `hrefOf`
 * gives an address are links, so the tab lives in the address; tabs with `onSelect` are toggle
 * buttons that filter what the page already holds.
 */
export function CountTabs<Name extends string>({
  label,
  tabs,
  current,
  className = '',
  ...choose
}: {
  label: string;
  tabs: CountTab<Name>[];
  current: Name;
  className?: string;
} & ({ hrefOf: (name: Name) => string } | { onSelect: (name: Name) => void })) {
  const row = `flex gap-1 overflow-x-auto border-b border-slate-200 ${className}`;
  if ('hrefOf' in choose)
    return (
      <nav aria-label={label} className={row}>
        {tabs.map((tab) => (
          <Link
            key={tab.name}
            to={choose.hrefOf(tab.name)}
            aria-current={tab.name === current ? 'page' : undefined}
            className={tabClass(tab.name === current)}
          >
            {tab.label}
            <Count tab={tab} current={tab.name === current} />
          </Link>
        ))}
      </nav>
    );
  return (
    <div role="group" aria-label={label} className={row}>
      {tabs.map((tab) => (
        <button
          key={tab.name}
          type="button"
          aria-label={tab.count === undefined ? undefined : `${tab.label} (${tab.count})`}
          aria-pressed={tab.name === current}
          onClick={() => choose.onSelect(tab.name)}
          className={tabClass(tab.name === current)}
        >
          {tab.label}
          <Count tab={tab} current={tab.name === current} />
        </button>
      ))}
    </div>
  );
}
