import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paging } from '@giglane/contract/paging';
import { queryRows } from '../db/client';
import { insertJob } from '../testing/catalog';
import { call, contentOf, createTestApp, type TestApp } from '../testing/test-app';
import { untilHandled } from '../testing/until-handled';
import { recordEvents } from './outbox';
import { EXACT_TOTAL_MAX } from './paging';

/*
 * The admin lists' whole totals (decision 063): the exact number of rows, read from the changes
 * each statement appended, whoever wrote them (the API, a cascade, a bulk insert), and kept exact
 * when the outbox folds them.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createAdmin()).token;
});
afterAll(() => t?.close());

const LISTS = {
  users: '/api/users/phan-trang-tim-kiem',
  jobs: '/api/cong-viec/phan-trang-tim-kiem',
  hires: '/api/thue-cong-viec/phan-trang-tim-kiem',
  comments: '/api/binh-luan/phan-trang-tim-kiem',
} as const;

/** Each whole list's totalRow, and each table's count(*). */
async function totals() {
  const listed: Record<string, number> = {};
  const counted: Record<string, number> = {};
  for (const [table, path] of Object.entries(LISTS)) {
    const reply = await call(t.app, 'GET', `${path}?pageIndex=1&pageSize=1`, { token: admin });
    listed[table] = contentOf(paging(z.unknown()), reply.body).totalRow;
    counted[table] = await t.countRows(table);
  }
  return { listed, counted };
}

async function deltaRows() {
  return queryRows<{ table_name: string; rows: number }>(
    t.db,
    sql`select table_name, count(*)::int as rows from row_count_deltas group by table_name
         order by table_name`,
  );
}

/** One round of the outbox's fold, as an instance asks for it every minute. */
async function fold() {
  await recordEvents(t.db, [{ topic: 'row-counts.fold', payload: {} }]);
  t.app.outbox.wake();
  await untilHandled(t.db);
}

describe('the whole admin lists’ totals', () => {
  it('follow rows written and deleted, cascades and bulk inserts included, past 10,000', async () => {
    const seller = await t.createUser({ seller: true });
    const reviewer = await t.createUser();
    const gigs = [];
    for (const name of ['Counted logo', 'Counted mural', 'Counted poster'])
      gigs.push(await insertJob(t.db, { name, sellerId: seller.id }));
    for (const gig of gigs)
      expect(
        (
          await call(t.app, 'POST', '/api/binh-luan', {
            token: reviewer.token,
            body: {
              maCongViec: gig,
              noiDung: 'Counted',
              ngayBinhLuan: '01/03/2026',
              saoBinhLuan: 5,
            },
          })
        ).status,
      ).toBe(201);
    // More users than the lists ever count one by one, in one statement.
    await t.db.execute(sql`
      insert into users (name, email, password_hash)
      select 'Bulk ' || n, 'bulk' || n || '@example.com', 'not a real hash'
        from generate_series(1, ${EXACT_TOTAL_MAX + 5}) as n`);
    let { listed, counted } = await totals();
    expect(listed).toEqual(counted);
    expect(listed.users).toBeGreaterThan(EXACT_TOTAL_MAX);

    const deletedGig = await call(t.app, 'DELETE', `/api/cong-viec/${gigs[0]}`, { token: admin });
    expect(deletedGig.status).toBe(200);
    // The seller takes their other gigs and those gigs' reviews with them.
    const deletedUser = await call(t.app, 'DELETE', `/api/users?id=${seller.id}`, {
      token: admin,
    });
    expect(deletedUser.status).toBe(200);
    await t.db.execute(sql`delete from users where email like 'bulk%@example.com'`);
    ({ listed, counted } = await totals());
    expect(listed).toEqual(counted);
  });

  it('stay exact when the outbox folds each table’s changes into one row', async () => {
    const before = await totals();
    expect((await deltaRows()).some(({ rows }) => rows > 1)).toBe(true);

    await fold();
    expect((await deltaRows()).every(({ rows }) => rows === 1)).toBe(true);
    expect(await totals()).toEqual(before);

    // Folded, an idle database is not written again: the next fold leaves every row as it is.
    const ids = () =>
      queryRows<{ id: number }>(t.db, sql`select id from row_count_deltas order by id`);
    const folded = await ids();
    await fold();
    expect(await ids()).toEqual(folded);
  });
});
