/*
 * Server-rendered public pages against the JSON reads of the same records (issue 28: a rendered
 * gig page costs no more than twice its JSON read): requests per second, p50 and p99 of each
 * address in turn, in one run against the built server (`dist/main.js`, which renders with the
 * web app's `dist-server`; run `npm run build` first) on a fresh embedded database holding the
 * demo catalog, loaded by the server's own first start.
 *
 *   npm run bench:pages -- [--duration S] [--connections C] [--gig ID] [--profile DIR] [--no-page-cache]
 *
 * The load comes from visitors who are not signed in, so the pages come from the server's page
 * cache (decision 059) once rendered; `--no-page-cache` starts the server with PAGE_CACHE_SECONDS=0,
 * and every request renders its page.
 *
 * `--profile DIR` writes the server's CPU profile of the whole run into DIR (the `.cpuprofile`
 * of thread 0 is the server's); open it in Chrome's DevTools or sum its self time by function.
 * Load only ever goes to 127.0.0.1; the database folder is removed afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cleanUp, onCleanUp, startServer } from './child-server';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    gig: { type: 'string', default: '1' },
    profile: { type: 'string' },
    'no-page-cache': { type: 'boolean', default: false },
  },
});
const whole = (name: 'duration' | 'connections' | 'gig', max: number) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`--${name} must be a whole number from 1 to ${max}, not "${values[name]}"`);
    process.exit(2);
  }
  return value;
};
const duration = whole('duration', 600);
const connections = whole('connections', 1000);
const gig = whole('gig', 2 ** 31 - 1);

/** One address under load for `duration` seconds: replies a second, p50 and p99 in ms. */
async function measure(origin: string, address: string) {
  const result = await autocannon({ url: `${origin}${address}`, connections, duration });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${address}: ${failed} failed requests`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
try {
  const load = os.loadavg()[0]!.toFixed(1);
  console.log(
    `Pages against JSON reads: ${connections} connections, ${duration} s an address, ` +
      `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ` +
      `load average ${load} at the start, ` +
      (values['no-page-cache'] ? 'every page rendered' : 'pages kept for visitors not signed in'),
  );
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'giglane-pages-'));
  onCleanUp(() => rm(dataDir, { recursive: true, force: true }));
  console.log('Loading the demo catalog…');
  const { origin } = await startServer(
    {
      DATA_DIR: dataDir,
      SEED: 'auto',
      LOG_LEVEL: 'warn',
      ...(values['no-page-cache'] && { PAGE_CACHE_SECONDS: '0' }),
    },
    {
      script: 'dist/main.js',
      quiet: true,
      nodeOptions: values.profile
        ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`]
        : [],
    },
  );
  const card = (await fetch(`${origin}/api/cong-viec/lay-cong-viec-chi-tiet/${gig}`).then(
    (response) => response.json(),
  )) as { content: { congViec: { nguoiTao: number } }[] };
  const seller = card.content[0]?.congViec.nguoiTao;
  if (seller === undefined) throw new Error(`No listed gig ${gig}: choose another with --gig`);

  const addresses: [name: string, address: string][] = [
    ['gig card, JSON', `/api/cong-viec/lay-cong-viec-chi-tiet/${gig}`],
    ['gig offer, JSON', `/api/gigs/${gig}/offer`],
    ['gig page, rendered', `/jobdetail/${gig}`],
    ['home, rendered', '/home'],
    ['seller page, rendered', `/seller/${seller}`],
    ['search page, rendered', '/search/logo'],
  ];
  // A first pass unmeasured: the JIT and the database's caches warm on every address.
  for (const [, address] of addresses) await fetch(`${origin}${address}`);
  console.log('\n| address | req/s | p50 ms | p99 ms |');
  console.log('| ------- | ----: | -----: | -----: |');
  for (const [name, address] of addresses) {
    const { rps, p50, p99 } = await measure(origin, address);
    console.log(`| \`${address}\` (${name}) | ${rps.toFixed(1)} | ${p50} | ${p99} |`);
  }
} finally {
  await cleanUp();
}
