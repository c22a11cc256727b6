import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { searchReply, type SearchReply } from '@giglane/contract/search';
import { users } from '../accounts/accounts-schema';
import { insertCatalog } from '../../testing/catalog';
import { plansOfReads } from '../../testing/query-plans';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';
import { FACET_ROWS_MAX } from './search-rules';

/*
 * A catalog past the facets' exact bound: 4,000 logo gigs (a quarter of them Pro) and 2,000
 * illustrations, three of which are zebras.
 */
let t: TestApp;
const detail = { logo: 0, illustration: 0 };
let category = 0;

beforeAll(async () => {
  t = await createTestApp();
  const catalog = await insertCatalog(t.db, {
    jobTypes: ['Graphics'],
    groups: [{ name: 'Design', jobType: 'Graphics' }],
    details: ['Logo Design', 'Illustration'],
    links: [
      ['Design', 'Logo Design'],
      ['Design', 'Illustration'],
    ],
  });
  detail.logo = catalog.details['Logo Design'];
  detail.illustration = catalog.details['Illustration'];
  category = catalog.jobTypes['Graphics'];
  const [seller] = await t.db
    .insert(users)
    .values({ name: 'Lena Top', email: 'lena@example.com', passwordHash: 'nobody signs in' })
    .returning({ id: users.id });
  await t.db.execute(sql`
    insert into jobs (name, price, creator_id, description, short_description, detail_id, pro)
    select case when n <= 4000 then 'I will design logo number ' || n
                when n <= 4003 then 'I will draw a zebra, number ' || n
                else 'I will draw illustration number ' || n end,
           5 + n % 500, ${seller!.id}, 'Long text', 'Short text',
           case when n <= 4000 then ${detail.logo}::int else ${detail.illustration}::int end,
           n <= 4000 and n % 4 = 0
      from generate_series(1, 6000) as n`);
  // Six thousand gigs through the search's triggers: seconds alone, longer on a busy machine.
  await t.db.execute(sql`vacuum analyze`);
}, 120_000);
afterAll(() => t.close());

async function search(query: string): Promise<SearchReply> {
  const reply = await call(t.app, 'GET', `/api/cong-viec/tim-kiem${query}`);
  expect(reply.status, query).toBe(200);
  return contentOf(searchReply, reply.body);
}

/** Within a tenth of the truth: what a sample of about FACET_ROWS_MAX rows is good for. */
const near = (value: number, truth: number) => Math.abs(value - truth) <= truth / 10;

describe('GET /api/cong-viec/tim-kiem past the exact bound', () => {
  it('estimates the total and every facet from a sample, and says so', async () => {
    expect(6000).toBeGreaterThan(FACET_ROWS_MAX);
    const reply = await search('');
    expect(reply.totalIsEstimate).toBe(true);
    expect(near(reply.totalRow, 6000), `${reply.totalRow}`).toBe(true);
    const counts = Object.fromEntries(reply.facets.categories.map((row) => [row.id, row.count]));
    expect(near(counts[detail.logo]!, 4000), `${counts[detail.logo]}`).toBe(true);
    expect(near(counts[detail.illustration]!, 2000), `${counts[detail.illustration]}`).toBe(true);
    // Estimates carry two significant digits, no more.
    expect(reply.totalRow % 100).toBe(0);
    // The page is still the best rated of all, full.
    expect(reply.data).toHaveLength(8);
  });

  it('counts exactly within the bound, with the same filters', async () => {
    const illustrations = await search(`?maChiTietLoaiCongViec=${detail.illustration}`);
    expect(illustrations).toMatchObject({ totalRow: 2000, totalIsEstimate: false });
    const pro = await search(`?maChiTietLoaiCongViec=${detail.logo}&pro=true`);
    expect(pro).toMatchObject({ totalRow: 1000, totalIsEstimate: false });
  });

  it('finds a rare word among many gigs, with exact counts', async () => {
    const zebras = await search('?keyword=zebra');
    expect(zebras).toMatchObject({ totalRow: 3, totalIsEstimate: false });
    expect(zebras.data.map((row) => row.congViec.tenCongViec).sort()).toEqual([
      'I will draw a zebra, number 4001',
      'I will draw a zebra, number 4002',
      'I will draw a zebra, number 4003',
    ]);
  });

  it('pages deep into an estimated result without losing or repeating a gig', async () => {
    const seen = new Set<number>();
    for (const pageIndex of [1, 2, 3]) {
      const page = await search(`?keyword=logo&sort=newest&pageSize=100&pageIndex=${pageIndex}`);
      for (const row of page.data) seen.add(row.id);
    }
    expect(seen.size).toBe(300);
  });
});

