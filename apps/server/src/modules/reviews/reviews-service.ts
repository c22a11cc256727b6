import type { ReviewMode } from '@giglane/contract/order-values';
import type { HelpfulVote, Review } from '@giglane/contract/reviews';
import type { Database, Transaction } from '../../db/client';
import { isAdmin, type SessionUser } from '../../lib/access-rules';
import { isUniqueViolation } from '../../lib/db-errors';
import { notFound } from '../../lib/errors';
import { addNotifications } from '../messaging/notifications-repository';
import { mailReviewReceived } from './review-mails';
import { addOrderEvent, announceOrder, type AnnouncedOrder } from '../orders/order-events';
import type { OrdersRepository } from '../orders/orders-repository';
import { publishedOnWriting } from '../orders/order-review-window';
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
  assertMayVote,
  assertMayReviewBuyer,
  assertMayReviewOrder,
  buyerAlreadyReviewed,
  buyerReviewNotice,
  commentCounts,
  reviewIsFinal,
  reviewNotices,
} from './reviews-rules';
import { assertMayChangeReview, referencedGig, reviewerOf } from './original-reviews';
import { recomputeLevels, type SellerLevelsRepository } from './seller-levels-repository';
import { levelStanding } from './seller-levels-rules';

/**
 * The reviews' service (decision 038): each function is one transaction that loads the facts
 * through the repositories, asks `reviews-rules.ts`, writes, and records what happened: the
 * order's timeline, the notifications the rules give (`reviewNotices`) and the live events.
 */
