import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { GIG_STYLES } from '@giglane/contract/search';
import { users } from '../accounts/accounts-schema';
import { subcategories } from '../catalog/catalog-schema';

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

/** Why a gig is held out of every list (decision 053): an admin hid it, or its seller is suspended. */
export const GIG_HOLDS = ['hidden', 'suspended'] as const;
export type GigHold = (typeof GIG_HOLDS)[number];

export const gigs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** danhGia: how many ratings the gig has. */
    ratingCount: integer('rating_count').notNull().default(0),
    /** Sum of all ratings, so the average stays exact as reviews come and go. */
    ratingTotal: integer('rating_total').notNull().default(0),
    /** saoCongViec: the rounded average, or the value an admin set while there are no ratings. */
    stars: smallint('stars').notNull().default(5),
    /** giaTien: the Basic package's price, kept with the packages (gig_packages). */
    price: integer('price').notNull(),
    sellerId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** hinhAnh: the cover, the first of the gig's pictures (gig_pictures) when it has any. */
    image: text('image').notNull().default(''),
    description: text('description').notNull(),
    /** moTaNgan: the Basic package's description. */
    shortDescription: text('short_description').notNull(),
    subcategoryId: integer('detail_id')
      .notNull()
      .references(() => subcategories.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The fastest package's delivery time in days: what "Delivery Time" filters on. */
    deliveryDays: smallint('delivery_days').notNull().default(3),
    /** A Pro service: a mark of the catalogue's data, not a review by Giglane (nobody vets gigs). */
    pro: boolean('pro').notNull().default(false),
    /** How many times the gig was ordered: kept by a trigger on orders (sql/gigs.sql), for "Best Selling". */
    orderCount: integer('hire_count').notNull().default(0),
    styleMask: integer('style_mask')
      .notNull()
      .generatedAlwaysAs(() => styleMaskSql),
    /**
     * draft (being written), active (listed), paused (hidden by its seller), archived (deleted by
     * its seller or an admin while it had orders, which stay: decision 031).
     */
    status: text('status').notNull().default('active'),
    /**
     * Held out of every list whatever its status (decision 053): `hidden` by an admin, or
     * `suspended` with its seller's account; null: the status decides.
     */
    hold: text('hold').$type<GigHold>(),
    /** Search tags the seller chose, up to 5. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_detail_idx').on(t.subcategoryId),
    index('jobs_creator_idx').on(t.sellerId),
    index('jobs_image_idx').on(t.image),
    index('jobs_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // The search's sort orders, so a page of an unfiltered or loosely filtered search stops early.
    index('jobs_hire_count_idx').on(t.orderCount.desc().nullsFirst(), t.id),
    index('jobs_created_at_idx').on(t.createdAt, t.id),
    // The admin list's sort orders, the id breaking ties (migration 0008, decision 016). The
    // migration also INCLUDEs the bare name, which drizzle cannot express.
    index('jobs_name_idx').on(sql`lower(${t.name})`, t.id),
    index('jobs_price_idx').on(t.price, t.id),
    index('jobs_stars_idx').on(t.stars, t.id),
    index('jobs_rating_count_idx').on(t.ratingCount, t.id),
    // The gigs sitemaps' walk of the listed gigs in id order (migration 0045). The migration also
    // INCLUDEs updated_at, which drizzle cannot express, so the walk never reads the heap.
    index('jobs_sitemap_idx')
      .on(t.id)
      .where(sql`${t.status} = 'active' and ${t.hold} is null`),
    check('jobs_price_check', sql`${t.price} >= 0`),
    check('jobs_stars_check', sql`${t.stars} between 1 and 5`),
    check('jobs_rating_count_check', sql`${t.ratingCount} >= 0`),
    check('jobs_rating_total_check', sql`${t.ratingTotal} >= 0`),
    check('jobs_delivery_days_check', sql`${t.deliveryDays} between 1 and 90`),
    check('jobs_hold_check', sql`${t.hold} in ('hidden', 'suspended')`),
    check('jobs_status_check', sql`${t.status} in ('draft', 'active', 'paused', 'archived')`),
    index('jobs_creator_status_idx').on(t.sellerId, t.status, t.id),
    check('jobs_hire_count_check', sql`${t.orderCount} >= 0`),
  ],
);

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
      .references(() => gigs.id, { onDelete: 'cascade' }),
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
      .references(() => gigs.id, { onDelete: 'cascade' }),
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
      .references(() => gigs.id, { onDelete: 'cascade' }),
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

/** The questions a seller asks every buyer of a gig, in order. */
export const gigRequirements = pgTable(
  'gig_requirements',
  {
    gigId: integer('gig_id')
      .notNull()
      .references(() => gigs.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    question: text('question').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gigId, t.position] }),
    check('gig_requirements_position_check', sql`${t.position} between 0 and 4`),
  ],
);

/**
 * The gigs the public sees: active ones that no admin holds (decision 053), one rule for every
 * module that lists or reaches gigs. Written as a literal, not a parameter, so the planner matches
 * it to the partial indexes on listed gigs (jobs_facets_idx) however the query is planned.
 */
export const isListed = sql`(${gigs.status} = 'active' and ${gigs.hold} is null)`;
