import { sql } from 'drizzle-orm';
import { index, integer, pgSequence, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { tsvector } from '../../db/columns';

export const skills = pgTable('skills', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const categories = pgTable('job_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

/**
 * Groups and details draw their ids from one sequence, so an id names one record of either kind,
 * as in the original where both were rows of one table (migration 0006, decision 013).
 */
export const categoryIds = pgSequence('category_ids');

const categoryIdColumn = () =>
  integer('id')
    .primaryKey()
    .default(sql`nextval('category_ids')`);

export const categoryGroups = pgTable(
  'job_groups',
  {
    id: categoryIdColumn(),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    categoryId: integer('job_type_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('job_groups_job_type_idx').on(t.categoryId),
    index('job_groups_image_idx').on(t.image),
  ],
);

export const subcategories = pgTable('job_details', {
  id: categoryIdColumn(),
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

export const groupSubcategories = pgTable(
  'group_details',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => categoryGroups.id, { onDelete: 'cascade' }),
    subcategoryId: integer('detail_id')
      .notNull()
      .references(() => subcategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.subcategoryId] }),
    index('group_details_detail_idx').on(t.subcategoryId),
  ],
);
