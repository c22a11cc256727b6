/*
 * Read-path load benchmark: seeds a large catalog, starts the real server as a child process (so
 * the load generator never shares its event loop), and measures four public reads with autocannon.
 *
 *   npm run bench:api -- [--db pglite|postgres|both] [--jobs N] [--duration S] [--connections C]
 *                        [--keyword WORD]
 *
 * PostgreSQL runs use a fresh database `giglane_bench` on the server of BENCH_DATABASE_URL (default
 * postgres://root@127.0.0.1:5432/test), dropped afterwards. Load only ever goes to 127.0.0.1.
 */
import { randomBytes } from 'node:crypto';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DatabaseOptions } from '../src/db/client';
import { seedCatalog } from '../src/db/seed/seed';
import { openFileStore } from '../src/lib/open-file-store';
import { containsPattern } from '../src/lib/paging';
import { cleanUp, cpuSeconds, freshPostgresDatabase, onCleanUp, startServer } from './child-server';

const BENCH_DATABASE = 'giglane_bench';

type Engine = 'pglite' | 'postgres';
type Options = {
  engines: Engine[];
  jobs: number;
  duration: number;
  connections: number;
  keyword: string;
  postgresUrl: string;
};

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'pglite' },
      jobs: { type: 'string', default: '100000' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '20' },
      keyword: { type: 'string', default: 'kindle' },
    },
  });
  const whole = (name: string, text: string, max: number) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1 || value > max)
      throw new Error(`--${name} must be a whole number from 1 to ${max}, not "${text}"`);
    return value;
  };
  const engines: Record<string, Engine[]> = {
    pglite: ['pglite'],
    postgres: ['postgres'],
    both: ['pglite', 'postgres'],
  };
  if (!Object.hasOwn(engines, values.db))
    throw new Error(`--db must be pglite, postgres or both, not "${values.db}"`);
  return {
    engines: engines[values.db]!,
    jobs: whole('jobs', values.jobs, 2_000_000),
    duration: whole('duration', values.duration, 600),
    connections: whole('connections', values.connections, 1000),
    keyword: values.keyword,
    postgresUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test',
  };
}

/** A fresh database for one engine, seeded; answers how the server reaches it. */
async function prepareDatabase(engine: Engine, options: Options) {
  let database: DatabaseOptions;
  let env: Record<string, string>;
  if (engine === 'pglite') {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'giglane-bench-'));
    onCleanUp(() => rm(dataDir, { recursive: true, force: true }));
    database = { dataDir };
    env = { DATA_DIR: dataDir };
  } else {
    const url = await freshPostgresDatabase(options.postgresUrl, BENCH_DATABASE);
    database = { url };
    env = { DATABASE_URL: url, DATA_DIR: os.tmpdir() };
  }

  const handle = await openDatabase(database);
  try {
    await seedCatalog(handle.db, {
      adminEmail: 'admin@giglane.dev',
      adminPassword: randomBytes(12).toString('hex'),
      jobs: options.jobs,
      // The server started below stores its files in its data folder: the pictures go there.
      store: await openFileStore({ dataDir: env.DATA_DIR!, s3: undefined }),
      log: (line) => console.log(`  ${line}`),
    });
    const [facts] = await queryRows<{ maxJob: number; matches: number }>(
      handle.db,
      sql`select (select max(id) from jobs)::int as "maxJob",
          (select count(*) from jobs where name ilike ${containsPattern(options.keyword)})::int as matches`,
    );
    return { env, ...facts! };
  } finally {
    await handle.close();
  }
}

/** Busy and total CPU time of the whole machine so far (Linux); null elsewhere. */
async function machineTicks(): Promise<{ busy: number; total: number } | null> {
  const stat = await readFile('/proc/stat', 'utf8').catch(() => null);
  const fields = stat?.split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number);
  if (!fields || fields.length < 5) return null;
  const total = fields.reduce((sum, value) => sum + value, 0);
  // idle and iowait are the fourth and fifth fields.
  return { busy: total - fields[3]! - fields[4]!, total };
}

