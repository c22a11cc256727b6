import { and, asc, desc, eq, inArray, isNotNull, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  GigReviewSummary,
  HelpfulVote,
  Review,
  ReviewListItem,
  ReviewView,
} from '@giglane/contract/reviews';
import type { Paging, SortColumn, SortedPagingQuery } from '@giglane/contract/paging';
import { answeredDate, type SentDate } from '@giglane/contract/wire-values';
import type { Database, Transaction } from '../../db/client';
import { users } from '../accounts/accounts-schema';
import { gigs } from '../gigs/gigs-schema';
import { orders } from '../orders/orders-schema';
import { buyerReviews, reviewHelpfulVotes, reviews } from './reviews-schema';
import { replyToWire } from './reviews-wire';
import {
  containsPattern,
  hasTrigram,
  lookedUpOnce,
  pagedByIds,
  type KnownTotal,
} from '../../lib/paging';
import { rowCount } from '../../lib/row-counts';

/*
 * The gig's danhGia and saoCongViec follow its reviews through the trigger of migration 0002, in
 * the same statement: nothing here touches the gig's rating columns.
 */

/** The newest reviews a buyer's profile shows. */
const BUYER_REVIEWS_SHOWN = 50;

/** Shown to everyone: not waiting for the order's other side (decision 054). */
export const isPublished = isNotNull(reviews.publishedAt);

/** Moves the gig's and its seller's ratings, as the trigger of `sql/gigs.sql` counts them. */
const countsInRatings = and(reviews.counted, isPublished);

/** A review as the routes hand it over, in the glossary's names. */
export type NewReview = {
  gigId: number;
  reviewerId: number;
  reviewedOn: SentDate | null;
  content: string;
  stars: number;
  /** Whether it counts in the ratings: it used up a completed order (decision 054). */
  counted: boolean;
  /** The order it used up: it is that order's review, shown as verified. */
  orderId: number | null;
  /** False: hidden until the seller reviews the buyer or the window closes (decision 054). */
  published: boolean;
};

/** A review written from an order: the overall stars, the three questions and the text. */
export type OrderReviewInput = {
  stars: number;
  communication: number;
  asDescribed: number;
  recommend: number;
  text: string;
};

const orderReviewColumns = {
  id: reviews.id,
  stars: reviews.stars,
  communication: reviews.communication,
  asDescribed: reviews.asDescribed,
  recommend: reviews.recommend,
  text: reviews.content,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
};

/** A review of an order as stored; its edit window is the rules'. */
export type StoredOrderReview = {
  id: number;
  stars: number;
  communication: number | null;
  asDescribed: number | null;
  recommend: number | null;
  text: string;
  createdAt: Date;
  updatedAt: Date;
  reply: string | null;
  repliedAt: Date | null;
};
export type ReviewChanges = { reviewedOn?: SentDate; content?: string; stars?: number };

const columns = {
  id: reviews.id,
  maCongViec: reviews.gigId,
  maNguoiBinhLuan: reviews.reviewerId,
  ngayBinhLuan: reviews.reviewedOn,
  noiDung: reviews.content,
  saoBinhLuan: reviews.stars,
};

/** What a review is read with: its columns and the date's text as its client sent it. */
const selected = { ...columns, ngayBinhLuanText: reviews.reviewedOnText };

const toWire = <T extends { ngayBinhLuan: string; ngayBinhLuanText: string | null }>({
  ngayBinhLuanText,
  ...row
}: T): Omit<T, 'ngayBinhLuanText'> => ({
  ...row,
  ngayBinhLuan: answeredDate(row.ngayBinhLuan, ngayBinhLuanText),
});

/**
 * Reviews whose text or whose gig's name holds the keyword, any case, read from the review's own
 * lower-cased copy of the two (`keywords`, kept by triggers, decision 062) through its trigram
 * index. A keyword with a run of three letters or digits is looked up once (`lookedUpOnce`); past
 * 10,000 matches, and for a shorter keyword (no trigram to look up, a large share of the rows),
 * the page walks its index testing the copy of each review, stopping at its last row.
 */
