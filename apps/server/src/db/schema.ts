import { sql, type ColumnBuilderBase, type HasDefault } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '@giglane/contract/message-values';
import type { Education, LanguageLevel } from '@giglane/contract/profiles';
import { GIG_STYLES } from '@giglane/contract/search';

/*
 * ON DELETE rules (docs/decisions/002-delete-rules.md):
 * - a user takes their gigs, hires and comments with them (cascade);
 * - a job type takes its groups, a group its detail links (cascade); details stay, they may sit
 *   in other groups;
 * - a detail that still has jobs cannot be deleted (restrict): jobs must move first;
 * - a job takes its hires and comments (cascade).
 * Rating aggregates on jobs follow comments through a trigger (sql/gigs.sql), so cascades keep
 * them right too.
 */

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull().default(''),
    birthday: date('birthday', { mode: 'string' }),
    /** The birthday as its client wrote it, answered back so; null when Giglane set it. */
    birthdayText: text('birthday_text'),
    avatar: text('avatar').notNull().default(''),
    gender: boolean('gender').notNull().default(true),
    role: text('role').notNull().default('USER'),
    skill: text('skill')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    certification: text('certification')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised to end every session: tokens carry the version they were issued under. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** The hash of the one token that outlives a raised version: the session that set a new password. */
    keptSession: text('kept_session'),
    /** 0 New seller, 1 Level 1, 2 Level 2, 3 Top Rated: earned by completed orders and ratings. */
    sellerLevel: smallint('seller_level').notNull().default(0),
    /** Where the person works from, for "Local sellers"; empty when they never said. */
    country: text('country').notNull().default(''),
    online: boolean('online').notNull().default(false),
    /** When the user became a seller (their seller profile is public); null for buyers only. */
    sellerSince: timestamp('seller_since', { withTimezone: true }),
    /** The seller profile's display name; empty shows the account's name. */
    displayName: text('display_name').notNull().default(''),
    /** The seller profile's one-line description. */
    headline: text('headline').notNull().default(''),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * How well the user speaks each of `languages`, by its name in lower case (migration 0019,
     * decision 029): the names stay in `languages`, which the seller profile also writes.
     */
    languageLevels: jsonb('language_levels')
      .$type<Record<string, LanguageLevel>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The schools the user lists on their profile, as they entered them. */
    education: jsonb('education')
      .$type<Education[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The admin list's sort orders, the id breaking ties (migration 0008, decision 016). The
    // migration also INCLUDEs the bare name and email, which drizzle cannot express.
    index('users_name_idx').on(sql`lower(${t.name})`, t.id),
    index('users_email_idx').on(sql`lower(${t.email})`, t.id),
    index('users_role_idx').on(t.role, t.id),
    // Pictures are deleted when nothing points at them any more (migration 0007): one lookup each.
    index('users_avatar_idx').on(t.avatar),
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    check('users_role_check', sql`${t.role} in ('USER', 'ADMIN')`),
    check('users_seller_level_check', sql`${t.sellerLevel} between 0 and 3`),
  ],
);

export const skills = pgTable('skills', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const jobTypes = pgTable('job_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

/**
 * Groups and details draw their ids from one sequence, so an id names one record of either kind,
 * as in the original where both were rows of one table (migration 0006, decision 013).
 */
export const categoryIds = pgSequence('category_ids');
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const categoryId = () =>
  integer('id')
    .primaryKey()
    .default(sql`nextval('category_ids')`);

export const jobGroups = pgTable(
  'job_groups',
  {
    id: categoryId(),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    jobTypeId: integer('job_type_id')
      .notNull()
      .references(() => jobTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('job_groups_job_type_idx').on(t.jobTypeId),
    index('job_groups_image_idx').on(t.image),
  ],
);

export const jobDetails = pgTable('job_details', {
  id: categoryId(),
  name: text('name').notNull(),
  /** What a package of this subcategory may include ("Source file", "3D mockup"…). */
  features: text('features')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The name's words as a keyword finds them (gig_search_words), kept by PostgreSQL. */
  words: tsvector('words')
    .notNull()
    .generatedAlwaysAs(sql`gig_search_words(name, '{}')`),
});

export const groupDetails = pgTable(
  'group_details',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => jobGroups.id, { onDelete: 'cascade' }),
    detailId: integer('detail_id')
      .notNull()
      .references(() => jobDetails.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.detailId] }),
    index('group_details_detail_idx').on(t.detailId),
  ],
);