/*
 * The read paths of the search module's README, by their plans (sequential scans priced as on a
 * large table, see planOf). A walk of a sort's index must stay a Limit straight over that index,
 * read alone: a sort or a heap read there is what makes a page slow at a million gigs. A collected
 * read must stay index-only on the index that finds its matches.
 */
describe('the search read paths', () => {
  const CATALOG_TABLES = ['gig_search', 'gig_search_terms', 'jobs', 'users'];

  /**
   * The plans of a search's reads: none reads a catalog table whole, and unless `readsRows`, none
   * collects rows from a table rather than from an index alone.
   */
  async function readsOf(query: string, readsRows = false) {
    const plans = await plansOfReads(t.db, () => search(query));
    for (const { text, steps } of plans)
      for (const table of CATALOG_TABLES) {
        expect(steps, text).not.toContain(`Seq Scan on ${table}`);
        if (!readsRows) expect(steps, text).not.toContain(`Bitmap Heap Scan on ${table}`);
      }
    return plans.map(({ steps }) => steps.join(' > '));
  }

  /** One of the reads has this shape. */
  const expectRead = (reads: string[], shape: RegExp) =>
    expect(
      reads.some((read) => shape.test(read)),
      `${shape} among\n${reads.join('\n')}`,
    ).toBe(true);

  /** The facet pass: its sample read index-only from one of the sample indexes. */
  const sampledIndexOnly =
    /^Subquery Scan > Index Only Scan on gig_search_\w*sample_idx > Aggregate/;

  it.each([
    ['?sort=relevance', 'gig_search_rating_idx'],
    ['?sort=best-selling', 'gig_search_hire_count_idx'],
    ['?sort=newest', 'gig_search_created_at_idx'],
    ['?sort=best-selling&pageIndex=600', 'gig_search_hire_count_idx'],
  ])(
    'with many matches (%s) walks the sort’s index alone to the page, with no sort',
    async (query, index) => {
      const reads = await readsOf(query);
      expect(reads).toContain(`Limit > Index Only Scan on ${index}`);
      expectRead(reads, sampledIndexOnly);
    },
  );

  // A filtered walk checks each entry's filter columns in the index itself (migration 0027).
  it('with a category of many matches walks the sort’s index alone, as the whole catalog does', async () => {
    const reads = await readsOf(`?maLoaiCongViec=${category}&sort=best-selling`);
    // The page's whole plan: a limit over the index, nothing sorted, no row read.
    expect(reads).toContain('Limit > Index Only Scan on gig_search_hire_count_idx');
    expectRead(reads, sampledIndexOnly);
  });

  it('with a subcategory’s few matches collects them from its index alone and sorts them', async () => {
    const reads = await readsOf(`?maChiTietLoaiCongViec=${detail.logo}&sort=best-selling`);
    expect(reads).toContain(
      'Limit > Index Only Scan on gig_search_detail_sample_idx > Sort > CTE Scan',
    );
    expectRead(reads, /^Subquery Scan > Index Only Scan on gig_search_detail_sample_idx/);
  });

  // Neither names a subcategory, whose gigs would be read too.
  it.each(['zebra', 'draw'])(
    'with a keyword of one word (%s) reads its terms’ index alone, for the facets and the page',
    async (word) => {
      const reads = await readsOf(`?keyword=${word}&sort=best-selling`);
      expect(reads).toContain('Limit > Sort > Index Only Scan on gig_search_terms_word_idx');
      expectRead(reads, /^Subquery Scan > Index Only Scan on gig_search_terms_word_idx/);
    },
  );

  it('with a keyword of several words reads its matches through the full-text index', async () => {
    const reads = await readsOf('?keyword=draw%20zebra&sort=best-selling', true);
    expectRead(
      reads,
      /^Subquery Scan > Bitmap Heap Scan on gig_search > Bitmap Index Scan on gig_search_words_idx/,
    );
  });
});
