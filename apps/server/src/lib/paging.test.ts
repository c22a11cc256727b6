import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { review } from '@giglane/contract/reviews';
import { order } from '@giglane/contract/orders';
import { gig } from '@giglane/contract/gigs';
import { category } from '@giglane/contract/categories';
import { paging, sortColumns } from '@giglane/contract/paging';
import { user } from '@giglane/contract/users';
import { queryRows } from '../db/client';
import { reviews, subcategories, gigs, categories, users } from '../db/schema';
import { insertOrders } from '../testing/orders';
import { countStatements } from '../testing/statement-count';
import { call, contentOf, createTestApp, type TestApp } from '../testing/test-app';
import { EXACT_TOTAL_MAX, pagedByIds } from './paging';

/*
 * Every list page, deep ones included, must hold exactly the rows of the naive query: the whole
 * list, filtered and sorted by the rule (names and emails ignoring case, the id breaking ties in
 * the sort's direction), cut into pages. The lists here have many equal values, so ties matter.
 */

let t: TestApp;
let token: string;

const NAMES = ['alpha walrus', 'Alpha', 'BETA walrus', 'beta', 'Gamma WALRUS', 'gamma'];

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.createAdmin({ name: 'Paging Admin' })).token;
  const people = await t.db
    .insert(users)
    .values(
      Array.from({ length: 23 }, (_, i) => ({
        name: NAMES[i % NAMES.length]!,
        email: `${['Zed', 'amy', 'Bob'][i % 3]}${i}@example.com`,
        passwordHash: 'not a real hash',
        role: i % 4 === 0 ? 'ADMIN' : 'USER',
      })),
    )
    .returning({ id: users.id });
  const [detail] = await t.db
    .insert(subcategories)
    .values({ name: 'Paging detail' })
    .returning({ id: subcategories.id });
  const gigRows = await t.db
    .insert(gigs)
    .values(
      Array.from({ length: 37 }, (_, i) => ({
        name: NAMES[(i * 5) % NAMES.length]!,
        price: (i % 4) * 10,
        stars: 1 + (i % 5),
        ratingCount: i % 3,
        ratingTotal: (i % 3) * (1 + (i % 5)),
        sellerId: people[i % people.length]!.id,
        description: 'A description',
        shortDescription: 'Short',
        subcategoryId: detail!.id,
      })),
    )
    .returning({ id: gigs.id });
  await insertOrders(
    t.db,
    Array.from({ length: 29 }, (_, i) => ({
      gigId: gigRows[(i * 7) % gigRows.length]!.id,
      buyerId: people[(i * 3) % people.length]!.id,
      orderedOn: `2026-0${1 + (i % 3)}-1${i % 2}`,
      state: i % 3 === 0 ? 'completed' : 'in_progress',
    })),
  );
  await t.db.insert(reviews).values(
    Array.from({ length: 31 }, (_, i) => ({
      gigId: gigRows[(i * 3) % gigRows.length]!.id,
      reviewerId: people[(i * 5) % people.length]!.id,
      reviewedOn: `2026-0${1 + (i % 2)}-0${1 + (i % 3)}`,
      content: i % 2 === 0 ? 'Great walrus work' : 'fine',
      stars: 1 + (i % 5),
    })),
  );
  await t.db.insert(categories).values([...NAMES, ...NAMES, ...NAMES].map((name) => ({ name })));
});

afterAll(async () => {
  await t?.close();
});

type Row = { id: number } & Record<string, unknown>;

/** The sort key of a wire value as the server orders it. */
function keyOf(value: unknown): string | number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return value;
  const text = String(value);
  const dayFirst = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return dayFirst ? `${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]}` : text.toLowerCase();
}

/** The naive answer: the whole list, sorted by the rule. */
function sorted(rows: Row[], sortBy: string | undefined, sortOrder: 'asc' | 'desc'): number[] {
  const sign = sortBy && sortOrder === 'desc' ? -1 : 1;
  return [...rows]
    .sort((a, b) => {
      if (sortBy) {
        const [x, y] = [keyOf(a[sortBy]), keyOf(b[sortBy])];
        if (x !== y) return x < y ? -sign : sign;
      }
      return (a.id - b.id) * sign;
    })
    .map((row) => row.id);
}

/** Every page of a list, fetched one by one up to the first short page, and the totals seen. */
async function pagesOf(path: string, query: string, item: z.ZodType<Row>) {
  const pageSize = 4;
  const ids: number[] = [];
  const totals = new Set<number>();
  for (let pageIndex = 1; ; pageIndex += 1) {
    const reply = await call(
      t.app,
      'GET',
      `${path}?pageSize=${pageSize}&pageIndex=${pageIndex}&${query}`,
      { token },
    );
    expect(reply.status, query).toBe(200);
    const content = contentOf(paging(item), reply.body);
    totals.add(content.totalRow);
    ids.push(...content.data.map((row) => row.id));
    if (content.data.length < pageSize) return { ids, totals: [...totals] };
  }
}

