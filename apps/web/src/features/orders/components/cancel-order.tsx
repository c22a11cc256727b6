import { useState } from 'react';
import { cancelOrderBody } from '@giglane/contract/orders';
import { formatCents } from '@giglane/contract/payment-values';
import { cardLabel } from '../../../components/money';
import { useNotifications } from '../../../components/notifications';
import { TextAreaField } from '../../../components/text-area-field';
import { useCancelOrder, type OrderView } from '../../../lib/api/orders';
import type { OrderPayment } from '../../../lib/api/payments';
import { useContractForm } from '../../../lib/use-contract-form';
import { FormRefusal } from './order-parts';

/**
 * Cancelling with a reason, behind a button: the reason goes on the timeline for both sides. A
 * paid order's money goes back in full to the card it came from (`paid`), which the form says.
 */
export function CancelOrder({ order, paid }: { order: OrderView; paid?: OrderPayment }) {
  const cancel = useCancelOrder(order.id);
  const { notify } = useNotifications();
  const [open, setOpen] = useState(false);
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useContractForm<{ reason: string }, typeof cancelOrderBody>({
    schema: cancelOrderBody,
    defaultValues: { reason: '' },
    submit: async (body) => {
      await cancel.mutateAsync(body);
      notify('The order is cancelled.', 'info');
    },
  });
  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-sm font-semibold text-rose-700 hover:text-rose-900 hover:underline"
      >
        Cancel order
      </button>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <TextAreaField
        label="Why cancel?"
        rows={3}
        hint="Both of you see the reason on the order's timeline."
        error={errors.reason?.message}
        {...register('reason')}
      />
      {paid && (
        <p className="rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-600">
          The {formatCents(paid.total)} paid
          {paid.payment && ` with ${cardLabel(paid.payment)}`} is refunded to the card.
        </p>
      )}
      <FormRefusal message={errors.root?.server?.message} />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={cancel.isPending}
          className="inline-flex h-10 items-center rounded-lg bg-rose-700 px-4 text-sm font-bold text-white transition hover:bg-rose-800 disabled:cursor-wait disabled:opacity-60"
        >
          {cancel.isPending ? 'Cancelling…' : 'Cancel the order'}
        </button>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="inline-flex h-10 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          Keep it
        </button>
      </div>
    </form>
  );
}
