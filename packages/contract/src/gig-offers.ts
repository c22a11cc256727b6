import { z } from 'zod';
import { assetUrl } from './asset-urls';
import {
  DESCRIPTION_MAX,
  EXTRA_MAX,
  FAQ_ANSWER_MAX,
  FAQ_MAX,
  FAQ_QUESTION_MAX,
  GIG_STATUSES,
  PACKAGE_DAYS_MAX,
  PACKAGE_DESCRIPTION_MAX,
  PACKAGE_NAME_MAX,
  PACKAGE_PRICE_MAX,
  PACKAGE_PRICE_MIN,
  PACKAGE_TIERS,
  REVISIONS_MAX,
  TAG_MAX,
  TAG_MIN,
  TAGS_MAX,
  TITLE_MAX,
  TITLE_MIN,
  TITLE_PREFIX,
} from './gig-offer-values';
import { requiredText, wireInt } from './wire';

/*
 * A gig's offer: its packages, FAQ, pictures, tags and status, as the seller writes them in the
 * gig editor (`/api/seller-gigs/…`) and as the gig page reads them (`/api/gigs/{id}/offer`). Plain
 * values live in ./gig-offer-values, which pages import without zod.
 */

const between = (min: number, max: number, unit = '') =>
  wireInt.pipe(
    z
      .number()
      .min(min, `must be from ${min} to ${max}${unit}`)
      .max(max, `must be from ${min} to ${max}${unit}`),
  );

const REVISIONS_RULE = `must be a whole number from 0 to ${REVISIONS_MAX}, or "unlimited"`;

/** Revisions included: 0–10, or unlimited (`"unlimited"`, `null` or -1 in; `null` out). */
export const revisions = z
  .union([z.literal('unlimited'), z.null(), wireInt], { error: REVISIONS_RULE })
  .transform((value, ctx) => {
    if (value === 'unlimited' || value === null || value === -1) return null;
    if (value < 0 || value > REVISIONS_MAX) {
      ctx.addIssue({ code: 'custom', message: REVISIONS_RULE });
      return z.NEVER;
    }
    return value;
  });

const title = z
  .string({ error: 'must be text' })
  .trim()
  .min(TITLE_MIN, `must be ${TITLE_MIN} to ${TITLE_MAX} characters`)
  .max(TITLE_MAX, `must be ${TITLE_MIN} to ${TITLE_MAX} characters`)
  .refine((text) => text.toLowerCase().startsWith(TITLE_PREFIX.toLowerCase()), {
    message: `must start with "${TITLE_PREFIX}"`,
  });

const tag = z
  .string({ error: 'must be text' })
  .trim()
  .min(TAG_MIN, `must be ${TAG_MIN} to ${TAG_MAX} characters`)
  .max(TAG_MAX, `must be ${TAG_MIN} to ${TAG_MAX} characters`);

/** Step 1 of the editor, and the body that creates a draft. */
export const gigOverviewBody = z.object({
  title,
  subcategoryId: wireInt.pipe(z.number().positive('must be a subcategory id')),
  tags: z
    .array(tag, { error: 'must be a list of tags' })
    .max(TAGS_MAX, `must hold at most ${TAGS_MAX} tags`)
    .default([])
    .transform((tags) => [...new Map(tags.map((t) => [t.toLowerCase(), t])).values()]),
});
export type GigOverviewBody = z.input<typeof gigOverviewBody>;

export const packageBody = z.object({
  name: requiredText(PACKAGE_NAME_MAX),
  description: requiredText(PACKAGE_DESCRIPTION_MAX),
  price: between(PACKAGE_PRICE_MIN, PACKAGE_PRICE_MAX, ' US$'),
  deliveryDays: between(1, PACKAGE_DAYS_MAX, ' days'),
  revisions,
  features: z
    .array(z.string().trim().min(1), { error: 'must be a list of feature names' })
    .max(30, 'must list at most 30 features')
    .default([])
    .describe("names from the subcategory's feature list (GET /api/subcategories/{id}/features)"),
  extra: z
    .string()
    .trim()
    .max(EXTRA_MAX, `must be at most ${EXTRA_MAX} characters`)
    .default('')
    .describe('a free-text line of what else is included'),
});
export type PackageBody = z.input<typeof packageBody>;

/** Step 2: Basic is required, Standard and Premium optional (null or left out: not offered). */
export const gigPricingBody = z.object({
  basic: packageBody,
  standard: packageBody.nullable().optional().default(null),
  premium: packageBody.nullable().optional().default(null),
});
export type GigPricingBody = z.input<typeof gigPricingBody>;

