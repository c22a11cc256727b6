import { asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { JobType } from '@giglane/contract/job-types';
import type { Paging, SortColumn, SortedPagingQuery } from '@giglane/contract/paging';
import type { Database } from '../../db/client';
import { jobTypes } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { invalid } from '../../lib/errors';
import { containsPattern, offsetOf, pageOf } from '../../lib/paging';

const columns = { id: jobTypes.id, tenLoaiCongViec: jobTypes.name };

export function createJobTypesRepository(db: Database) {
  return {
    list(): Promise<JobType[]> {
      return db.select(columns).from(jobTypes).orderBy(asc(jobTypes.id));
    },

    async page(query: SortedPagingQuery<SortColumn<'jobTypes'>>): Promise<Paging<JobType>> {
      const where = query.keyword
        ? ilike(jobTypes.name, containsPattern(query.keyword))
        : undefined;
      // The id breaks ties, so equal values never swap places between pages.
      const direction = query.sortOrder === 'desc' ? desc : asc;
      const order = query.sortBy
        ? [direction(columns[query.sortBy]), asc(jobTypes.id)]
        : [asc(jobTypes.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(jobTypes)
          .where(where)
          .orderBy(...order)
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(jobTypes).where(where),
      ]);
      return pageOf(query, total?.n ?? 0, rows);
    },

    async find(id: number): Promise<JobType | null> {
      const [row] = await db.select(columns).from(jobTypes).where(eq(jobTypes.id, id));
      return row ?? null;
    },

    /** A positive `id` that is free is kept (the admin form asks for one); 0 lets the database choose. */
    async create(input: { id?: number; name: string }): Promise<JobType> {
      const explicitId = input.id && input.id > 0 ? input.id : undefined;
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(jobTypes)
            .values({ id: explicitId, name: input.name })
            .returning(columns);
          // Keep the sequence ahead of ids chosen by hand, or a later insert would collide.
          if (explicitId)
            await tx.execute(
              sql`select setval(pg_get_serial_sequence('job_types', 'id'), (select max(id) from job_types))`,
            );
          return row!;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw invalid('id', 'is already in use');
        throw error;
      }
    },

    async update(id: number, input: { name: string }): Promise<JobType | null> {
      const [row] = await db
        .update(jobTypes)
        .set({ name: input.name })
        .where(eq(jobTypes.id, id))
        .returning(columns);
      return row ?? null;
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db
        .delete(jobTypes)
        .where(eq(jobTypes.id, id))
        .returning({ id: jobTypes.id });
      return rows.length > 0;
    },
  };
}

export type JobTypesRepository = ReturnType<typeof createJobTypesRepository>;
