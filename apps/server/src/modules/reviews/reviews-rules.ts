import { REVIEW_EDIT_DAYS, type OrderState, type ReviewMode } from '@giglane/contract/order-values';
import { serverText } from '@giglane/contract/server-text';
import type { SessionUser } from '../../lib/access-rules';
import { forbidden, HttpError, notFound } from '../../lib/errors';
import { editableUntil, type Actor, type OrderReviewFacts } from '../orders/orders-rules';

const conflict = (content: string) => new HttpError(409, content, serverText.conflict);

/** 409: one review per order. */
export const alreadyReviewed = () => conflict('review: this order has its review; edit it instead');

/** 403 for anyone but the order's buyer; 409 before completion or once reviewed. */
export function assertMayReviewOrder(
  order: { state: OrderState; reviewed: boolean },
  actors: readonly Actor[],
): void {
  if (!actors.includes('buyer')) throw forbidden(serverText.notOwner);
  if (order.state !== 'completed')
    throw conflict('state: an order is reviewed once it is completed');
  if (order.reviewed) throw alreadyReviewed();
}

/** 403 for anyone but the order's buyer; 409 without a review or past the edit window. */
export function assertMayEditOrderReview(
  actors: readonly Actor[],
  review: OrderReviewFacts | null,
  now: Date,
): void {
  if (!actors.includes('buyer')) throw forbidden(serverText.notOwner);
  if (!review) throw conflict('review: this order has no review yet');
  assertInEditWindow(review, now);
}

/**
 * 409 for an edit of a counted review once published (decision 054): the other side may have read
 * it, and the rating counted it, so its stars and words are final.
 */
export const reviewIsFinal = () =>
  conflict('review: a review is final once it is published; it can no longer be edited');

/** 409 once a review from an order is older than REVIEW_EDIT_DAYS. */
export function assertInEditWindow(review: { createdAt: Date }, now: Date): void {
  if (now >= editableUntil(review.createdAt))
    throw conflict(
      `review: a review may be edited for ${REVIEW_EDIT_DAYS} days after it is written`,
    );
}

/**
 * Only the gig's seller replies, once, to a published review: 403 for anyone else, 409 for a
 * second reply or a review still hidden from the seller (decision 054).
 */
export function assertMayReply(
  user: SessionUser,
  review: { sellerId: number; replied: boolean; published: boolean },
): void {
  if (user.id !== review.sellerId) throw forbidden(serverText.notOwner);
  if (!review.published)
    throw conflict('reply: a review is answered once it is published, after both sides wrote');
  if (review.replied) throw alreadyReplied();
}

/**
 * Anyone signed in says whether a published review helped, but its writer: 404 while it is hidden
 * (as it is to everyone), 403 for the writer.
 */
export function assertMayVote(
  user: SessionUser,
  review: { reviewerId: number; published: boolean } | null,
): asserts review is { reviewerId: number; published: true } {
  if (!review?.published) throw notFound();
  if (review.reviewerId === user.id) throw forbidden('helpful: you cannot vote on your own review');
}

/** 409: the seller reviews an order's buyer once. */
export const buyerAlreadyReviewed = () =>
  conflict("buyer review: this order's buyer has their review already");

/** 403 for anyone but the order's seller; 409 before completion. */
export function assertMayReviewBuyer(order: { state: OrderState }, actors: readonly Actor[]): void {
  if (!actors.includes('seller')) throw forbidden(serverText.notOwner);
  if (order.state !== 'completed')
    throw conflict('state: a buyer is reviewed once the order is completed');
}

/** 409: one reply per review. */
export const alreadyReplied = () => conflict('reply: this review has its reply already');

export const ONLY_BUYERS_REVIEW =
  'Only a buyer with a completed order of this gig may review it (REVIEWS=orders)';

export const EVERY_ORDER_REVIEWED =
  'Each of your completed orders of this gig has its review already: one review per order (REVIEWS=orders)';

/** 409: the reviewer's completed orders of the gig are all reviewed (REVIEWS=orders). */
export const everyOrderReviewed = () => conflict(EVERY_ORDER_REVIEWED);

/**
 * With REVIEWS=orders, the open form and POST /api/binh-luan take a review only from a buyer with
 * a completed order of the gig (403 otherwise), and one per such order, as the order page does
 * (409 once each has its review); with `open`, from anyone. Such a review stays a review of the
 * gig: only one written on the order page, with its three ratings, is verified.
 */
export function assertMayReviewGig(
  mode: ReviewMode,
  reviewer: { completedOrders: number; unreviewedOrders: number },
): void {
  if (mode !== 'orders') return;
  if (reviewer.completedOrders === 0) throw forbidden(ONLY_BUYERS_REVIEW);
  if (reviewer.unreviewedOrders === 0) throw everyOrderReviewed();
}

/**
 * Whether a comment of the original API counts in the gig's and its seller's ratings (decision
 * 054): only when it used up one of its author's completed orders of the gig not yet reviewed.
 * Without one, REVIEWS=orders refuses it (409) and `open` keeps it as a comment that moves no
 * rating, so an account that never completed an order cannot skew one.
 */
export function commentCounts(mode: ReviewMode, tookOrder: boolean): boolean {
  if (mode === 'orders' && !tookOrder) throw everyOrderReviewed();
  return tookOrder;
}

/**
 * Who is told of a review and of its reply (decision 038): a review tells its gig's seller, the
 * seller's reply tells the review's author; nobody is told of what they wrote themselves.
 */
/**
 * The buyer is told that the seller reviewed them; while their own review is unwritten, the order
 * page says the seller's stays hidden until they write theirs or the window closes.
 */
export const buyerReviewNotice = (order: {
  id: number;
  gigId: number;
  buyerId: number;
  sellerId: number;
}) => ({
  userId: order.buyerId,
  kind: 'buyer_reviewed' as const,
  actorId: order.sellerId,
  gigId: order.gigId,
  orderId: order.id,
});

export const reviewNoticeOf = { posted: 'review_posted', replied: 'review_replied' } as const;

export function reviewNotices(
  review: { id: number; gigId: number; orderId: number | null; reviewerId: number },
  sellerId: number,
  what: keyof typeof reviewNoticeOf,
) {
  if (sellerId === review.reviewerId) return [];
  const [userId, actorId] =
    what === 'posted' ? [sellerId, review.reviewerId] : [review.reviewerId, sellerId];
  return [
    {
      userId,
      kind: reviewNoticeOf[what],
      actorId,
      gigId: review.gigId,
      orderId: review.orderId,
      reviewId: review.id,
    },
  ];
}
