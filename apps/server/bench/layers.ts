/*
 * What the app's layers cost: CPU per request of the real server against a bare Fastify + pg
 * server (bench/bare-baseline.ts) that sends the same SQL and the same reply bytes, for three
 * public reads, at the same fixed request rate on the same PostgreSQL database.
 *
 *   npm run bench:layers -- [--rate R] [--duration S] [--pairs P] [--jobs N]
 *                           [--reads gig,search,profile] [--profile DIR]
 *
 * Both servers run as child processes with the app's production settings (LOG_LEVEL info, its log
 * sent nowhere). Each read is measured in `pairs` pairs, the two servers' turns interleaved and
 * their order alternated, so a drift of the machine falls on both. CPU is the child's user and
 * system time (/proc/<pid>/stat, as process.cpuUsage() counts it inside), divided by the replies
 * it sent. Load only ever goes to 127.0.0.1; the database `giglane_layers` on the server of
 * BENCH_DATABASE_URL (default postgres://root@127.0.0.1:5432/test) is dropped afterwards.
 *
 * `--profile DIR` writes CPU profiles of each server under each read (in `DIR/app-gig/` …): the
 * two servers are then started afresh for every read and stopped after it, so a profile holds one
 * read's warm-up and turns. Node writes one per thread: the server's is the `.0.` one (thread 0),
 * the others are tsx's module loader. Open one in Chrome's DevTools, or list its self time.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
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
    reads: { type: 'string', default: 'gig,search,profile' },
    profile: { type: 'string' },
  },
});
const whole = (name: 'rate' | 'duration' | 'pairs' | 'jobs', max: number) => {
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
  profileDir: values.profile && path.resolve(values.profile),
};
const READS = ['gig', 'search', 'profile'] as const;
const chosen = values.reads.split(',').map((name) => name.trim());
const unknown = chosen.filter((name) => !(READS as readonly string[]).includes(name));
if (unknown.length > 0 || chosen.length === 0) {
  console.error(`--reads must list some of ${READS.join(', ')}, not "${values.reads}"`);
  process.exit(2);
}

type Server = Awaited<ReturnType<typeof startServer>> & { name: 'app' | 'bare' };
type Read = { key: (typeof READS)[number]; name: string; path: () => string };

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
  /** The two servers; profiled, each writes its profile of `read` when stopped. */
  const startServers = async (read?: Read): Promise<Server[]> => {
    const profiled = (name: Server['name']) =>
      options.profileDir && read
        ? ['--cpu-prof', `--cpu-prof-dir=${path.join(options.profileDir, `${name}-${read.key}`)}`]
        : [];
    return [
      { name: 'app', ...(await startServer(env, { quiet: true, nodeOptions: profiled('app') })) },
      {
        name: 'bare',
        ...(await startServer(env, {
          script: 'bench/bare-baseline.ts',
          readyPath: '/api/users/1',
          quiet: true,
          nodeOptions: profiled('bare'),
        })),
      },
    ];
  };
  const random = (max: number) => 1 + Math.floor(Math.random() * max);
  const reads: Read[] = [
    {
      key: 'gig' as const,
      name: 'gig page (lay-cong-viec-chi-tiet)',
      path: () => `/api/cong-viec/lay-cong-viec-chi-tiet/${random(facts.maxJob)}`,
    },
    {
      // A word of the seeded names that matches a page's worth of cards, not the whole catalog.
      key: 'search' as const,
      name: 'search by name (lay-danh-sach-cong-viec-theo-ten)',
      path: () => '/api/cong-viec/lay-danh-sach-cong-viec-theo-ten/kindle',
    },
    {
      key: 'profile' as const,
      name: 'profile (users/{id})',
      path: () => `/api/users/${random(facts.maxUser)}`,
    },
  ].filter((read) => chosen.includes(read.key));

  const shared = options.profileDir ? null : await startServers();
  const rows = [];
  for (const read of reads) {
    const servers = shared ?? (await startServers(read));
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
    if (!shared) await Promise.all(servers.map((server) => server.stop()));
  }
  if (options.profileDir) console.log(`\nCPU profiles in ${options.profileDir}`);
  console.table(rows);
  console.log('\nAs Markdown:\n');
  const columns = Object.keys(rows[0]!) as (keyof (typeof rows)[number])[];
  console.log(`| ${columns.join(' | ')} |\n|${columns.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${columns.map((column) => row[column]).join(' | ')} |`);
} finally {
  await cleanUp();
}
