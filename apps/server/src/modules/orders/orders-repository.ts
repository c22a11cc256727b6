import { asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { OrderedGig, Order } from '@giglane/contract/orders';
import type { Paging, SortColumn, SortedPagingQuery } from '@giglane/contract/paging';
import { formatWireDate } from '@giglane/contract/wire-values';
import type { Database } from '../../db/client';
import { hires, jobs, users } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { containsPattern, hasTrigram, pagedByIds } from '../../lib/paging';
import { gigColumns } from '../gigs/gig-columns';

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

export type NewOrder = {
  gigId: number;
  buyerId: number;
  orderedOn: string | null;
  completed: boolean;
};
export type OrderChanges = Partial<Omit<NewOrder, 'orderedOn'>> & { orderedOn?: string };

/** An order's fields as the table names them (docs/glossary.md). */
function columnsOf<T extends Partial<NewOrder>>(input: T) {
  // Indexed types keep a full input's fields required, for the insert.
  const columns: {
    jobId: T['gigId'];
    hirerId: T['buyerId'];
    completed: T['completed'];
  } = { jobId: input.gigId, hirerId: input.buyerId, completed: input.completed };
  return columns;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * 400 naming the reference that does not exist. The rows found are locked against deletion until
 * the caller's transaction ends, so the order never points at a gig or user deleted meanwhile.
 */
async function assertReferences(
  tx: Transaction,
  refs: { gigId?: number; buyerId?: number; listedOnly?: boolean },
) {
  if (refs.gigId !== undefined) {
    const [gig] = await tx
      .select({ id: jobs.id, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.id, refs.gigId))
      .for('key share');
    if (!gig) throw invalid('maCongViec', 'must be an existing job');
    if (refs.listedOnly && gig.status !== 'active')
      throw invalid('maCongViec', 'must be a gig that is listed (not a draft or paused)');
  }
  if (refs.buyerId !== undefined) {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, refs.buyerId))
      .for('key share');
    if (!user) throw invalid('maNguoiThue', 'must be an existing user');
  }
}

/**
 * Orders whose gig's name or buyer's name or email holds the keyword. As for reviews, each half
 * is found through its trigram indexes and UNION joins the ids: one OR across the joined tables
 * can use no index and reads every order. A keyword without a trigram keeps the OR (`readsJoins`).
 */
function keywordMatch(db: Database, keyword: string): { where: SQL; readsJoins: boolean } {
  const pattern = containsPattern(keyword);
  const ofGig = ilike(jobs.name, pattern);
  const ofBuyer = or(ilike(users.name, pattern), ilike(users.email, pattern))!;
  if (!hasTrigram(keyword)) return { where: or(ofGig, ofBuyer)!, readsJoins: true };
  const matching = union(
    db.select({ id: hires.id }).from(hires).innerJoin(jobs, eq(jobs.id, hires.jobId)).where(ofGig),
    db
      .select({ id: hires.id })
      .from(hires)
      .innerJoin(users, eq(users.id, hires.hirerId))
      .where(ofBuyer),
  );
  return { where: inArray(hires.id, matching), readsJoins: false };
}

export function createOrdersRepository(db: Database) {
  return {
    async list(): Promise<Order[]> {
      const rows = await db.select(columns).from(hires).orderBy(asc(hires.id));
      return rows.map(toWire);
    },

    /** The keyword matches the gig's name or the buyer's name or email. */
    page(query: SortedPagingQuery<SortColumn<'hires'>>): Promise<Paging<Order>> {
      const match = query.keyword ? keywordMatch(db, query.keyword) : null;
      return pagedByIds(db, query, {
        // Every order has its gig and its buyer (foreign keys): they are joined only to match a
        // short keyword, so other pages are read from the (column, id) index alone.
        matches: () => {
          const select = db.select({ id: hires.id }).from(hires).$dynamic();
          return match?.readsJoins
            ? select
                .innerJoin(jobs, eq(jobs.id, hires.jobId))
                .innerJoin(users, eq(users.id, hires.hirerId))
                .where(match.where)
            : select.where(match?.where);
        },
        id: hires.id,
        sortable: columns,
        rows: async (ids, order) => {
          const rows = await db
            .select(columns)
            .from(hires)
            .innerJoin(ids, eq(ids.id, hires.id))
            .orderBy(...order);
          return rows.map(toWire);
        },
      });
    },

    async find(id: number): Promise<Order | null> {
      const [row] = await db.select(columns).from(hires).where(eq(hires.id, id));
      return row ? toWire(row) : null;
    },

    /** Who may mark an order done: its buyer and the seller of the gig. */
    async findParties(id: number): Promise<{ buyerId: number; sellerId: number } | null> {
      const [row] = await db
        .select({ buyerId: hires.hirerId, sellerId: jobs.creatorId })
        .from(hires)
        .innerJoin(jobs, eq(jobs.id, hires.jobId))
        .where(eq(hires.id, id));
      return row ?? null;
    },

    /** The buyer's orders with their gigs, as the profile page lists them. */
    async listOrderedBy(buyerId: number): Promise<OrderedGig[]> {
      const rows = await db
        .select({
          id: hires.id,
          ngayThue: hires.hiredOn,
          hoanThanh: hires.completed,
          congViec: gigColumns,
        })
        .from(hires)
        .innerJoin(jobs, eq(jobs.id, hires.jobId))
        .where(eq(hires.hirerId, buyerId))
        .orderBy(desc(hires.hiredOn), desc(hires.id));
      return rows.map(toWire);
    },

    /** A missing date is the database's today. */
    /** `listedOnly`: the gig must be active (a buyer's order; admins record any). */
    async create(input: NewOrder, { listedOnly }: { listedOnly: boolean }): Promise<Order> {
      return db.transaction(async (tx) => {
        await assertReferences(tx, { ...input, listedOnly });
        const [row] = await tx
          .insert(hires)
          .values({ ...columnsOf(input), hiredOn: input.orderedOn ?? sql`current_date` })
          .returning(columns);
        return toWire(row!);
      });
    },

    /** Fields left out keep their value; null when there is no such order. */
    async update(id: number, input: OrderChanges): Promise<Order | null> {
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
          .set({ id, ...columnsOf(input), hiredOn: input.orderedOn })
          .where(eq(hires.id, id))
          .returning(columns);
        return toWire(row!);
      });
    },

    async complete(id: number): Promise<Order | null> {
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

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