type Row = {
  engine: Engine;
  endpoint: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  non2xx: number;
  'KB/reply': number;
  'server CPU %': string;
  'load CPU %': number;
  'machine busy %': string;
};

type Target = { name: string; path: () => string };

async function measure(origin: string, target: Target, seconds: number, connections: number) {
  return autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: target.path() }) }],
  });
}

async function benchEngine(engine: Engine, options: Options): Promise<Row[]> {
  console.log(`\n${engine}: seeding ${options.jobs.toLocaleString('en-US')} gigs…`);
  const { env, maxJob, matches } = await prepareDatabase(engine, options);
  const { child, origin } = await startServer(env);
  const randomJob = () => 1 + Math.floor(Math.random() * maxJob);
  const targets: Target[] = [
    {
      name: 'menu (lay-menu-loai-cong-viec)',
      path: () => '/api/cong-viec/lay-menu-loai-cong-viec',
    },
    {
      name: `search "${options.keyword}" (${matches} match${matches === 1 ? '' : 'es'})`,
      path: () =>
        `/api/cong-viec/lay-danh-sach-cong-viec-theo-ten/${encodeURIComponent(options.keyword)}`,
    },
    {
      name: 'gig detail (random id)',
      path: () => `/api/cong-viec/lay-cong-viec-chi-tiet/${randomJob()}`,
    },
    {
      name: 'comments of a gig (random id)',
      path: () => `/api/binh-luan/lay-binh-luan-theo-cong-viec/${randomJob()}`,
    },
  ];
  // Warm the JIT, the pools and the database caches, so the first measurement is not the coldest.
  for (const target of targets) await measure(origin, target, 2, options.connections);

  const rows: Row[] = [];
  for (const target of targets) {
    const before = await cpuSeconds(child.pid);
    const machineBefore = await machineTicks();
    const loadBefore = process.cpuUsage();
    const result = await measure(origin, target, options.duration, options.connections);
    const load = process.cpuUsage(loadBefore);
    const after = await cpuSeconds(child.pid);
    const machineAfter = await machineTicks();
    rows.push({
      engine,
      endpoint: target.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      'KB/reply': Math.round(result.throughput.average / result.requests.average / 100) / 10,
      'server CPU %':
        before === null || after === null
          ? '–'
          : String(Math.round(((after - before) / options.duration) * 100)),
      // autocannon shares the machine: on two cores its own share is part of the picture.
      'load CPU %': Math.round(((load.user + load.system) / 1e6 / options.duration) * 100),
      // Of all cores together: near 100 means the machine itself is the limit.
      'machine busy %':
        machineBefore === null || machineAfter === null
          ? '–'
          : String(
              Math.round(
                ((machineAfter.busy - machineBefore.busy) /
                  (machineAfter.total - machineBefore.total)) *
                  100,
              ),
            ),
    });
    console.log(`  ${target.name}: ${rows[rows.length - 1]!['req/s']} req/s`);
  }
  await cleanUp();
  return rows;
}

const options = (() => {
  try {
    return parseOptions();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
})();
process.once('SIGINT', () => {
  void cleanUp().then(() => process.exit(130));
});
try {
  console.log(
    `Giglane API benchmark: ${options.connections} connections, ${options.duration} s per endpoint, ` +
      `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
  );
  const rows: Row[] = [];
  for (const engine of options.engines) rows.push(...(await benchEngine(engine, options)));
  console.log();
  console.table(rows);
  console.log('\nAs Markdown:\n');
  const columns = Object.keys(rows[0] ?? {}) as (keyof Row)[];
  console.log(`| ${columns.join(' | ')} |\n|${columns.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${columns.map((column) => row[column]).join(' | ')} |`);
} finally {
  await cleanUp();
}
