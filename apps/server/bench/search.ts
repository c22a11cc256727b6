/*
 * Storefront search benchmark: the results pages' one call (`/api/cong-viec/tim-kiem`) for a
 * keyword, filters and facets, through the real app in-process (`app.inject`: routing, validation,
 * the envelope and the SQL, no sockets). Each query runs --runs times one at a time after a
 * warm-up (p50 and p95), then all of them from --connections loops at once (requests per second),
 * then once more with every SQL statement it sent explained (EXPLAIN ANALYZE), for the plans.
 *
 *   npm run bench:search -- [--runs N] [--connections C] [--plans FILE]
 *
 * It reads the already-seeded database of DATABASE_URL (seed one first: `npm run db:seed --
 * --jobs 1000000`) and changes nothing in it.
 */
import { parseArgs } from 'node:util';
import { openRecordedApp, timed } from './recorded-app';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '40' },
    connections: { type: 'string', default: '10' },
    plans: { type: 'string' },
  },
});
const runs = Number(values.runs);
const connections = Number(values.connections);
if (!Number.isInteger(runs) || runs < 2 || !Number.isInteger(connections) || connections < 1)
  throw new Error('--runs must be a whole number from 2, --connections from 1');

const { app, pool, writePlans, close } = await openRecordedApp();

const { rows: sizes } = await pool.query<{ gigs: number; listed: number; ids: number[] }>(
  `select (select count(*) from jobs)::int as gigs, (select count(*) from gig_search)::int as listed,
          array(select id from job_details order by id limit 1) || array(select id from job_types order by id limit 1) as ids`,
);
const { gigs, listed, ids } = sizes[0]!;
const [subcategory, category] = ids as [number, number];

const QUERIES: [name: string, query: string][] = [
  ['whole catalog, relevance', ''],
  ['keyword "logo"', 'keyword=logo'],
  ['keyword "logo design"', 'keyword=logo%20design'],
  ['keyword "design" (common)', 'keyword=design'],
  ['keyword "wordpress"', 'keyword=wordpress'],
  ['keyword with no match', 'keyword=zebraquartz'],
  ['keyword + filters', 'keyword=logo&sellerLevel=2,3&maxPrice=100&deliveryDays=3'],
  ['keyword, best selling', 'keyword=logo&sort=best-selling'],
  ['subcategory page', `maChiTietLoaiCongViec=${subcategory}`],
  [
    'subcategory + budget + delivery + pro',
    `maChiTietLoaiCongViec=${subcategory}&minPrice=20&maxPrice=200&deliveryDays=7&pro=true`,
  ],
  ['category page', `maLoaiCongViec=${category}`],
  ['category, newest', `maLoaiCongViec=${category}&sort=newest`],
  ['local + online sellers', 'local=true&online=true'],
  ['style filter', 'style=Minimalist,Vintage'],
  ['keyword, page 20', 'keyword=logo&pageIndex=20'],
];

const url = (query: string) => `/api/cong-viec/tim-kiem?pageSize=24&${query}`;

async function once(query: string) {
  const started = performance.now();
  const reply = await app.inject({ method: 'GET', url: url(query) });
  const ms = performance.now() - started;
  if (reply.statusCode !== 200) throw new Error(`${query}: ${reply.statusCode} ${reply.body}`);
  const content = reply.json<{ content: { totalRow: number; totalIsEstimate: boolean } }>().content;
  return { ms, total: content.totalRow, estimated: content.totalIsEstimate };
}

console.log(
  `PostgreSQL: ${gigs.toLocaleString('en')} gigs, ${listed.toLocaleString('en')} listed; pages of 24; ${runs} runs each after a warm-up\n`,
);
console.log('| query | matches | p50 ms | p95 ms |');
console.log('| ----- | ------: | -----: | -----: |');
for (const [name, query] of QUERIES) {
  const { p50, p95, last } = await timed(runs, () => once(query));
  const matches = `${last.estimated ? '≈ ' : ''}${last.total.toLocaleString('en')}`;
  console.log(`| ${name} | ${matches} | ${p50.toFixed(1)} | ${p95.toFixed(1)} |`);
}

// Every query in turn from several loops at once: what one instance serves under load.
const started = performance.now();
let served = 0;
await Promise.all(
  Array.from({ length: connections }, async (_, loop) => {
    for (let i = 0; i < runs; i += 1) {
      await once(QUERIES[(loop + i) % QUERIES.length]![1]);
      served += 1;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
console.log(
  `\n${connections} concurrent loops: ${served} requests in ${seconds.toFixed(1)} s, ${(served / seconds).toFixed(0)} requests/s`,
);

// The search's own estimate (an EXPLAIN) is shown as the statement it estimates.
if (values.plans)
  await writePlans(values.plans, QUERIES, once, (sent) => !/^explain/i.test(sent.query));

await close();
