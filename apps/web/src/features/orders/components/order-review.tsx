import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { orderReviewBody, reviewReplyBody } from '@giglane/contract/reviews';
import { Icon } from '../../../components/icon';
import { useNotifications } from '../../../components/notifications';
import { ReviewReplyNote } from '../../../components/review-card';
import { StarInput, StarRating } from '../../../components/star-rating';
import { TextAreaField } from '../../../components/text-area-field';
import {
  useReplyToReview,
  useSaveOrderReview,
  type OrderReview,
  type OrderView,
} from '../../../lib/api/orders';
import { contractResolver } from '../../../lib/contract-resolver';
import { readableInstant } from '../../../lib/dates';
import { showRefusal } from '../../../lib/refusal';
import { useContractForm } from '../../../lib/use-contract-form';
import { Panel } from './order-parts';
import { BlindNote, blindNotice } from './two-way-review';
import type { Viewer } from '../utils/order-people';

/** The Rating Breakdown's questions, as the gig page words them. */
const questions = [
  { name: 'communication', label: 'Seller communication level' },
  { name: 'asDescribed', label: 'Service as described' },
  { name: 'recommend', label: 'Recommend to a friend' },
] as const;

/**
 * The review of a completed order: its buyer writes it (and may edit it until it is published,
 * within REVIEW_EDIT_DAYS), its seller answers it once; both see it as the gig page will show it.
 */
export function OrderReviewPanel({ order, viewer }: { order: OrderView; viewer: Viewer }) {
  const [editing, setEditing] = useState(false);
  const { review } = order;
  const mayEdit = order.actions.includes('edit_review');

  if (!review) {
    if (order.actions.includes('review'))
      return (
        <Panel title="Review this order">
          <p className="mb-5 text-sm text-slate-600">
            How did it go with {order.seller.name}? Your review shows on the gig&apos;s page with a
            “Verified order” mark. You can edit it until it is published, when both of you have
            written or the review window closes; then it is final.
          </p>
          <BlindNote order={order} viewer={viewer} />
          <ReviewForm order={order} />
        </Panel>
      );
    return (
      <Panel title="Review">
        {blindNotice(order, viewer) && order.reviewWindow?.buyerWrote ? (
          <BlindNote order={order} viewer={viewer} />
        ) : (
          <p className="text-sm text-slate-600">
            {viewer === 'buyer' ? 'You have' : `${order.buyer.name} has`} not reviewed this order
            yet.
          </p>
        )}
      </Panel>
    );
  }

  return (
    <Panel
      title={viewer === 'buyer' ? 'Your review' : `${order.buyer.name}'s review`}
      aside={
        mayEdit &&
        !editing && (
          <button
            type="button"
            onClick={() => setEditing(true)}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            <Icon name="edit" className="size-4" />
            Edit review
          </button>
        )
      }
    >
      {viewer === 'buyer' && <BlindNote order={order} viewer={viewer} />}
      {editing ? (
        <ReviewForm order={order} review={review} onDone={() => setEditing(false)} />
      ) : (
        <ReviewShown review={review} editable={mayEdit} />
      )}
      {review.reply ? (
        <ReviewReplyNote
          reply={review.reply}
          title={viewer === 'seller' ? 'Your response' : `${order.seller.name}'s response`}
          className="mt-5"
        />
      ) : (
        order.actions.includes('reply_to_review') && (
          <ReplyForm orderId={order.id} reviewId={review.id} />
        )
      )}
    </Panel>
  );
}

