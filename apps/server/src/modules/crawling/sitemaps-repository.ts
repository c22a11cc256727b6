import { and, asc, gt, lte, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, subcategories } from '../catalog/catalog-schema';
import { gigs, isListed } from '../gigs/gigs-schema';

/** Rows read per statement while a sitemap file streams: the file is never held whole. */
const CHUNK = 5_000;

export type SitemapRow = { id: number; updatedAt: Date | null };

export function createSitemapsRepository(db: Database) {
  /**
   * The rows of ids from `from` to `to`, in id order, a chunk at a time (keyset on the primary
   * key): `read` gives the chunk after an id.
   */
  async function* chunked(
    read: (after: number, to: number) => Promise<SitemapRow[]>,
    from: number,
    to: number,
  ): AsyncGenerator<SitemapRow> {
    let after = from - 1;
    for (;;) {
      const rows = await read(after, to);
      yield* rows;
      if (rows.length < CHUNK) return;
      after = rows.at(-1)!.id;
    }
  }

  return {
    /** The highest gig id and the highest id of a listed gig's seller: how far the files go. */
    async maxIds(): Promise<{ gigs: number; sellers: number }> {
      const [row] = await db
        .select({ gigs: max(gigs.id), sellers: max(gigs.sellerId) })
        .from(gigs)
        .where(isListed);
      return { gigs: row?.gigs ?? 0, sellers: row?.sellers ?? 0 };
    },

    /** The listed gigs with ids from `from` to `to`; paused, archived and deleted ones are not. */
    listedGigs(from: number, to: number) {
      return chunked(
        (after, last) =>
          db
            .select({ id: gigs.id, updatedAt: gigs.updatedAt })
            .from(gigs)
            .where(and(isListed, gt(gigs.id, after), lte(gigs.id, last)))
            .orderBy(asc(gigs.id))
            .limit(CHUNK),
        from,
        to,
      );
    },

    /**
     * Sellers with ids from `from` to `to` who have a listed gig: read off the (seller, status)
     * index alone, so no date of change (a sitemap's lastmod is optional).
     */
    sellers(from: number, to: number) {
      return chunked(
        (after, last) =>
          db
            .select({ id: gigs.sellerId, updatedAt: sql<null>`null` })
            .from(gigs)
            .where(and(isListed, gt(gigs.sellerId, after), lte(gigs.sellerId, last)))
            .groupBy(gigs.sellerId)
            .orderBy(asc(gigs.sellerId))
            .limit(CHUNK),
        from,
        to,
      );
    },

    /** Every category's page, and the subcategories' pages that list a gig. */
    async catalogPages(): Promise<{ categories: number[]; subcategories: number[] }> {
      const [categoryRows, subcategoryRows] = await Promise.all([
        db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id)),
        db
          .select({ id: subcategories.id })
          .from(subcategories)
          .where(
            sql`exists (select 1 from ${gigs} where ${gigs.subcategoryId} = ${subcategories.id} and ${isListed})`,
          )
          .orderBy(asc(subcategories.id)),
      ]);
      return {
        categories: categoryRows.map((row) => row.id),
        subcategories: subcategoryRows.map((row) => row.id),
      };
    },
  };
}

export type SitemapsRepository = ReturnType<typeof createSitemapsRepository>;
