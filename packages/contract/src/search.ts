import { z } from 'zod';
import { gig, gigView } from './gigs';
import { PAGE_SIZE_MAX } from './paging';
import { idText, queryList, wireBool } from './wire';
import { INT_MAX } from './wire-values';

/*
 * GET /api/cong-viec/tim-kiem: the results pages' one call. Every filter, the sort and the page
 * arrive in the query string (so a results page is a shareable URL), and the reply carries the
 * facets the filter menus show. The web app imports only types from here, so zod stays out of its
 * bundle: the option lists come back in the facets.
 */

/** 0 New seller, 1 Level 1, 2 Level 2, 3 Top Rated. */
export const SELLER_LEVELS = [0, 1, 2, 3] as const;
export type SellerLevel = (typeof SELLER_LEVELS)[number];

export const SEARCH_SORTS = ['relevance', 'best-selling', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * The "Logo Option" styles: words sellers put in their gig names. Choosing some keeps the gigs
 * whose name contains any of them. The database stores which ones a name holds as bits in this
 * order (jobs.style_mask): a new word goes at the end, with a migration.
 */
export const GIG_STYLES = [
  'Minimalist',
  'Modern',
  'Vintage',
  'Hand-drawn',
  'Retro',
  '3D',
  'Luxury',
  'Playful',
  'Bold',
  'Elegant',
  'Clean',
  'Geometric',
] as const;
export type GigStyle = (typeof GIG_STYLES)[number];

/** The "Delivery Time" choices in days, each counted in the facets; no choice means any time. */
export const DELIVERY_CHOICES = [1, 3, 7] as const;

export const SEARCH_PAGE_SIZE = 8;
export const DELIVERY_DAYS_MAX = 90;
/** "Local sellers" means sellers in the visitor's country: Vietnam, the marketplace's home, unless told. */
export const DEFAULT_COUNTRY = 'Vietnam';

const WHOLE = /^\s*\d+\s*$/;

/** A whole number from `min` to `max` in a query string; absent or empty means not given. */
const queryInt = (
  min: number,
  max: number,
  rule = `must be a whole number from ${min} to ${max}`,
) =>
  z
    .string({ error: rule })
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === '') return undefined;
      const value = Number(text);
      if (!WHOLE.test(text) || value < min || value > max) {
        ctx.addIssue({ code: 'custom', message: rule });
        return z.NEVER;
      }
      return value;
    });

/** An id in a query string; absent or empty means not given. */
const queryId = (rule: string) =>
  z
    .union([z.literal(''), idText(rule)], { error: rule })
    .optional()
    .transform((id) => id || undefined);

const idItem = z
  .string()
  .regex(/^\d+$/, 'must be detail type ids')
  .transform(Number)
  .pipe(z.number().min(1, 'must be detail type ids').max(INT_MAX, 'is out of range'));

const LEVEL_RULE = 'must be seller levels from 0 to 3';
const levelItem = z
  .string()
  .regex(/^[0-3]$/, LEVEL_RULE)
  .transform((text) => Number(text) as SellerLevel);

const STYLE_RULE = `must be styles among ${GIG_STYLES.join(', ')}`;
const styleItem = z.string().transform((text, ctx) => {
  const style = GIG_STYLES.find((known) => known.toLowerCase() === text.toLowerCase());
  if (!style) {
    ctx.addIssue({ code: 'custom', message: STYLE_RULE });
    return z.NEVER;
  }
  return style;
});

const toggle = z
  .union([z.literal(''), wireBool], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === true);

const PRICE_MAX = INT_MAX;

