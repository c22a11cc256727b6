// Lighthouse on the built app: `npm run build`, then `npm run bench:web [-- --runs 3]`.
//
// Starts the built server (apps/server/dist/main.js, serving apps/web/dist or WEB_ROOT) on a free
// port with a fresh, seeded database in a temporary folder (or, with `--origin URL`, measures a
// server that is already running, e.g. behind a proxy), runs Lighthouse's default mobile audit
// (emulated mid-range phone, simulated slow 4G and 4x CPU slowdown) several times on each page,
// and prints the median of each figure. It measures and never gates: it fails only when it cannot
// measure. The summary also goes to test-results/lighthouse.json.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// Lighthouse and its Chrome launcher are 161 packages that only this benchmark uses: `npm ci`
// leaves them out and the first run installs them, without touching package.json or the lock.
const benchmarkPackages = ['lighthouse@^12.8.2', 'chrome-launcher@^1.2.1'];
if (!existsSync(path.join(root, 'node_modules/lighthouse'))) {
  console.log(`Installing ${benchmarkPackages.join(' and ')} for this benchmark…`);
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', ...benchmarkPackages], {
    cwd: root,
    stdio: 'inherit',
  });
}
const chromeLauncher = await import('chrome-launcher');
const { default: lighthouse } = await import('lighthouse');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const webRoot = process.env.WEB_ROOT
  ? path.resolve(process.env.WEB_ROOT)
  : path.join(root, 'apps/web/dist');
const summaryFile = path.join(root, 'test-results/lighthouse.json');
// Scores move with other work on the machine (TBT most): the load is part of every result.
const loadAtStart = os.loadavg();

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, origin: { type: 'string' } },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`);

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

if (!options.origin)
  for (const [file, hint] of [
    [serverEntry, 'npm run build'],
    [path.join(webRoot, 'index.html'), 'npm run build (or set WEB_ROOT to a built web app)'],
  ])
    if (!existsSync(file)) throw new Error(`${file} is missing: run "${hint}" first`);

const dataDir = options.origin
  ? null
  : await mkdtemp(path.join(os.tmpdir(), 'giglane-lighthouse-'));
const origin = options.origin?.replace(/\/$/, '') ?? `http://127.0.0.1:${await freePort()}`;
let server;
let chrome;

