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

/**
 * Orders (decision 023), in the table hires, its first name (decisions 018, 043). An order keeps
 * a copy of the package it bought, so a seller's later price change never touches it.
 */
export const orders = pgTable(
  'hires',
  {
    id: serial('id').primaryKey(),
    gigId: integer('job_id')
      .notNull()
      .references(() => gigs.id, { onDelete: 'cascade' }),
    buyerId: integer('hirer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderedOn: date('hired_on', { mode: 'string' }).notNull(),
    /** ngayThue as its client wrote it, answered back so; null when Giglane set it. */
    orderedOnText: text('hired_on_text'),
    /** hoanThanh: computed by PostgreSQL as state = 'completed', never written. */
    completed: boolean('completed')
      .notNull()
      .generatedAlwaysAs(sql`state = 'completed'`),
    /** One of ORDER_STATES. */
    state: text('state').notNull().default('placed'),
    /** The gig's seller when the order was placed. */
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageTier: smallint('package_tier').notNull().default(0),
    packageName: text('package_name').notNull(),
    packageDescription: text('package_description').notNull(),
    packageFeatures: text('package_features').array().notNull(),
    packageExtra: text('package_extra').notNull(),
    packageDeliveryDays: smallint('package_delivery_days').notNull(),
    /** Revisions included; null for unlimited. */
    packageRevisions: smallint('package_revisions'),
    packagePrice: integer('package_price').notNull(),
    /** US$, what the buyer owes: the package's price at purchase. */
    total: integer('total').notNull(),
    /** Made by the client per checkout: the same key from the same buyer is the same order. */
    idempotencyKey: text('idempotency_key'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    requirementsAnsweredAt: timestamp('requirements_answered_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** The latest delivery. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    revisionsUsed: smallint('revisions_used').notNull().default(0),
    /** Days granted on top of the package's by accepted extensions (decision 052). */
    extraDays: smallint('extra_days').notNull().default(0),
    /**
     * When the order's one review was written, through either door (migration 0022); a deleted
     * review leaves it set, so the order is never reviewed twice.
     */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** When its parties were e-mailed that it is late (decision 049): once, never again. */
    lateMailedAt: timestamp('late_mailed_at', { withTimezone: true }),
    /**
     * The gig's name and the buyer's name and email, for the admin list's keyword: kept by
     * triggers (sql/orders.sql), never written here.
     */
    keywords: keptByTrigger(text('keywords').notNull()),
  },
  (t) => [
    // The admin list's sort orders, the id breaking ties (migration 0008, decision 016).
    index('hires_job_idx').on(t.gigId, t.id),
    index('hires_hirer_idx').on(t.buyerId, t.id),
    index('hires_hired_on_idx').on(t.orderedOn, t.id),
    index('hires_completed_idx').on(t.completed, t.id),
    // A buyer's and a seller's tabs, newest first; the admin list by state; the queue.
    index('hires_buyer_tab_idx').on(t.buyerId, t.state, t.placedAt, t.id),
    index('hires_seller_tab_idx').on(t.sellerId, t.state, t.placedAt, t.id),
    index('hires_state_idx').on(t.state, t.id),
    // The orders that complete on their own once their delivery is old enough.
    index('hires_auto_complete_idx')
      .on(t.deliveredAt)
      .where(sql`${t.state} = 'delivered'`),
    // The started orders not yet told late, for the late-orders round.
    index('hires_late_idx')
      .on(t.dueAt)
      .where(
        sql`${t.state} in ('in_progress', 'revision_requested') AND ${t.lateMailedAt} IS NULL`,
      ),
    uniqueIndex('hires_idempotency_idx').on(t.buyerId, t.idempotencyKey),
    // A buyer's completed orders of a gig still open to a review.
    index('hires_review_slot_idx')
      .on(t.buyerId, t.gigId, t.id)
      .where(sql`${t.state} = 'completed' AND ${t.reviewedAt} IS NULL`),
    index('hires_keywords_trgm_idx').using('gin', sql`${t.keywords} gin_trgm_ops`),
    check(
      'hires_state_check',
      sql`${t.state} in ('placed', 'in_progress', 'delivered', 'revision_requested', 'disputed', 'completed', 'cancelled')`,
    ),
    check('hires_package_tier_check', sql`${t.packageTier} between 0 and 2`),
    check('hires_total_check', sql`${t.total} >= 0`),
    check('hires_revisions_used_check', sql`${t.revisionsUsed} >= 0`),
    check('hires_extra_days_check', sql`${t.extraDays} >= 0`),
    check('hires_due_check', sql`(${t.startedAt} IS NULL) = (${t.dueAt} IS NULL)`),
  ],
);

/** An order's timeline: what happened, who did it (null: the marketplace) and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** One of ORDER_EVENTS. */
    type: text('type').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** A revision note or a cancel reason. */
    note: text('note'),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    index('order_events_actor_idx').on(t.actorId),
  ],
);

/**
 * What one party of an order asked the other (decision 052): to cancel together, or (the seller)
 * for more days. Open while `outcome` is null, one per order at a time; a cancellation request
 * left unanswered lapses into accepted at `answer_by`.
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** One of ORDER_REQUEST_KINDS. */
    kind: text('kind').notNull(),
    /** The party who asked: buyer or seller. */
    askedBy: text('asked_by').notNull(),
    reason: text('reason').notNull(),
    days: smallint('days'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    answerBy: timestamp('answer_by', { withTimezone: true }),
    /** Null while open; then accepted, declined, lapsed or closed (the order moved on). */
    outcome: text('outcome'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_requests_open_idx')
      .on(t.orderId)
      .where(sql`${t.outcome} IS NULL`),
    index('order_requests_order_idx').on(t.orderId, t.id),
    check('order_requests_kind_check', sql`${t.kind} in ('cancellation', 'extension')`),
    check('order_requests_asked_by_check', sql`${t.askedBy} in ('buyer', 'seller')`),
    check(
      'order_requests_outcome_check',
      sql`${t.outcome} in ('accepted', 'declined', 'lapsed', 'closed')`,
    ),
    check('order_requests_days_check', sql`(${t.kind} = 'extension') = (${t.days} IS NOT NULL)`),
  ],
);

/**
 * An order's dispute (decision 056): opened by a party with a reason, the order frozen until an
 * admin decides; open while `outcome` is null, one per order at a time. The decision's text is
 * what both parties read on the order page.
 */
export const orderDisputes = pgTable(
  'order_disputes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The party who opened it: buyer or seller. */
    openedBy: text('opened_by').notNull(),
    reason: text('reason').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    /** Null while open; then one of DISPUTE_OUTCOMES. */
    outcome: text('outcome'),
    /** A part refund's US cents. */
    refund: integer('refund'),
    decision: text('decision'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_disputes_open_idx')
      .on(t.orderId)
      .where(sql`${t.outcome} IS NULL`),
    index('order_disputes_order_idx').on(t.orderId, t.id),
    // The admins' queue: the open ones, the longest waiting first.
    index('order_disputes_queue_idx')
      .on(t.openedAt, t.id)
      .where(sql`${t.outcome} IS NULL`),
    check('order_disputes_opened_by_check', sql`${t.openedBy} in ('buyer', 'seller')`),
    check(
      'order_disputes_outcome_check',
      sql`${t.outcome} in ('release', 'full_refund', 'part_refund')`,
    ),
    check(
      'order_disputes_refund_check',
      sql`(${t.outcome} = 'part_refund') = (${t.refund} IS NOT NULL)`,
    ),
  ],
);

export const deliveries = pgTable(
  'deliveries',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deliveries_order_idx').on(t.orderId, t.id)],
);

/**
 * A delivery's files. The bytes are in `images` under `path` (decision 003), deleted with the row
 * by trigger (sql/files.sql); `name` is the name it was uploaded with, for the download.
 */
export const deliveryFiles = pgTable(
  'delivery_files',
  {
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    path: text('path').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.deliveryId, t.position] }),
    check('delivery_files_position_check', sql`${t.position} between 0 and 4`),
  ],
);

/** An order's copy of its gig's questions at purchase, with the buyer's answers. */
export const orderRequirements = pgTable(
  'order_requirements',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);
