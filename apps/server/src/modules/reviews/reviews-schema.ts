import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    // The admin list's keyword search matches anywhere in the text (ILIKE '%word%').
    index('comments_content_trgm_idx').using('gin', sql`${t.content} gin_trgm_ops`),
    check('comments_stars_check', sql`${t.stars} between 1 and 5`),
  ],
);
