import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paging } from '@giglane/contract/paging';
import { plansOfReads, tableReads } from '../testing/query-plans';
import { call, contentOf, createTestApp, type TestApp } from '../testing/test-app';
import { EXACT_TOTAL_MAX } from './paging';

/*
 * A keyword on the admin lists, at any frequency: no statement of a page reads more than
 * EXACT_TOTAL_MAX + 1 rows of a table, however many rows match. A common keyword ("great" in a
 * fifth of the reviews of a large catalog) used to be read whole, to count it; here each list has
 * a keyword matching more rows than that bound, and one matching a few, whose total stays exact
 * (its pages may sort its few ids). The plans are explained and run (EXPLAIN ANALYZE) with
 * sequential scans priced out, as on a large table (planOf).
 */

const COMMON = EXACT_TOTAL_MAX + 300;
const OTHERS = 200;
const PAGE = 10;

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.createAdmin({ name: 'Keyword Admin' })).token;
  await t.db.execute(sql`
    insert into users (name, email, password_hash, role)
    select 'Person ' || n, 'person' || n || '@example.com', 'not a real hash', 'USER'
      from generate_series(1, ${COMMON}) as n`);
  await t.db.execute(sql`insert into job_details (name) values ('Keyword detail')`);
  await t.db.execute(sql`
    insert into jobs (name, price, stars, rating_count, rating_total, creator_id, description,
                      short_description, detail_id)
    select case when n <= ${COMMON} then 'Great mascot ' || n else 'Logo ' || n end, 5 + n % 90,
           1 + n % 5, 0, 0, (select min(id) from users), 'Long', 'Short',
           (select min(id) from job_details)
      from generate_series(1, ${COMMON + OTHERS}) as n`);
  // Most reviews say "great"; the last ones, "Fine", are of gigs named "Great mascot" but one; those
  // of the gigs named Logo are found by their gig's name.
  await t.db.execute(sql`
    insert into comments (job_id, author_id, commented_on, content, stars)
    select (select max(id) from jobs) - n % ${COMMON + OTHERS}, (select max(id) from users),
           date '2026-01-01' + n % 300,
           case when n <= ${COMMON} then 'Great work ' || n else 'Fine ' || n end, 1 + n % 5
      from generate_series(1, ${COMMON + OTHERS}) as n`);
  await t.db.execute(sql`vacuum analyze`);
  // Seeding 10,300 matches of each kind took past two minutes on a two-core machine busy with a
  // browser run and the rest of the suite.
}, 300_000);

afterAll(() => t?.close());

/** A row of any list; reviews carry their text. */
const row = z.object({ id: z.number(), noiDung: z.string().optional() });

const LISTS = [
  {
    name: 'reviews',
    path: '/api/binh-luan/phan-trang-tim-kiem',
    common: 'great',
    rare: { keyword: 'logo', total: OTHERS },
    sort: 'sortBy=saoBinhLuan&sortOrder=desc',
  },
  {
    name: 'gigs',
    path: '/api/cong-viec/phan-trang-tim-kiem',
    common: 'mascot',
    rare: { keyword: 'logo', total: OTHERS },
    sort: 'sortBy=giaTien',
  },
  {
    name: 'users',
    path: '/api/users/phan-trang-tim-kiem',
    common: 'person',
    // Person 77, 770–779 and 7700–7799.
    rare: { keyword: 'person77', total: 111 },
    sort: 'sortBy=name&sortOrder=desc',
  },
];

/** One page as the admin: its reply, and every table read of every statement it ran. */
async function pageAndReads(path: string, query: string) {
  let body: unknown;
  const url = `${path}?pageSize=${PAGE}&${query}`;
  const plans = await plansOfReads(
    t.db,
    async () => {
      const reply = await call(t.app, 'GET', url, { token });
      expect(reply.status, url).toBe(200);
      body = reply.body;
    },
    { analyze: true },
  );
  return {
    content: contentOf(paging(row), body),
    reads: plans.flatMap(({ text, plan }) => tableReads(plan).map((read) => ({ ...read, text }))),
  };
}

describe.each(LISTS)('a keyword on the admin list of $name', (list) => {
  it.each(['pageIndex=1', 'pageIndex=40', `pageIndex=1&${list.sort}`, `pageIndex=40&${list.sort}`])(
    'a common keyword, %s: a full page, and no statement reads every match',
    async (query) => {
      const { content, reads } = await pageAndReads(list.path, `keyword=${list.common}&${query}`);
      expect(content.data).toHaveLength(PAGE);
      expect(content.totalRow).toBeGreaterThan(EXACT_TOTAL_MAX);
      expect(reads.filter((read) => read.rows > EXACT_TOTAL_MAX + 1)).toEqual([]);
      expect(reads.filter((read) => read.step.startsWith('Seq Scan'))).toEqual([]);
    },
  );

  if (list.name === 'reviews')
    it('a common keyword also lists reviews found by their gig’s name alone', async () => {
      const { content } = await pageAndReads(
        list.path,
        'keyword=great&sortBy=id&sortOrder=desc&pageIndex=1',
      );
      expect(content.totalRow).toBeGreaterThan(EXACT_TOTAL_MAX);
      expect(content.data.map(({ noiDung }) => noiDung?.split(' ')[0])).toEqual(
        Array(PAGE).fill('Fine'),
      );
    });

  it('a rare keyword: its exact total, and its pages read from its matches alone', async () => {
    const { keyword, total } = list.rare;
    const last = Math.ceil(total / PAGE);
    for (const pageIndex of [1, last]) {
      const { content, reads } = await pageAndReads(
        list.path,
        `keyword=${keyword}&pageIndex=${pageIndex}&${list.sort}`,
      );
      expect(content.totalRow).toBe(total);
      expect(content.data).toHaveLength(pageIndex === last ? total - (last - 1) * PAGE : PAGE);
      expect(reads.filter((read) => read.rows > total)).toEqual([]);
      expect(reads.filter((read) => read.step.startsWith('Seq Scan'))).toEqual([]);
    }
  });
});