const lists = [
  {
    name: 'jobs',
    path: '/api/cong-viec/phan-trang-tim-kiem',
    all: '/api/cong-viec',
    item: gig,
    columns: sortColumns.jobs,
    keyword: 'WALRUS',
    matches: (row: Row) => String(row.tenCongViec).toLowerCase().includes('walrus'),
  },
  {
    name: 'users',
    path: '/api/users/phan-trang-tim-kiem',
    all: '/api/users',
    item: user,
    columns: sortColumns.users,
    keyword: 'AMY',
    matches: (row: Row) => `${String(row.name)} ${String(row.email)}`.toLowerCase().includes('amy'),
  },
  {
    name: 'hires',
    path: '/api/thue-cong-viec/phan-trang-tim-kiem',
    all: '/api/thue-cong-viec',
    item: order,
    columns: sortColumns.hires,
    keyword: undefined,
    matches: () => true,
  },
  {
    name: 'comments',
    path: '/api/binh-luan/phan-trang-tim-kiem',
    all: '/api/binh-luan',
    item: review,
    columns: sortColumns.comments,
    keyword: 'great walrus',
    matches: (row: Row) => String(row.noiDung).toLowerCase().includes('great walrus'),
  },
  {
    name: 'job types',
    path: '/api/loai-cong-viec/phan-trang-tim-kiem',
    all: '/api/loai-cong-viec',
    item: category,
    columns: sortColumns.jobTypes,
    keyword: 'walrus',
    matches: (row: Row) => String(row.tenLoaiCongViec).toLowerCase().includes('walrus'),
  },
] as const;

