/*
 * Deep-page benchmark: the first page against a deep one (and one near the end of each list) of
 * every `phan-trang-tim-kiem`, through the real app in-process (`app.inject`: routing,
 * validation, the envelope and the SQL, no sockets), one request at a time.
 *
 *   npm run bench:paging -- [--runs N] [--page-size S]
 *
 * It reads the already-seeded database of DATABASE_URL, or the embedded one in DATA_DIR, and
 * changes nothing in it; seed a large catalog first (`npm run db:seed -- --jobs 300000`).
 * Admin lists are read as the seeded admin (ADMIN_EMAIL and ADMIN_PASSWORD).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { temporaryFileStore } from '../src/testing/temporary-file-store';
import { loadConfig } from '../src/config';
import { openDatabase, queryRows } from '../src/db/client';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    'page-size': { type: 'string', default: '10' },
  },
});
const runs = Number(values.runs);
const pageSize = Number(values['page-size']);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(pageSize) || pageSize < 1)
  throw new Error('--runs and --page-size must be whole numbers, 1 or more');

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
const app = await buildApp({
  config: { apiKeys: [], corsOrigins: [], publicUrl: undefined, authRateLimit: 1000 },
  db: database.db,
  fileStore: (await temporaryFileStore()).store,
  jwtSecret: randomBytes(32).toString('hex'),
});
await app.ready();

const signIn = await app.inject({
  method: 'POST',
  url: '/api/auth/signin',
  payload: { email: config.adminEmail, password: config.adminPassword },
});
const token = signIn.json<{ content?: { token?: string } }>().content?.token;
if (!token) throw new Error(`Signing in as ${config.adminEmail} failed: ${signIn.body}`);

const [rows] = await queryRows<Record<string, number>>(
  database.db,
  sql`select (select count(*) from users)::int as users, (select count(*) from jobs)::int as jobs,
             (select count(*) from hires)::int as hires, (select count(*) from comments)::int as comments,
             (select count(*) from job_types)::int as "jobTypes"`,
);
const sizes = rows!;
console.log(
  `${database.kind}: ${Object.entries(sizes)
    .map(([name, n]) => `${n.toLocaleString('en')} ${name}`)
    .join(', ')}; pages of ${pageSize}, median of ${runs} calls after one warm-up\n`,
);

const lists = [
  {
    name: 'jobs',
    path: '/api/cong-viec/phan-trang-tim-kiem',
    rows: sizes.jobs!,
    sort: 'giaTien',
    keyword: 'logo',
  },
  {
    name: 'users',
    path: '/api/users/phan-trang-tim-kiem',
    rows: sizes.users!,
    sort: 'name',
    keyword: 'an',
  },
  {
    name: 'hires',
    path: '/api/thue-cong-viec/phan-trang-tim-kiem',
    rows: sizes.hires!,
    sort: 'ngayThue',
    keyword: 'logo',
  },
  {
    name: 'comments',
    path: '/api/binh-luan/phan-trang-tim-kiem',
    rows: sizes.comments!,
    sort: 'saoBinhLuan',
    keyword: 'great',
  },
  {
    name: 'jobTypes',
    path: '/api/loai-cong-viec/phan-trang-tim-kiem',
    rows: sizes.jobTypes!,
    sort: 'tenLoaiCongViec',
    keyword: 'design',
  },
];

async function median(url: string): Promise<{ ms: number; totalRow: number; data: number }> {
  const times: number[] = [];
  let content = { totalRow: 0, data: [] as unknown[] };
  for (let run = 0; run <= runs; run += 1) {
    const started = performance.now();
    const reply = await app.inject({ method: 'GET', url, headers: { token } });
    const elapsed = performance.now() - started;
    if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.statusCode} ${reply.body}`);
    content = reply.json<{ content: typeof content }>().content;
    if (run > 0) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return {
    ms: times[Math.floor(times.length / 2)]!,
    totalRow: content.totalRow,
    data: content.data.length,
  };
}

console.log('| list | query | rows | totalRow | ms (median) |');
console.log('| ---- | ----- | ---: | -------: | ----------: |');
for (const list of lists) {
  const last = Math.max(1, Math.ceil(list.rows / pageSize));
  const queries = [
    'pageIndex=1',
    'pageIndex=50000',
    `pageIndex=${last}`,
    `pageIndex=1&sortBy=${list.sort}&sortOrder=desc`,
    `pageIndex=50000&sortBy=${list.sort}&sortOrder=desc`,
    `pageIndex=${last}&sortBy=${list.sort}&sortOrder=desc`,
    `pageIndex=1&keyword=${list.keyword}`,
    `pageIndex=50000&keyword=${list.keyword}`,
    `pageIndex=1&keyword=${list.keyword}&sortBy=${list.sort}`,
    `pageIndex=50000&keyword=${list.keyword}&sortBy=${list.sort}`,
  ];
  for (const query of queries) {
    const result = await median(`${list.path}?pageSize=${pageSize}&${query}`);
    console.log(
      `| ${list.name} | \`${query}\` | ${result.data} | ${result.totalRow.toLocaleString('en')} | ${result.ms.toFixed(1)} |`,
    );
  }
}

// The results pages' search: its total comes with the facets, which count every match anyway.
const last = Math.ceil(sizes.jobs! / pageSize);
for (const query of [
  'maLoaiCongViec=1&sort=best-selling',
  'sort=best-selling',
  'sort=newest',
  'keyword=logo',
]) {
  for (const pageIndex of [1, 50000, last]) {
    const result = await median(
      `/api/cong-viec/tim-kiem?${query}&pageSize=${pageSize}&pageIndex=${pageIndex}`,
    );
    console.log(
      `| search | \`${query}&pageIndex=${pageIndex}\` | ${result.data} | ${result.totalRow.toLocaleString('en')} | ${result.ms.toFixed(1)} |`,
    );
  }
}

await app.close();
await database.close();
