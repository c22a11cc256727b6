/*
 * What the app's layers cost: CPU per request of the real server against a bare Fastify + pg
 * server (bench/bare-baseline.ts) that sends the same SQL and the same reply bytes, for three
 * public reads, at the same fixed request rate on the same PostgreSQL database.
 *
 *   npm run bench:layers -- [--rate R] [--duration S] [--pairs P] [--jobs N]
 *
 * Both servers run as child processes with the app's production settings (LOG_LEVEL info, its log
 * sent nowhere). Each read is measured in `pairs` pairs, the two servers' turns interleaved and
 * their order alternated, so a drift of the machine falls on both. CPU is the child's user and
 * system time (/proc/<pid>/stat, as process.cpuUsage() counts it inside), divided by the replies
 * it sent. Load only ever goes to 127.0.0.1; the database `giglane_layers` on the server of
 * BENCH_DATABASE_URL (default postgres://root@127.0.0.1:5432/test) is dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client';
import { seedCatalog } from '../src/db/seed/seed';
import { temporaryFileStore } from '../src/testing/temporary-file-store';
import { cleanUp, cpuSeconds, freshPostgresDatabase, startServer } from './child-server';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '300' },
    duration: { type: 'string', default: '10' },
    pairs: { type: 'string', default: '4' },
    jobs: { type: 'string', default: '20000' },
  },
});
const whole = (name: keyof typeof values, max: number) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`--${name} must be a whole number from 1 to ${max}, not "${values[name]}"`);
    process.exit(2);
  }
  return value;
};
const options = {
  rate: whole('rate', 5000),
  duration: whole('duration', 600),
  pairs: whole('pairs', 20),
  jobs: whole('jobs', 2_000_000),
  postgresUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test',
};

type Server = Awaited<ReturnType<typeof startServer>> & { name: 'app' | 'bare' };
type Read = { name: string; path: () => string };

/** Replies per second fixed at `rate`, whatever the server's speed: both do the same work. */
async function load(server: Server, read: Read, seconds: number) {
  const result = await autocannon({
    url: server.origin,
    connections: 10,
    overallRate: options.rate,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: read.path() }) }],
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${server.name} ${read.name}: ${failed} failed requests`);
  return result.requests.total;
}

/** CPU milliseconds per reply of `server` under the fixed load of `read`. */
async function cpuPerReply(server: Server, read: Read) {
  const before = await cpuSeconds(server.child.pid);
  const replies = await load(server, read, options.duration);
  const after = await cpuSeconds(server.child.pid);
  if (before === null || after === null) throw new Error('CPU time is read from /proc (Linux)');
  return ((after - before) * 1000) / replies;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => value.toFixed(3);

process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
try {
  console.log(
    `Layer cost: ${options.rate} req/s, ${options.duration} s a turn, ${options.pairs} pairs, ` +
      `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
  );
  console.log(`Seeding ${options.jobs.toLocaleString('en-US')} gigs…`);
  const url = await freshPostgresDatabase(options.postgresUrl, 'giglane_layers');
  const handle = await openDatabase({ url });
  // The measured reads are JSON: the seeded pictures are stored aside and removed after the seed.
  const pictures = await temporaryFileStore();
  const facts = await (async () => {
    try {
      await seedCatalog(handle.db, {
        adminEmail: 'admin@giglane.dev',
        adminPassword: randomBytes(12).toString('hex'),
        jobs: options.jobs,
        store: pictures.store,
      });
      const [row] = await queryRows<{ maxJob: number; maxUser: number }>(
        handle.db,
        sql`select (select max(id) from jobs)::int as "maxJob",
                   (select max(id) from users)::int as "maxUser"`,
      );
      return row!;
    } finally {
      await handle.close();
      await pictures.remove();
    }
  })();

  const env = { DATABASE_URL: url, DATA_DIR: os.tmpdir(), LOG_LEVEL: 'info' };
  const servers: Server[] = [
    { name: 'app', ...(await startServer(env, { quiet: true })) },
    {
      name: 'bare',
      ...(await startServer(env, {
        script: 'bench/bare-baseline.ts',
        readyPath: '/api/users/1',
        quiet: true,
      })),
    },
  ];
  const random = (max: number) => 1 + Math.floor(Math.random() * max);
  const reads: Read[] = [
    {
      name: 'gig page (lay-cong-viec-chi-tiet)',
      path: () => `/api/cong-viec/lay-cong-viec-chi-tiet/${random(facts.maxJob)}`,
    },
    {
      // A word of the seeded names that matches a page's worth of cards, not the whole catalog.
      name: 'search by name (lay-danh-sach-cong-viec-theo-ten)',
      path: () => '/api/cong-viec/lay-danh-sach-cong-viec-theo-ten/kindle',
    },
    { name: 'profile (users/{id})', path: () => `/api/users/${random(facts.maxUser)}` },
  ];

  const rows = [];
  for (const read of reads) {
    // Warm each server's JIT, pool and the database's caches before the first turn counts.
    for (const server of servers) await load(server, read, 3);
    const turns: Record<Server['name'], number[]> = { app: [], bare: [] };
    for (let pair = 0; pair < options.pairs; pair += 1) {
      const order = pair % 2 === 0 ? servers : [...servers].reverse();
      for (const server of order) turns[server.name].push(await cpuPerReply(server, read));
    }
    const ratios = turns.app.map((app, pair) => app / turns.bare[pair]!);
    rows.push({
      read: read.name,
      'app ms/req': turns.app.map(ms).join(' '),
      'bare ms/req': turns.bare.map(ms).join(' '),
      'ratio (median)': median(ratios).toFixed(2),
      'ratio (range)': `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`,
    });
    console.log(`  ${read.name}: ${rows[rows.length - 1]!['ratio (median)']}×`);
  }
  console.table(rows);
  console.log('\nAs Markdown:\n');
  const columns = Object.keys(rows[0]!) as (keyof (typeof rows)[number])[];
  console.log(`| ${columns.join(' | ')} |\n|${columns.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${columns.map((column) => row[column]).join(' | ')} |`);
} finally {
  await cleanUp();
}
