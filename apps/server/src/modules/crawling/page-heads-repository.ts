import { and, avg, count, eq, isNotNull, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  categories,
  categoryGroups,
  groupSubcategories,
  subcategories,
} from '../catalog/catalog-schema';
import { users } from '../accounts/accounts-schema';
import { reviews } from '../reviews/reviews-schema';

/** What a gig page's head says beyond the gig's card and offer. */
export type GigHeadFacts = {
  /** The first category the gig's subcategory is listed under, for the breadcrumb. */
  category: { id: number; name: string } | null;
  /**
   * Stars over the published reviews of completed orders only (decision 054): what structured
   * data may claim.
   */
  verified: { average: number; count: number };
};

/** The few reads a page's head needs that no API reply has in this shape. */
export function createPageHeadsRepository(db: Database) {
  return {
    async gigFacts(gigId: number, subcategoryId: number): Promise<GigHeadFacts> {
      const [[rating], [category]] = await Promise.all([
        db
          .select({ average: avg(reviews.stars), count: count() })
          .from(reviews)
          .where(
            and(
              eq(reviews.gigId, gigId),
              eq(reviews.counted, true),
              isNotNull(reviews.publishedAt),
            ),
          ),
        db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(
            eq(
              categories.id,
              db
                .select({ id: min(categoryGroups.categoryId) })
                .from(groupSubcategories)
                .innerJoin(categoryGroups, eq(categoryGroups.id, groupSubcategories.groupId))
                .where(eq(groupSubcategories.subcategoryId, subcategoryId)),
            ),
          ),
      ]);
      return {
        category: category ?? null,
        verified: { average: Number(rating?.average ?? 0), count: rating?.count ?? 0 },
      };
    },

    /** The name a user's public buyer profile shows; null: no such user. */
    async personName(id: number): Promise<string | null> {
      const [row] = await db
        .select({ name: sql<string>`coalesce(nullif(${users.displayName}, ''), ${users.name})` })
        .from(users)
        .where(eq(users.id, id));
      return row?.name ?? null;
    },

    async subcategoryName(id: number): Promise<string | null> {
      const [row] = await db
        .select({ name: subcategories.name })
        .from(subcategories)
        .where(eq(subcategories.id, id));
      return row?.name ?? null;
    },

    async categoryName(id: number): Promise<string | null> {
      const [row] = await db
        .select({ name: categories.name })
        .from(categories)
        .where(eq(categories.id, id));
      return row?.name ?? null;
    },
  };
}

export type PageHeadsRepository = ReturnType<typeof createPageHeadsRepository>;