export function createReviewsService(
  db: Database,
  repo: ReviewsRepository,
  orders: OrdersRepository,
  levels: SellerLevelsRepository,
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

  /**
   * Whether the buyer's review of `order`, written now, is published at once (decision 054): the
   * seller reviewed the buyer already, or the window is closed. An order completed with no time
   * recorded (before orders kept one) has its window long closed.
   */
  async function publishedOnWritingOf(
    tx: Transaction,
    order: { id: number; completedAt: Date | null },
    windowMs: number,
  ) {
    if (!order.completedAt) return true;
    const otherWrote = await repo.sellerReviewed(tx, order.id);
    return publishedOnWriting({ completedAt: order.completedAt, otherWrote }, windowMs, new Date());
  }

  /**
   * What a new review records beside itself: both reviews published when it publishes them, the
   * order's timeline (a review of an order is part of its story), the seller's notice and mail.
   */
  async function recordReviewWritten(
    tx: Transaction,
    review: { id: number; gigId: number; reviewerId: number; stars: number; text: string },
    sellerId: number,
    order: { announced: AnnouncedOrder; published: boolean } | null,
  ) {
    if (order) {
      if (order.published) await repo.publish(tx, { orderId: order.announced.id });
      await addOrderEvent(tx, {
        order: order.announced,
        type: 'reviewed',
        actorId: review.reviewerId,
      });
    }
    await addNotifications(
      tx,
      reviewNotices(
        {
          id: review.id,
          gigId: review.gigId,
          orderId: order?.announced.id ?? null,
          reviewerId: review.reviewerId,
        },
        sellerId,
        'posted',
      ),
    );
    await mailReviewReceived(
      tx,
      { ...review, hiddenOfOrder: order && !order.published ? order.announced.id : null },
      sellerId,
    );
  }

  return {
    /**
     * `POST /api/binh-luan`. The review uses up one of the reviewer's completed orders of the gig
     * not yet reviewed, in the same transaction, and is then that order's review: counted, and
     * hidden as the order page's is until the seller reviews the buyer or the window closes
     * (decision 054). Without one it is a comment that moves no rating (REVIEWS=open), or 409
     * (REVIEWS=orders), so parallel posts get one counted review per order between them.
     */
    async create(
      user: SessionUser,
      wanted: Omit<NewReview, 'reviewerId' | 'counted' | 'orderId' | 'published'> & {
        reviewerId?: number;
      },
      mode: ReviewMode,
      windowMs: number,
    ): Promise<Review> {
      const reviewerId = reviewerOf(user, wanted.reviewerId);
      if (mode === 'orders')
        assertMayReviewGig(mode, await repo.completedOrdersOf(reviewerId, wanted.gigId));
      return db.transaction(async (tx) => {
        const gig = referencedGig(await repo.lockReferences(tx, wanted.gigId, reviewerId));
        const order = await orders.takeUnreviewedOrder(tx, reviewerId, wanted.gigId);
        const counted = commentCounts(mode, order !== null);
        // A comment has no other side to wait for: public at once.
        const published = !order || (await publishedOnWritingOf(tx, order, windowMs));
        const review = await repo.insertReview(tx, {
          ...wanted,
          reviewerId,
          counted,
          orderId: order?.id ?? null,
          published,
        });
        await recordReviewWritten(
          tx,
          {
            id: review.id,
            gigId: gig.id,
            reviewerId,
            stars: wanted.stars,
            text: wanted.content,
          },
          gig.sellerId,
          order && { announced: order, published },
        );
        return review;
      });
    },

    /**
     * The original API's edit. But for admins, a review of an order keeps its edit window, and a
     * counted review is final once published (decision 054); a comment stays editable.
     */
    async update(user: SessionUser, id: number, changes: ReviewChanges): Promise<Review> {
      const existing = await changeable(user, id);
      const origin = await repo.findOrigin(existing.id);
      if (origin?.orderId && !isAdmin(user)) assertInEditWindow(origin, new Date());
      const unpublishedOnly = origin?.counted === true && !isAdmin(user);
      return db.transaction(async (tx) => {
        const updated = await repo.updateReview(tx, existing.id, changes, { unpublishedOnly });
        if (!updated) throw unpublishedOnly ? reviewIsFinal() : notFound();
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
      windowMs: number,
    ): Promise<StoredOrderReview> {
      const { order, actors } = await orderFor(user, orderId);
      assertMayReviewOrder(order, actors);
      try {
        return await db.transaction(async (tx) => {
          // Taking the order locks it: a seller's review of its buyer waits, then sees this one.
          if (!(await orders.takeOrder(tx, order.id))) throw alreadyReviewed();
          const { gig } = await repo.lockReferences(tx, order.gigId, order.buyerId);
          const published = await publishedOnWritingOf(tx, order, windowMs);
          const review = await repo.insertOrderReview(tx, order, input, published);
          await recordReviewWritten(
            tx,
            {
              id: review.id,
              gigId: order.gigId,
              reviewerId: order.buyerId,
              stars: input.stars,
              text: input.text,
            },
            gig!.sellerId,
            { announced: order, published },
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
        if (!updated) throw reviewIsFinal();
        await announceOrder(tx, order);
        return updated;
      });
    },

    /**
     * The seller's review of the order's buyer (decision 054), hidden from the buyer until the
     * buyer's own review is written or the window closes; writing the second publishes both.
     */
    async reviewBuyer(
      user: SessionUser,
      orderId: number,
      input: { stars: number; text: string },
      windowMs: number,
    ) {
      const { order, actors } = await orderFor(user, orderId);
      assertMayReviewBuyer(order, actors);
      return db.transaction(async (tx) => {
        // Locked, so a buyer's review written at the same moment is seen once it commits.
        const locked = await orders.lockOrder(tx, order.id);
        if (!locked) throw notFound();
        const published = publishedOnWriting(
          { completedAt: locked.completedAt!, otherWrote: locked.reviewed },
          windowMs,
          new Date(),
        );
        const review = await repo.insertBuyerReview(tx, locked, input, published);
        if (!review) throw buyerAlreadyReviewed();
        if (published) await repo.publish(tx, { orderId: order.id });
        await addNotifications(tx, [buyerReviewNotice(order)]);
        await announceOrder(tx, order.id);
        return { ...review, createdAt: review.createdAt.toISOString() };
      });
    },

    /**
     * Recomputes, in the worker's transaction, the sellers' levels by the rules (one seller after
     * an order of theirs completes, every seller on the schedule) and writes those that changed.
     */
    recomputeLevels: (tx: Transaction, sellerId?: number) => recomputeLevels(levels, tx, sellerId),

    /**
     * The seller dashboard's level: the current one and the next one's requirements. The stored
     * level, which buyers see, is brought up to date first, so the dashboard never shows a level
     * the seller page does not (the schedule's round may be an hour away).
     */
    async standing(user: SessionUser) {
      await db.transaction((tx) => recomputeLevels(levels, tx, user.id));
      const record = await levels.recordOf(user.id);
      if (!record) throw notFound();
      return levelStanding(record);
    },

    /** Publishes, in the worker's transaction, both reviews of every order whose window closed. */
    async publishDue(tx: Transaction, windowMs: number): Promise<void> {
      await repo.publish(tx, { completedBefore: new Date(Date.now() - windowMs) });
    },

    /**
     * The caller's "Helpful?" vote on a published review, or null to take it back; a writer does
     * not vote on their own review.
     */
    async voteHelpful(user: SessionUser, reviewId: number, vote: HelpfulVote | null) {
      assertMayVote(user, await repo.findForVote(reviewId));
      return db.transaction(async (tx) => {
        await repo.writeVote(tx, reviewId, user.id, vote === null ? null : vote === 'yes');
        const [votes] = await repo.votesOf([reviewId], user.id, tx);
        return votes!;
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
