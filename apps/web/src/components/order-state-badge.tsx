import type { OrderState } from '@giglane/contract/order-values';

/** Each state's name as people read it. */
export const orderStateLabels: Record<OrderState, string> = {
  placed: 'Placed',
  in_progress: 'In progress',
  delivered: 'Delivered',
  revision_requested: 'Revision requested',
  disputed: 'Disputed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const tones: Record<OrderState | 'late', { tone: string; dot: string }> = {
  placed: { tone: 'bg-slate-100 text-slate-700 ring-slate-200', dot: 'bg-slate-400' },
  in_progress: { tone: 'bg-sky-50 text-sky-800 ring-sky-200', dot: 'bg-sky-500' },
  delivered: { tone: 'bg-violet-50 text-violet-800 ring-violet-200', dot: 'bg-violet-500' },
  revision_requested: { tone: 'bg-amber-50 text-amber-800 ring-amber-200', dot: 'bg-amber-500' },
  disputed: { tone: 'bg-orange-50 text-orange-800 ring-orange-200', dot: 'bg-orange-500' },
  completed: { tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200', dot: 'bg-emerald-500' },
  cancelled: { tone: 'bg-slate-100 text-slate-600 ring-slate-200', dot: 'bg-slate-400' },
  late: { tone: 'bg-rose-50 text-rose-800 ring-rose-200', dot: 'bg-rose-500' },
};

/**
 * An order's state as a badge; a late order (being worked on past its due time, which the server
 * says) is shown as Late, its state beside it for screen readers and in the tooltip.
 */
export function OrderStateBadge({ state, late = false }: { state: OrderState; late?: boolean }) {
  const { tone, dot } = tones[late ? 'late' : state];
  return (
    <span
      title={late ? `Late: ${orderStateLabels[state].toLowerCase()} past its due time` : undefined}
      className={`inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${tone}`}
    >
      <span aria-hidden className={`size-1.5 rounded-full ${dot}`} />
      {late ? 'Late' : orderStateLabels[state]}
      {late && <span className="sr-only"> ({orderStateLabels[state].toLowerCase()})</span>}
    </span>
  );
}
