/** A gig offer's plain values and limits, shared by the schemas and the pages (no zod here). */

/** archived: deleted while it had orders, which stay with it (decision 031); it is never listed again. */
export const GIG_STATUSES = ['draft', 'active', 'paused', 'archived'] as const;
export type GigStatus = (typeof GIG_STATUSES)[number];

/** Basic (tier 0) is required of a listed gig; Standard and Premium are optional. */
export const PACKAGE_TIERS = ['basic', 'standard', 'premium'] as const;
export type PackageTier = (typeof PACKAGE_TIERS)[number];

export const TITLE_PREFIX = 'I will';
export const TITLE_MIN = 15;
export const TITLE_MAX = 80;
export const TAGS_MAX = 5;
export const TAG_MIN = 2;
export const TAG_MAX = 20;

export const PACKAGE_NAME_MAX = 40;
export const PACKAGE_DESCRIPTION_MAX = 200;
export const PACKAGE_PRICE_MIN = 5;
export const PACKAGE_PRICE_MAX = 10_000;
export const PACKAGE_DAYS_MAX = 90;
export const REVISIONS_MAX = 10;
export const EXTRA_MAX = 120;

export const DESCRIPTION_MAX = 5_000;
/** A published gig's description says at least this much. */
export const DESCRIPTION_MIN_TO_PUBLISH = 120;
export const FAQ_MAX = 10;
export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 1_000;

export const PICTURES_MAX = 3;
/** The largest picture the gig editor's gallery takes, before it is resized and re-encoded. */
export const PICTURE_MAX_BYTES = 5_000_000;
/** The picture formats the gallery takes, as a file input's `accept` names them. */
export const PICTURE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
/**
 * 5000000 as "5,000,000". Not toLocaleString: on the server that loads ICU's locale data, about
 * 5 MiB of resident memory, as this module loads.
 */
const withThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');
/**
 * The gallery's rules for a file, as the server states them (after `formFile: `) and the gig
 * editor repeats them before sending a file that breaks one.
 */
export const PICTURE_RULES = {
  type: 'must be a JPEG, PNG or GIF picture; this file is not one',
  size: `must be at most ${PICTURE_MAX_BYTES / 1_000_000} MB (${withThousands(PICTURE_MAX_BYTES)} bytes)`,
} as const;
/** The narrower sizes stored beside each picture, for cards and phones. */
export const PICTURE_WIDTHS = [480, 960] as const;

/** A picture's stored sizes as a `srcset`: "…-w480.webp 480w, …-w960.webp 960w, ….webp 1280w". */
export const srcSetOf = (picture: { sizes: readonly { url: string; width: number }[] }) =>
  picture.sizes.map((size) => `${size.url} ${size.width}w`).join(', ');

/**
 * How wide the gig page shows its main picture (its `<img sizes>`). The server's preload of the
 * cover names the same sizes and srcset, so the browser fetches one size once (decision 011).
 */
export const GIG_PAGE_PICTURE_SIZES =
  '(min-width: 1280px) 780px, (min-width: 1024px) calc(100vw - 30rem), 100vw';

/** A subcategory without a feature list of its own offers these. */
export const GENERIC_FEATURES = [
  'Source files',
  'Commercial use',
  'High resolution',
  'Express delivery',
] as const;
