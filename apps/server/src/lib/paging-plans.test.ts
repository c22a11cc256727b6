import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paging } from '@giglane/contract/paging';
import { queryRows } from '../db/client';
import { plansOfReads, tableReads, unboundedSorts } from '../testing/query-plans';
import { call, contentOf, createTestApp, type TestApp } from '../testing/test-app';

/*
 * The admin lists at any size: each page is read by walking one index to the page, with no sort of
 * the table and no sequential scan, and no reply carries more than its page. A large catalog is
 * what makes a wrong plan slow, so the plans are checked here on a small one, with sequential
 * scans priced as on a large table (planOf); the large runs are the benchmarks (bench:paging).
 */

let t: TestApp;
let token: string;

const SIZES = { users: 120, gigs: 150, orders: 140, reviews: 160 };
const PAGE = 10;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.createAdmin({ name: 'Plan Admin' })).token;
  await t.db.execute(sql`
    insert into users (name, email, password_hash, role)
    select 'Person ' || n, 'person' || n || '@example.com', 'not a real hash', 'USER'
      from generate_series(1, ${SIZES.users - 1}) as n`);
  await t.db.execute(sql`insert into job_details (name) values ('Plan detail')`);
  await t.db.execute(sql`
    insert into jobs (name, price, stars, rating_count, rating_total, creator_id, description,
                      short_description, detail_id)
    select 'Gig ' || n, 5 + n % 90, 1 + n % 5, 0, 0, (select min(id) from users), 'Long', 'Short',
           (select min(id) from job_details)
      from generate_series(1, ${SIZES.gigs}) as n`);
  // Each order buys its gig's own fields as a Basic package, as a gig without packages sells.
  await t.db.execute(sql`
    insert into hires (job_id, hirer_id, hired_on, state, seller_id, package_name,
                       package_description, package_features, package_extra,
                       package_delivery_days, package_revisions, package_price, total, placed_at)
    select j.id, (select max(id) from users), o.day, 'in_progress', j.creator_id, 'Basic',
           j.short_description, '{}', '', j.delivery_days, 1, j.price, j.price, o.day
      from generate_series(1, ${SIZES.orders}) as n
     cross join lateral (select date '2026-01-01' + n % 300 as day) as o
      join jobs j on j.id = (select min(id) from jobs) + n % ${SIZES.gigs}`);
  await t.db.execute(sql`
    insert into comments (job_id, author_id, commented_on, content, stars)
    select (select min(id) from jobs) + n % ${SIZES.gigs}, (select max(id) from users),
           date '2026-01-01' + n % 300, 'Fine work ' || n, 1 + n % 5
      from generate_series(1, ${SIZES.reviews}) as n`);
  // Index-only scans need the visibility map a vacuum sets, as autovacuum does on a live server.
  await t.db.execute(sql`vacuum analyze`);
}, 60_000);

afterAll(() => t?.close());

const row = z.object({ id: z.number() });

/** Each admin list, the index its id order walks, and a sort with the index that serves it. */
const LISTS = [
  {
    name: 'users',
    path: '/api/users/phan-trang-tim-kiem',
    total: SIZES.users,
    byId: 'users_pkey',
    sorted: { query: 'sortBy=name&sortOrder=desc', index: 'users_name_idx' },
    order: sql`select id from users order by lower(name) desc, id desc`,
  },
  {
    name: 'gigs',
    path: '/api/cong-viec/phan-trang-tim-kiem',
    total: SIZES.gigs,
    byId: 'jobs_pkey',
    sorted: { query: 'sortBy=giaTien', index: 'jobs_price_idx' },
    order: sql`select id from jobs order by price, id`,
  },
  {
    name: 'orders',
    path: '/api/thue-cong-viec/phan-trang-tim-kiem',
    total: SIZES.orders,
    byId: 'hires_pkey',
    sorted: { query: 'sortBy=ngayThue&sortOrder=desc', index: 'hires_hired_on_idx' },
    order: sql`select id from hires order by hired_on desc, id desc`,
  },
  {
    name: 'reviews',
    path: '/api/binh-luan/phan-trang-tim-kiem',
    total: SIZES.reviews,
    byId: 'comments_pkey',
    sorted: { query: 'sortBy=saoBinhLuan', index: 'comments_stars_idx' },
    order: sql`select id from comments order by stars, id`,
  },
];

/**
 * Asks for one page as the admin, checks the reply holds that page alone and its total, and
 * returns the plan shape of every read the request made.
 */
async function pageAndPlans(path: string, query: string, pageIndex: number, total: number) {
  let body: unknown;
  const url = `${path}?pageIndex=${pageIndex}&pageSize=${PAGE}${query ? `&${query}` : ''}`;
  const plans = await plansOfReads(t.db, async () => {
    const reply = await call(t.app, 'GET', url, { token });
    expect(reply.status, url).toBe(200);
    body = reply.body;
  });
  const content = contentOf(paging(row), body);
  expect(content.totalRow, url).toBe(total);
  expect(content.data, url).toHaveLength(Math.min(PAGE, total - (pageIndex - 1) * PAGE));
  return plans;
}

describe.each(LISTS)('the admin list of $name', (list) => {
  const deep = Math.ceil(list.total / PAGE) - 1;
  const cases = [
    { page: 1, query: '', index: list.byId },
    { page: deep, query: '', index: list.byId },
    { page: 1, query: list.sorted.query, index: list.sorted.index },
    { page: deep, query: list.sorted.query, index: list.sorted.index },
  ];

  it.each(cases)(
    'reads page $page ($query) by walking $index, with no sequential scan and no sort of the table',
    async ({ page, query, index }) => {
      const plans = await pageAndPlans(list.path, query, page, list.total);
      for (const { text, plan, steps } of plans) {
        expect(
          steps.filter((step) => step.startsWith('Seq Scan')),
          text,
        ).toEqual([]);
        expect(unboundedSorts(plan), text).toBe(0);
      }
      // The page's ids: a Limit straight over the sort's own index, read alone.
      expect(plans.map(({ steps }) => steps.join(' > '))).toContainEqual(
        expect.stringContaining(`Limit > Index Only Scan on ${index}`),
      );
    },
  );

  // The whole list's total is exact (decision 063), so a page past the middle walks from the end.
  it.each(['', list.sorted.query])(
    'reads a page of the second half (%s) from the end: its own rows, walking no entry before them',
    async (query) => {
      const sortedIds = (await queryRows<{ id: number }>(t.db, list.order)).map((r) => r.id);
      const ids = query ? sortedIds : [...sortedIds].sort((a, b) => a - b);
      for (const page of [deep, deep + 1]) {
        let body: unknown;
        const url = `${list.path}?pageIndex=${page}&pageSize=${PAGE}${query ? `&${query}` : ''}`;
        const plans = await plansOfReads(
          t.db,
          async () => {
            body = (await call(t.app, 'GET', url, { token })).body;
          },
          { analyze: true },
        );
        const content = contentOf(paging(row), body);
        expect(content.totalRow, url).toBe(list.total);
        expect(
          content.data.map((item) => item.id),
          url,
        ).toEqual(ids.slice((page - 1) * PAGE, page * PAGE));
        // The walk to the page: the sort's index, read without the table (the page's own rows are
        // then read by key).
        const walks = plans
          .flatMap(({ plan }) => tableReads(plan))
          .filter((read) => read.step.startsWith('Index Only Scan'));
        expect(walks.length, url).toBeGreaterThan(0);
        expect(walks.filter((read) => read.rows > 2 * PAGE)).toEqual([]);
      }
    },
  );
});
