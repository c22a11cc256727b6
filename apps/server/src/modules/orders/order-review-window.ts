import type { Actor } from './orders-rules';

/*
 * The two-way review of a completed order (decision 054): the buyer reviews the seller, the seller
 * reviews the buyer, and neither sees the other's until both have written or the window closes;
 * then both are published. Pure: the order page, the reviews' service and the publishing round
 * ask these.
 */

/** When the window of an order completed at `completedAt` closes. */
export const reviewWindowClosesAt = (completedAt: Date, windowMs: number) =>
  new Date(completedAt.getTime() + windowMs);

/** What the window's rules need of an order: when it completed, and who has written. */
export type ReviewWindowFacts = {
  completedAt: Date | null;
  buyerWrote: boolean;
  sellerWrote: boolean;
};

/** Where an order's two reviews stand; null before it completes (no review is written then). */
export function reviewWindowOf(order: ReviewWindowFacts, windowMs: number, now: Date) {
  if (!order.completedAt) return null;
  const closesAt = reviewWindowClosesAt(order.completedAt, windowMs);
  return {
    closesAt,
    buyerWrote: order.buyerWrote,
    sellerWrote: order.sellerWrote,
    published: (order.buyerWrote && order.sellerWrote) || now >= closesAt,
  };
}

/**
 * Whether a review written now is published at once: the other side wrote theirs already, or the
 * window has closed, so there is nothing left to wait for.
 */
export function publishedOnWriting(
  order: { completedAt: Date; otherWrote: boolean },
  windowMs: number,
  now: Date,
): boolean {
  return order.otherWrote || now >= reviewWindowClosesAt(order.completedAt, windowMs);
}

/**
 * Which of the two reviews the caller sees: their own always, the other side's once published; an
 * admin sees both, as they moderate.
 */
export function visibleReviews(actors: readonly Actor[], published: boolean) {
  const admin = actors.includes('admin');
  return {
    buyers: published || admin || actors.includes('buyer'),
    sellers: published || admin || actors.includes('seller'),
  };
}