export const searchQuery = z
  .object({
    keyword: z
      .string()
      .max(200, 'must be at most 200 characters')
      .optional()
      .transform((value) => value?.trim() || null)
      .describe(
        "words in the gig's title or tags (any word form, any word prefix), or in its detail type's name; every word must match",
      ),
    maChiTietLoaiCongViec: queryId('must be a detail type id').describe(
      'only gigs of this detail type (the /categories/{id} page)',
    ),
    maLoaiCongViec: queryId('must be a job type id').describe(
      'only gigs of the detail types in this job type (the /jobtype/{id} page)',
    ),
    category: queryList(idItem).describe(
      'detail type ids, repeated or comma-separated: gigs of any of them',
    ),
    style: queryList(styleItem).describe(
      `"Logo Option": gigs whose name has any of these words (${GIG_STYLES.join(', ')})`,
    ),
    minPrice: queryInt(0, PRICE_MAX, 'must be a whole number of US$, 0 or more').describe(
      'US$, included',
    ),
    maxPrice: queryInt(0, PRICE_MAX, 'must be a whole number of US$, 0 or more').describe(
      'US$, included',
    ),
    sellerLevel: queryList(levelItem).describe(
      'seller levels (0 New seller, 1 Level 1, 2 Level 2, 3 Top Rated), repeated or comma-separated',
    ),
    deliveryDays: queryInt(1, DELIVERY_DAYS_MAX).describe(
      'delivered within at most this many days',
    ),
    pro: toggle.describe('true: Pro services only'),
    local: toggle.describe('true: sellers in `country` only'),
    country: z
      .string()
      .max(100, 'must be at most 100 characters')
      .optional()
      .transform((value) => value?.trim() || DEFAULT_COUNTRY)
      .describe(`the visitor's country for \`local\`; default ${DEFAULT_COUNTRY}`),
    online: toggle.describe('true: sellers online now only'),
    sort: z
      .enum(SEARCH_SORTS, { error: `must be one of ${SEARCH_SORTS.join(', ')}` })
      .optional()
      .default('relevance')
      .describe(
        'relevance: with a keyword the gigs with it in their title first, then the best rated, the 3rd and 6th places going to the two newest gigs listed in the last 30 days with fewer than 5 orders; best-selling: most hired; newest: latest created',
      ),
    pageIndex: queryInt(1, INT_MAX, 'must be a whole number, 1 or more')
      .transform((value) => value ?? 1)
      .describe('1-based'),
    pageSize: queryInt(1, PAGE_SIZE_MAX)
      .transform((value) => value ?? SEARCH_PAGE_SIZE)
      .describe(`1 to ${PAGE_SIZE_MAX}, default ${SEARCH_PAGE_SIZE}`),
  })
  .superRefine((query, ctx) => {
    if (
      query.minPrice !== undefined &&
      query.maxPrice !== undefined &&
      query.minPrice > query.maxPrice
    )
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'must be at least minPrice' });
  });
export type SearchQuery = z.output<typeof searchQuery>;

/** A result card: the CongViecView, with the fields the filters work on. */
export const searchGig = gigView.extend({
  congViec: gig.extend({
    deliveryDays: z
      .number()
      .int()
      .describe("the fastest package's delivery time in days: what the deliveryDays filter reads"),
    pro: z.boolean().describe('a Pro service'),
  }),
  country: z.string().describe("the seller's country, or empty"),
  online: z.boolean().describe('the seller is online now'),
});
export type SearchGig = z.infer<typeof searchGig>;

const counted = { count: z.number().int() };

/**
 * Each facet counts the gigs that match every filter but its own, so a menu shows what choosing
 * another option of it would give.
 */
export const searchFacets = z.object({
  categories: z
    .array(z.object({ id: z.number().int(), tenChiTiet: z.string(), ...counted }))
    .describe('the detail types with matches, most matches first'),
  sellerLevels: z.array(z.object({ level: z.number().int(), ...counted })).describe('levels 0–3'),
  priceRange: z
    .object({ min: z.number().int().nullable(), max: z.number().int().nullable() })
    .describe('the cheapest and dearest match in US$; null without matches'),
  deliveryTimes: z
    .array(z.object({ days: z.number().int(), ...counted }))
    .describe(`matches delivered within ${DELIVERY_CHOICES.join(', ')} days`),
  styles: z.array(z.object({ style: z.string(), ...counted })).describe('the Logo Option styles'),
});
export type SearchFacets = z.infer<typeof searchFacets>;

export const searchReply = z.object({
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  totalRow: z.number().int().describe('the number of matches over all pages'),
  totalIsEstimate: z
    .boolean()
    .describe(
      'true past 5,000 matches: totalRow and the facet counts are estimates from a uniform sample, to two significant digits',
    ),
  keywords: z.string().nullable(),
  data: z.array(searchGig),
  facets: searchFacets,
});
export type SearchReply = z.infer<typeof searchReply>;
