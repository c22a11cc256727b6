import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, real, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { tsvector } from '../../db/columns';
import { gigs } from '../gigs/gigs-schema';

/**
 * What a search filters, counts and sorts on, as gig_search and gig_search_terms both hold it (a
 * function: each table needs builders of its own).
 */
const searchedColumns = () => ({
  subcategoryId: integer('detail_id').notNull(),
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
  orderCount: integer('hire_count').notNull(),
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
    .references(() => gigs.id, { onDelete: 'cascade' }),
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
