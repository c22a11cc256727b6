/*
 * Admin order list benchmark: every kind of page of Manage Service
 * (`/api/thue-cong-viec/phan-trang-tim-kiem`) at a million orders, through the real app
 * in-process (`app.inject`: routing, validation, the envelope and the SQL, no sockets). Each query
 * runs --runs times one at a time after a warm-up (p50 and p95), then once more with every SQL
 * statement it sent explained (EXPLAIN ANALYZE) for --plans.
 *
 *   DATABASE_URL=postgres://…/giglane_orders npm run bench:orders -- [--orders N] [--runs N] [--plans FILE]
 *
 * On a database with fewer than --orders orders it first adds what is missing, straight in SQL:
 * 100,000 buyers and 300,000 gigs with a Basic package when it has fewer, then orders of random
 * gigs by random buyers in every state. Use a database of its own: it writes to it.
 */
import { parseArgs } from 'node:util';
import { openRecordedApp, timed } from './recorded-app';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '40' },
    plans: { type: 'string' },
  },
});
const target = Number(values.orders);
const runs = Number(values.runs);
if (!Number.isInteger(target) || target < 1 || !Number.isInteger(runs) || runs < 2)
  throw new Error('--orders must be a whole number from 1, --runs from 2');

// Delivered orders stay delivered while it measures: the completion job finds none due.
const NEVER = 100 * 365 * 86_400_000;
const HOUR = 3_600_000;
const { app, pool, writePlans, close } = await openRecordedApp({
  orders: { autoCompleteAfterMs: NEVER, autoCompleteEveryMs: HOUR },
});
const count = async (table: string) =>
  (await pool.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;

const BUYERS = 100_000;
const GIGS = 300_000;
const BATCH = 100_000;
const WORDS = ['logo', 'website', 'banner', 'video', 'podcast', 'article', 'mascot', 'flyer'];

/**
 * Adds what is missing in bulk, on one connection with triggers off (session_replication_role,
 * which needs a superuser): every column the triggers would fill is written here, the way they
 * would write it, and the gigs' order counts are recounted at the end.
 */
async function fill() {
  const started = performance.now();
  const client = await pool.connect();
  await client.query('set session_replication_role = replica');
  if ((await count('users')) < BUYERS)
    await client.query(
      `insert into users (name, email, password_hash, seller_since)
       select 'Bench Person ' || i, 'person' || i || '@bench.giglane.dev', 'x', now()
         from generate_series((select count(*) from users) + 1, $1) as i`,
      [BUYERS],
    );
  if ((await count('jobs')) < GIGS) {
    await client.query(`insert into job_details (name) select 'Bench subcategory'
                         where not exists (select 1 from job_details)`);
    for (let done = await count('jobs'); done < GIGS; done += BATCH)
      await client.query(
        `with people as (select id, row_number() over (order by id) - 1 as n from users),
         made as (
           insert into jobs (name, price, creator_id, description, short_description, detail_id)
           select 'I will make a ' || ($3::text[])[1 + i % ${WORDS.length}] || ' ' || i, 5 + i % 200,
                  people.id, '', 'Bench gig', (select min(id) from job_details)
             from generate_series($1::int, $2::int) as i
             join people on people.n = (i::bigint * 7919) % $4
           returning id, price)
         insert into gig_packages (gig_id, tier, name, description, price, delivery_days, revisions)
         select id, 0, 'Basic', 'Bench gig', price, 3, 1 from made`,
        [done + 1, Math.min(GIGS, done + BATCH), WORDS, await count('users')],
      );
  }
  // Orders in every state, as a marketplace's history leaves them: most completed. The state is
  // drawn by a hash of its own, so it says nothing of the gig's name.
  for (let done = await count('hires'); done < target; done += BATCH) {
    await client.query(
      `with gigs as (select id, row_number() over (order by id) - 1 as n from jobs),
            people as (select id, row_number() over (order by id) - 1 as n from users),
       picked as (
         select i, gigs.id as job_id, people.id as hirer_id,
                now() - ((i % 730) || ' days')::interval - ((i % 1440) || ' minutes')::interval as placed,
                (array['completed', 'completed', 'completed', 'completed', 'completed', 'completed',
                       'in_progress', 'in_progress', 'delivered', 'placed', 'revision_requested',
                       'cancelled'])[1 + (i::bigint * 2654435761) % 4294967291 % 12] as state
           from generate_series($1::int, $2::int) as i
           join gigs on gigs.n = (i::bigint * 104729) % $3
           join people on people.n = (i::bigint * 15485863) % $4)
       insert into hires (job_id, hirer_id, seller_id, hired_on, state, package_name,
                          package_description, package_features, package_extra,
                          package_delivery_days, package_revisions, package_price, total,
                          placed_at, started_at, due_at, delivered_at, completed_at, cancelled_at,
                          cancel_reason, keywords)
       select p.job_id, p.hirer_id, j.creator_id, p.placed::date, p.state, 'Basic', 'Bench gig',
              '{}', '', 3, 1, j.price, j.price, p.placed,
              case when p.state in ('placed', 'cancelled') then null else p.placed end,
              case when p.state in ('placed', 'cancelled') then null else p.placed + interval '3 days' end,
              case when p.state = 'completed' then p.placed + interval '2 days'
                   when p.state = 'delivered' then now() - interval '1 day' end,
              case when p.state = 'completed' then p.placed + interval '3 days' end,
              case when p.state = 'cancelled' then p.placed + interval '1 hour' end,
              case when p.state = 'cancelled' then 'Bench' end,
              lower(j.name || E'\\n' || u.name || E'\\n' || u.email)
         from picked p join jobs j on j.id = p.job_id join users u on u.id = p.hirer_id`,
      [done + 1, Math.min(target, done + BATCH), await count('jobs'), await count('users')],
    );
    process.stdout.write(`\r${Math.min(target, done + BATCH).toLocaleString('en')} orders`);
  }
  await client.query(
    `update jobs set hire_count = counted.n
       from (select job_id, count(*)::int as n from hires group by job_id) counted
      where counted.job_id = jobs.id`,
  );
  await client.query('set session_replication_role = origin');
  client.release();
  await pool.query('vacuum analyze');
  console.log(`\nFilled in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

if ((await count('hires')) < target) await fill();

const { rows: admins } = await pool.query<{ id: number; email: string }>(
  `insert into users (name, email, password_hash, role) values ('Bench Admin', 'admin@bench.giglane.dev', 'x', 'ADMIN')
   on conflict (lower(email)) do update set role = 'ADMIN' returning id, email`,
);
const token = await app.tokens.sign({ ...admins[0]!, role: 'ADMIN', sessionVersion: 0 });

const orders = await count('hires');
const lastPage = Math.ceil(orders / 10);
const QUERIES: [name: string, query: string][] = [
  ['first page', 'pageIndex=1'],
  ['deep page', 'pageIndex=50000'],
  ['last page', `pageIndex=${lastPage}`],
  ['sorted by date, newest first', 'pageIndex=1&sortBy=ngayThue&sortOrder=desc'],
  ['sorted by date, deep', 'pageIndex=50000&sortBy=ngayThue&sortOrder=desc'],
  ['state filter', 'pageIndex=1&state=delivered'],
  ['state filter, deep', 'pageIndex=5000&state=delivered'],
  ['rare state', 'pageIndex=1&state=revision_requested'],
  ['keyword (gig name)', 'pageIndex=1&keyword=mascot'],
  ['keyword, deep', 'pageIndex=500&keyword=mascot'],
  ['keyword (buyer name)', 'pageIndex=1&keyword=person%2012345'],
  ['keyword (buyer email)', 'pageIndex=1&keyword=person777%40bench'],
  ['keyword with no match', 'pageIndex=1&keyword=zebraquartz'],
  ['keyword + state', 'pageIndex=1&keyword=mascot&state=cancelled'],
  ['short keyword (no trigram)', 'pageIndex=1&keyword=lo'],
];

const url = (query: string) => `/api/thue-cong-viec/phan-trang-tim-kiem?pageSize=10&${query}`;

async function once(query: string) {
  const started = performance.now();
  const reply = await app.inject({ method: 'GET', url: url(query), headers: { token } });
  const ms = performance.now() - started;
  if (reply.statusCode !== 200) throw new Error(`${query}: ${reply.statusCode} ${reply.body}`);
  return { ms, total: reply.json<{ content: { totalRow: number } }>().content.totalRow };
}

console.log(
  `PostgreSQL: ${orders.toLocaleString('en')} orders, ${(await count('jobs')).toLocaleString('en')} gigs, ` +
    `${(await count('users')).toLocaleString('en')} users; pages of 10; ${runs} runs each after a warm-up\n`,
);
console.log('| page | query | totalRow | p50 ms | p95 ms |');
console.log('| ---- | ----- | -------: | -----: | -----: |');
for (const [name, query] of QUERIES) {
  const { p50, p95, last } = await timed(runs, () => once(query));
  console.log(
    `| ${name} | \`${query}\` | ${last.total.toLocaleString('en')} | ${p50.toFixed(1)} | ${p95.toFixed(1)} |`,
  );
}

// The page's statements; the total's planner estimate (an EXPLAIN) is the count's own plan.
if (values.plans)
  await writePlans(values.plans, QUERIES, once, (sent) => /^select/i.test(sent.query));

await close();
