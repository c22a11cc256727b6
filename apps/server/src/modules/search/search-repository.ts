import { and, asc, desc, eq, gte, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import {
  DELIVERY_CHOICES,
  GIG_STYLES,
  SELLER_LEVELS,
  type GigStyle,
  type SearchFacets,
  type SearchGig,
  type SearchQuery,
  type SearchReply,
} from '@giglane/contract/search';
import { queryRows, type Database } from '../../db/client';
import { gigSearch, groupDetails, jobDetails, jobGroups, jobs } from '../../db/schema';
import { offsetOf, pageOf } from '../../lib/paging';
import { cardOf, selectSearchCards } from '../gigs/gig-columns';
import { estimateOf, FACET_ROWS_MAX, keywordWords, SAMPLE_BUCKETS } from './search-rules';

/**
 * A search in the glossary's names: the subcategory or category whose page it is, and the
 * subcategories of the "Category" menu.
 */
export type GigSearch = Omit<
  SearchQuery,
  'maChiTietLoaiCongViec' | 'maLoaiCongViec' | 'category'
> & {
  subcategoryId: number | undefined;
  categoryId: number | undefined;
  subcategoryIds: number[];
};

/**
 * A keyword as a full-text query: every word must match, as the start of a word ("illustrat"
 * finds "illustration") or through its English stem ("logos" finds "logo"). The words are letters
 * and digits only, so nothing in them is query syntax.
 */
const tsQuery = (words: string[]) =>
  sql.join(
    words.map(
      (word) =>
        sql`(to_tsquery('simple', ${`${word}:*`}) || to_tsquery('english', ${`${word}:*`}))`,
    ),
    sql` && `,
  );

/** The keyword is in the gig's title or tags: these come first in Relevance. */
const titleMatch = (words: string[]) => sql`${gigSearch.words} @@ (${tsQuery(words)})`;

/**
 * The keyword names the gig's subcategory: "logo design" finds the Logo Design gigs whatever their
 * titles say. The subcategories are a small table, so their ids are collected first and the gigs
 * found through the detail index.
 */
const subcategoryMatch = (words: string[]) =>
  sql`${gigSearch.detailId} = any(array(
    select ${jobDetails.id} from ${jobDetails}
     where to_tsvector('simple', ${jobDetails.name}) @@ (${tsQuery(words)})))`;

/** A category's gigs: those of the subcategories in its groups, found through the detail index. */
function ofCategory(categoryId: number): SQL {
  return sql`${gigSearch.detailId} = any(array(
    select ${groupDetails.detailId} from ${groupDetails}
      join ${jobGroups} on ${jobGroups.id} = ${groupDetails.groupId}
     where ${jobGroups.jobTypeId} = ${categoryId}))`;
}

/** The style_mask bits of some styles: bit i stands for GIG_STYLES[i]. */
const styleBits = (styles: readonly GigStyle[]) =>
  styles.reduce((bits, style) => bits | (1 << GIG_STYLES.indexOf(style)), 0);

/**
 * The filters of one search, split as the facets need them: `base` narrows everything; each
 * `facet` filter is left out of its own facet's counts, so a menu shows what its other options
 * would give. Only listed gigs have a gig_search row.
 */
function filtersOf(query: GigSearch) {
  const words = query.keyword ? keywordWords(query.keyword) : [];
  const base: SQL[] = [];
  // A keyword of no words at all ("%") finds nothing.
  if (query.keyword)
    base.push(words.length > 0 ? or(titleMatch(words), subcategoryMatch(words))! : sql`false`);
  if (query.subcategoryId !== undefined) base.push(eq(gigSearch.detailId, query.subcategoryId));
  if (query.categoryId !== undefined) base.push(ofCategory(query.categoryId));
  if (query.pro) base.push(eq(gigSearch.pro, true));
  if (query.local) base.push(sql`${gigSearch.sellerCountry} = lower(${query.country})`);
  if (query.online) base.push(eq(gigSearch.sellerOnline, true));

  const facet = {
    category:
      query.subcategoryIds.length > 0
        ? inArray(gigSearch.detailId, query.subcategoryIds)
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
  const tiered = query.sort === 'relevance' && words.length > 0;
  return { base, facet, title: tiered ? titleMatch(words) : undefined };
}

type Filters = ReturnType<typeof filtersOf>;
type FacetName = keyof Filters['facet'];

function orderOf(query: GigSearch): SQL[] {
  switch (query.sort) {
    case 'best-selling':
      return [desc(gigSearch.hireCount), asc(gigSearch.gigId)];
    case 'newest':
      return [desc(gigSearch.createdAt), desc(gigSearch.gigId)];
    case 'relevance':
      return [desc(gigSearch.rating), desc(gigSearch.hireCount), asc(gigSearch.gigId)];
  }
}

type FacetRow = {
  /** The sample's edge: rows with a smaller sample were counted, all of them when 1024. */
  edge: number;
  total: number;
  titled: number;
  categories: { id: number; tenChiTiet: string; count: number }[] | null;
  levels: { level: number; count: number }[] | null;
  minPrice: number | null;
  maxPrice: number | null;
  within: number[];
  styles: number[];
};

/** What the facet pass learns besides the facets: how many match, and how many by title. */
type Counted = { total: number; titled: number; estimated: boolean; facets: SearchFacets };

export function createSearchRepository(db: Database) {
  /**
   * One stretch of a page: the ids of the matches in the sort's order. Few matches are collected
   * first and sorted (from the keyword's or subcategory's index), so a rare word never walks the
   * sort's index through the whole catalog; many are read in the sort's own index order, which
   * stops after the page.
   */
  async function idsOf(
    where: SQL | undefined,
    order: SQL[],
    matches: number,
    offset: number,
    limit: number,
  ): Promise<number[]> {
    if (limit <= 0) return [];
    const columns = sql`${gigSearch.gigId}, ${gigSearch.rating}, ${gigSearch.hireCount}, ${gigSearch.createdAt}`;
    // The collected rows take the table's name, so the sort's columns name them unchanged.
    const rows =
      matches <= FACET_ROWS_MAX
        ? await queryRows<{ gig_id: number }>(
            db,
            sql`with found as materialized (select ${columns} from ${gigSearch} where ${where ?? sql`true`})
                select gig_id from found as ${gigSearch}
                 order by ${sql.join(order, sql`, `)} offset ${offset} limit ${limit}`,
          )
        : await queryRows<{ gig_id: number }>(
            db,
            sql`select ${gigSearch.gigId} from ${gigSearch} where ${where ?? sql`true`}
                 order by ${sql.join(order, sql`, `)} offset ${offset} limit ${limit}`,
          );
    return rows.map((row) => row.gig_id);
  }

  /**
   * The page's gig ids. Relevance with a keyword puts the gigs with it in their title first, then
   * those only of a subcategory named for it: two stretches, each in the rating order.
   */
  async function pageIds(query: GigSearch, filters: Filters, counted: Counted): Promise<number[]> {
    const where = and(...filters.base, ...Object.values(filters.facet));
    const order = orderOf(query);
    const offset = offsetOf(query);
    if (!filters.title) return idsOf(where, order, counted.total, offset, query.pageSize);

    const titled = await idsOf(
      and(where, filters.title),
      order,
      counted.titled,
      offset,
      query.pageSize,
    );
    if (titled.length === query.pageSize) return titled;
    // The title matches end on this page or before it: the rest comes from the others.
    const titledTotal =
      titled.length > 0 || offset === 0
        ? offset + titled.length
        : await countOf(and(where, filters.title));
    const others = await idsOf(
      and(where, not(filters.title)),
      order,
      counted.total - counted.titled,
      Math.max(0, offset - titledTotal),
      query.pageSize - titled.length,
    );
    return [...titled, ...others];
  }

  /** Matches counted one by one: only for fewer than a deep page's offset. */
  async function countOf(where: SQL | undefined): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${gigSearch} where ${where ?? sql`true`}`,
    );
    return row!.n;
  }

  async function cards(ids: number[]): Promise<SearchGig[]> {
    if (ids.length === 0) return [];
    const rows = await selectSearchCards(db).where(inArray(jobs.id, ids));
    const byId = new Map(rows.map((row) => [row.id, cardOf(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The total and every facet in one pass over the base filters' matches, read in sample order
   * (a hash of the id) up to FACET_ROWS_MAX + 1 rows from indexes that hold every counted column.
   * Up to that bound every count is exact. Past it, the rows of the sample buckets read whole are
   * a uniform sample of the matches, and each count is scaled up from it: a search over a million
   * gigs reads a few thousand index entries, not a million rows.
   */
  async function facets(filters: Filters): Promise<Counted> {
    const names = Object.keys(filters.facet) as FacetName[];
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
    const [row] = await queryRows<FacetRow>(
      db,
      sql`with read as materialized (
            select ${gigSearch.detailId} as detail_id, ${gigSearch.sellerLevel} as seller_level,
                   ${gigSearch.price} as price, ${gigSearch.deliveryDays} as delivery_days,
                   ${gigSearch.styleMask} as style_mask, ${gigSearch.sample} as sample,
                   ${filters.title ?? sql`false`} as titled,
                   ${sql.join(
                     names.map((name) => sql`${filters.facet[name] ?? sql`true`} as ${flag(name)}`),
                     sql`, `,
                   )}
              from ${gigSearch}
             where ${and(...filters.base) ?? sql`true`}
             order by ${gigSearch.sample}
             limit ${FACET_ROWS_MAX + 1}
          ),
          cut as (
            select case when count(*) > ${FACET_ROWS_MAX} then greatest(max(sample), 1)
                        else ${SAMPLE_BUCKETS} end as edge
              from read
          ),
          matches as materialized (
            select read.* from read, cut where read.sample < cut.edge
          )
          select
            (select edge from cut) as "edge",
            (select count(*)::int from matches where ${allBut()}) as "total",
            (select count(*)::int from matches where ${allBut()} and titled) as "titled",
            (select json_agg(json_build_object('id', c.detail_id, 'tenChiTiet', d.name, 'count', c.n)
                             order by c.n desc, d.name)
               from (select detail_id, count(*)::int as n from matches where ${allBut('category')}
                      group by detail_id) c
               join ${jobDetails} d on d.id = c.detail_id) as "categories",
            (select json_agg(json_build_object('level', seller_level, 'count', n))
               from (select seller_level, count(*)::int as n from matches where ${allBut('level')}
                      group by seller_level) l) as "levels",
            (select min(price) from matches where ${allBut('price')}) as "minPrice",
            (select max(price) from matches where ${allBut('price')}) as "maxPrice",
            (select array[${sql.join(withinCounts, sql`, `)}] from matches) as "within",
            (select array[${sql.join(styleCounts, sql`, `)}] from matches) as "styles"`,
    );
    const { edge } = row!;
    const scale = (count: number) => estimateOf(count, edge);
    const levelCounts = new Map((row!.levels ?? []).map((entry) => [entry.level, entry.count]));
    return {
      total: scale(row!.total),
      titled: scale(row!.titled),
      estimated: edge < SAMPLE_BUCKETS,
      facets: {
        categories: (row!.categories ?? []).map((entry) => ({
          ...entry,
          count: scale(entry.count),
        })),
        sellerLevels: SELLER_LEVELS.map((level) => ({
          level,
          count: scale(levelCounts.get(level) ?? 0),
        })),
        priceRange: { min: row!.minPrice, max: row!.maxPrice },
        deliveryTimes: DELIVERY_CHOICES.map((days, i) => ({ days, count: scale(row!.within[i]!) })),
        styles: GIG_STYLES.map((style, i) => ({ style, count: scale(row!.styles[i]!) })),
      },
    };
  }

  return {
    async search(query: GigSearch): Promise<SearchReply> {
      const filters = filtersOf(query);
      // The facet pass first: how many match decides how the page is read.
      const counted = await facets(filters);
      const data = await cards(await pageIds(query, filters, counted));
      return {
        ...pageOf(query, counted.total, data),
        totalIsEstimate: counted.estimated,
        facets: counted.facets,
      };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