function ReviewShown({ review, editable }: { review: OrderReview; editable: boolean }) {
  return (
    <div>
      <p className="flex items-center gap-2">
        <StarRating value={review.stars} size="md" />
        <span className="font-bold text-amber-700">{review.stars}</span>
      </p>
      {/* A review from the original comment form has the overall stars only. */}
      {questions.some(({ name }) => review[name] !== null) && (
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-3">
          {questions.map(({ name, label }) => (
            <div key={name} className="flex items-center justify-between gap-2 sm:block">
              <dt className="text-slate-500">{label}</dt>
              <dd className="flex items-center gap-1 font-bold text-amber-700">
                <Icon name="star" className="size-4 text-amber-500" />
                {review[name] ?? '–'}
                <span className="sr-only"> out of 5</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-4 whitespace-pre-line break-words leading-relaxed text-slate-700">
        {review.text}
      </p>
      <p className="mt-3 text-xs text-slate-500">
        Written {readableInstant(review.createdAt)}
        {review.updatedAt !== review.createdAt && `, edited ${readableInstant(review.updatedAt)}`}
        {editable && ` · editable until ${readableInstant(review.editableUntil)}`}
      </p>
    </div>
  );
}

type ReviewValues = z.input<typeof orderReviewBody>;
const reviewResolver = contractResolver(orderReviewBody, (form: ReviewValues) => form);
const starFields = ['stars', 'communication', 'asDescribed', 'recommend'] as const;

function ReviewForm({
  order,
  review,
  onDone,
}: {
  order: OrderView;
  review?: OrderReview;
  onDone?: () => void;
}) {
  const id = useId();
  const save = useSaveOrderReview(order.id, review !== undefined);
  const { notify } = useNotifications();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReviewValues, unknown, z.output<typeof orderReviewBody>>({
    resolver: reviewResolver,
    // 0: not chosen yet; the contract asks for 1 to 5.
    defaultValues: {
      stars: review?.stars ?? 0,
      communication: review?.communication ?? 0,
      asDescribed: review?.asDescribed ?? 0,
      recommend: review?.recommend ?? 0,
      text: review?.text ?? '',
    },
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      notify(review ? 'Your review is updated.' : 'Thank you: your review is saved.', 'success');
      onDone?.();
    } catch (error) {
      showRefusal(error, setError, [...starFields, 'text']);
    }
  });
  const legends: Record<(typeof starFields)[number], string> = {
    stars: 'Overall',
    communication: questions[0].label,
    asDescribed: questions[1].label,
    recommend: questions[2].label,
  };
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {starFields.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <div>
                <StarInput
                  name={`${id}-${name}`}
                  legend={legends[name]}
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
        ))}
      </div>
      <TextAreaField
        label="Your review"
        rows={4}
        placeholder="What was it like to work with this seller? What did you get?"
        disabled={save.isPending}
        error={errors.text?.message}
        {...register('text')}
      />
      {errors.root?.server?.message && (
        <p role="alert" className="text-sm text-rose-700">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={save.isPending}
          className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-6 text-sm font-bold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-wait disabled:opacity-60"
        >
          {save.isPending ? 'Saving…' : review ? 'Save changes' : 'Publish review'}
        </button>
        {onDone && (
          <button
            type="button"
            onClick={onDone}
            className="inline-flex h-11 items-center rounded-lg border border-slate-300 px-5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

/** The seller's one public reply, shown under the review on the gig page. */
function ReplyForm({ orderId, reviewId }: { orderId: number; reviewId: number }) {
  const reply = useReplyToReview(orderId);
  const { notify } = useNotifications();
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useContractForm<{ text: string }, typeof reviewReplyBody>({
    schema: reviewReplyBody,
    defaultValues: { text: '' },
    submit: async ({ text }) => {
      await reply.mutateAsync({ reviewId, text });
      notify('Your response is published under the review.', 'success');
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 space-y-3 border-t border-slate-100 pt-5">
      <TextAreaField
        label="Respond publicly"
        rows={3}
        hint="One response per review: everyone reading the gig's reviews sees it."
        disabled={reply.isPending}
        error={errors.text?.message ?? errors.root?.server?.message}
        {...register('text')}
      />
      <button
        type="submit"
        disabled={reply.isPending}
        className="inline-flex h-10 items-center rounded-lg bg-brand-700 px-5 text-sm font-bold text-white transition hover:bg-brand-800 disabled:cursor-wait disabled:opacity-60"
      >
        {reply.isPending ? 'Publishing…' : 'Publish response'}
      </button>
    </form>
  );
}
