/*
 * Overload benchmark of the embedded database: many clients at once against one server on PGlite,
 * with and without the load-shedding plugin's bound on waiting, and the server's memory.
 *
 *   npm run bench:load -- [--connections C] [--duration S] [--timeout S]
 *
 * Seeds the demo catalog into a temporary DATA_DIR (the server's own first start), then for each
 * setting starts the server afresh as a child process, reads its resident memory after 5 s idle,
 * runs autocannon with C connections over a mix of public reads (menu, gig detail, comments,
 * search), and reads the memory again. A request unanswered after --timeout seconds counts as a
 * timeout, as a client would give up on it.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cleanUp, onCleanUp, startServer } from './child-server';

/** The demo catalog's gigs, for random ids. */
const DEMO_JOBS = 360;

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '20' },
    timeout: { type: 'string', default: '10' },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);
const timeout = Number(values.timeout);

/** The settings compared: no bound (as before the plugin), the default and a stricter bound. */
const SETTINGS: { name: string; env: Record<string, string> }[] = [
  { name: 'unbounded', env: { PGLITE_MAX_WAIT: '1000000' } },
  { name: 'PGLITE_MAX_WAIT=2000 (default)', env: {} },
  { name: 'PGLITE_MAX_WAIT=1000', env: { PGLITE_MAX_WAIT: '1000' } },
  { name: 'PGLITE_MAX_WAIT=250', env: { PGLITE_MAX_WAIT: '250' } },
];

/** Resident memory of a process in MiB (Linux). */
async function rssMib(pid: number | undefined): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const kib = status?.match(/^VmRSS:\s+(\d+) kB/m)?.[1];
  return kib ? Math.round(Number(kib) / 1024) : null;
}

const randomJob = () => 1 + Math.floor(Math.random() * DEMO_JOBS);
const paths = [
  () => '/api/cong-viec/lay-menu-loai-cong-viec',
  () => `/api/cong-viec/lay-cong-viec-chi-tiet/${randomJob()}`,
  () => `/api/binh-luan/lay-binh-luan-theo-cong-viec/${randomJob()}`,
  () => '/api/cong-viec/lay-danh-sach-cong-viec-theo-ten/logo',
];
const anyPath = () => paths[Math.floor(Math.random() * paths.length)]!();

async function run(dataDir: string, setting: (typeof SETTINGS)[number]) {
  const { child, origin, stop } = await startServer({ DATA_DIR: dataDir, ...setting.env });
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const idle = await rssMib(child.pid);
  let peak = 0;
  const sampler = setInterval(() => {
    void rssMib(child.pid).then((mib) => (peak = Math.max(peak, mib ?? 0)));
  }, 500);
  const statuses = new Map<number, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration,
        timeout,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: anyPath() }) }],
      },
      (error: Error | null, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status) =>
      statuses.set(status, (statuses.get(status) ?? 0) + 1),
    );
  });
  clearInterval(sampler);
  const after = await rssMib(child.pid);
  await stop();
  const answered = [...statuses.values()].reduce((sum, n) => sum + n, 0);
  // autocannon counts timeouts among its errors.
  const sent = answered + result.errors;
  const share = (n: number) => `${((n / Math.max(sent, 1)) * 100).toFixed(1)} %`;
  return {
    setting: setting.name,
    sent,
    '2xx': statuses.get(200) ?? 0,
    '503': `${statuses.get(503) ?? 0} (${share(statuses.get(503) ?? 0)})`,
    'other status': answered - (statuses.get(200) ?? 0) - (statuses.get(503) ?? 0),
    timeouts: `${result.timeouts} (${share(result.timeouts)})`,
    'other errors': result.errors - result.timeouts,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    'RSS idle MiB': idle,
    'RSS peak MiB': peak,
    'RSS after MiB': after,
  };
}

process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
try {
  console.log(
    `Giglane overload benchmark (PGlite): ${connections} connections, ${duration} s each, ` +
      `timeout ${timeout} s, ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'giglane-load-'));
  onCleanUp(() => rm(dataDir, { recursive: true, force: true }));
  console.log('Seeding the demo catalog…');
  const seeding = await startServer({ DATA_DIR: dataDir, SEED: 'auto' });
  await seeding.stop();
  const rows = [];
  for (const setting of SETTINGS) {
    console.log(`Running: ${setting.name}`);
    rows.push(await run(dataDir, setting));
  }
  console.table(rows);
  const columns = Object.keys(rows[0]!) as (keyof (typeof rows)[number])[];
  console.log(`\n| ${columns.join(' | ')} |\n|${columns.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${columns.map((column) => row[column]).join(' | ')} |`);
} finally {
  await cleanUp();
}
