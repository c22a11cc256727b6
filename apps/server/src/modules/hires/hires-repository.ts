import { asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { HiredJob, Hire } from '@giglane/contract/hires';
import type { Paging, SortColumn, SortedPagingQuery } from '@giglane/contract/paging';
import { formatWireDate } from '@giglane/contract/wire-values';
import type { Database } from '../../db/client';
import { hires, jobs, users } from '../../db/schema';
import { invalid } from '../../lib/errors';
import {
  containsPattern,
  hasTrigram,
  offsetOf,
  pageOf,
  pageOrder,
  totalOf,
} from '../../lib/paging';
import { jobColumns } from '../jobs/job-columns';

const columns = {
  id: hires.id,
  maCongViec: hires.jobId,
  maNguoiThue: hires.hirerId,
  ngayThue: hires.hiredOn,
  hoanThanh: hires.completed,
};

const toWire = <T extends { ngayThue: string }>(row: T): T => ({
  ...row,
  ngayThue: formatWireDate(row.ngayThue),
});

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * 400 naming the reference that does not exist. The rows found are locked against deletion until
 * the caller's transaction ends, so the hire never points at a job or user deleted meanwhile.
 */
async function assertReferences(tx: Transaction, refs: { jobId?: number; hirerId?: number }) {
  if (refs.jobId !== undefined) {
    const [job] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.id, refs.jobId))
      .for('key share');
    if (!job) throw invalid('maCongViec', 'must be an existing job');
  }
  if (refs.hirerId !== undefined) {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, refs.hirerId))
      .for('key share');
    if (!user) throw invalid('maNguoiThue', 'must be an existing user');
  }
}

/**
 * Hires whose job's name or hirer's name or email holds the keyword. As for comments, each half
 * is found through its trigram indexes and UNION joins the ids: one OR across the joined tables
 * can use no index and reads every hire. A keyword without a trigram keeps the OR (`readsJoins`).
 */
function keywordMatch(db: Database, keyword: string): { where: SQL; readsJoins: boolean } {
  const pattern = containsPattern(keyword);
  const ofJob = ilike(jobs.name, pattern);
  const ofHirer = or(ilike(users.name, pattern), ilike(users.email, pattern))!;
  if (!hasTrigram(keyword)) return { where: or(ofJob, ofHirer)!, readsJoins: true };
  const matching = union(
    db.select({ id: hires.id }).from(hires).innerJoin(jobs, eq(jobs.id, hires.jobId)).where(ofJob),
    db
      .select({ id: hires.id })
      .from(hires)
      .innerJoin(users, eq(users.id, hires.hirerId))
      .where(ofHirer),
  );
  return { where: inArray(hires.id, matching), readsJoins: false };
}

export function createHiresRepository(db: Database) {
  return {
    async list(): Promise<Hire[]> {
      const rows = await db.select(columns).from(hires).orderBy(asc(hires.id));
      return rows.map(toWire);
    },

    /** The keyword matches the job's name or the hirer's name or email. */
    async page(query: SortedPagingQuery<SortColumn<'hires'>>): Promise<Paging<Hire>> {
      const match = query.keyword ? keywordMatch(db, query.keyword) : null;
      const order = pageOrder(query, columns, hires.id);
      // Every hire has its job and its hirer (foreign keys): they are joined only to match a
      // short keyword, so other pages are read from the (column, id) index alone.
      const matches = () => {
        const select = db.select({ id: hires.id }).from(hires).$dynamic();
        return match?.readsJoins
          ? select
              .innerJoin(jobs, eq(jobs.id, hires.jobId))
              .innerJoin(users, eq(users.id, hires.hirerId))
              .where(match.where)
          : select.where(match?.where);
      };
      const ids = matches()
        .orderBy(...order)
        .limit(query.pageSize)
        .offset(offsetOf(query))
        .as('page_ids');
      const [rows, total] = await Promise.all([
        db
          .select(columns)
          .from(hires)
          .innerJoin(ids, eq(ids.id, hires.id))
          .orderBy(...order),
        totalOf(db, matches()),
      ]);
      return pageOf(query, total, rows.map(toWire));
    },

    async find(id: number): Promise<Hire | null> {
      const [row] = await db.select(columns).from(hires).where(eq(hires.id, id));
      return row ? toWire(row) : null;
    },

    /** Who may mark a hire done: its hirer and the seller of the job. */
    async findParties(id: number): Promise<{ hirerId: number; sellerId: number } | null> {
      const [row] = await db
        .select({ hirerId: hires.hirerId, sellerId: jobs.creatorId })
        .from(hires)
        .innerJoin(jobs, eq(jobs.id, hires.jobId))
        .where(eq(hires.id, id));
      return row ?? null;
    },

    /** The caller's hires with their jobs, as the profile page lists them. */
    async listHiredBy(hirerId: number): Promise<HiredJob[]> {
      const rows = await db
        .select({
          id: hires.id,
          ngayThue: hires.hiredOn,
          hoanThanh: hires.completed,
          congViec: jobColumns,
        })
        .from(hires)
        .innerJoin(jobs, eq(jobs.id, hires.jobId))
        .where(eq(hires.hirerId, hirerId))
        .orderBy(desc(hires.hiredOn), desc(hires.id));
      return rows.map(toWire);
    },

    /** A missing date is the database's today. */
    async create(input: {
      jobId: number;
      hirerId: number;
      hiredOn: string | null;
      completed: boolean;
    }): Promise<Hire> {
      return db.transaction(async (tx) => {
        await assertReferences(tx, input);
        const [row] = await tx
          .insert(hires)
          .values({ ...input, hiredOn: input.hiredOn ?? sql`current_date` })
          .returning(columns);
        return toWire(row!);
      });
    },

    /** Fields left out keep their value; null when there is no such hire. */
    async update(
      id: number,
      input: { jobId?: number; hirerId?: number; hiredOn?: string; completed?: boolean },
    ): Promise<Hire | null> {
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: hires.id })
          .from(hires)
          .where(eq(hires.id, id))
          .for('update');
        if (!existing) return null;
        await assertReferences(tx, input);
        const [row] = await tx
          .update(hires)
          // Drizzle leaves undefined fields out of the SET; `id = id` keeps an empty body valid.
          .set({ id, ...input })
          .where(eq(hires.id, id))
          .returning(columns);
        return toWire(row!);
      });
    },

    async complete(id: number): Promise<Hire | null> {
      const [row] = await db
        .update(hires)
        .set({ completed: true })
        .where(eq(hires.id, id))
        .returning(columns);
      return row ? toWire(row) : null;
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(hires).where(eq(hires.id, id)).returning({ id: hires.id });
      return rows.length > 0;
    },
  };
}

export type HiresRepository = ReturnType<typeof createHiresRepository>;
