import { asc, eq, ilike, sql } from 'drizzle-orm';
import type { Category } from '@giglane/contract/categories';
import type { Paging, SortColumn, SortedPagingQuery } from '@giglane/contract/paging';
import type { Database } from '../../db/client';
import { categories } from './catalog-schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { invalid } from '../../lib/errors';
import { containsPattern, pagedByIds } from '../../lib/paging';

const columns = { id: categories.id, tenLoaiCongViec: categories.name };
/** What each sort column orders by: names ignore case, as in the other lists (decision 016). */
const sortable = { ...columns, tenLoaiCongViec: sql`lower(${categories.name})` };

export function createCategoriesRepository(db: Database) {
  return {
    list(): Promise<Category[]> {
      return db.select(columns).from(categories).orderBy(asc(categories.id));
    },

    page(query: SortedPagingQuery<SortColumn<'jobTypes'>>): Promise<Paging<Category>> {
      const where = query.keyword
        ? ilike(categories.name, containsPattern(query.keyword))
        : undefined;
      return pagedByIds(db, query, {
        matches: () => db.select({ id: categories.id }).from(categories).where(where).$dynamic(),
        id: categories.id,
        sortable,
        rows: (ids, order) =>
          db
            .select(columns)
            .from(categories)
            .innerJoin(ids, eq(ids.id, categories.id))
            .orderBy(...order),
      });
    },

    async find(id: number): Promise<Category | null> {
      const [row] = await db.select(columns).from(categories).where(eq(categories.id, id));
      return row ?? null;
    },

    /**
     * A positive `id` that is free is kept (the admin form asks for one); 0 lets the database
     * choose. Ids chosen by hand never move the sequence, so one near the top of the range cannot
     * exhaust it and simultaneous creates cannot pull it back; an automatic id that someone took
     * by hand is skipped instead.
     */
    async create(input: { id?: number; name: string }): Promise<Category> {
      if (input.id && input.id > 0) {
        try {
          const [row] = await db
            .insert(categories)
            .values({ id: input.id, name: input.name })
            .returning(columns);
          return row!;
        } catch (error) {
          if (isUniqueViolation(error)) throw invalid('id', 'is already in use');
          throw error;
        }
      }
      for (;;) {
        const [row] = await db
          .insert(categories)
          .values({ name: input.name })
          .onConflictDoNothing({ target: categories.id })
          .returning(columns);
        if (row) return row;
      }
    },

    async update(id: number, input: { name: string }): Promise<Category | null> {
      const [row] = await db
        .update(categories)
        .set({ name: input.name })
        .where(eq(categories.id, id))
        .returning(columns);
      return row ?? null;
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db
        .delete(categories)
        .where(eq(categories.id, id))
        .returning({ id: categories.id });
      return rows.length > 0;
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
