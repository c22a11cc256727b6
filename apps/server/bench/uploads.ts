/*
 * Picture-bomb benchmark: do sign-in and compressed reads keep their latency while picture bombs
 * are uploaded? Seeds the demo catalog into a temporary PGlite folder, starts the real server as a
 * child process, then measures one sign-in loop and one compressed-read loop (one request at a
 * time each) alone, and again while `--uploaders` clients upload bombs back to back: a 2 KB GIF
 * of 100 frames on a 1600 × 1600 canvas and a 1 MB one-colour PNG of 15,000 × 15,000.
 *
 *   npm run bench:uploads -- [--uploaders N] [--duration S]
 *
 * Load only ever goes to 127.0.0.1.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { openDatabase } from '../src/db/client';
import { seedCatalog } from '../src/db/seed/seed';
import { openFileStore } from '../src/lib/open-file-store';
import { formFile, gifBomb } from '../src/testing/upload';
import { cleanUp, onCleanUp, startServer } from './child-server';

const { values } = parseArgs({
  options: {
    uploaders: { type: 'string', default: '4' },
    duration: { type: 'string', default: '20' },
  },
});
const uploaders = Number(values.uploaders);
const duration = Number(values.duration);
if (!Number.isInteger(uploaders) || uploaders < 1 || !Number.isInteger(duration) || duration < 1)
  throw new Error('--uploaders and --duration must be whole numbers, 1 or more');

const ADMIN = { email: 'admin@giglane.dev', password: randomBytes(12).toString('hex') };

type Probe = { name: string; samples: number[]; failures: number };

/** Sends `request` one at a time until `until`, recording each reply's latency in milliseconds. */
async function probe(name: string, until: number, request: () => Promise<Response>) {
  const result: Probe = { name, samples: [], failures: 0 };
  while (Date.now() < until) {
    const started = performance.now();
    const response = await request().catch(() => null);
    await response?.arrayBuffer();
    if (response?.ok) result.samples.push(performance.now() - started);
    else result.failures += 1;
  }
  return result;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

function summarise(phase: string, result: Probe) {
  const sorted = [...result.samples].sort((a, b) => a - b);
  const ms = (value: number) => (Number.isNaN(value) ? '–' : Math.round(value).toLocaleString());
  return {
    phase,
    request: result.name,
    replies: sorted.length,
    'p50 ms': ms(percentile(sorted, 0.5)),
    'p95 ms': ms(percentile(sorted, 0.95)),
    'max ms': ms(sorted.at(-1) ?? NaN),
    failures: result.failures,
  };
}

async function main() {
  console.log(
    `Giglane upload benchmark: ${uploaders} bomb uploaders, ${duration} s per phase, ` +
      `${os.cpus().length} CPUs, Node ${process.version}, UV_THREADPOOL_SIZE ` +
      `${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}`,
  );
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'giglane-bench-uploads-'));
  onCleanUp(() => rm(dataDir, { recursive: true, force: true }));
  const database = await openDatabase({ dataDir });
  await seedCatalog(database.db, {
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    store: await openFileStore({ dataDir, s3: undefined }),
    log: (line) => console.log(`  ${line}`),
  });
  await database.close();

  const { origin } = await startServer({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The probes sign in hundreds of times and the bombs are uploaded back to back: both limits
    // are out of the way, so what is measured is the work itself.
    AUTH_RATE_LIMIT: '1000000',
    UPLOAD_RATE_LIMIT: '1000000',
  });

  const signIn = () =>
    fetch(`${origin}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
  const signedIn = await (await signIn()).json();
  const token = (signedIn as { content: { token: string } }).content.token;
  const compressedRead = () =>
    fetch(`${origin}/api/cong-viec/lay-menu-loai-cong-viec`, {
      headers: { 'accept-encoding': 'gzip' },
    });

  const bombs = [
    gifBomb(1600, 1600, 100),
    await sharp({ create: { width: 15_000, height: 15_000, channels: 3, background: '#1dbf73' } })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  ];
  console.log(
    `  bombs: ${bombs.map((bomb) => `${bomb.length.toLocaleString()} bytes`).join(', ')}`,
  );

  const rows = [];
  const alone = Date.now() + duration * 1000;
  const [signInAlone, readAlone] = await Promise.all([
    probe('sign-in', alone, signIn),
    probe('menu, gzip', alone, compressedRead),
  ]);
  rows.push(summarise('alone', signInAlone), summarise('alone', readAlone));

  const statuses = new Map<number, number>();
  const uploadLatencies: number[] = [];
  const loaded = Date.now() + duration * 1000;
  const bombing = Array.from({ length: uploaders }, async (_, index) => {
    for (let i = index; Date.now() < loaded; i += 1) {
      const form = formFile(bombs[i % bombs.length]!, 'bomb');
      const started = performance.now();
      const response = await fetch(`${origin}/api/users/upload-avatar`, {
        method: 'POST',
        headers: { ...form.headers, token },
        body: form.body,
      }).catch(() => null);
      await response?.arrayBuffer();
      uploadLatencies.push(performance.now() - started);
      const status = response?.status ?? 0;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  const [signInLoaded, readLoaded] = await Promise.all([
    probe('sign-in', loaded, signIn),
    probe('menu, gzip', loaded, compressedRead),
  ]);
  const bombsStarted = performance.now();
  await Promise.all(bombing);
  rows.push(summarise('bombs', signInLoaded), summarise('bombs', readLoaded));

  console.log();
  console.table(rows);
  const uploads = [...uploadLatencies].sort((a, b) => a - b);
  console.log(
    `Bomb uploads: ${uploads.length} (status: count ${[...statuses]
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ')}), p50 ${Math.round(percentile(uploads, 0.5))} ms, max ` +
      `${Math.round(uploads.at(-1) ?? NaN)} ms; the last ones ended ` +
      `${Math.round((performance.now() - bombsStarted) / 1000)} s after the phase`,
  );
}

process.once('SIGINT', () => {
  void cleanUp().then(() => process.exit(130));
});
try {
  await main();
} finally {
  await cleanUp();
}
