import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GigView } from '@giglane/contract/gigs';
import type { Paging, PagingQuery } from '@giglane/contract/paging';
import type { RecentReview } from '@giglane/contract/reviews';
import type { SellerProfile, SellerReview } from '@giglane/contract/sellers';
import { formatWireDate } from '@giglane/contract/wire-values';
import type { Database, Transaction } from '../../db/client';
import { users } from '../accounts/accounts-schema';
import { gigs, isListed } from './gigs-schema';
import { reviews } from '../reviews/reviews-schema';
import { pagedByIds } from '../../lib/paging';
import { cardOf, selectGigCards } from './gig-columns';

/** The seller profile's fields in the glossary's names, as the onboarding saves them. */
export type SellerProfileInput = {
  displayName: string;
  headline: string;
  skills: string[];
  languages: string[];
  country: string;
};

/**
 * A seller's rating over all their gigs: every review counts once, whichever gig it is of (one
 * decimal; null without reviews). Selected from the seller's gigs.
 */
export const sellerRating = {
  rating: sql<number | null>`round(sum(${gigs.ratingTotal})::numeric
                                   / nullif(sum(${gigs.ratingCount}), 0), 1)::float8`,
  ratingCount: sql<number>`coalesce(sum(${gigs.ratingCount}), 0)::int`,
};

/**
 * A public seller: one who made a seller profile, or whose gigs are listed (older catalogs), and
 * whose account is not suspended (decision 053: their page is gone, as a closed shop's is).
 */
const isPublicSeller = and(
  isNull(users.suspendedAt),
  or(
    isNotNull(users.sellerSince),
    sql`exists (select 1 from ${gigs} where ${gigs.sellerId} = ${users.id} and ${isListed})`,
  ),
);

