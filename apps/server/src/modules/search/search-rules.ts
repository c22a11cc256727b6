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

/**
 * How many sample buckets the facet pass reads, from the planner's estimate of the matches: all of
 * them up to the bound; past it, enough for about twice the bound, so an estimate twice too high
 * still yields a full sample (and one too low only reads more, up to the bound).
 */
export function bucketsFor(estimatedMatches: number): number {
  if (estimatedMatches <= FACET_ROWS_MAX) return SAMPLE_BUCKETS;
  const wanted = Math.ceil((SAMPLE_BUCKETS * 2 * FACET_ROWS_MAX) / estimatedMatches);
  return Math.min(SAMPLE_BUCKETS, Math.max(1, wanted));
}

/**
 * Whether a sample read past the bound should be read again whole: the planner guessed far more
 * matches than the sample found (a word it has no statistics for), and so few that counting them
 * exactly costs no more than the sample did, rather than showing an estimate of a handful.
 */
export function countsAgainExactly(sampled: number, edge: number): boolean {
  return edge < SAMPLE_BUCKETS && estimateOf(sampled, edge) <= FACET_ROWS_MAX;
}

/**
 * Whether a page is read by walking the sort's index and checking each entry against the filters,
 * rather than collecting every match and sorting them. A walk reads about rows / density entries,
 * each costing a few times a collected match (an index entry, then its row, in no useful order);
 * collecting reads each match once, when an index finds them (`indexed`: a keyword or
 * subcategories), else the whole catalog. From an index that holds every column the page reads
 * (`indexOnly`: a one-word keyword's terms) a match costs half as much, and collecting is sure:
 * the planner, misled by a word's statistics, may read a walk's matches from the full-text index
 * instead, row by row. Few matches are always collected.
 */
export function walksSortIndex(page: {
  matches: number;
  listed: number;
  indexed: boolean;
  indexOnly?: boolean;
  rows: number;
}): boolean {
  if (page.matches <= FACET_ROWS_MAX) return false;
  if (!page.indexed) return true;
  const walked = (page.rows * page.listed) / page.matches;
  const collected = page.indexOnly ? page.matches * INDEX_ONLY_COST : page.matches;
  return walked * WALK_COST < collected;
}

/**
 * Whether the facet pass takes its sample by walking the sample index, checking each entry against
 * the filters, rather than collecting every match from the keyword's or subcategories' index. The
 * sample index holds every column the facets count, so a walk reads its buckets' share of the
 * catalog from it alone, at about the cost of one collected match per entry: it pays when that
 * share is smaller than the matches, as for a common word ("design": 30,000 entries for 160,000
 * matches), never for a rare one ("wordpress": 400,000 entries for 10,000 matches). Without such an
 * index, always.
 */
export function walksSampleIndex(read: {
  matches: number;
  listed: number;
  indexed: boolean;
  buckets: number;
}): boolean {
  if (!read.indexed) return true;
  return (read.buckets / SAMPLE_BUCKETS) * read.listed < read.matches;
}

/** What reading one entry of a walk costs, in collected matches. */
const WALK_COST = 4;
/** What collecting a match from an index alone costs, in matches collected with their rows. */
const INDEX_ONLY_COST = 0.5;

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

/**
 * A new gig, for Relevance: listed at most NEW_GIG_DAYS ago with fewer than NEW_GIG_ORDERS orders.
 * Its rating starts at the prior every gig starts at, below most proven gigs, so without help it
 * would sit behind them however good it is.
 */
export const NEW_GIG_DAYS = 30;
export const NEW_GIG_ORDERS = 5;

/**
 * The places (0-based) of Relevance's order kept for new gigs, the newest first: after the two
 * best proven gigs, two of them, so new gigs are seen on the first page without crowding out the
 * gigs buyers already trust.
 */
export const NEW_GIG_SLOTS = [2, 5] as const;

/**
 * Where `count` new gigs stand in the whole order: in their slots, or after the last of the
 * `proven` gigs when there are fewer of those than a slot's place.
 */
export const newGigPlaces = (count: number, proven: number): number[] =>
  NEW_GIG_SLOTS.slice(0, count).map((slot, i) => Math.min(slot, proven + i));

/**
 * The proven gigs a page of the whole order holds: its offset less the new gigs placed before the
 * page, its length less those placed on it. Every page is a slice of the same order, whatever its
 * size.
 */
export function provenStretch(
  page: { offset: number; limit: number },
  places: readonly number[],
): { offset: number; limit: number } {
  const before = places.filter((place) => place < page.offset).length;
  const on = places.filter(
    (place) => place >= page.offset && place < page.offset + page.limit,
  ).length;
  return { offset: page.offset - before, limit: page.limit - on };
}

/** A page of Relevance: its proven gigs with the new gigs placed on it put in their places. */
export function withNewGigs(
  proven: readonly number[],
  fresh: readonly number[],
  places: readonly number[],
  page: { offset: number; limit: number },
): number[] {
  const ids = [...proven];
  fresh.forEach((id, i) => {
    const at = places[i]! - page.offset;
    if (at >= 0 && at < page.limit) ids.splice(Math.min(at, ids.length), 0, id);
  });
  return ids;
}
