import type { ReviewMode } from '@giglane/contract/order-values';
import type { Review } from '@giglane/contract/reviews';
import type { Database } from '../../db/client';
import { isAdmin, type SessionUser } from '../../lib/access-rules';
import { isUniqueViolation } from '../../lib/db-errors';
import { notFound } from '../../lib/errors';
import { addNotifications } from '../messaging/notifications-repository';
import { mailReviewReceived } from './review-mails';
import { addOrderEvent, announceOrder } from '../orders/order-events';
import type { OrdersRepository } from '../orders/orders-repository';
import { assertMaySee } from '../orders/orders-rules';
import type {
  NewReview,
  OrderReviewInput,
  ReviewChanges,
  ReviewsRepository,
  StoredOrderReview,
} from './reviews-repository';
import {
  alreadyReplied,
  alreadyReviewed,
  assertInEditWindow,
  assertMayEditOrderReview,
  assertMayReply,
  assertMayReviewGig,
  assertMayReviewOrder,
  everyOrderReviewed,
  reviewNotices,
} from './reviews-rules';
import { assertMayChangeReview, referencedGig, reviewerOf } from './original-reviews';

/**
 * The reviews' service (decision 038): each function is one transaction that loads the facts
 * through the repositories, asks `reviews-rules.ts`, writes, and records what happened: the
 * order's timeline, the notifications the rules give (`reviewNotices`) and the live events.
 */
export function createReviewsService(
  db: Database,
  repo: ReviewsRepository,
  orders: OrdersRepository,
) {
  /** An existing review the user may change: 404 when there is none, 403 when it is not theirs. */
  async function changeable(user: SessionUser, id: number) {
    const existing = await repo.find(id);
    if (!existing) throw notFound();
    assertMayChangeReview(user, { reviewerId: existing.maNguoiBinhLuan });
    return existing;
  }

  /** The order of the user's review: 404 for no order, or one the user is no party to. */
  async function orderFor(user: SessionUser, orderId: number) {
    const order = await orders.findFacts(orderId);
    if (!order) throw notFound();
    return { order, actors: assertMaySee(order, user) };
  }

  return {
    /**
     * `POST /api/binh-luan`. With REVIEWS=orders the review uses up one of the reviewer's
     * completed orders of the gig not yet reviewed, in the same transaction: 409 when none is
     * left, so parallel posts get one review per order between them.
     */
    async create(
      user: SessionUser,
      wanted: Omit<NewReview, 'reviewerId'> & { reviewerId?: number },
      mode: ReviewMode,
    ): Promise<Review> {
      const reviewerId = reviewerOf(user, wanted.reviewerId);
      const takesOrder = mode === 'orders';
      if (takesOrder)
        assertMayReviewGig(mode, await repo.completedOrdersOf(reviewerId, wanted.gigId));
      return db.transaction(async (tx) => {
        const gig = referencedGig(await repo.lockReferences(tx, wanted.gigId, reviewerId));
        if (takesOrder && !(await orders.takeUnreviewedOrder(tx, reviewerId, wanted.gigId)))
          throw everyOrderReviewed();
        const review = await repo.insertReview(tx, { ...wanted, reviewerId });
        await addNotifications(
          tx,
          reviewNotices(
            { id: review.id, gigId: gig.id, orderId: null, reviewerId: reviewerId },
            gig.sellerId,
            'posted',
          ),
        );
        await mailReviewReceived(
          tx,
          { gigId: gig.id, reviewerId, stars: wanted.stars, text: wanted.content },
          gig.sellerId,
        );
        return review;
      });
    },

    /** The original API's edit; a review of an order keeps its edit window but for admins. */
    async update(user: SessionUser, id: number, changes: ReviewChanges): Promise<Review> {
      const existing = await changeable(user, id);
      const origin = await repo.findOrigin(existing.id);
      if (origin?.orderId && !isAdmin(user)) assertInEditWindow(origin, new Date());
      return db.transaction(async (tx) => {
        const updated = await repo.updateReview(tx, existing.id, changes);
        if (!updated) throw notFound();
        // A review of an order shows on the order's page: its parties hear of the change.
        if (updated.orderId) await announceOrder(tx, updated.orderId);
        return updated.review;
      });
    },

    async remove(user: SessionUser, id: number): Promise<void> {
      const existing = await changeable(user, id);
      await db.transaction(async (tx) => {
        const removed = await repo.deleteReview(tx, existing.id);
        if (!removed) throw notFound();
        if (removed.orderId) await announceOrder(tx, removed.orderId);
      });
    },

    /**
     * The buyer's review of a completed order; 409 when the order got its review meanwhile, or
     * had one that was deleted since (one review per order, marked on the order).
     */
    async reviewOrder(
      user: SessionUser,
      orderId: number,
      input: OrderReviewInput,
    ): Promise<StoredOrderReview> {
      const { order, actors } = await orderFor(user, orderId);
      assertMayReviewOrder(order, actors);
      try {
        return await db.transaction(async (tx) => {
          if (!(await orders.takeOrder(tx, order.id))) throw alreadyReviewed();
          const { gig } = await repo.lockReferences(tx, order.gigId, order.buyerId);
          const review = await repo.insertOrderReview(tx, order, input);
          // A review of an order is part of the order's story: its timeline says so.
          await addOrderEvent(tx, { order, type: 'reviewed', actorId: order.buyerId });
          await addNotifications(
            tx,
            reviewNotices(
              { id: review.id, gigId: order.gigId, orderId: order.id, reviewerId: order.buyerId },
              gig!.sellerId,
              'posted',
            ),
          );
          await mailReviewReceived(
            tx,
            { gigId: order.gigId, reviewerId: order.buyerId, stars: input.stars, text: input.text },
            gig!.sellerId,
          );
          return review;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyReviewed();
        throw error;
      }
    },

    async editOrderReview(
      user: SessionUser,
      orderId: number,
      input: OrderReviewInput,
    ): Promise<StoredOrderReview> {
      const { order, actors } = await orderFor(user, orderId);
      const review = await repo.findOfOrder(order.id);
      assertMayEditOrderReview(
        actors,
        review && { createdAt: review.createdAt, replied: review.reply !== null },
        new Date(),
      );
      return db.transaction(async (tx) => {
        const updated = await repo.updateOrderReview(tx, order.id, input);
        await announceOrder(tx, order);
        return updated;
      });
    },

    /** The gig's seller's one reply; 409 when another was saved between the check and the write. */
    async reply(user: SessionUser, reviewId: number, text: string) {
      const review = await repo.findForReply(reviewId);
      if (!review) throw notFound();
      assertMayReply(user, review);
      return db.transaction(async (tx) => {
        const row = await repo.writeReply(tx, reviewId, text);
        if (!row) throw alreadyReplied();
        if (row.orderId)
          await addOrderEvent(tx, { order: row.orderId, type: 'review_replied', actorId: user.id });
        await addNotifications(
          tx,
          reviewNotices(
            { id: reviewId, gigId: row.gigId, orderId: row.orderId, reviewerId: row.reviewerId },
            review.sellerId,
            'replied',
          ),
        );
        return { text: row.reply!, at: row.repliedAt!.toISOString() };
      });
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
