import { useState } from 'react';
import { Icon } from '../../../components/icon';
import { useNotifications } from '../../../components/notifications';
import { useAcceptOrder, type OrderView } from '../../../lib/api/orders';
import { refusalOf } from '../../../lib/refusal';
import { FormRefusal, primaryButton, secondaryButton } from './order-parts';
import { RevisionForm } from './revision-form';

/**
 * The buyer's answer to a delivery: accept it (the order completes), or ask for a revision with a
 * note while revisions remain.
 */
export function DeliveryAnswer({ order }: { order: OrderView }) {
  const accept = useAcceptOrder(order.id);
  const { confirm, notify } = useNotifications();
  const [revising, setRevising] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mayRevise = order.actions.includes('request_revision');

  const onAccept = async () => {
    const sure = await confirm('Accept the delivery and complete the order?', {
      detail: 'Once completed, the order is closed and you can review it.',
      yes: 'Accept',
    });
    if (!sure) return;
    try {
      await accept.mutateAsync(undefined);
      setRefusal(null);
      notify('Order completed. Tell others how it went!', 'success');
    } catch (error) {
      setRefusal(refusalOf(error) ?? 'The order could not be accepted. Try again.');
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => void onAccept()}
          disabled={accept.isPending}
          className={primaryButton}
        >
          <Icon name="check" className="size-4" />
          {accept.isPending ? 'Accepting…' : 'Accept delivery'}
        </button>
        {mayRevise && !revising && (
          <button type="button" onClick={() => setRevising(true)} className={secondaryButton}>
            <Icon name="revisions" className="size-4" />
            Request a revision
          </button>
        )}
      </div>
      <p className="text-sm text-slate-600">{revisionsText(order)}</p>
      <FormRefusal message={refusal ?? undefined} />
      {revising && <RevisionForm order={order} onClose={() => setRevising(false)} />}
    </div>
  );
}

/** "2 of 3 revisions left", "No revisions left", "Unlimited revisions". */
export function revisionsText(order: Pick<OrderView, 'revisionsLeft' | 'package'>): string {
  if (order.revisionsLeft === null) return 'Unlimited revisions: ask for as many as you need.';
  if (order.revisionsLeft === 0) return 'No revisions left in this package.';
  return `${order.revisionsLeft} of ${order.package.revisions} ${order.package.revisions === 1 ? 'revision' : 'revisions'} left.`;
}
