import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { keptByTrigger } from '../../db/columns';
import { users } from '../accounts/accounts-schema';
import { gigs } from '../gigs/gigs-schema';
import { orders } from '../orders/orders-schema';

export const reviews = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    gigId: integer('job_id')
      .notNull()
      .references(() => gigs.id, { onDelete: 'cascade' }),
    reviewerId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewedOn: date('commented_on', { mode: 'string' }).notNull(),
    /** ngayBinhLuan as its client wrote it, answered back so; null when Giglane set it. */
    reviewedOnText: text('commented_on_text'),
    content: text('content').notNull().default(''),
    /**
     * The admin search's copy of the text and its gig's name, lower-cased (sql/reviews.sql,
     * decision 062): a keyword is looked up, counted and paged on comments alone.
     */
    keywords: keptByTrigger(text('keywords').notNull()),
    stars: smallint('stars').notNull(),
    /** The order the review was written from (one review per order); null from the open form. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The Rating Breakdown's questions, 1–5; null for a review from the open form. */
    communication: smallint('communication'),
    asDescribed: smallint('as_described'),
    recommend: smallint('recommend'),
    /** The gig's seller's public answer, at most one. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /**
     * Whether its stars count in the ratings: written from a completed order, through either
     * door (decision 054). A comment without an order is shown, never counted.
     */
    counted: boolean('counted').notNull().default(false),
    /** When everyone may see it; null: hidden until the order's other side writes theirs. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_job_idx').on(t.gigId, t.id),
    uniqueIndex('comments_order_idx').on(t.orderId),
    check(
      'comments_ratings_check',
      sql`${t.communication} between 1 and 5 AND ${t.asDescribed} between 1 and 5 AND ${t.recommend} between 1 and 5`,
    ),
    check('comments_reply_check', sql`(${t.reply} IS NULL) = (${t.repliedAt} IS NULL)`),
    // The admin list's sort orders, the id breaking ties (migration 0008, decision 016).
    index('comments_author_idx').on(t.reviewerId, t.id),
    index('comments_commented_on_idx').on(t.reviewedOn, t.id),
    index('comments_stars_idx').on(t.stars, t.id),
    // The admin list's keyword search matches anywhere in the text or the gig's name (LIKE).
    index('comments_keywords_trgm_idx').using('gin', sql`${t.keywords} gin_trgm_ops`),
    check('comments_stars_check', sql`${t.stars} between 1 and 5`),
    // The reviews the window's round publishes.
    index('comments_unpublished_idx')
      .on(t.orderId)
      .where(sql`${t.publishedAt} IS NULL`),
  ],
);

/** A seller's review of the buyer of a completed order, one per order (decision 054). */
export const buyerReviews = pgTable(
  'buyer_reviews',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** As a buyer's review: null while the other side may still write. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * When an admin removed it (decision 053): shown nowhere since, but kept, so the order's one
     * review of its buyer is not written again.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('buyer_reviews_order_idx').on(t.orderId),
    index('buyer_reviews_buyer_idx').on(t.buyerId, t.id),
    index('buyer_reviews_unpublished_idx')
      .on(t.orderId)
      .where(sql`${t.publishedAt} IS NULL`),
    check('buyer_reviews_stars_check', sql`${t.stars} between 1 and 5`),
  ],
);

/** "Helpful? Yes / No", one vote per user and review; taking it back deletes the row. */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** true: "Yes", false: "No". */
    helpful: boolean('helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'review_helpful_votes_pk', columns: [t.reviewId, t.userId] }),
    index('review_helpful_votes_user_idx').on(t.userId),
  ],
);
