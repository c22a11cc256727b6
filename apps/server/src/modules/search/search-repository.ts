import { and, asc, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
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
import { groupDetails, jobDetails, jobGroups, jobs, users } from '../../db/schema';
import { containsPattern, offsetOf, pageOf } from '../../lib/paging';
import { cardOf, isListed, selectSearchCards } from '../gigs/gig-columns';

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
 * The filters of one search, split as the facets need them: `base` narrows everything; each
 * `facet` filter is left out of its own facet's counts, so a menu shows what its other options
 * would give.
 */
function filtersOf(query: GigSearch) {
  // Drafts and paused gigs are never found.
  const base: SQL[] = [isListed];
  if (query.keyword) base.push(keywordMatch(query.keyword));
  if (query.subcategoryId !== undefined) base.push(eq(jobs.detailId, query.subcategoryId));
  if (query.categoryId !== undefined) base.push(ofCategory(query.categoryId));
  if (query.pro) base.push(eq(jobs.pro, true));
  if (query.local) base.push(sql`lower(${users.country}) = lower(${query.country})`);
  if (query.online) base.push(eq(users.online, true));

  const facet = {
    category:
      query.subcategoryIds.length > 0 ? inArray(jobs.detailId, query.subcategoryIds) : undefined,
    level: query.sellerLevel.length > 0 ? inArray(users.sellerLevel, query.sellerLevel) : undefined,
    price: and(
      query.minPrice !== undefined ? gte(jobs.price, query.minPrice) : undefined,
      query.maxPrice !== undefined ? lte(jobs.price, query.maxPrice) : undefined,
    ),
    delivery:
      query.deliveryDays !== undefined ? lte(jobs.deliveryDays, query.deliveryDays) : undefined,
    style:
      query.style.length > 0
        ? sql`(${jobs.styleMask} & ${styleBits(query.style)}) <> 0`
        : undefined,
  };
  return { base, facet };
}

/**
 * The keyword is in the gig's name, or in its subcategory's name: "logo design" finds the Logo
 * Design gigs whatever their titles say. The subcategory ids are collected first (a small table),
 * so both halves can use an index: the trigram index on names, the detail index on jobs.
 */
function keywordMatch(keyword: string): SQL {
  const pattern = containsPattern(keyword);
  return sql`(${ilike(jobs.name, pattern)} or ${jobs.detailId} = any(array(
    select ${jobDetails.id} from ${jobDetails} where ${ilike(jobDetails.name, pattern)})))`;
}

/** A category's gigs: those of the subcategories in its groups, found through the detail index. */
function ofCategory(categoryId: number): SQL {
  return sql`${jobs.detailId} = any(array(
    select ${groupDetails.detailId} from ${groupDetails}
      join ${jobGroups} on ${jobGroups.id} = ${groupDetails.groupId}
     where ${jobGroups.jobTypeId} = ${categoryId}))`;
}

/** The style_mask bits of some styles: bit i stands for GIG_STYLES[i]. */
const styleBits = (styles: readonly GigStyle[]) =>
  styles.reduce((bits, style) => bits | (1 << GIG_STYLES.indexOf(style)), 0);

type FacetName = keyof ReturnType<typeof filtersOf>['facet'];

/**
 * The rating as relevance weighs it: pulled towards 4 stars by five imaginary reviews, so a gig
 * with one 5-star review does not outrank one with two hundred at 4.9.
 */
const ratingScore = sql`(${jobs.ratingTotal} + 20)::float / (${jobs.ratingCount} + 5)`;

function orderOf(query: GigSearch): SQL[] {
  switch (query.sort) {
    case 'best-selling':
      return [desc(jobs.hireCount), asc(jobs.id)];
    case 'newest':
      return [desc(jobs.createdAt), desc(jobs.id)];
    case 'relevance':
      return query.keyword
        ? [
            // Gigs named for the keyword before those only of a subcategory named for it; then the
            // keyword as a whole word ("logo" before "catalogo"); among equal matches the better
            // rated, then the closer whole name.
            desc(ilike(jobs.name, containsPattern(query.keyword))),
            desc(sql`word_similarity(${query.keyword}, ${jobs.name})`),
            desc(ratingScore),
            desc(sql`similarity(${query.keyword}, ${jobs.name})`),
            asc(jobs.id),
          ]
        : [desc(ratingScore), desc(jobs.hireCount), asc(jobs.id)];
  }
}

type FacetRow = {
  total: number;
  categories: { id: number; tenChiTiet: string; count: number }[] | null;
  levels: { level: number; count: number }[] | null;
  minPrice: number | null;
  maxPrice: number | null;
  within: number[];
  styles: number[];
};

export function createSearchRepository(db: Database) {
  async function page(query: GigSearch, where: SQL | undefined): Promise<SearchGig[]> {
    // The sort and the skip read only what they need (the seller only when a filter asks about
    // them); the cards' joins and group lookups run for the page's own gigs, not the skipped ones.
    const bySeller = query.local || query.online || query.sellerLevel.length > 0;
    const matches = db.select({ id: jobs.id }).from(jobs).$dynamic();
    const ids = (bySeller ? matches.innerJoin(users, eq(users.id, jobs.creatorId)) : matches)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.pageSize)
      .offset(offsetOf(query))
      .as('page_ids');
    const rows = await selectSearchCards(db)
      .innerJoin(ids, eq(ids.id, jobs.id))
      .orderBy(...orderOf(query));
    return rows.map(cardOf);
  }

  /**
   * The total and every facet in one pass: the matches of the base filters are read once (for a
   * subcategory or category, from the narrow jobs_facets_idx alone), each with a flag per facet filter,
   * and the counts are taken from those flags.
   */
  async function facets(
    filters: ReturnType<typeof filtersOf>,
  ): Promise<{ total: number; facets: SearchFacets }> {
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
      sql`with matches as materialized (
            select ${jobs.detailId} as detail_id, ${users.sellerLevel} as seller_level,
                   ${jobs.price} as price, ${jobs.deliveryDays} as delivery_days,
                   ${jobs.styleMask} as style_mask,
                   ${sql.join(
                     names.map((name) => sql`${filters.facet[name] ?? sql`true`} as ${flag(name)}`),
                     sql`, `,
                   )}
              from ${jobs} join ${users} on ${users.id} = ${jobs.creatorId}
             where ${and(...filters.base)}
          )
          select
            (select count(*)::int from matches where ${allBut()}) as "total",
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
    const levelCounts = new Map((row!.levels ?? []).map((entry) => [entry.level, entry.count]));
    return {
      total: row!.total,
      facets: {
        categories: row!.categories ?? [],
        sellerLevels: SELLER_LEVELS.map((level) => ({ level, count: levelCounts.get(level) ?? 0 })),
        priceRange: { min: row!.minPrice, max: row!.maxPrice },
        deliveryTimes: DELIVERY_CHOICES.map((days, i) => ({ days, count: row!.within[i]! })),
        styles: GIG_STYLES.map((style, i) => ({ style, count: row!.styles[i]! })),
      },
    };
  }

  return {
    async search(query: GigSearch): Promise<SearchReply> {
      const filters = filtersOf(query);
      const where = and(...filters.base, ...Object.values(filters.facet));
      const [data, counted] = await Promise.all([page(query, where), facets(filters)]);
      return { ...pageOf(query, counted.total, data), facets: counted.facets };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