try {
  if (!options.origin) server = await startServer();
  const gig = await firstGig();
  const pages = [
    { name: 'landing', path: '/home' },
    { name: 'search "logo"', path: '/search/logo' },
    { name: 'gig', path: `/jobdetail/${gig.id}` },
    { name: 'seller', path: `/seller/${gig.sellerId}` },
  ];

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...launcherFlags(), ...CHROME_FLAGS],
    ignoreDefaultFlags: true,
  });

  const results = [];
  for (const page of pages) {
    const samples = [];
    for (let run = 1; run <= runs; run += 1) {
      process.stdout.write(`${page.path}: run ${run} of ${runs}…\n`);
      samples.push(await audit(`${origin}${page.path}`, chrome.port));
    }
    results.push(summarise(page, samples));
  }

  printTable(results);
  for (const result of results) printFindings(result);

  await mkdir(path.dirname(summaryFile), { recursive: true });
  await writeFile(
    summaryFile,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouse: results[0].lighthouseVersion,
        formFactor: 'mobile (Lighthouse default: simulated slow 4G, 4x CPU slowdown)',
        runs,
        origin: options.origin ?? 'a fresh server started by this script',
        machine: {
          cpus: os.cpus().length,
          model: os.cpus()[0]?.model,
          loadAtStart,
          loadAtEnd: os.loadavg(),
        },
        pages: results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nSummary written to ${path.relative(root, summaryFile)}`);
} finally {
  await chrome?.kill();
  await stopServer(server);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

/**
 * chrome-launcher's own flags but one: it switches Chrome's RenderDocument off, which Chrome ships
 * on. Without it the page is committed into the blank tab's frame, and its first paint waited
 * about a second past DOMContentLoaded in 4 of 5 runs (docs/benchmarks.md, "Lighthouse: the late
 * first paint was the launcher's"); the audits measure Chrome as people run it.
 */
function launcherFlags() {
  const disabling = '--disable-features=';
  return chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith(disabling)
      ? disabling +
        flag
          .slice(disabling.length)
          .split(',')
          .filter((feature) => feature !== 'RenderDocument')
          .join(',')
      : flag,
  );
}

/** One Lighthouse run with the default (mobile) settings, reduced to the figures we report. */
async function audit(url, chromePort) {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    finalUrl: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: lhr.audits[METRICS.lcp].numericValue,
    tbt: lhr.audits[METRICS.tbt].numericValue,
    cls: lhr.audits[METRICS.cls].numericValue,
    findings: findings(lhr),
  };
}

/**
 * What kept the scores down: performance audits that did not pass, largest estimated saving
 * first, and every failing accessibility and best-practices audit.
 */
function findings(lhr) {
  const failing = (category) =>
    lhr.categories[category].auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          !['metric', 'informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode),
      );
  const perf = failing('performance')
    .filter((audit) => !Object.values(METRICS).includes(audit.id))
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      value: audit.displayValue ?? '',
      savingsMs: audit.metricSavings?.LCP ?? audit.metricSavings?.FCP ?? 0,
    }))
    .sort((a, b) => b.savingsMs - a.savingsMs);
  const other = [...failing('accessibility'), ...failing('best-practices')].map((audit) => ({
    id: audit.id,
    title: audit.title,
    value: audit.displayValue ?? '',
  }));
  return [...perf, ...other];
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function summarise(page, samples) {
  const pick = (key) => median(samples.map((sample) => sample[key]));
  const performance = pick('performance');
  // The findings of the run whose performance score is the median one: a typical run.
  const typical =
    samples.find((sample) => sample.performance === performance) ??
    [...samples].sort((a, b) => a.performance - b.performance)[Math.floor(samples.length / 2)];
  return {
    page: page.name,
    path: page.path,
    lighthouseVersion: typical.lighthouseVersion,
    finalPath: new URL(typical.finalUrl).pathname,
    performance,
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    lcpMs: Math.round(pick('lcp')),
    tbtMs: Math.round(pick('tbt')),
    cls: Number(pick('cls').toFixed(3)),
    runs: samples.map(
      ({ findings: _findings, lighthouseVersion: _version, ...figures }) => figures,
    ),
    findings: typical.findings,
  };
}

function printTable(results) {
  const header = [
    'page',
    'path',
    'shown at',
    'performance',
    'accessibility',
    'best practices',
    'LCP ms',
    'TBT ms',
    'CLS',
  ];
  const rows = results.map((result) => [
    result.page,
    result.path,
    result.finalPath === result.path ? '' : `${result.finalPath} (redirected)`,
    String(result.performance),
    String(result.accessibility),
    String(result.bestPractices),
    String(result.lcpMs),
    String(result.tbtMs),
    result.cls.toFixed(3),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    `| ${cells.map((cell, column) => (column < 3 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  const load = (averages) => averages.map((value) => value.toFixed(1)).join(' ');
  console.log(
    `\nLighthouse ${runs > 1 ? `medians of ${runs} runs` : '1 run'}, mobile defaults; ` +
      `${os.cpus().length} CPUs, load average ${load(loadAtStart)} at the start, ${load(os.loadavg())} now\n`,
  );
  console.log(line(header));
  console.log(
    `| ${widths.map((width, column) => (column < 3 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
  );
  for (const row of rows) console.log(line(row));
}

function printFindings(result) {
  if (result.findings.length === 0) return;
  console.log(`\n${result.page} (${result.path}), a typical run:`);
  for (const finding of result.findings.slice(0, 8))
    console.log(
      `  - ${finding.title}${finding.value ? `: ${finding.value}` : ''}${finding.savingsMs ? ` (about ${Math.round(finding.savingsMs)} ms)` : ''}`,
    );
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

/** The built server on a fresh database: it seeds on its first start, then answers the API. */
async function startServer() {
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: new URL(origin).port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
      LOG_LEVEL: 'warn',
    },
  });
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = signal ?? code;
  });
  process.stdout.write(`Starting the server on ${origin} (seeding a fresh database)…\n`);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`The server stopped while starting (${exited})`);
    try {
      const response = await fetch(`${origin}/api/loai-cong-viec`);
      if (response.ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('The server did not answer /api/loai-cong-viec within 180 s');
}

async function stopServer(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function firstGig() {
  const response = await fetch(
    `${origin}/api/cong-viec/phan-trang-tim-kiem?pageIndex=1&pageSize=1`,
  );
  if (!response.ok) throw new Error(`The gig list answered ${response.status}`);
  const { content } = await response.json();
  const gig = content.data[0];
  if (!gig) throw new Error('The catalog has no gigs');
  return { id: gig.id, sellerId: gig.nguoiTao };
}