export function createSellersRepository(db: Database) {
  async function findProfile(userId: number, publicOnly: boolean): Promise<SellerProfile | null> {
    const [row] = await db
      .select({
        id: users.id,
        displayName: sql<string>`coalesce(nullif(${users.displayName}, ''), ${users.name})`,
        headline: users.headline,
        avatar: users.avatar,
        level: users.sellerLevel,
        memberSince: users.createdAt,
        sellerSince: users.sellerSince,
        skills: users.skill,
        languages: users.languages,
        country: users.country,
        online: users.online,
      })
      .from(users)
      .where(and(eq(users.id, userId), publicOnly ? isPublicSeller : undefined));
    if (!row) return null;
    const [rating] = await db.select(sellerRating).from(gigs).where(eq(gigs.sellerId, userId));
    return {
      ...row,
      ...rating!,
      memberSince: row.memberSince.toISOString(),
      sellerSince: row.sellerSince?.toISOString() ?? null,
    };
  }

  return {
    /** Whether the user made a seller profile, in the caller's transaction. */
    async isSeller(tx: Transaction, userId: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), isNotNull(users.sellerSince)));
      return row !== undefined;
    },

    /** Any user's seller profile, a seller or not yet (sellerSince null); null: no such user. */
    ownProfile: (userId: number) => findProfile(userId, false),

    /** Saves the profile in the caller's transaction; the first save makes the user a seller. */
    async writeProfile(
      tx: Transaction,
      userId: number,
      profile: SellerProfileInput,
    ): Promise<void> {
      await tx
        .update(users)
        .set({
          displayName: profile.displayName,
          headline: profile.headline,
          skill: profile.skills,
          languages: profile.languages,
          country: profile.country,
          sellerSince: sql`coalesce(${users.sellerSince}, now())`,
        })
        .where(eq(users.id, userId));
    },

    /** The seller page: the public profile and the listed gigs, best rated first; null: no seller. */
    async findPage(userId: number): Promise<{ seller: SellerProfile; gigs: GigView[] } | null> {
      const seller = await findProfile(userId, true);
      if (!seller) return null;
      const rows = await selectGigCards(db)
        .where(and(eq(gigs.sellerId, userId), isListed))
        .orderBy(desc(gigs.stars), desc(gigs.ratingCount), asc(gigs.id));
      return { seller, gigs: rows.map(cardOf) };
    },

    /** Reviews of the seller's gigs, newest first, a page at a time; null: no such seller. */
    async pageReviews(
      userId: number,
      query: Omit<PagingQuery, 'keyword'>,
    ): Promise<Paging<SellerReview> | null> {
      if (!(await findProfile(userId, true))) return null;
      return pagedByIds(
        db,
        { ...query, keyword: null, sortBy: 'date', sortOrder: 'desc' },
        {
          matches: () =>
            db
              .select({ id: reviews.id })
              .from(reviews)
              .innerJoin(gigs, eq(gigs.id, reviews.gigId))
              .where(and(eq(gigs.sellerId, userId), isNotNull(reviews.publishedAt)))
              .$dynamic(),
          id: reviews.id,
          sortable: { date: reviews.reviewedOn },
          rows: async (ids, order) => {
            const rows = await db
              .select({
                id: reviews.id,
                gigId: reviews.gigId,
                gigTitle: gigs.name,
                author: users.name,
                authorAvatar: users.avatar,
                authorCountry: users.country,
                stars: reviews.stars,
                content: reviews.content,
                date: reviews.reviewedOn,
                verified: sql<boolean>`${reviews.orderId} is not null`,
                counted: reviews.counted,
                reply: reviews.reply,
                repliedAt: reviews.repliedAt,
              })
              .from(reviews)
              .innerJoin(ids, eq(ids.id, reviews.id))
              .innerJoin(gigs, eq(gigs.id, reviews.gigId))
              .innerJoin(users, eq(users.id, reviews.reviewerId))
              .orderBy(...order);
            return rows.map(({ reply, repliedAt, ...row }) => ({
              ...row,
              date: formatWireDate(row.date),
              reply: reply === null ? null : { text: reply, at: repliedAt!.toISOString() },
            }));
          },
        },
      );
    },

    /**
     * The landing page's quotes (decision 054): the latest published reviews of completed orders
     * (counted) with 4 or 5 stars and words, of listed gigs, whose writer is not suspended (a
     * suspended seller's gigs are not listed). Newest first, along the reviews' date index.
     */
    async recentPraise(limit: number): Promise<RecentReview[]> {
      const reviewers = alias(users, 'reviewers');
      const rows = await db
        .select({
          id: reviews.id,
          stars: reviews.stars,
          text: reviews.content,
          publishedAt: reviews.publishedAt,
          reviewerName: reviewers.name,
          reviewerAvatar: reviewers.avatar,
          reviewerCountry: reviewers.country,
          gigId: gigs.id,
          gigTitle: gigs.name,
          sellerId: users.id,
          sellerName: sql<string>`coalesce(nullif(${users.displayName}, ''), ${users.name})`,
        })
        .from(reviews)
        .innerJoin(gigs, eq(gigs.id, reviews.gigId))
        .innerJoin(users, eq(users.id, gigs.sellerId))
        .innerJoin(reviewers, eq(reviewers.id, reviews.reviewerId))
        .where(
          and(
            eq(reviews.counted, true),
            isNotNull(reviews.publishedAt),
            sql`${reviews.stars} >= 4`,
            sql`btrim(${reviews.content}) <> ''`,
            isListed,
            isNull(reviewers.suspendedAt),
          ),
        )
        .orderBy(desc(reviews.reviewedOn), desc(reviews.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        stars: row.stars,
        text: row.text.trim(),
        publishedAt: row.publishedAt!.toISOString(),
        reviewer: {
          name: row.reviewerName,
          avatar: row.reviewerAvatar,
          country: row.reviewerCountry,
        },
        gig: { id: row.gigId, title: row.gigTitle },
        seller: { id: row.sellerId, name: row.sellerName },
      }));
    },
  };
}

export type SellersRepository = ReturnType<typeof createSellersRepository>;
