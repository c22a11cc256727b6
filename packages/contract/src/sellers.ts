import { z } from 'zod';
import { assetUrl } from './asset-urls';
import { gigView } from './gigs';
import { paging, pagingQuery } from './paging';
import { reviewReply } from './reviews';
import { idParam } from './wire';

/*
 * Sellers: the onboarding that makes a user's seller profile public (PUT /api/seller-profile), and
 * the public seller page (GET /api/sellers/{id} and its reviews).
 */

export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 50;
export const HEADLINE_MIN = 10;
export const HEADLINE_MAX = 120;
export const SELLER_SKILLS_MAX = 15;
export const SELLER_LANGUAGES_MAX = 10;

const sized = (min: number, max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(min, `must be ${min} to ${max} characters`)
    .max(max, `must be ${min} to ${max} characters`);

/** A list of short names, duplicates (ignoring case) dropped. */
const names = (max: number, noun: string) =>
  z
    .array(sized(1, 40), { error: `must be a list of ${noun}` })
    .min(1, `must name at least one of your ${noun}`)
    .max(max, `must list at most ${max} ${noun}`)
    .transform((items) => [...new Map(items.map((item) => [item.toLowerCase(), item])).values()]);

export const sellerProfileBody = z.object({
  displayName: sized(DISPLAY_NAME_MIN, DISPLAY_NAME_MAX),
  headline: sized(HEADLINE_MIN, HEADLINE_MAX).describe('a one-line description'),
  skills: names(SELLER_SKILLS_MAX, 'skills'),
  languages: names(SELLER_LANGUAGES_MAX, 'languages'),
  country: sized(2, 60),
});
export type SellerProfileBody = z.input<typeof sellerProfileBody>;

export const sellerProfile = z.object({
  id: z.number().int(),
  displayName: z.string().describe('the display name, or the account name when none was given'),
  headline: z.string(),
  avatar: assetUrl().describe('absolute URL, or empty'),
  level: z.number().int().describe('0 New seller, 1 Level 1, 2 Level 2, 3 Top Rated'),
  rating: z.number().nullable().describe('average stars over their gigs, one decimal; null: none'),
  ratingCount: z.number().int(),
  memberSince: z.string().describe('ISO 8601: when the account was made'),
  sellerSince: z.string().nullable().describe('ISO 8601; null: not a seller'),
  skills: z.array(z.string()),
  languages: z.array(z.string()),
  country: z.string(),
  online: z.boolean(),
});
export type SellerProfile = z.infer<typeof sellerProfile>;

/** GET /api/sellers/{id}: the profile and the seller's active gigs, best rated first. */
export const sellerPage = z.object({
  seller: sellerProfile,
  gigs: z.array(gigView),
});
export type SellerPage = z.infer<typeof sellerPage>;

export const sellerReview = z.object({
  id: z.number().int(),
  gigId: z.number().int(),
  gigTitle: z.string(),
  author: z.string(),
  authorAvatar: assetUrl(),
  authorCountry: z.string(),
  stars: z.number().int(),
  content: z.string(),
  date: z.string().describe('dd/mm/yyyy'),
  verified: z.boolean().describe('written by the buyer of a completed order: "Verified order"'),
  counted: z.boolean().describe("its stars count in the seller's rating (decision 054)"),
  reply: reviewReply.nullable().describe("the seller's public answer"),
});
export type SellerReview = z.infer<typeof sellerReview>;

export const sellerReviewsReply = paging(sellerReview);

/** What a level asks, by the measure's name (decision 054). */
export const LEVEL_MEASURES = [
  'completedOrders',
  'onTimeRate',
  'rating',
  'responseHours',
  'accountAgeDays',
] as const;

/** GET /api/seller-level: the caller's level, and the next level's requirements with progress. */
export const sellerLevelStanding = z.object({
  level: z.number().int().describe('0 New seller, 1 Level 1, 2 Level 2, 3 Top Rated'),
  name: z.string(),
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      requirements: z.array(
        z.object({
          key: z.enum(LEVEL_MEASURES),
          required: z
            .number()
            .describe('at least this; for responseHours at most this (hours); onTimeRate 0–1'),
          current: z.number().nullable().describe('null: nothing to measure yet'),
          met: z.boolean(),
        }),
      ),
    })
    .nullable()
    .describe('null: the top level'),
});
export type SellerLevelStanding = z.infer<typeof sellerLevelStanding>;
export const sellerReviewsQuery = pagingQuery.omit({ keyword: true });

export const sellerIdParams = z.object({ id: idParam });