export const faqItem = z.object({
  question: requiredText(FAQ_QUESTION_MAX),
  answer: requiredText(FAQ_ANSWER_MAX),
});

/**
 * Step 3. The description is the gig's own light markup, never HTML: paragraphs split by a blank
 * line, lines starting "- " or "1. " as lists, **bold**. Pages render it as text.
 */
export const gigDescriptionBody = z.object({
  description: requiredText(DESCRIPTION_MAX),
  faq: z
    .array(faqItem, { error: 'must be a list of questions' })
    .max(FAQ_MAX, `must hold at most ${FAQ_MAX} questions`)
    .default([]),
});
export type GigDescriptionBody = z.input<typeof gigDescriptionBody>;

/** Publishing, pausing and resuming. */
export const gigStatusBody = z.object({
  status: z.enum(['active', 'paused'], { error: 'must be active or paused' }),
});

export const sellerGigParams = z.object({
  id: z
    .string()
    .regex(/^[0-9]+$/, 'must be a positive whole number')
    .transform(Number)
    .pipe(z.number().min(1, 'must be a positive whole number')),
});
export const gigPictureParams = sellerGigParams.extend({
  position: z
    .string()
    .regex(/^[0-2]$/, 'must be 0, 1 or 2')
    .transform(Number),
});

// ── Replies ──────────────────────────────────────────────────────────────────────────────────────

export const gigPackage = z.object({
  tier: z.enum(PACKAGE_TIERS),
  name: z.string(),
  description: z.string(),
  price: z.number().int().describe('US$'),
  deliveryDays: z.number().int(),
  revisions: z.number().int().nullable().describe('null: unlimited'),
  features: z.array(z.string()),
  extra: z.string(),
});
export type GigPackage = z.infer<typeof gigPackage>;

export const gigPicture = z.object({
  url: assetUrl().describe('absolute URL of the largest size (at most 1600 px wide)'),
  width: z.number().int(),
  height: z.number().int(),
  sizes: z
    .array(z.object({ width: z.number().int(), url: assetUrl() }))
    .describe('every stored size, narrowest first, for a srcset'),
});
export type GigPicture = z.infer<typeof gigPicture>;

/** What the gig page shows beyond the card: GET /api/gigs/{id}/offer. */
export const gigOffer = z.object({
  id: z.number().int(),
  status: z.enum(GIG_STATUSES),
  tags: z.array(z.string()),
  description: z.string().describe('light markup: paragraphs, "- " lists, **bold**'),
  packages: z.array(gigPackage).describe('the packages offered, Basic first'),
  faq: z.array(faqItem).describe("the seller's own questions; empty when none"),
  pictures: z.array(gigPicture).describe('the cover first'),
  queue: z.number().int().describe("the seller's open orders"),
  seller: z.object({
    id: z.number().int(),
    name: z.string(),
    avatar: assetUrl(),
    level: z.number().int(),
    headline: z.string(),
    country: z.string(),
    rating: z.number().nullable().describe("average stars over the seller's gigs; null: none"),
    ratingCount: z.number().int(),
  }),
});
export type GigOffer = z.infer<typeof gigOffer>;

/** The editor's whole gig: GET /api/seller-gigs/{id} and every step's reply. */
export const sellerGig = z.object({
  id: z.number().int(),
  status: z.enum(GIG_STATUSES),
  title: z.string(),
  subcategoryId: z.number().int(),
  categoryId: z.number().int().nullable().describe("the subcategory's first category"),
  tags: z.array(z.string()),
  packages: z.object({
    basic: gigPackage.nullable(),
    standard: gigPackage.nullable(),
    premium: gigPackage.nullable(),
  }),
  description: z.string(),
  faq: z.array(faqItem),
  pictures: z.array(gigPicture),
  missing: z
    .array(z.string())
    .describe('what is still needed to publish, e.g. "pricing: the Basic package"'),
  updatedAt: z.string().describe('ISO 8601'),
});
export type SellerGig = z.infer<typeof sellerGig>;

/** A row of the seller's "My gigs". */
export const sellerGigRow = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(GIG_STATUSES),
  cover: gigPicture.nullable(),
  minPrice: z.number().int().nullable(),
  maxPrice: z.number().int().nullable(),
  stars: z.number().int(),
  ratingCount: z.number().int(),
  orders: z.number().int().describe('orders ever placed'),
  openOrders: z.number().int().describe('orders placed, in progress, delivered or in revision'),
  updatedAt: z.string(),
});
export type SellerGigRow = z.infer<typeof sellerGigRow>;

export const subcategoryFeatures = z.object({
  subcategoryId: z.number().int(),
  features: z.array(z.string()),
});
