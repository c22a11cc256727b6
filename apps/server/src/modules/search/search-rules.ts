/**
 * The search's arithmetic, pure: how a keyword becomes words, and how a count read from a sample
 * of the matches becomes an estimate of all of them (decision 022).
 */

/** gig_search.sample runs from 0 to SAMPLE_BUCKETS - 1: a hash of the gig's id. */
export const SAMPLE_BUCKETS = 1024;

/**
 * The facets count up to this many matches exactly; past it they count a uniform sample of about
 * this size and scale up. Large enough for a subcategory's gigs at a million, small enough that
 * counting takes a few milliseconds.
 */
export const FACET_ROWS_MAX = 5_000;

/** At most this many words of a keyword are searched for: enough for any real query. */
export const KEYWORD_WORDS_MAX = 8;

/**
 * A keyword's words, lower-cased, each at most once: letters and digits only, so punctuation and
 * query syntax never reach the full-text query.
 */
export function keywordWords(keyword: string): string[] {
  const words = keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, KEYWORD_WORDS_MAX);
}

/**
 * A count over the sample buckets below `edge`, scaled to all the buckets. Exact when every bucket
 * was read; otherwise rounded to two significant digits, since more would claim a precision the
 * sample does not have.
 */
export function estimateOf(count: number, edge: number): number {
  if (edge >= SAMPLE_BUCKETS) return count;
  const scaled = (count * SAMPLE_BUCKETS) / edge;
  if (scaled < 100) return Math.round(scaled);
  const unit = 10 ** (Math.floor(Math.log10(scaled)) - 1);
  return Math.round(scaled / unit) * unit;
}
