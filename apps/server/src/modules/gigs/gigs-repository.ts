import { and, asc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { GigStatus } from '@giglane/contract/gig-offer-values';
import type { GigPicture } from '@giglane/contract/gig-offers';
import type { Gig, GigView } from '@giglane/contract/gigs';
import type { Paging, SortColumn, SortedPagingQuery } from '@giglane/contract/paging';
import type { Database, Transaction } from '../../db/client';
import { gigs, isListed, type GigHold } from './gigs-schema';
import { orders } from '../orders/orders-schema';
import { isForeignKeyViolation, violatedConstraint } from '../../lib/db-errors';
import { invalid } from '../../lib/errors';
import {
  containsPattern,
  hasTrigram,
  lookedUpOnce,
  pagedByIds,
  type KnownTotal,
} from '../../lib/paging';
import { rowCount } from '../../lib/row-counts';
import {
  cardOf,
  coverOf,
  gigColumns,
  pictureOf,
  selectCardsWithStatus,
  selectGigCards,
} from './gig-columns';
import { LEGACY_BASIC } from './gig-packages';

/** A gig as the routes hand it over, in the glossary's names. */
export type NewGig = {
  name: string;
  price: number;
  sellerId: number;
  image: string;
  description: string;
  shortDescription: string;
  subcategoryId: number;
  ratingCount: number;
  stars: number;
};
export type GigChanges = Partial<NewGig>;

/** Who may see a gig that is not listed: its seller (and admins). */
export type Visibility = { status: GigStatus; sellerId: number; hold: GigHold | null };

/** The foreign keys a gig write can break (drizzle's constraint names), and the field at fault. */
const missingReferences: Record<string, [field: string, rule: string]> = {
  jobs_creator_id_users_id_fk: ['nguoiTao', 'must be an existing user id'],
  jobs_detail_id_job_details_id_fk: ['maChiTietLoaiCongViec', 'must be an existing detail type id'],
};

/** Turns a foreign key violation into a 400 naming the field; anything else is rethrown. */
function rethrowMissingReference(error: unknown): never {
  if (isForeignKeyViolation(error)) {
    const constraint = violatedConstraint(error);
    const reference = constraint ? missingReferences[constraint] : undefined;
    if (reference) throw invalid(...reference);
  }
  throw error;
}

/**
 * The plain columns of a gig write, as the table names them (docs/glossary.md); ratings are set
 * separately so they stay consistent.
 */
function plainColumns<T extends GigChanges>(input: T) {
  // Indexed types keep a full input's fields required, for the insert.
  const columns: {
    name: T['name'];
    price: T['price'];
    sellerId: T['sellerId'];
    image: T['image'];
    description: T['description'];
    shortDescription: T['shortDescription'];
    subcategoryId: T['subcategoryId'];
  } = {
    name: input.name,
    price: input.price,
    sellerId: input.sellerId,
    image: input.image,
    description: input.description,
    shortDescription: input.shortDescription,
    subcategoryId: input.subcategoryId,
  };
  return columns;
}

/** What each sort column orders by: names ignore case (decision 016). */
const sortable = { ...gigColumns, tenCongViec: sql`lower(${gigs.name})` };

export function createGigsRepository(db: Database) {
  // The gig page is the hottest read: prepared once, PostgreSQL plans it once per connection.
  const viewById = selectCardsWithStatus(db)
    .where(eq(gigs.id, sql.placeholder('id')))
    .prepare('gig_view_by_id');

  /**
   * Listed gigs' cards only, the filter's value a placeholder. Built once, not per request: building
   * this query was most of what a search by name cost beyond its SQL. Unnamed, so PostgreSQL still
   * plans each search for its own words (a pattern without trigrams reads no index).
   */
  const viewsWhere = (where: SQL) =>
    selectGigCards(db).where(and(isListed, where)).orderBy(asc(gigs.id)).prepare('');
  const viewsOfSubcategory = viewsWhere(eq(gigs.subcategoryId, sql.placeholder('id')));
  const viewsByName = viewsWhere(ilike(gigs.name, sql.placeholder('pattern')));

  async function find(id: number, tx: Database = db): Promise<Gig | null> {
    const [row] = await tx.select(gigColumns).from(gigs).where(eq(gigs.id, id));
    return row ?? null;
  }

  return {
    /** The listed gigs: the original's public list. */
    list(): Promise<Gig[]> {
      return db.select(gigColumns).from(gigs).where(isListed).orderBy(asc(gigs.id));
    },

    async page(query: SortedPagingQuery<SortColumn<'jobs'>>): Promise<Paging<Gig>> {
      let where = query.keyword ? ilike(gigs.name, containsPattern(query.keyword)) : undefined;
      let total: KnownTotal | undefined;
      // A keyword with trigrams is looked up once through jobs_name_trgm_idx (lookedUpOnce).
      const keywordMatch = where;
      if (keywordMatch && hasTrigram(query.keyword!))
        ({ where, total } = await lookedUpOnce(gigs.id, keywordMatch, (limit) =>
          db.select({ id: gigs.id }).from(gigs).where(keywordMatch).limit(limit),
        ));
      if (!where) total = await rowCount(db, gigs);
      // Only the page's own gigs are read whole, with their long descriptions.
      return pagedByIds(db, query, {
        matches: () => db.select({ id: gigs.id }).from(gigs).where(where).$dynamic(),
        id: gigs.id,
        sortable,
        total,
        rows: (ids, order) =>
          db
            .select(gigColumns)
            .from(gigs)
            .innerJoin(ids, eq(ids.id, gigs.id))
            .orderBy(...order),
      });
    },

    /** Any gig, listed or not: the admin's reads, and the checks before a write. */
    find,

    /**
     * A listed gig's picture (hinhAnh) and its gallery's cover with every stored size, for the gig
     * page's preload; null for a gig the public does not see.
     */
    async findListedPicture(
      id: number,
    ): Promise<{ image: string; cover: GigPicture | null } | null> {
      const [row] = await db
        .select({ image: gigs.image, cover: coverOf(gigs.id) })
        .from(gigs)
        .where(and(eq(gigs.id, id), isListed));
      return row ? { image: row.image, cover: row.cover && pictureOf(row.cover) } : null;
    },

    /** A gig with whom it is visible to, whatever its status: the routes decide who sees it. */
    async findWithVisibility(id: number): Promise<{ gig: Gig; visibility: Visibility } | null> {
      const [row] = await db
        .select({ gig: gigColumns, status: gigs.status, sellerId: gigs.sellerId, hold: gigs.hold })
        .from(gigs)
        .where(eq(gigs.id, id));
      if (!row) return null;
      return {
        gig: row.gig,
        visibility: { status: row.status as GigStatus, sellerId: row.sellerId, hold: row.hold },
      };
    },

    /** A gig's card whatever its status, with whom it is visible to. */
    async findView(id: number): Promise<{ view: GigView; visibility: Visibility } | null> {
      const [row] = await viewById.execute({ id });
      if (!row) return null;
      const { status, hold, ...view } = row;
      return {
        view: cardOf(view),
        visibility: { status: status as GigStatus, sellerId: view.congViec.nguoiTao, hold },
      };
    },

    async viewsOfSubcategory(subcategoryId: number): Promise<GigView[]> {
      return (await viewsOfSubcategory.execute({ id: subcategoryId })).map(cardOf);
    },

    async viewsByName(text: string): Promise<GigView[]> {
      return (await viewsByName.execute({ pattern: containsPattern(text) })).map(cardOf);
    },

    /** Whether the user has an order of the gig, in any state: they may still read it. */
    async hasOrdered(userId: number, gigId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.buyerId, userId), eq(orders.gigId, gigId)))
        .limit(1);
      return row !== undefined;
    },

    // ── Writes in the seller gigs service's transaction (the original API's gigs) ──

    /**
     * A listed gig, its delivery time the Basic package's that the service adds. The admin's
     * rating count and stars stand for that many ratings of that many stars.
     */
    /**
     * An admin hides a gig or shows it again (decision 053); a hidden gig stays hidden while its
     * seller is suspended and after. The facts the Reports queue shows: null, no such gig.
     */
    async writeHidden(
      tx: Transaction,
      gigId: number,
      hidden: boolean,
    ): Promise<{ sellerId: number } | null> {
      const [row] = await tx
        .update(gigs)
        .set({
          hold: hidden
            ? sql`'hidden'`
            : sql`case when ${gigs.hold} = 'hidden' then null else ${gigs.hold} end`,
        })
        .where(eq(gigs.id, gigId))
        .returning({ sellerId: gigs.sellerId });
      return row ?? null;
    },

    /**
     * A suspended seller's gigs leave every list with them, and come back when they are restored;
     * a gig an admin hid stays hidden either way.
     */
    async holdSellerGigs(tx: Transaction, sellerId: number, suspended: boolean): Promise<void> {
      const from: GigHold | null = suspended ? null : 'suspended';
      await tx
        .update(gigs)
        .set({ hold: suspended ? 'suspended' : null })
        .where(and(eq(gigs.sellerId, sellerId), from ? eq(gigs.hold, from) : isNull(gigs.hold)));
    },

    async insertGig(tx: Transaction, input: NewGig): Promise<Gig> {
      try {
        const [row] = await tx
          .insert(gigs)
          .values({
            ...plainColumns(input),
            ratingCount: input.ratingCount,
            ratingTotal: input.ratingCount * input.stars,
            stars: input.stars,
            status: 'active',
            deliveryDays: LEGACY_BASIC.deliveryDays,
          })
          .returning(gigColumns);
        return row!;
      } catch (error) {
        rethrowMissingReference(error);
      }
    },

    /** Writes the fields given, the others keeping their value; null when there is no such gig. */
    async writeGig(tx: Transaction, id: number, input: GigChanges): Promise<Gig | null> {
      const changes: PgUpdateSetSource<typeof gigs> = plainColumns(input);
      if (input.ratingCount !== undefined || input.stars !== undefined) {
        const ratingCount = sql`${input.ratingCount ?? gigs.ratingCount}::int`;
        const stars = sql`${input.stars ?? gigs.stars}::int`;
        // The admin form sends every field back: unchanged ratings keep the exact total the
        // reviews built; changed ones restart as that many ratings of that many stars.
        changes.ratingTotal = sql`case when ${ratingCount} = ${gigs.ratingCount} and ${stars} = ${gigs.stars}
          then ${gigs.ratingTotal} else ${stars} * ${ratingCount} end`;
        changes.ratingCount = ratingCount;
        changes.stars = stars;
      }
      if (Object.values(changes).every((value) => value === undefined)) return find(id, tx);
      try {
        const [row] = await tx
          .update(gigs)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(gigs.id, id))
          .returning(gigColumns);
        return row ?? null;
      } catch (error) {
        rethrowMissingReference(error);
      }
    },
  };
}

export type GigsRepository = ReturnType<typeof createGigsRepository>;