async function keywordMatch(
  db: Database,
  keyword: string,
): Promise<{ where: SQL; total?: KnownTotal }> {
  const where = like(reviews.keywords, sql`lower(${containsPattern(keyword)})`);
  if (!hasTrigram(keyword)) return { where };
  return lookedUpOnce(reviews.id, where, (limit) =>
    db.select({ id: reviews.id }).from(reviews).where(where).limit(limit),
  );
}

export function createReviewsRepository(db: Database) {
  return {
    async list(): Promise<Review[]> {
      const rows = await db.select(selected).from(reviews).orderBy(asc(reviews.id));
      return rows.map(toWire);
    },

    /** The keyword matches the review's text or its gig's name. */
    async page(query: SortedPagingQuery<SortColumn<'comments'>>): Promise<Paging<ReviewListItem>> {
      const match = query.keyword ? await keywordMatch(db, query.keyword) : null;
      return pagedByIds(db, query, {
        matches: () => db.select({ id: reviews.id }).from(reviews).where(match?.where).$dynamic(),
        id: reviews.id,
        sortable: columns,
        total: match ? match.total : await rowCount(db, reviews),
        // The names are joined to the page's own rows only.
        rows: async (ids, order) => {
          const rows = await db
            .select({ ...selected, tenCongViec: gigs.name, tenNguoiBinhLuan: users.name })
            .from(reviews)
            .innerJoin(ids, eq(ids.id, reviews.id))
            .innerJoin(gigs, eq(gigs.id, reviews.gigId))
            .innerJoin(users, eq(users.id, reviews.reviewerId))
            .orderBy(...order);
          return rows.map(toWire);
        },
      });
    },

    async find(id: number): Promise<Review | null> {
      const [row] = await db.select(selected).from(reviews).where(eq(reviews.id, id));
      return row ? toWire(row) : null;
    },

    /** A gig's reviews with their reviewers, newest first; null when there is no such gig. */
    async listForGig(gigId: number): Promise<ReviewView[] | null> {
      const [gig] = await db.select({ id: gigs.id }).from(gigs).where(eq(gigs.id, gigId));
      if (!gig) return null;
      const rows = await db
        .select({
          id: reviews.id,
          ngayBinhLuan: reviews.reviewedOn,
          ngayBinhLuanText: reviews.reviewedOnText,
          noiDung: reviews.content,
          saoBinhLuan: reviews.stars,
          tenNguoiBinhLuan: users.name,
          avatar: users.avatar,
          country: users.country,
          verified: sql<boolean>`${reviews.orderId} is not null`,
          counted: reviews.counted,
          communication: reviews.communication,
          asDescribed: reviews.asDescribed,
          recommend: reviews.recommend,
          reply: reviews.reply,
          repliedAt: reviews.repliedAt,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.reviewerId))
        .where(and(eq(reviews.gigId, gigId), isPublished))
        .orderBy(desc(reviews.reviewedOn), desc(reviews.id));
      return rows.map(
        ({ communication, asDescribed, recommend, reply, repliedAt, ...row }): ReviewView => ({
          ...toWire(row),
          ratings:
            communication === null || asDescribed === null || recommend === null
              ? null
              : { communication, asDescribed, recommend },
          reply: replyToWire(reply, repliedAt),
        }),
      );
    },

    /**
     * The gig page's star counts and per-question averages over the reviews that count, as the
     * gig's rating does (decision 054); null when there is no such gig.
     */
    async summary(gigId: number): Promise<GigReviewSummary | null> {
      const [gig] = await db.select({ id: gigs.id }).from(gigs).where(eq(gigs.id, gigId));
      if (!gig) return null;
      const average = (column: AnyPgColumn) => sql<number | null>`round(avg(${column}), 1)::float8`;
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          average: average(reviews.stars),
          stars: sql<number[]>`array[${sql.join(
            [5, 4, 3, 2, 1].map((n) => sql`(count(*) filter (where ${reviews.stars} = ${n}))::int`),
            sql`, `,
          )}]`,
          communication: average(reviews.communication),
          asDescribed: average(reviews.asDescribed),
          recommend: average(reviews.recommend),
          verifiedCount: sql<number>`(count(*) filter (where ${reviews.orderId} is not null))::int`,
        })
        .from(reviews)
        .where(and(eq(reviews.gigId, gigId), countsInRatings));
      const { stars, communication, asDescribed, recommend, ...totals } = row!;
      return {
        ...totals,
        starCounts: stars.map((count, i) => ({ stars: 5 - i, count })),
        ratings: { communication, asDescribed, recommend },
      };
    },

    // ── Reads and writes in a service's transaction ──

    /**
     * The gig (with its seller) and the reviewer a review names, null and false when missing. The
     * rows are locked against deletion until the transaction ends, so a 400 names the missing one
     * instead of a foreign-key failure.
     */
    async lockReferences(tx: Transaction, gigId: number, reviewerId: number) {
      const [gig] = await tx
        .select({ id: gigs.id, sellerId: gigs.sellerId })
        .from(gigs)
        .where(eq(gigs.id, gigId))
        .for('key share');
      const [reviewer] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, reviewerId))
        .for('key share');
      return { gig: gig ?? null, reviewerFound: reviewer !== undefined };
    },

    /** A review of the original API; a missing date is the database's today. */
    async insertReview(tx: Transaction, input: NewReview) {
      const [row] = await tx
        .insert(reviews)
        .values({
          gigId: input.gigId,
          reviewerId: input.reviewerId,
          reviewedOn: input.reviewedOn?.date ?? sql`current_date`,
          reviewedOnText: input.reviewedOn?.text ?? null,
          content: input.content,
          stars: input.stars,
          counted: input.counted,
          orderId: input.orderId,
          publishedAt: input.published ? sql`now()` : null,
        })
        .returning(selected);
      return toWire(row!);
    },

    /** What the edit rules need of a review: whether it is of an order, and when it was written. */
    async findOrigin(
      id: number,
    ): Promise<{ orderId: number | null; createdAt: Date; counted: boolean } | null> {
      const [row] = await db
        .select({
          orderId: reviews.orderId,
          createdAt: reviews.createdAt,
          counted: reviews.counted,
        })
        .from(reviews)
        .where(eq(reviews.id, id));
      return row ?? null;
    },

    /** How many completed orders of the gig the reviewer has, and how many not reviewed yet. */
    async completedOrdersOf(reviewerId: number, gigId: number) {
      const [row] = await db
        .select({
          completedOrders: sql<number>`count(*)::int`,
          unreviewedOrders: sql<number>`(count(*) filter (where ${orders.reviewedAt} is null))::int`,
        })
        .from(orders)
        .where(
          and(
            eq(orders.buyerId, reviewerId),
            eq(orders.gigId, gigId),
            eq(orders.state, 'completed'),
          ),
        );
      return row!;
    },

    /** The review of an order; null: none yet. */
    async findOfOrder(orderId: number): Promise<StoredOrderReview | null> {
      const [row] = await db
        .select(orderReviewColumns)
        .from(reviews)
        .where(eq(reviews.orderId, orderId));
      return row ?? null;
    },

    /** The buyer's review of the order, dated today; hidden until published (decision 054). */
    async insertOrderReview(
      tx: Transaction,
      order: { id: number; gigId: number; buyerId: number },
      input: OrderReviewInput,
      published: boolean,
    ): Promise<StoredOrderReview> {
      const [row] = await tx
        .insert(reviews)
        .values({
          gigId: order.gigId,
          reviewerId: order.buyerId,
          orderId: order.id,
          reviewedOn: sql`current_date`,
          content: input.text,
          stars: input.stars,
          communication: input.communication,
          asDescribed: input.asDescribed,
          recommend: input.recommend,
          counted: true,
          publishedAt: published ? sql`now()` : null,
        })
        .returning(orderReviewColumns);
      return row!;
    },

    async updateOrderReview(
      tx: Transaction,
      orderId: number,
      input: OrderReviewInput,
    ): Promise<StoredOrderReview | null> {
      // Only while unpublished: null once the other side's review or the window published it.
      const [row] = await tx
        .update(reviews)
        .set({
          content: input.text,
          stars: input.stars,
          communication: input.communication,
          asDescribed: input.asDescribed,
          recommend: input.recommend,
          updatedAt: sql`now()`,
        })
        .where(and(eq(reviews.orderId, orderId), isNull(reviews.publishedAt)))
        .returning(orderReviewColumns);
      return row ?? null;
    },

    /** Whether the order's seller has reviewed its buyer, in the caller's transaction. */
    async sellerReviewed(tx: Transaction, orderId: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: buyerReviews.id })
        .from(buyerReviews)
        .where(eq(buyerReviews.orderId, orderId));
      return row !== undefined;
    },

    /** The seller's review of the order's buyer; null when the order has one already. */
    async insertBuyerReview(
      tx: Transaction,
      order: { id: number; sellerId: number; buyerId: number },
      input: { stars: number; text: string },
      published: boolean,
    ) {
      const [row] = await tx
        .insert(buyerReviews)
        .values({
          orderId: order.id,
          sellerId: order.sellerId,
          buyerId: order.buyerId,
          stars: input.stars,
          content: input.text,
          publishedAt: published ? sql`now()` : null,
        })
        .onConflictDoNothing()
        .returning({
          id: buyerReviews.id,
          stars: buyerReviews.stars,
          text: buyerReviews.content,
          createdAt: buyerReviews.createdAt,
        });
      return row ?? null;
    },

    /**
     * Publishes the hidden reviews of the orders `which` selects, both sides, in the caller's
     * transaction; the gig's rating takes the buyer's stars then (the trigger of `sql/gigs.sql`).
     */
    async publish(tx: Transaction, which: { orderId: number } | { completedBefore: Date }) {
      // Driven from the few hidden rows (their partial indexes), each joined to its order by key.
      const due =
        'orderId' in which
          ? sql`h.id = ${which.orderId}`
          : sql`h.completed_at <= ${which.completedBefore.toISOString()}`;
      for (const table of [buyerReviews, reviews])
        await tx.execute(sql`update ${table} r set published_at = now()
                               from ${orders} h
                              where r.published_at is null and h.id = r.order_id
                                and h.state = 'completed' and ${due}`);
    },

    /** The user's public buyer profile and the published reviews sellers gave them; null: no user. */
    async buyerProfile(userId: number) {
      const [buyer] = await db
        .select({
          id: users.id,
          name: sql<string>`coalesce(nullif(${users.displayName}, ''), ${users.name})`,
          avatar: users.avatar,
          country: users.country,
          memberSince: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!buyer) return null;
      const shown = and(
        eq(buyerReviews.buyerId, userId),
        isNotNull(buyerReviews.publishedAt),
        isNull(buyerReviews.removedAt),
      );
      const [totals] = await db
        .select({
          count: sql<number>`count(*)::int`,
          average: sql<number | null>`round(avg(${buyerReviews.stars}), 1)::float8`,
        })
        .from(buyerReviews)
        .where(shown);
      const rows = await db
        .select({
          id: buyerReviews.id,
          stars: buyerReviews.stars,
          text: buyerReviews.content,
          createdAt: buyerReviews.createdAt,
          sellerId: users.id,
          sellerName: sql<string>`coalesce(nullif(${users.displayName}, ''), ${users.name})`,
          sellerAvatar: users.avatar,
          gigTitle: gigs.name,
        })
        .from(buyerReviews)
        .innerJoin(users, eq(users.id, buyerReviews.sellerId))
        .innerJoin(orders, eq(orders.id, buyerReviews.orderId))
        .innerJoin(gigs, eq(gigs.id, orders.gigId))
        .where(shown)
        .orderBy(desc(buyerReviews.id))
        .limit(BUYER_REVIEWS_SHOWN);
      return {
        buyer: { ...buyer, memberSince: buyer.memberSince.toISOString() },
        ...totals!,
        reviews: rows.map(({ sellerId, sellerName, sellerAvatar, createdAt, ...row }) => ({
          ...row,
          createdAt: createdAt.toISOString(),
          seller: { id: sellerId, name: sellerName, avatar: sellerAvatar },
        })),
      };
    },

    /** Who wrote a review and whether it is shown; null: no such review. */
    async findForVote(id: number) {
      const [row] = await db
        .select({ reviewerId: reviews.reviewerId, published: sql<boolean>`${isPublished}` })
        .from(reviews)
        .where(eq(reviews.id, id));
      return row ?? null;
    },

    /** Sets or takes back the user's "Helpful?" vote on the review. */
    async writeVote(tx: Transaction, reviewId: number, userId: number, helpful: boolean | null) {
      if (helpful === null)
        await tx
          .delete(reviewHelpfulVotes)
          .where(
            and(eq(reviewHelpfulVotes.reviewId, reviewId), eq(reviewHelpfulVotes.userId, userId)),
          );
      else
        await tx
          .insert(reviewHelpfulVotes)
          .values({ reviewId, userId, helpful })
          .onConflictDoUpdate({
            target: [reviewHelpfulVotes.reviewId, reviewHelpfulVotes.userId],
            set: { helpful, createdAt: sql`now()` },
          });
    },

    /**
     * The votes of the published reviews among `ids` (others are left out), with the viewer's;
     * in the order of `ids`.
     */
    async votesOf(ids: number[], viewerId: number | null, on: Database | Transaction = db) {
      const rows = await on
        .select({
          reviewId: reviews.id,
          yes: sql<number>`(count(*) filter (where ${reviewHelpfulVotes.helpful}))::int`,
          no: sql<number>`(count(*) filter (where not ${reviewHelpfulVotes.helpful}))::int`,
          mine: sql<boolean | null>`bool_or(${reviewHelpfulVotes.helpful})
                  filter (where ${reviewHelpfulVotes.userId} = ${viewerId ?? 0})`,
        })
        .from(reviews)
        .leftJoin(reviewHelpfulVotes, eq(reviewHelpfulVotes.reviewId, reviews.id))
        .where(and(inArray(reviews.id, ids), isPublished))
        .groupBy(reviews.id);
      const byId = new Map(rows.map((row) => [row.reviewId, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        const mine: HelpfulVote | null = row.mine === null ? null : row.mine ? 'yes' : 'no';
        return [{ ...row, mine }];
      });
    },

    /** Who may reply to a review (its gig's seller), whether it has its reply and is published. */
    async findForReply(id: number) {
      const [row] = await db
        .select({
          sellerId: gigs.sellerId,
          replied: sql<boolean>`${reviews.reply} is not null`,
          published: sql<boolean>`${reviews.publishedAt} is not null`,
        })
        .from(reviews)
        .innerJoin(gigs, eq(gigs.id, reviews.gigId))
        .where(eq(reviews.id, id));
      return row ?? null;
    },

    /** The seller's one reply; null when the review got a reply meanwhile. */
    async writeReply(tx: Transaction, id: number, text: string) {
      const [row] = await tx
        .update(reviews)
        .set({ reply: text, repliedAt: sql`now()` })
        .where(and(eq(reviews.id, id), isNull(reviews.reply)))
        .returning({
          reply: reviews.reply,
          repliedAt: reviews.repliedAt,
          orderId: reviews.orderId,
          gigId: reviews.gigId,
          reviewerId: reviews.reviewerId,
        });
      return row ?? null;
    },

    /** Fields left out keep their value; null when there is no such review. */
    /** Null when there is no such review, or (`unpublishedOnly`) it is published. */
    async updateReview(
      tx: Transaction,
      id: number,
      input: ReviewChanges,
      { unpublishedOnly }: { unpublishedOnly: boolean },
    ) {
      const [row] = await tx
        .update(reviews)
        // Drizzle leaves undefined fields out of the SET; `id = id` keeps an empty body valid.
        .set({
          id,
          reviewedOn: input.reviewedOn?.date,
          reviewedOnText: input.reviewedOn?.text,
          content: input.content,
          stars: input.stars,
        })
        .where(and(eq(reviews.id, id), unpublishedOnly ? isNull(reviews.publishedAt) : undefined))
        .returning({ ...selected, orderId: reviews.orderId });
      if (!row) return null;
      const { orderId, ...review } = row;
      return { orderId, review: toWire(review) };
    },

    /** Null when there is no such review. */
    /** Removes a seller's review of a buyer (decision 053): kept, shown nowhere; its order. */
    async removeBuyerReview(tx: Transaction, id: number) {
      const [row] = await tx
        .update(buyerReviews)
        .set({ removedAt: sql`now()` })
        .where(and(eq(buyerReviews.id, id), isNull(buyerReviews.removedAt)))
        .returning({ orderId: buyerReviews.orderId });
      return row ?? null;
    },

    async deleteReview(tx: Transaction, id: number) {
      const [row] = await tx
        .delete(reviews)
        .where(eq(reviews.id, id))
        .returning({ orderId: reviews.orderId });
      return row ?? null;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
