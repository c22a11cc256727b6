import { and, asc, desc, eq, gte, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import {
  DELIVERY_CHOICES,
  GIG_STYLES,
  SELLER_LEVELS,
  type GigStyle,
  type SearchFacets,
  type SearchGig,
} from '@giglane/contract/search';
import { queryRows, type Database } from '../../db/client';
import type { GigSearch, SearchEngine, SearchPage } from './search-engine';
import { groupSubcategories, subcategories, categoryGroups } from '../catalog/catalog-schema';
import { gigs } from '../gigs/gigs-schema';
import { gigSearch, gigSearchTerms } from './search-schema';
import { offsetOf, pageOf } from '../../lib/paging';
import { cardOf, selectSearchCards } from '../gigs/gig-columns';
import {
  bucketsFor,
  countsAgainExactly,
  estimateOf,
  FACET_ROWS_MAX,
  keywordWords,
  NEW_GIG_DAYS,
  NEW_GIG_ORDERS,
  NEW_GIG_SLOTS,
  newGigPlaces,
  provenStretch,
  SAMPLE_BUCKETS,
  walksSampleIndex,
  walksSortIndex,
  withNewGigs,
} from './search-rules';

/**
 * A keyword as a full-text query over `gig_search_words` (migration 0014), which holds every word
 * with its beginnings: every word must match, as the start of a word ("illustrat" finds
 * "illustration") or through its English stem ("logos" finds "logo"). The words are letters and
 * digits only, so nothing in them is query syntax.
 */
const tsQuery = (words: string[]) =>
  sql.join(
    words.map((word) => sql`(to_tsquery('simple', ${word}) || to_tsquery('english', ${word}))`),
    sql` && `,
  );

/** The keyword is in the gig's title or tags: these come first in Relevance. */
const titleMatch = (words: string[]) => sql`${gigSearch.words} @@ (${tsQuery(words)})`;

/** The style_mask bits of some styles: bit i stands for GIG_STYLES[i]. */
const styleBits = (styles: readonly GigStyle[]) =>
  styles.reduce((bits, style) => bits | (1 << GIG_STYLES.indexOf(style)), 0);

/**
 * The subcategories a search names through a category or a keyword, looked up first in their small
 * tables: the gigs' filter then carries the ids themselves, which the planner weighs by the
 * column's statistics (a subquery in their place would be guessed at, and a rare keyword might
 * then walk the whole catalog).
 */
async function subcategoriesOf(db: Database, query: GigSearch, words: string[]) {
  const ofCategory =
    query.categoryId === undefined
      ? undefined
      : await db
          .selectDistinct({ id: groupSubcategories.subcategoryId })
          .from(groupSubcategories)
          .innerJoin(categoryGroups, eq(categoryGroups.id, groupSubcategories.groupId))
          .where(eq(categoryGroups.categoryId, query.categoryId));
  // "logo design" finds the Logo Design gigs whatever their titles say.
  const named =
    words.length === 0
      ? []
      : await db
          .select({ id: subcategories.id })
          .from(subcategories)
          .where(sql`${subcategories.words} @@ (${tsQuery(words)})`);
  return {
    ofCategory: ofCategory?.map((row) => row.id),
    named: named.map((row) => row.id),
  };
}

/**
 * A keyword's word as the whole words of titles and tags it finds, the same ones its full-text
 * query finds (`tsQuery`): those starting with the word or with its English stem, or equal to a
 * beginning shorter than three letters. The words are read from the terms' index, one step per
 * distinct word (a skip scan), so "des" costs as many steps as words start so.
 */
async function termsOf(db: Database, word: string): Promise<string[]> {
  const rows = await queryRows<{ word: string }>(
    db,
    sql`with recursive beginnings as (
          select distinct beginning
            from unnest(tsvector_to_array(to_tsvector('simple', ${word}))
                        || tsvector_to_array(to_tsvector('english', ${word}))) as beginning
        ),
        found as (
          select b.beginning,
                 (select t.word from ${gigSearchTerms} t
                   where t.word >= b.beginning collate "C"
                     and t.word < (b.beginning || chr(1114111)) collate "C"
                   order by t.word limit 1) as word
            from beginnings b
           where char_length(b.beginning) >= 3
          union all
          select f.beginning,
                 (select t.word from ${gigSearchTerms} t
                   where t.word > f.word
                     and t.word < (f.beginning || chr(1114111)) collate "C"
                   order by t.word limit 1)
            from found f
           where f.word is not null
        )
        select word from found where word is not null
        union
        select beginning from beginnings where char_length(beginning) < 3`,
  );
  return rows.map((row) => row.word);
}

/** A one-word keyword's matches as gig_search_terms holds them. */
type KeywordMatch = {
  /** The whole words the keyword finds. */
  terms: string[];
  /** The subcategories named by the keyword, whose gigs match whatever their titles say. */
  named: number[];
};

/**
 * The filters of one search, split as the facets need them: `base` narrows everything; each
 * `facet` filter is left out of its own facet's counts, so a menu shows what its other options
 * would give. Only listed gigs have a gig_search row. A keyword is in `base` as a condition on
 * gig_search's words, for walking an index of gig_search; `keyword` reads the same matches from
 * the terms' index instead, with `others` for the rest of `base`.
 */
function filtersOf(
  query: GigSearch,
  words: string[],
  matched: Awaited<ReturnType<typeof subcategoriesOf>>,
  terms: string[] | undefined,
) {
  const others: SQL[] = [];
  if (query.subcategoryId !== undefined)
    others.push(eq(gigSearch.subcategoryId, query.subcategoryId));
  if (matched.ofCategory)
    others.push(
      matched.ofCategory.length > 0
        ? inArray(gigSearch.subcategoryId, matched.ofCategory)
        : sql`false`,
    );
  if (query.pro) others.push(eq(gigSearch.pro, true));
  if (query.local) others.push(sql`${gigSearch.sellerCountry} = lower(${query.country})`);
  if (query.online) others.push(eq(gigSearch.sellerOnline, true));

  // A keyword of no words at all ("%") finds nothing.
  const keywordCondition = !query.keyword
    ? undefined
    : words.length === 0
      ? sql`false`
      : matched.named.length > 0
        ? or(titleMatch(words), inArray(gigSearch.subcategoryId, matched.named))!
        : titleMatch(words);

  const facet = {
    category:
      query.subcategoryIds.length > 0
        ? inArray(gigSearch.subcategoryId, query.subcategoryIds)
        : undefined,
    level:
      query.sellerLevel.length > 0 ? inArray(gigSearch.sellerLevel, query.sellerLevel) : undefined,
    price: and(
      query.minPrice !== undefined ? gte(gigSearch.price, query.minPrice) : undefined,
      query.maxPrice !== undefined ? lte(gigSearch.price, query.maxPrice) : undefined,
    ),
    delivery:
      query.deliveryDays !== undefined
        ? lte(gigSearch.deliveryDays, query.deliveryDays)
        : undefined,
    style:
      query.style.length > 0
        ? sql`(${gigSearch.styleMask} & ${styleBits(query.style)}) <> 0`
        : undefined,
  };
  // Without a subcategory named for the keyword, every match has it in its title.
  const tiered = query.sort === 'relevance' && matched.named.length > 0;
  return {
    base: keywordCondition ? [keywordCondition, ...others] : others,
    others,
    keyword: terms ? ({ terms, named: matched.named } satisfies KeywordMatch) : undefined,
    // A keyword of several words is matched on gig_search's words: its matches are table rows.
    byWords: terms === undefined && words.length > 0,
    facet,
    title: tiered ? titleMatch(words) : undefined,
    // A keyword or subcategories: an index finds the matches without reading the rest.
    indexed:
      words.length > 0 ||
      query.subcategoryId !== undefined ||
      matched.ofCategory !== undefined ||
      query.subcategoryIds.length > 0,
  };
}

const { gigId, sample, subcategoryId, sellerLevel, price, deliveryDays, styleMask } =
  gigSearchTerms;
/**
 * What the facets count of a match, all of it in gig_search's sample indexes. The sellers' country,
 * presence and Pro badge are only ever filters, applied where the rows are read.
 */
const COUNTED_COLUMNS = [sample, subcategoryId, sellerLevel, price, deliveryDays, styleMask].map(
  (column) => column.name,
);
/** The counted columns of a keyword's match, with the gig that merges its rows under each word. */
const FACET_COLUMNS = [gigId.name, ...COUNTED_COLUMNS];
/** What a page's order reads of a match: every sort's columns and the gig. */
const SORT_COLUMNS = [
  gigId,
  gigSearchTerms.rating,
  gigSearchTerms.orderCount,
  gigSearchTerms.createdAt,
].map((column) => column.name);
/** Both: a match counted and sorted from the same read. */
const MATCH_COLUMNS = [...new Set([...FACET_COLUMNS, ...SORT_COLUMNS])];

/**
 * A one-word keyword's matches read from the terms' index, with gig_search's column names and a
 * `titled` column: the gigs with the word in their title or tags (one range of the index per whole
 * word it finds), then the other gigs of the subcategories it names (their own index on
 * gig_search), or only one of the two (`titled`). With `sampleBelow`, only the sample buckets
 * below it. A keyword of several words is matched on gig_search's words instead: intersecting the
 * words' lists of gigs is what the full-text index does best, and through the terms' index it read
 * a common word's whole list (decision 025).
 */
function keywordMatches(
  keyword: KeywordMatch,
  columns: readonly string[],
  {
    sampleBelow,
    titled,
    where,
    merged = true,
  }: { sampleBelow?: number; titled?: boolean; where?: SQL; merged?: boolean } = {},
): SQL {
  // Both tables are read under gig_search's name: they share its columns, so `where` (the other
  // filters, in gig_search's terms) applies to either as it is, before a gig's rows are merged.
  const list = sql.raw(columns.map((column) => `gig_search.${column}`).join(', '));
  const sampled = (alias: string) =>
    sampleBelow === undefined ? sql`true` : sql`${sql.raw(alias)}.sample < ${sampleBelow}`;
  const filtered = where ?? sql`true`;
  const words = sql`${sql.param(keyword.terms)}::text[]`;
  // A gig with two of the words ("logo", "logotype") has a row under each, alike but for the word:
  // unless `merged` is false, one is kept by sorting on the gig, far cheaper than hashing every
  // column.
  const byTitle =
    merged && keyword.terms.length > 1
      ? sql`(select distinct on (gig_search.sample, gig_search.gig_id) ${list}, true as titled
               from ${gigSearchTerms} as ${gigSearch}
              where gig_search.word = any(${words}) and ${sampled('gig_search')} and ${filtered}
              order by gig_search.sample, gig_search.gig_id)`
      : sql`select ${list}, true as titled from ${gigSearchTerms} as ${gigSearch}
             where gig_search.word = any(${words}) and ${sampled('gig_search')} and ${filtered}`;
  const bySubcategory = sql`select ${list}, false as titled from ${gigSearch}
                             where gig_search.detail_id = any(${sql.param(keyword.named)}::int[])
                               and ${sampled('gig_search')} and ${filtered}
                               and gig_search.gig_id not in (
                                     select t.gig_id from ${gigSearchTerms} t
                                      where t.word = any(${words}) and ${sampled('t')})`;
  if (titled === true || keyword.named.length === 0) return byTitle;
  if (titled === false) return bySubcategory;
  return sql`${byTitle} union all ${bySubcategory}`;
}

/**
 * The first `rows` of a one-word keyword's matches in `order`, each gig once. A gig has a row under
 * each of the keyword's words it has, all alike but for the word, so they sort together: the first
 * `rows` times the number of words hold the first `rows` gigs, and only those are merged, where
 * merging every match would sort them all. Only the sorts' columns are kept: the filters apply to
 * the index's entries as they are read, and narrow rows sort faster.
 */
function firstMatches(
  keyword: KeywordMatch,
  order: SQL[],
  rows: number,
  options: { titled?: boolean; where?: SQL },
): SQL {
  if (keyword.terms.length === 1) return keywordMatches(keyword, SORT_COLUMNS, options);
  return sql`select distinct * from (
               select * from (${keywordMatches(keyword, SORT_COLUMNS, { ...options, merged: false })}) as ${gigSearch}
                order by ${sql.join(order, sql`, `)} limit ${rows * keyword.terms.length}
             ) as ${gigSearch}`;
}

type Filters = ReturnType<typeof filtersOf>;
type FacetName = keyof Filters['facet'];

/** The filters narrowed by one more condition, on gig_search's columns, wherever they apply. */
const narrowed = (filters: Filters, condition: SQL): Filters => ({
  ...filters,
  base: [...filters.base, condition],
  others: [...filters.others, condition],
});

/** Gigs left out of a read: the new gigs a page of Relevance puts in their own slots. */
const without = (ids: readonly number[]) =>
  sql`${gigSearch.gigId} <> all(${sql.param(ids)}::int[])`;

/** A new gig (search-rules): listed lately, with few orders yet. */
const isNewGig = sql`${gigSearch.createdAt} > now() - make_interval(days => ${NEW_GIG_DAYS})
                     and ${gigSearch.orderCount} < ${NEW_GIG_ORDERS}`;

function orderOf(query: Pick<GigSearch, 'sort'>): SQL[] {
  switch (query.sort) {
    case 'best-selling':
      return [desc(gigSearch.orderCount), asc(gigSearch.gigId)];
    case 'newest':
      return [desc(gigSearch.createdAt), desc(gigSearch.gigId)];
    case 'relevance':
      return [desc(gigSearch.rating), desc(gigSearch.orderCount), asc(gigSearch.gigId)];
  }
}

/** About how many gigs are listed: the planner's figure, read without counting. */
const listedEstimate = sql`select greatest(reltuples, 0)::int as listed from pg_class where oid = 'gig_search'::regclass`;

type FacetRow = {
  /** The sample's edge: rows with a smaller sample were counted, all of them when 1024. */
  edge: number;
  listed: number;
  /** The base filters' matches read, before the facets' own filters. */
  sampled: number;
  total: number;
  titled: number;
  categories: { id: number; tenChiTiet: string; count: number }[] | null;
  levels: { level: number; count: number }[] | null;
  minPrice: number | null;
  maxPrice: number | null;
  within: number[];
  styles: number[];
  /** The page's gig ids, when the pass read the page too. */
  page?: number[];
};

/** A page as the facet pass may read it: its order (with the tiers), offset and length. */
type PageRead = { order: SQL[]; offset: number; limit: number };

/**
 * What the facet pass learns besides the facets: how many match, how many by title, and about how
 * many gigs are listed at all (the planner's figure).
 */
type Counted = {
  total: number;
  titled: number;
  listed: number;
  estimated: boolean;
  facets: SearchFacets;
};

export function createSearchRepository(db: Database): SearchEngine {
  /**
   * One stretch of a page: the ids of the matches in the sort's order, of one relevance tier
   * (`titled`) or all. Walking the sort's index reads about (offset + limit) / density entries,
   * each checked against the filters on its row; collecting the matches from an index that finds
   * them (a keyword's terms, a subcategory's) and sorting them reads each match once: the page
   * takes the cheaper. So a rare word never walks the sort's index through the whole catalog, and
   * a common one stops after its first page.
   */
  async function idsOf(
    filters: Filters,
    titled: boolean | undefined,
    order: SQL[],
    { matches, listed }: { matches: number; listed: number },
    offset: number,
    limit: number,
  ): Promise<number[]> {
    if (limit <= 0) return [];
    const facetFilters = Object.values(filters.facet);
    const walk = walksSortIndex({
      matches,
      listed,
      indexed: filters.indexed,
      indexOnly: filters.keyword !== undefined,
      rows: offset + limit,
    });
    const tier = (condition: SQL) =>
      titled === undefined ? undefined : titled ? condition : not(condition);
    const sorted = sql`order by ${sql.join(order, sql`, `)} offset ${offset} limit ${limit}`;
    if (walk) {
      const where = and(...filters.base, ...facetFilters, filters.title && tier(filters.title));
      const rows = await queryRows<{ gig_id: number }>(
        db,
        sql`select ${gigSearch.gigId} from ${gigSearch} where ${where ?? sql`true`} ${sorted}`,
      );
      return rows.map((row) => row.gig_id);
    }
    // A keyword's matches come from its terms, where no index of gig_search's sorts can be walked:
    // they are sorted as they are read. Other matches are collected first (`materialized`), or
    // the order would be pushed into the scan to walk a sort's index after all. The rows take the
    // table's name, so the sort's columns name them unchanged.
    const rows = await queryRows<{ gig_id: number }>(
      db,
      filters.keyword
        ? sql`select gig_id from (${firstMatches(filters.keyword, order, offset + limit, {
            titled,
            where: and(...filters.others, ...facetFilters),
          })}) as ${gigSearch} ${sorted}`
        : sql`with found as materialized (
                select ${gigSearch.gigId}, ${gigSearch.rating}, ${gigSearch.orderCount}, ${gigSearch.createdAt}
                  from ${gigSearch}
                 where ${and(...filters.base, ...facetFilters, filters.title && tier(filters.title)) ?? sql`true`})
              select gig_id from found as ${gigSearch} ${sorted}`,
    );
    return rows.map((row) => row.gig_id);
  }

  /**
   * The page's gig ids. Relevance with a keyword puts the gigs with it in their title first, then
   * those only of a subcategory named for it: two stretches, each in the rating order.
   */
  async function pageIds(
    order: SQL[],
    { offset, limit }: { offset: number; limit: number },
    filters: Filters,
    counted: Counted,
  ): Promise<number[]> {
    const { listed } = counted;
    if (!filters.title)
      return idsOf(filters, undefined, order, { matches: counted.total, listed }, offset, limit);

    const titled = await idsOf(
      filters,
      true,
      order,
      { matches: counted.titled, listed },
      offset,
      limit,
    );
    if (titled.length === limit) return titled;
    // The title matches end on this page or before it: the rest comes from the others.
    const titledTotal =
      titled.length > 0 || offset === 0 ? offset + titled.length : await titledCount(filters);
    const others = await idsOf(
      filters,
      false,
      order,
      { matches: counted.total - counted.titled, listed },
      Math.max(0, offset - titledTotal),
      limit - titled.length,
    );
    return [...titled, ...others];
  }

  /**
   * The newest new gigs among the matches, at most `limit`: with a keyword, of those with it in
   * their title when Relevance ranks those first. Matches an index finds (a keyword's, a
   * subcategory's) are collected, the new ones among them sorted; otherwise the newest gigs' index
   * is walked, no further back than NEW_GIG_DAYS.
   */
  async function newGigIds(filters: Filters, limit: number): Promise<number[]> {
    const matches = filters.indexed ? 0 : Number.POSITIVE_INFINITY;
    return idsOf(
      narrowed(filters, isNewGig),
      filters.title ? true : undefined,
      orderOf({ sort: 'newest' }),
      { matches, listed: 0 },
      0,
      limit,
    );
  }

  /** The title matches counted one by one: only for fewer than a deep page's offset. */
  async function titledCount(filters: Filters): Promise<number> {
    const facetFilters = Object.values(filters.facet);
    const [row] = await queryRows<{ n: number }>(
      db,
      filters.keyword
        ? sql`select count(*)::int as n
                from (${keywordMatches(filters.keyword, FACET_COLUMNS, {
                  titled: true,
                  where: and(...filters.others, ...facetFilters),
                })}) as ${gigSearch}`
        : sql`select count(*)::int as n from ${gigSearch}
               where ${and(...filters.base, ...facetFilters, filters.title) ?? sql`true`}`,
    );
    return row!.n;
  }

  async function cards(ids: number[]): Promise<SearchGig[]> {
    if (ids.length === 0) return [];
    const rows = await selectSearchCards(db).where(inArray(gigs.id, ids));
    const byId = new Map(rows.map((row) => [row.id, cardOf(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The total and every facet in one pass over the base filters' matches in some sample buckets
   * (a hash of the id), read from indexes that hold every counted column. Up to FACET_ROWS_MAX rows
   * every count is exact. Past it, the buckets below an edge holding about that many are a uniform
   * sample of the matches, and each count is scaled up from it: a search over a million gigs reads
   * a few thousand index entries, not a million rows.
   */
  async function facets(filters: Filters, page?: PageRead): Promise<Counted & { ids?: number[] }> {
    const base = and(...filters.base) ?? sql`true`;
    // Past the bound, only the buckets a sample of about that size needs are read at all: their
    // range narrows the keyword's index scan too, instead of reading every match of a common word.
    const [[plan], [catalog]] = await Promise.all([
      queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
        db,
        sql`explain (format json) select 1 from ${gigSearch} where ${base}`,
      ),
      queryRows<{ listed: number }>(db, listedEstimate),
    ]);
    const guess = plan!['QUERY PLAN'][0].Plan['Plan Rows'];
    const first = await countFacets(filters, guess, catalog!.listed, page);
    // The planner guessed many more than there are (a word it has no statistics for): few enough
    // to count exactly, so they are, rather than shown as an estimate of a handful. A pass that
    // read every match has nothing to count again.
    const row =
      first.page === undefined && countsAgainExactly(first.sampled, first.edge)
        ? await countFacets(filters, FACET_ROWS_MAX, catalog!.listed)
        : first;
    const { edge } = row;
    const scale = (count: number) => estimateOf(count, edge);
    const levelCounts = new Map((row.levels ?? []).map((entry) => [entry.level, entry.count]));
    return {
      ids: row.page,
      total: scale(row.total),
      titled: scale(row.titled),
      listed: row.listed,
      estimated: edge < SAMPLE_BUCKETS,
      facets: {
        categories: (row.categories ?? []).map((entry) => ({
          ...entry,
          count: scale(entry.count),
        })),
        sellerLevels: SELLER_LEVELS.map((level) => ({
          level,
          count: scale(levelCounts.get(level) ?? 0),
        })),
        priceRange: { min: row.minPrice, max: row.maxPrice },
        deliveryTimes: DELIVERY_CHOICES.map((days, i) => ({ days, count: scale(row.within[i]!) })),
        styles: GIG_STYLES.map((style, i) => ({ style, count: scale(row.styles[i]!) })),
      },
    };
  }

  /**
   * The facet pass's one query, over the sample buckets an estimate of the matches calls for. A
   * keyword of several words reads every match's row from the table whenever it collects its
   * sample (the full-text index finds rows, not buckets): the page is then sorted from that same
   * read (`page`, returned as `page`) rather than read again.
   */
  async function countFacets(
    filters: Filters,
    matches: number,
    listed: number,
    page?: PageRead,
  ): Promise<FacetRow> {
    const sampled = bucketsFor(matches);
    const walks = walksSampleIndex({ matches, listed, indexed: filters.indexed, buckets: sampled });
    const once = filters.byWords && !walks ? page : undefined;
    const buckets = once ? SAMPLE_BUCKETS : sampled;
    // A keyword of several words read once takes every match; otherwise the buckets sampled.
    // `sample + 0` is no column of an index: the matches then come from the keyword's or the
    // subcategories' index, and the sample's range is checked on each.
    const inSample = once
      ? undefined
      : walks
        ? sql`${gigSearch.sample} < ${buckets}`
        : sql`${gigSearch.sample} + 0 < ${buckets}`;
    // Every read has a `titled` column: whether the keyword is in the match's title or tags.
    const read = filters.keyword
      ? // The terms' index holds the keyword's sample as one range per word.
        sql`select * from (${keywordMatches(filters.keyword, FACET_COLUMNS, {
          sampleBelow: buckets,
          where: and(...filters.others),
        })}) as ${gigSearch}`
      : sql`select *, ${filters.title ?? sql`false`} as titled from ${gigSearch}
             where ${and(...filters.base, inSample) ?? sql`true`}`;
    // Only a facet with a filter has a flag, worked out once per row: the others count every row.
    const names = (Object.keys(filters.facet) as FacetName[]).filter(
      (name) => filters.facet[name] !== undefined,
    );
    const flag = (name: FacetName) => sql.raw(`f_${name}`);
    /** Every facet flag but the ones named. */
    const allBut = (...left: FacetName[]) =>
      sql.join([sql`true`, ...names.filter((name) => !left.includes(name)).map(flag)], sql` and `);
    const styleCounts = GIG_STYLES.map(
      (style) =>
        sql`count(*) filter (where ${allBut('style')} and (style_mask & ${styleBits([style])}) <> 0)::int`,
    );
    const withinCounts = DELIVERY_CHOICES.map(
      (days) =>
        sql`count(*) filter (where ${allBut('delivery')} and delivery_days <= ${days})::int`,
    );
    const counted = [...COUNTED_COLUMNS, 'titled', ...names.map((name) => `f_${name}`)].join(', ');
    const pageIds = once
      ? sql`, array(select gig_id from read as ${gigSearch} where ${allBut()}
                     order by ${sql.join(once.order, sql`, `)}
                    offset ${once.offset} limit ${once.limit}) as "page"`
      : sql``;
    const [row] = await queryRows<FacetRow>(
      db,
      sql`with read as materialized (
            select ${sql.raw((once ? MATCH_COLUMNS : COUNTED_COLUMNS).join(', '))}, titled
                   ${sql.join(
                     names.map((name) => sql`, ${filters.facet[name]} as ${flag(name)}`),
                     sql``,
                   )}
              from (${read}) as ${gigSearch}
          ),
          -- Past the bound, the buckets below the edge hold about FACET_ROWS_MAX of the rows read:
          -- their share of the buckets read, the sample being uniform. Worked out from the count,
          -- it needs no sort.
          cut as (
            select (case when count(*) > ${FACET_ROWS_MAX}
                         then greatest(${buckets * FACET_ROWS_MAX}::int / count(*), 1)
                         else ${buckets} end)::int as edge
              from read
          ),
          matches as materialized (
            select ${sql.raw(counted)} from read, cut where read.sample < cut.edge
          ),
          -- Every count but the two menus' in one scan of the sample.
          counts as (
            select count(*)::int as sampled,
                   count(*) filter (where ${allBut()})::int as total,
                   count(*) filter (where ${allBut()} and titled)::int as titled,
                   min(price) filter (where ${allBut('price')}) as min_price,
                   max(price) filter (where ${allBut('price')}) as max_price,
                   array[${sql.join(withinCounts, sql`, `)}] as within,
                   array[${sql.join(styleCounts, sql`, `)}] as styles
              from matches
          )
          select
            (select edge from cut) as "edge",
            (${listedEstimate}) as "listed",
            counts.sampled as "sampled",
            counts.total as "total",
            counts.titled as "titled",
            (select json_agg(json_build_object('id', c.detail_id, 'tenChiTiet', d.name, 'count', c.n)
                             order by c.n desc, d.name)
               from (select detail_id, count(*)::int as n from matches where ${allBut('category')}
                      group by detail_id) c
               join ${subcategories} d on d.id = c.detail_id) as "categories",
            (select json_agg(json_build_object('level', seller_level, 'count', n))
               from (select seller_level, count(*)::int as n from matches where ${allBut('level')}
                      group by seller_level) l) as "levels",
            counts.min_price as "minPrice",
            counts.max_price as "maxPrice",
            counts.within as "within",
            counts.styles as "styles"
            ${pageIds}
            from counts`,
    );
    return row!;
  }

  return {
    async query(query: GigSearch): Promise<{ page: SearchPage; facets: SearchFacets }> {
      const words = query.keyword ? keywordWords(query.keyword) : [];
      const [matched, terms] = await Promise.all([
        subcategoriesOf(db, query, words),
        words.length === 1 ? termsOf(db, words[0]!) : undefined,
      ]);
      const filters = filtersOf(query, words, matched, terms);
      // Relevance keeps places of its order for new gigs (search-rules): they are read first,
      // and left out of the order read after the facets.
      const fresh =
        query.sort === 'relevance' ? await newGigIds(filters, NEW_GIG_SLOTS.length) : [];
      const order = orderOf(query);
      const page = { offset: offsetOf(query), limit: query.pageSize };
      // The facet pass first: how many match decides how the page is read, unless the pass read
      // it already (without room for new gigs).
      const counted = await facets(
        filters,
        fresh.length > 0
          ? undefined
          : { order: filters.title ? [sql`titled desc`, ...order] : order, ...page },
      );
      if (counted.ids) return replyOf(query, counted, await cards(counted.ids));
      // New gigs found by a keyword have it in their title: they stay among the title matches.
      const peers = filters.title ? counted.titled : counted.total;
      const places = newGigPlaces(fresh.length, peers - fresh.length);
      const proven = await pageIds(
        order,
        provenStretch(page, places),
        fresh.length > 0 ? narrowed(filters, without(fresh)) : filters,
        counted,
      );
      return replyOf(query, counted, await cards(withNewGigs(proven, fresh, places, page)));
    },
  };
}

function replyOf(query: GigSearch, counted: Counted, data: SearchGig[]) {
  return {
    page: { ...pageOf(query, counted.total, data), totalIsEstimate: counted.estimated },
    facets: counted.facets,
  };
}
