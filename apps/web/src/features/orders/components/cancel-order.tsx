import { useState } from 'react';
import { cancelOrderBody } from '@giglane/contract/orders';
import { formatCents } from '@giglane/contract/payment-values';
import { FormField } from '../../../components/form-field';
import { cardLabel } from '../../../components/money';
import { useNotifications } from '../../../components/notifications';
import { TextAreaField } from '../../../components/text-area-field';
import { useCancelOrder, type OrderView } from '../../../lib/api/orders';
import type { OrderPayment } from '../../../lib/api/payments';
import { centsAsDollars, dollarsAsCents } from '../../../lib/money-input';
import { useContractForm } from '../../../lib/use-contract-form';
import type { Viewer } from '../utils/order-people';
import { FormRefusal } from './order-parts';

/** The contract's body with the refund typed in US$: the server says how much may go back. */
const cancelForm = cancelOrderBody.extend({ refund: dollarsAsCents.optional() });

/**
 * Cancelling with a reason, behind a button: the reason goes on the timeline for both sides. A
 * paid order's money goes back to the card it came from (`paid`), which the form says: in full,
 * but an admin cancelling after a delivery sets the amount (all of it to start with).
 */
export function CancelOrder({
  order,
  paid,
  viewer,
}: {
  order: OrderView;
  paid?: OrderPayment;
  viewer: Viewer;
}) {
  const [open, setOpen] = useState(false);
  const afterDelivery = order.state === 'delivered' || order.state === 'revision_requested';
  const part = viewer === 'admin' && afterDelivery ? paid : undefined;
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
  // A form's starting values are read once, as it mounts: a payment that loads after the form
  // opened mounts it again, so the refund field starts from the amount paid.
  return (
    <CancelForm
      key={part ? 'part' : paid ? 'whole' : 'unpaid'}
      order={order}
      paid={paid}
      part={part}
      onKeep={() => setOpen(false)}
    />
  );
}

function CancelForm({
  order,
  paid,
  part,
  onKeep,
}: {
  order: OrderView;
  paid?: OrderPayment;
  /** The payment an admin may refund part of. */
  part?: OrderPayment;
  onKeep: () => void;
}) {
  const cancel = useCancelOrder(order.id);
  const { notify } = useNotifications();
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useContractForm<{ reason: string; refund?: string }, typeof cancelForm>({
    schema: cancelForm,
    // Only a part refund is a field: a refusal naming `refund` then lands beside it.
    defaultValues: part ? { reason: '', refund: centsAsDollars(part.total) } : { reason: '' },
    submit: async (body) => {
      await cancel.mutateAsync(body);
      notify('The order is cancelled.', 'info');
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <TextAreaField
        label="Why cancel?"
        rows={3}
        hint="Both of you see the reason on the order's timeline."
        error={errors.reason?.message}
        {...register('reason')}
      />
      {part ? (
        <FormField
          label="Refund to the buyer (US$)"
          inputMode="decimal"
          hint={`Up to the ${formatCents(part.total)} paid${part.payment ? ` with ${cardLabel(part.payment)}` : ''}, back to that card. What is not refunded pays the seller, less the commission.`}
          error={errors.refund?.message}
          {...register('refund')}
        />
      ) : (
        paid && (
          <p className="rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-600">
            The {formatCents(paid.total)} paid
            {paid.payment && ` with ${cardLabel(paid.payment)}`} is refunded to the card.
          </p>
        )
      )}
      {/* A rule the server names a field for shows beside that field alone. */}
      <FormRefusal
        message={errors.reason || errors.refund ? undefined : errors.root?.server?.message}
      />
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
          onClick={onKeep}
          className="inline-flex h-10 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          Keep it
        </button>
      </div>
    </form>
  );
}