/**
 * Bit i is set when the gig's name holds GIG_STYLES[i] ("Minimalist", "3D"…), case-insensitively:
 * the "Logo Option" filter and its counts read one stored number instead of a dozen text searches
 * per gig. A change to the list is a migration (the expression is part of the column).
 */
const styleMaskSql = sql.raw(
  GIG_STYLES.map(
    (style, bit) => `((strpos(lower("name"), '${style.toLowerCase()}') > 0)::int << ${bit})`,
  ).join(' | '),
);

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** danhGia: how many ratings the job has. */
    ratingCount: integer('rating_count').notNull().default(0),
    /** Sum of all ratings, so the average stays exact as comments come and go. */
    ratingTotal: integer('rating_total').notNull().default(0),
    /** saoCongViec: the rounded average, or the value an admin set while there are no ratings. */
    stars: smallint('stars').notNull().default(5),
    /** giaTien: the Basic package's price, kept with the packages (gig_packages). */
    price: integer('price').notNull(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** hinhAnh: the cover, the first of the gig's pictures (gig_pictures) when it has any. */
    image: text('image').notNull().default(''),
    description: text('description').notNull(),
    /** moTaNgan: the Basic package's description. */
    shortDescription: text('short_description').notNull(),
    detailId: integer('detail_id')
      .notNull()
      .references(() => jobDetails.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The fastest package's delivery time in days: what "Delivery Time" filters on. */
    deliveryDays: smallint('delivery_days').notNull().default(3),
    /** A Pro service: vetted by the marketplace. */
    pro: boolean('pro').notNull().default(false),
    /** How many times the gig was hired: kept by a trigger on hires (sql/gigs.sql), for "Best Selling". */
    hireCount: integer('hire_count').notNull().default(0),
    styleMask: integer('style_mask')
      .notNull()
      .generatedAlwaysAs(() => styleMaskSql),
    /**
     * draft (being written), active (listed), paused (hidden by its seller), archived (deleted by
     * its seller or an admin while it had orders, which stay: decision 031).
     */
    status: text('status').notNull().default('active'),
    /** Search tags the seller chose, up to 5. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_detail_idx').on(t.detailId),
    index('jobs_creator_idx').on(t.creatorId),
    index('jobs_image_idx').on(t.image),
    index('jobs_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // The search's sort orders, so a page of an unfiltered or loosely filtered search stops early.
    index('jobs_hire_count_idx').on(t.hireCount.desc().nullsFirst(), t.id),
    index('jobs_created_at_idx').on(t.createdAt, t.id),
    // The admin list's sort orders, the id breaking ties (migration 0008, decision 016). The
    // migration also INCLUDEs the bare name, which drizzle cannot express.
    index('jobs_name_idx').on(sql`lower(${t.name})`, t.id),
    index('jobs_price_idx').on(t.price, t.id),
    index('jobs_stars_idx').on(t.stars, t.id),
    index('jobs_rating_count_idx').on(t.ratingCount, t.id),
    check('jobs_price_check', sql`${t.price} >= 0`),
    check('jobs_stars_check', sql`${t.stars} between 1 and 5`),
    check('jobs_rating_count_check', sql`${t.ratingCount} >= 0`),
    check('jobs_rating_total_check', sql`${t.ratingTotal} >= 0`),
    check('jobs_delivery_days_check', sql`${t.deliveryDays} between 1 and 90`),
    check('jobs_status_check', sql`${t.status} in ('draft', 'active', 'paused', 'archived')`),
    index('jobs_creator_status_idx').on(t.creatorId, t.status, t.id),
    check('jobs_hire_count_check', sql`${t.hireCount} >= 0`),
  ],
);

/**
 * What a search filters, counts and sorts on, as gig_search and gig_search_terms both hold it (a
 * function: each table needs builders of its own).
 */
const searchedColumns = () => ({
  detailId: integer('detail_id').notNull(),
  sellerLevel: smallint('seller_level').notNull(),
  /** Lower-cased, for "Local sellers". */
  sellerCountry: text('seller_country').notNull(),
  sellerOnline: boolean('seller_online').notNull(),
  price: integer('price').notNull(),
  deliveryDays: smallint('delivery_days').notNull(),
  pro: boolean('pro').notNull(),
  styleMask: integer('style_mask').notNull(),
  /** The rating relevance sorts on, pulled towards 4 stars while reviews are few. */
  rating: real('rating').notNull(),
  hireCount: integer('hire_count').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** A hash of the id from 0 to 1023: reading in this order reads a uniform sample first. */
  sample: smallint('sample').notNull(),
});

/**
 * The search's own narrow copy of each listed gig (migration 0011, decision 022): the filters,
 * sorts and facets read it instead of the wide jobs rows and their sellers. Triggers on jobs and
 * users keep it in step (sql/search.sql); only the database writes it.
 */
export const gigSearch = pgTable('gig_search', {
  gigId: integer('gig_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  sellerId: integer('seller_id').notNull(),
  ...searchedColumns(),
  /** The title's and tags' words, lower-cased, as written, each with its beginnings. */
  words: tsvector('words').notNull(),
  /** The title's and tags' whole words, as gig_search_terms holds them. */
  terms: text('terms')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/**
 * One row per whole word of a listed gig's title and tags, with the gig_search columns a search
 * filters, counts and sorts on, all in one index on (word, sample): a keyword's matches are read
 * from it alone (migration 0015, decision 025). Triggers on gig_search write it (sql/search.sql).
 */
export const gigSearchTerms = pgTable('gig_search_terms', {
  word: text('word').notNull(),
  gigId: integer('gig_id').notNull(),
  ...searchedColumns(),
});

/**
 * A gig's packages: tier 0 Basic (every listed gig has one), 1 Standard, 2 Premium. The Basic
 * package's price and description are also the gig's giaTien and moTaNgan (jobs), and the fastest
 * package's delivery its delivery_days, written together by the gigs repository.
 */
export const gigPackages = pgTable(
  'gig_packages',
  {
    gigId: integer('gig_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    tier: smallint('tier').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: integer('price').notNull(),
    deliveryDays: smallint('delivery_days').notNull(),
    /** Revisions included; null for unlimited. */
    revisions: smallint('revisions'),
    /** Names from the subcategory's feature list. */
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A free-text line of what else is included. */
    extra: text('extra').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.gigId, t.tier] }),
    check('gig_packages_tier_check', sql`${t.tier} between 0 and 2`),
    check('gig_packages_price_check', sql`${t.price} >= 0`),
    check('gig_packages_delivery_days_check', sql`${t.deliveryDays} between 1 and 90`),
    check('gig_packages_revisions_check', sql`${t.revisions} between 0 and 10`),
  ],
);

/** A gig's own questions and answers, in the seller's order. */
export const gigFaqs = pgTable(
  'gig_faqs',
  {
    gigId: integer('gig_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gigId, t.position] })],
);

/**
 * A gig's pictures, position 0 the cover. `path` is the largest size (at most 1600 px); the
 * smaller widths listed are stored beside it as `…-w{width}.{ext}` (lib/images.ts).
 */
export const gigPictures = pgTable(
  'gig_pictures',
  {
    gigId: integer('gig_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    path: text('path').notNull(),
    width: smallint('width').notNull(),
    height: smallint('height').notNull(),
    widths: smallint('widths')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
  },
  (t) => [
    primaryKey({ columns: [t.gigId, t.position] }),
    index('gig_pictures_path_idx').on(t.path),
    check('gig_pictures_position_check', sql`${t.position} between 0 and 2`),
  ],
);

/**
 * Columns of an order that triggers fill when an insert leaves them out (sql/orders.sql): the
 * package bought, its seller, its total, when it was placed, and the admin search's keywords.
 * Marked as having a default so inserts may omit them; the table has none, the triggers write them.
 */
const copiedOnInsert = <T extends ColumnBuilderBase>(column: T) => column as HasDefault<T>;

/**
 * Orders (decision 023), under the table's first name (decision 018). An order keeps a copy of
 * the package it bought, so a seller's later price change never touches it.
 */
export const hires = pgTable(
  'hires',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    hirerId: integer('hirer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hiredOn: date('hired_on', { mode: 'string' }).notNull(),
    /** ngayThue as its client wrote it, answered back so; null when Giglane set it. */
    hiredOnText: text('hired_on_text'),
    /** hoanThanh: computed by PostgreSQL as state = 'completed', never written. */
    completed: boolean('completed')
      .notNull()
      .generatedAlwaysAs(sql`state = 'completed'`),
    /** One of ORDER_STATES. */
    state: text('state').notNull().default('placed'),
    /** The gig's seller when the order was placed. */
    sellerId: copiedOnInsert(
      integer('seller_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
    ),
    packageTier: smallint('package_tier').notNull().default(0),
    packageName: copiedOnInsert(text('package_name').notNull()),
    packageDescription: copiedOnInsert(text('package_description').notNull()),
    packageFeatures: copiedOnInsert(text('package_features').array().notNull()),
    packageExtra: copiedOnInsert(text('package_extra').notNull()),
    packageDeliveryDays: copiedOnInsert(smallint('package_delivery_days').notNull()),
    /** Revisions included; null for unlimited. */
    packageRevisions: smallint('package_revisions'),
    packagePrice: copiedOnInsert(integer('package_price').notNull()),
    /** US$, what the buyer owes: the package's price at purchase. */
    total: copiedOnInsert(integer('total').notNull()),
    /** Made by the client per checkout: the same key from the same buyer is the same order. */
    idempotencyKey: text('idempotency_key'),
    placedAt: copiedOnInsert(timestamp('placed_at', { withTimezone: true }).notNull()),
    requirementsAnsweredAt: timestamp('requirements_answered_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** The latest delivery. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    revisionsUsed: smallint('revisions_used').notNull().default(0),
    /**
     * When the order's one review was written, through either door (migration 0022); a deleted
     * review leaves it set, so the order is never reviewed twice.
     */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /**
     * The gig's name and the buyer's name and email, for the admin list's keyword: kept by
     * triggers (sql/orders.sql), never written here.
     */
    keywords: copiedOnInsert(text('keywords').notNull()),
  },
  (t) => [
    // The admin list's sort orders, the id breaking ties (migration 0008, decision 016).
    index('hires_job_idx').on(t.jobId, t.id),
    index('hires_hirer_idx').on(t.hirerId, t.id),
    index('hires_hired_on_idx').on(t.hiredOn, t.id),
    index('hires_completed_idx').on(t.completed, t.id),
    // A buyer's and a seller's tabs, newest first; the admin list by state; the queue.
    index('hires_buyer_tab_idx').on(t.hirerId, t.state, t.placedAt, t.id),
    index('hires_seller_tab_idx').on(t.sellerId, t.state, t.placedAt, t.id),
    index('hires_state_idx').on(t.state, t.id),
    // The orders that complete on their own once their delivery is old enough.
    index('hires_auto_complete_idx')
      .on(t.deliveredAt)
      .where(sql`${t.state} = 'delivered'`),
    uniqueIndex('hires_idempotency_idx').on(t.hirerId, t.idempotencyKey),
    // A buyer's completed orders of a gig still open to a review.
    index('hires_review_slot_idx')
      .on(t.hirerId, t.jobId, t.id)
      .where(sql`${t.state} = 'completed' AND ${t.reviewedAt} IS NULL`),
    index('hires_keywords_trgm_idx').using('gin', sql`${t.keywords} gin_trgm_ops`),
    check(
      'hires_state_check',
      sql`${t.state} in ('placed', 'in_progress', 'delivered', 'revision_requested', 'completed', 'cancelled')`,
    ),
    check('hires_package_tier_check', sql`${t.packageTier} between 0 and 2`),
    check('hires_total_check', sql`${t.total} >= 0`),
    check('hires_revisions_used_check', sql`${t.revisionsUsed} >= 0`),
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
      .references(() => hires.id, { onDelete: 'cascade' }),
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

export const deliveries = pgTable(
  'deliveries',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => hires.id, { onDelete: 'cascade' }),
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

/** The questions a seller asks every buyer of a gig, in order. */
export const gigRequirements = pgTable(
  'gig_requirements',
  {
    gigId: integer('gig_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    question: text('question').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gigId, t.position] }),
    check('gig_requirements_position_check', sql`${t.position} between 0 and 4`),
  ],
);

/** An order's copy of its gig's questions at purchase, with the buyer's answers. */
export const orderRequirements = pgTable(
  'order_requirements',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => hires.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentedOn: date('commented_on', { mode: 'string' }).notNull(),
    /** ngayBinhLuan as its client wrote it, answered back so; null when Giglane set it. */
    commentedOnText: text('commented_on_text'),
    content: text('content').notNull().default(''),
    stars: smallint('stars').notNull(),
    /** The order the review was written from (one review per order); null from the open form. */
    orderId: integer('order_id').references(() => hires.id, { onDelete: 'set null' }),
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
    index('comments_job_idx').on(t.jobId, t.id),
    uniqueIndex('comments_order_idx').on(t.orderId),
    check(
      'comments_ratings_check',
      sql`${t.communication} between 1 and 5 AND ${t.asDescribed} between 1 and 5 AND ${t.recommend} between 1 and 5`,
    ),
    check('comments_reply_check', sql`(${t.reply} IS NULL) = (${t.repliedAt} IS NULL)`),
    // The admin list's sort orders, the id breaking ties (migration 0008, decision 016).
    index('comments_author_idx').on(t.authorId, t.id),
    index('comments_commented_on_idx').on(t.commentedOn, t.id),
    index('comments_stars_idx').on(t.stars, t.id),
    // The admin list's keyword search matches anywhere in the text (ILIKE '%word%').
    index('comments_content_trgm_idx').using('gin', sql`${t.content} gin_trgm_ops`),
    check('comments_stars_check', sql`${t.stars} between 1 and 5`),
  ],
);

/**
 * What every stored file is: uploaded and seeded pictures, delivered files and message
 * attachments. Their bytes live in the file store under `key` (decision 035); a row's deletion
 * queues its bytes' (sql/files.sql).
 */
export const images = pgTable(
  'images',
  {
    /** The public path, e.g. `/images/3f…e1.jpg` or `/avatar/…png`. */
    path: text('path').primaryKey(),
    /** Where the file store holds the bytes, e.g. `files/3f…e1`. */
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A gallery picture's narrower sizes (`…-w480.jpg`) are found by the prefix of its path when it
  // is released (sql/files.sql): a prefix lookup whatever the database's collation.
  (t) => [index('images_path_prefix_idx').on(t.path.op('text_pattern_ops'))],
);

/**
 * File store keys whose bytes go once due: at once for a deleted row, a day after an upload whose
 * row never came (its request failed); the row's insertion claims its key (decision 035).
 */
export const fileDeletions = pgTable(
  'file_deletions',
  {
    key: text('key').primaryKey(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('file_deletions_due_idx').on(t.dueAt)],
);

/**
 * One row per picture upload a user started, kept for an hour: the per-user hourly limit counts
 * here, so it holds across every instance that shares the database (decision 014).
 */
export const imageUploads = pgTable(
  'image_uploads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('image_uploads_user_idx').on(t.userId, t.uploadedAt)],
);

/**
 * Sign-in and sign-up attempts per client address and route in the current window: kept here, not
 * in one process's memory, so the limit holds across every instance (decision 012).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * A conversation between two people (decision 024): "Contact Me" opens one per pair, whoever wrote
 * first (`seller_id` the one contacted, `buyer_id` the one who started; `gig_id` the gig last asked
 * about); an order's own thread has `order_id`, its buyer and its seller. `last_message_*` are kept
 * by a trigger on messages (sql/messaging.sql).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gigId: integer('gig_id').references(() => jobs.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => hires.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx')
      .on(sql`least(${t.buyerId}, ${t.sellerId})`, sql`greatest(${t.buyerId}, ${t.sellerId})`)
      .where(sql`${t.orderId} IS NULL`),
    uniqueIndex('conversations_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} IS NOT NULL`),
    index('conversations_seller_idx').on(t.sellerId),
    index('conversations_buyer_idx').on(t.buyerId),
    index('conversations_gig_idx')
      .on(t.gigId)
      .where(sql`${t.gigId} IS NOT NULL`),
    check('conversations_members_check', sql`${t.sellerId} <> ${t.buyerId}`),
  ],
);

/**
 * Each member's side of a conversation, two rows inserted with it by trigger: how far they have
 * read, how many messages they have not, and the inbox's order. Kept by the messages trigger.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    readUpTo: integer('read_up_to').notNull().default(0),
    unread: integer('unread').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_inbox_idx')
      .on(t.userId, t.lastMessageAt.desc(), t.conversationId.desc())
      .where(sql`${t.lastMessageAt} IS NOT NULL`),
    index('conversation_members_unread_idx')
      .on(t.userId)
      .where(sql`${t.unread} > 0`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    /** The sender's own key for the message: sending it again answers the same message. */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('messages_client_key_idx').on(t.senderId, t.clientKey),
  ],
);

/**
 * A message's files. The bytes are in `images` under `path` (`/attachments/…`, never served by
 * the public picture and file routes), deleted with the row by trigger (sql/files.sql).
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    path: text('path').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [
    index('message_attachments_message_idx').on(t.messageId, t.position),
    check('message_attachments_position_check', sql`${t.position} between 0 and 4`),
  ],
);

/** Who blocked whom: the blocked user can neither write to nor start a conversation with the blocker. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_pair_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/**
 * What happened that a user should know, written in the transaction of what it tells: an order's
 * move, a review or its reply by their services (decision 038), a message (one per conversation
 * while unread) by a trigger (sql/messaging.sql).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of NOTIFICATION_KINDS. */
    kind: text('kind').notNull(),
    /** Who did it; null: the marketplace. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    gigId: integer('gig_id').references(() => jobs.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => hires.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id').references(() => conversations.id, {
      onDelete: 'cascade',
    }),
    reviewId: integer('review_id').references(() => comments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
    uniqueIndex('notifications_message_idx')
      .on(t.userId, t.conversationId)
      .where(sql`${t.kind} = 'message' AND ${t.readAt} IS NULL`),
    index('notifications_actor_idx')
      .on(t.actorId)
      .where(sql`${t.actorId} IS NOT NULL`),
    index('notifications_gig_idx')
      .on(t.gigId)
      .where(sql`${t.gigId} IS NOT NULL`),
    index('notifications_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} IS NOT NULL`),
    index('notifications_conversation_idx')
      .on(t.conversationId)
      .where(sql`${t.conversationId} IS NOT NULL`),
    index('notifications_review_idx')
      .on(t.reviewId)
      .where(sql`${t.reviewId} IS NOT NULL`),
    check(
      'notifications_kind_check',
      sql.raw(`"notifications"."kind" in (${NOTIFICATION_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
  ],
);

/** What transactions decided should happen outside them, for the worker (decision 037). */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_events_pending_idx')
      .on(t.availableAt, t.id)
      .where(sql`${t.handledAt} IS NULL`),
    index('outbox_events_handled_idx')
      .on(t.handledAt)
      .where(sql`${t.handledAt} IS NOT NULL`),
    uniqueIndex('outbox_events_dedupe_idx')
      .on(t.dedupeKey)
      .where(sql`${t.handledAt} IS NULL`),
  ],
);

/**
 * The digest of the database code's source files last applied (migration 0028, decision 042): the
 * start step applies them again only when the files or the migrations changed. One row.
 */
export const sqlSources = pgTable(
  'sql_sources',
  {
    id: smallint('id').primaryKey().default(1),
    fingerprint: text('fingerprint').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sql_sources_one_row_check', sql`${t.id} = 1`)],
);

// Money's tables live with their module (decision 045).
export * from '../modules/payments/payments-schema';