describe('list pages', () => {
  for (const list of lists) {
    it(`${list.name}: every page of every sort holds the naive query's rows`, async () => {
      const everything = await call(t.app, 'GET', list.all, { token });
      const item = list.item as unknown as z.ZodType<Row>;
      const rows = contentOf(z.array(item), everything.body);
      for (const keyword of [undefined, list.keyword]) {
        const matching = keyword ? rows.filter(list.matches) : rows;
        expect(matching.length, `${list.name} ${keyword}`).toBeGreaterThan(4);
        for (const sortBy of [undefined, ...list.columns])
          for (const sortOrder of ['asc', 'desc'] as const) {
            const query = new URLSearchParams({
              ...(keyword ? { keyword } : {}),
              ...(sortBy ? { sortBy } : {}),
              sortOrder,
            }).toString();
            const seen = await pagesOf(list.path, query, item);
            expect(seen.ids, query).toEqual(sorted(matching, sortBy, sortOrder));
            expect(seen.totals, query).toEqual([matching.length]);
          }
      }
    });
  }

  it("hires: a keyword matches the gig's name or the hirer's name or email, long or short", async () => {
    const list = async <T extends z.ZodType>(path: string, schema: T) =>
      contentOf(z.array(schema), (await call(t.app, 'GET', path, { token })).body);
    const gigNames = new Map(
      (await list('/api/cong-viec', gig)).map((row) => [row.id, row.tenCongViec]),
    );
    const people = new Map((await list('/api/users', user)).map((row) => [row.id, row]));
    const all = await list('/api/thue-cong-viec', order);
    for (const keyword of ['WALRUS', 'amy1', 'wa', 'y1']) {
      const expected = all
        .filter((row) => {
          const hirer = people.get(row.maNguoiThue)!;
          return [gigNames.get(row.maCongViec), hirer.name, hirer.email].some((text) =>
            text?.toLowerCase().includes(keyword.toLowerCase()),
          );
        })
        .map((row) => row.id);
      expect(expected.length, keyword).toBeGreaterThan(0);
      const seen = await pagesOf(
        '/api/thue-cong-viec/phan-trang-tim-kiem',
        `keyword=${keyword}`,
        order,
      );
      expect(seen.ids, keyword).toEqual(expected);
      expect(seen.totals, keyword).toEqual([expected.length]);
    }
  });

  it('a keyword page reads its matches once, as one array parameter, and counts them no more', async () => {
    const statements = countStatements(t.db);
    // The lists of whole tables: the job types are few, and counted as they are paged.
    const keywordLists = [
      ...lists.filter((list) => list.keyword && list.name !== 'job types'),
      { ...lists[2], keyword: 'walrus' },
    ];
    for (const list of keywordLists) {
      statements.reset();
      const reply = await call(
        t.app,
        'GET',
        `${list.path}?pageSize=4&pageIndex=2&keyword=${encodeURIComponent(list.keyword!)}`,
        { token },
      );
      expect(reply.status, list.name).toBe(200);
      const sent = statements.statements();
      expect(
        sent.filter((text) => /count\(\*\)/i.test(text)),
        list.name,
      ).toEqual([]);
      // Thousands of matches would otherwise be as many parameters of the page's statement.
      expect(
        sent.filter((text) => /\$9\b/.test(text)),
        list.name,
      ).toEqual([]);
    }
  });

  it('search: deep pages hold the rows of one long first page, for every sort', async () => {
    const ids = async (query: string) => {
      const reply = await call(t.app, 'GET', `/api/cong-viec/tim-kiem?${query}`);
      expect(reply.status, query).toBe(200);
      return (reply.body!.content as { data: { id: number }[] }).data.map((row) => row.id);
    };
    for (const query of ['sort=best-selling', 'sort=newest', 'keyword=walrus', 'keyword=alpha']) {
      const whole = await ids(`${query}&pageSize=100`);
      expect(whole.length, query).toBeGreaterThan(4);
      const paged: number[] = [];
      for (let pageIndex = 1; pageIndex <= Math.ceil(whole.length / 4); pageIndex += 1)
        paged.push(...(await ids(`${query}&pageSize=4&pageIndex=${pageIndex}`)));
      expect(paged, query).toEqual(whole);
    }
  });

  it('names and emails sort ignoring case, the id breaking ties in the same direction', async () => {
    const page = async (query: string) => {
      const reply = await call(t.app, 'GET', `/api/users/phan-trang-tim-kiem?${query}`, { token });
      return contentOf(paging(user), reply.body).data;
    };
    const names = (await page('sortBy=name&pageSize=100')).map((row) => row.name);
    expect(names.filter((name, i) => name !== names[i - 1])).toEqual([
      'Alpha',
      'alpha walrus',
      'beta',
      'BETA walrus',
      'gamma',
      'Gamma WALRUS',
      'Paging Admin',
    ]);
    const descending = await page('sortBy=name&sortOrder=desc&pageSize=3');
    expect(descending.map((row) => row.name)).toEqual([
      'Paging Admin',
      'Gamma WALRUS',
      'Gamma WALRUS',
    ]);
    expect(descending[1]!.id).toBeGreaterThan(descending[2]!.id);
    const [lastEmail] = await page('sortBy=email&sortOrder=desc&pageSize=1');
    expect(lastEmail?.email).toBe('Zed9@example.com');
  });

  it(`counts up to ${EXACT_TOTAL_MAX.toLocaleString('en')} matches and estimates beyond`, async () => {
    const before = await t.countRows('job_types');
    const extra = EXACT_TOTAL_MAX + 50;
    await t.db.execute(
      sql`insert into job_types (name) select 'Bulk type ' || n from generate_series(1, ${extra}) n`,
    );
    await t.db.execute(sql`analyze job_types`);
    const page = async (query: string) => {
      const reply = await call(t.app, 'GET', `/api/loai-cong-viec/phan-trang-tim-kiem?${query}`);
      return contentOf(paging(category), reply.body);
    };

    const all = await page('pageSize=10');
    expect(all.totalRow).toBeGreaterThan(EXACT_TOTAL_MAX);
    expect(Math.abs(all.totalRow - (before + extra))).toBeLessThan((before + extra) / 10);

    // Deep pages stay exact whatever the total says.
    const last = await page(`pageSize=10&pageIndex=${Math.ceil((before + extra) / 10)}`);
    const [tail] = await queryRows<{ ids: number[] }>(
      t.db,
      sql`select array_agg(id order by id) as ids from (select id from job_types order by id
          offset ${Math.floor((before + extra - 1) / 10) * 10}) tail`,
    );
    expect(last.data.map((row) => row.id)).toEqual(tail!.ids);

    // A narrower keyword is counted exactly again.
    const some = await page('keyword=bulk type 99');
    expect(some.totalRow).toBe(111);
  });

  it('takes the word of a caller that has seen more matches than it counts: no second count', async () => {
    const few = await pagedByIds(
      t.db,
      { pageIndex: 1, pageSize: 2, keyword: null },
      {
        matches: () => t.db.select({ id: categories.id }).from(categories).$dynamic(),
        id: categories.id,
        total: 'beyond-exact',
        rows: (ids) =>
          t.db
            .select({ id: categories.id })
            .from(categories)
            .innerJoin(ids, eq(ids.id, categories.id))
            .orderBy(categories.id),
      },
    );
    expect(few.totalRow).toBeGreaterThan(EXACT_TOTAL_MAX);
    expect(few.data).toHaveLength(2);
  });
});
