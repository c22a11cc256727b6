import type { GigStatus } from '@giglane/contract/gig-offer-values';

const looks: Record<GigStatus, { label: string; tone: string; dot: string }> = {
  active: {
    label: 'Active',
    tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    dot: 'bg-emerald-500',
  },
  draft: {
    label: 'Draft',
    tone: 'bg-slate-100 text-slate-700 ring-slate-200',
    dot: 'bg-slate-400',
  },
  paused: {
    label: 'Paused',
    tone: 'bg-amber-50 text-amber-800 ring-amber-200',
    dot: 'bg-amber-500',
  },
  archived: {
    label: 'Archived',
    tone: 'bg-stone-100 text-stone-700 ring-stone-300',
    dot: 'bg-stone-500',
  },
};

/**
 * Whether a gig is live (Active), still being written (Draft), taken off the storefront (Paused)
 * or deleted while it had orders, which stay (Archived).
 */
export function GigStatusBadge({ status }: { status: GigStatus }) {
  const { label, tone, dot } = looks[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone}`}
    >
      <span aria-hidden className={`size-1.5 rounded-full ${dot}`} />
      {label}
    </span>
  );
}
