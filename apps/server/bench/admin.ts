/*
 * Admin lists benchmark: every admin list (`phan-trang-tim-kiem` of users, gigs, orders, reviews
 * and categories, as the admin area pages them) at its first, middle and last page, sorted, and
 * with keywords common, rare, short and matching nothing, through the real app in-process
 * (`app.inject`: routing, validation, the envelope and the SQL, no sockets). Each query runs
 * --runs times one at a time after a warm-up (p50 and p95), then once more with every SQL statement
 * it sent explained (EXPLAIN ANALYZE) for --plans.
 *
 *   DATABASE_URL=postgres://…/giglane npm run bench:admin -- [--runs N] [--plans FILE]
 *
 * It reads the already-seeded database of DATABASE_URL and changes nothing in it but an admin
 * user it adds when there is none; seed a large catalog first (`npm run db:seed -- --jobs 1000000`).
 * The rare keywords are taken from the catalog's own last rows, so they match whatever it holds.
 */
import { parseArgs } from 'node:util';
import { openRecordedApp, timed } from './recorded-app';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '40' },
    plans: { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 2) throw new Error('--runs must be a whole number from 2');

const { app, pool, writePlans, close } = await openRecordedApp();
const one = async <T>(text: string) => (await pool.query<{ v: T }>(text)).rows[0]?.v;
const count = async (table: string) =>
  (await one<number>(`select count(*)::int as v from ${table}`))!;

const { rows: admins } = await pool.query<{ id: number; email: string }>(
  `insert into users (name, email, password_hash, role) values ('Bench Admin', 'admin@bench.giglane.dev', 'x', 'ADMIN')
   on conflict (lower(email)) do update set role = 'ADMIN' returning id, email`,
);
const token = await app.tokens.sign({ ...admins[0]!, role: 'ADMIN', sessionVersion: 0 });

/** The last `words` words of a text: a phrase that matches few rows besides its own. */
const phrase = (text: string | undefined, words = 100) =>
  encodeURIComponent((text ?? 'none').split(/\s+/).slice(-words).join(' '));
/** The e-mail of the catalog's last user but the benchmark's admin. */
const lastEmail = await one<string>(
  `select email as v from users where email <> 'admin@bench.giglane.dev' order by id desc limit 1`,
);

const LISTS = [
  {
    name: 'users',
    path: '/api/users/phan-trang-tim-kiem',
    table: 'users',
    sort: 'name',
    common: 'son',
    rare: phrase(lastEmail),
  },
  {
    name: 'gigs',
    path: '/api/cong-viec/phan-trang-tim-kiem',
    table: 'jobs',
    sort: 'giaTien',
    common: 'logo',
    rare: phrase(await one<string>('select name as v from jobs order by id desc limit 1')),
  },
  {
    name: 'orders',
    path: '/api/thue-cong-viec/phan-trang-tim-kiem',
    table: 'hires',
    sort: 'ngayThue',
    common: 'logo',
    rare: phrase(lastEmail),
  },
  {
    name: 'reviews',
    path: '/api/binh-luan/phan-trang-tim-kiem',
    table: 'comments',
    sort: 'saoBinhLuan',
    common: 'great',
    rare: phrase(
      await one<string>('select content as v from comments order by id desc limit 1'),
      4,
    ),
  },
  {
    name: 'categories',
    path: '/api/loai-cong-viec/phan-trang-tim-kiem',
    table: 'job_types',
    sort: 'tenLoaiCongViec',
    common: 'design',
    rare: phrase(await one<string>('select name as v from job_types order by id desc limit 1')),
  },
];

async function once(url: string) {
  const started = performance.now();
  const reply = await app.inject({ method: 'GET', url, headers: { token } });
  const ms = performance.now() - started;
  if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.statusCode} ${reply.body}`);
  return { ms, total: reply.json<{ content: { totalRow: number } }>().content.totalRow };
}

const sizes: string[] = [];
for (const list of LISTS)
  sizes.push(`${(await count(list.table)).toLocaleString('en')} ${list.name}`);
console.log(`PostgreSQL: ${sizes.join(', ')}; pages of 10; ${runs} runs each after a warm-up\n`);
console.log('| list | page | query | totalRow | p50 ms | p95 ms |');
console.log('| ---- | ---- | ----- | -------: | -----: | -----: |');

const measured: [name: string, url: string][] = [];
for (const list of LISTS) {
  const last = Math.max(1, Math.ceil((await count(list.table)) / 10));
  const middle = Math.max(1, Math.ceil(last / 2));
  const sorted = `sortBy=${list.sort}&sortOrder=desc`;
  const queries: [name: string, query: string][] = [
    ['first page', 'pageIndex=1'],
    ['middle page', `pageIndex=${middle}`],
    ['last page', `pageIndex=${last}`],
    ['sorted, first', `pageIndex=1&${sorted}`],
    ['sorted, middle', `pageIndex=${middle}&${sorted}`],
    ['sorted, last', `pageIndex=${last}&${sorted}`],
    ['common keyword', `pageIndex=1&keyword=${list.common}`],
    ['common keyword, page 500', `pageIndex=500&keyword=${list.common}`],
    ['common keyword, sorted', `pageIndex=1&keyword=${list.common}&${sorted}`],
    ['rare keyword', `pageIndex=1&keyword=${list.rare}`],
    ['short keyword (no trigram)', 'pageIndex=1&keyword=an'],
    ['keyword with no match', 'pageIndex=1&keyword=zebraquartz'],
  ];
  for (const [name, query] of queries) {
    const url = `${list.path}?pageSize=10&${query}`;
    const { p50, p95, last: reply } = await timed(runs, () => once(url));
    console.log(
      `| ${list.name} | ${name} | \`${query}\` | ${reply.total.toLocaleString('en')} | ${p50.toFixed(1)} | ${p95.toFixed(1)} |`,
    );
    measured.push([`${list.name}, ${name}`, url]);
  }
}

// Every statement of each page but the total's planner estimate (an EXPLAIN, the count's own plan).
if (values.plans)
  await writePlans(values.plans, measured, once, (sent) => /^(select|with)/i.test(sent.query));

await close();
