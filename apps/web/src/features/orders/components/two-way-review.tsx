import { buyerReviewBody } from '@giglane/contract/reviews';
import { Controller } from 'react-hook-form';
import { useId } from 'react';
import { Icon } from '../../../components/icon';
import { useNotifications } from '../../../components/notifications';
import { StarInput, StarRating } from '../../../components/star-rating';
import { TextAreaField } from '../../../components/text-area-field';
import { useReviewBuyer, type OrderView } from '../../../lib/api/orders';
import { readableInstant } from '../../../lib/dates';
import { useContractForm } from '../../../lib/use-contract-form';
import { Panel } from './order-parts';
import type { Viewer } from '../utils/order-people';

/**
 * Where the order's two reviews stand while they are blind (decision 054): "Your review is hidden
 * until Anna writes hers or until 8 Dec". Nothing once both are published.
 */
export function blindNotice(order: OrderView, viewer: Viewer): string | null {
  const window = order.reviewWindow;
  if (!window || window.published) return null;
  const until = readableInstant(window.closesAt);
  const [mine, theirs, other] =
    viewer === 'buyer'
      ? [window.buyerWrote, window.sellerWrote, order.seller.name]
      : [window.sellerWrote, window.buyerWrote, order.buyer.name];
  if (mine) return `Your review is hidden until ${other} writes theirs or until ${until}.`;
  if (theirs)
    return `${other} has written their review. You see it once you write yours, or on ${until}.`;
  return `Each review stays hidden from the other side until both are written, or until ${until}.`;
}

/** The blind state as a note inside a review panel. */
export function BlindNote({ order, viewer }: { order: OrderView; viewer: Viewer }) {
  const text = blindNotice(order, viewer);
  if (!text) return null;
  return (
    <p
      role="status"
      className="mb-4 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <Icon name="clock" className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}

/**
 * The seller's review of the buyer: the seller writes it once; the buyer sees it once both have
 * written or the window closed, and it shows on the buyer's public profile.
 */
export function BuyerReviewPanel({ order, viewer }: { order: OrderView; viewer: Viewer }) {
  const written = order.buyerReview;
  const title =
    viewer === 'seller'
      ? `Your review of ${order.buyer.name}`
      : `${order.seller.name}'s review of you`;
  if (written)
    return (
      <Panel title={title}>
        {viewer === 'seller' && <BlindNote order={order} viewer={viewer} />}
        <p className="flex items-center gap-2">
          <StarRating value={written.stars} size="md" />
          <span className="font-bold text-amber-700">{written.stars}</span>
        </p>
        <p className="mt-3 whitespace-pre-line break-words leading-relaxed text-slate-700">
          {written.text}
        </p>
        <p className="mt-3 text-xs text-slate-500">Written {readableInstant(written.createdAt)}</p>
      </Panel>
    );
  if (!order.actions.includes('review_buyer')) return null;
  return (
    <Panel title={`Review ${order.buyer.name}`}>
      <p className="mb-5 text-sm text-slate-600">
        How was it to work with {order.buyer.name}? Your review shows on their buyer profile.
      </p>
      {/* Once the buyer wrote, the order's Review panel says so: the note is not repeated. */}
      {!order.reviewWindow?.buyerWrote && <BlindNote order={order} viewer={viewer} />}
      <BuyerReviewForm orderId={order.id} />
    </Panel>
  );
}

function BuyerReviewForm({ orderId }: { orderId: number }) {
  const id = useId();
  const save = useReviewBuyer(orderId);
  const { notify } = useNotifications();
  const {
    control,
    register,
    onSubmit,
    formState: { errors },
  } = useContractForm<{ stars: number; text: string }, typeof buyerReviewBody>({
    schema: buyerReviewBody,
    // 0: not chosen yet; the contract asks for 1 to 5.
    defaultValues: { stars: 0, text: '' },
    submit: async (body) => {
      await save.mutateAsync(body);
      notify('Thank you: your review of the buyer is saved.', 'success');
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Controller
        control={control}
        name="stars"
        render={({ field, fieldState }) => (
          <div>
            <StarInput
              name={`${id}-stars`}
              legend="Overall"
              value={Number(field.value)}
              onChange={field.onChange}
              disabled={save.isPending}
            />
            {fieldState.error && (
              <p role="alert" className="mt-1 text-sm text-rose-600">
                {fieldState.error.message}
              </p>
            )}
          </div>
        )}
      />
      <TextAreaField
        label="Your review of the buyer"
        rows={3}
        placeholder="Was the brief clear? Did they answer quickly?"
        disabled={save.isPending}
        error={errors.text?.message ?? errors.root?.server?.message}
        {...register('text')}
      />
      <button
        type="submit"
        disabled={save.isPending}
        className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-6 text-sm font-bold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-wait disabled:opacity-60"
      >
        {save.isPending ? 'Saving…' : 'Save review'}
      </button>
    </form>
  );
}
