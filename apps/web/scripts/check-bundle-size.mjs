/**
 * The first-load JavaScript budget of /home: what a visitor's browser downloads before the landing
 * page can show, gzipped, must stay within 170 KB (1 KB = 1,000 bytes, as Vite's build report counts).
 *
 *   node scripts/check-bundle-size.mjs [dist folder]     (default: apps/web/dist)
 *
 * That is the entry script and the modulepreload links of index.html, the landing route's lazy
 * chunk, and every chunk those import statically (the browser fetches them before running any of
 * it). Chunks loaded later by a dynamic import (other routes, dialogs) are not first-load. Each file
 * is gzipped at zlib's default level, which is what on-the-fly compression in Node servers and
 * proxies uses. Exits 1 over budget, 2 when the build cannot be read.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 170_000;
const ROUTE = '/home';
const LANDING_SOURCE = 'src/app/routes/landing.tsx';

const dist = path.resolve(
  process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'),
);

function fail(message) {
  console.error(`check-bundle-size: ${message}`);
  process.exit(2);
}

const indexHtml = path.join(dist, 'index.html');
if (!existsSync(indexHtml)) fail(`no ${indexHtml}: build the web app first (npm run build)`);
const html = readFileSync(indexHtml, 'utf8');

/** A URL of index.html ("/assets/x.js") as a file of the build. */
const fromHtml = (url) => path.join(dist, url.replace(/^\//, ''));

/** The chunks index.html loads: its module scripts and its modulepreload links. */
function htmlChunks() {
  const files = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const isEntry = /^<script/.test(tag) && /\btype=["']?module/.test(tag);
    const isPreload = /^<link/.test(tag) && /\brel=["']?modulepreload/.test(tag);
    const url = /\b(?:src|href)=["']?([^"'\s>]+)/.exec(tag)?.[1];
    if ((isEntry || isPreload) && url && !/^[a-z]+:\/\//i.test(url)) files.push(fromHtml(url));
  }
  return files;
}

const read = (file) => {
  if (!existsSync(file)) fail(`${file} is named by the build but missing`);
  return readFileSync(file, 'utf8');
};

/**
 * The chunks a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`,
 * `export … from "./x.js"`): Rollup and Rolldown write these as relative paths between chunks. The
 * pattern stops at a parenthesis, so a dynamic `import("./x.js")` is not one of them.
 */
function staticImports(file) {
  const found = [];
  const pattern = /\b(?:import|export)\s*(?:[^'"`;()]*?\bfrom\s*)?["'`](\.\.?\/[^"'`]+\.js)["'`]/g;
  for (const [, specifier] of read(file).matchAll(pattern))
    found.push(path.resolve(path.dirname(file), specifier));
  return found;
}

/** The files and everything they import statically, each once, in the order first met. */
function closure(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  files.forEach(visit);
  return [...seen];
}

/**
 * The lazy chunk of the /home route. With a Vite manifest (build.manifest) it is the manifest's
 * entry for the landing page's source file, which names it exactly. Without one (the app's build
 * does not write it), it is read from the router, which is in the first-load chunks: the route
 * object `{path:"/home",lazy:()=>…import("./landing-page-….js")…}` keeps its path as a string
 * literal through minification, and its dynamic import is the first after that literal. Matching
 * the route's path rather than the chunk's file name keeps this working if the page module is
 * renamed or chunk names change; if the router's shape changes so that no import follows the
 * literal, the script says so and stops instead of measuring the wrong thing.
 */
function landingChunk(initial) {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const entry = manifest[LANDING_SOURCE];
    if (!entry) fail(`${manifestFile} has no entry for ${LANDING_SOURCE}`);
    return path.join(dist, entry.file);
  }
  const route = new RegExp(
    String.raw`\bpath\s*:\s*["'\`]${ROUTE}["'\`][^{}]{0,300}?\bimport\(\s*["'\`]([^"'\`]+\.js)["'\`]\s*\)`,
  );
  for (const file of initial) {
    const specifier = route.exec(read(file))?.[1];
    if (specifier) return path.resolve(path.dirname(file), specifier);
  }
  fail(`found no lazy import for the route ${ROUTE} in the first-load chunks`);
}

const initial = closure(htmlChunks());
if (initial.length === 0) fail(`${indexHtml} loads no module script`);
const files = closure([...initial, landingChunk(initial)]);

const rows = files.map((file) => {
  const bytes = readFileSync(file);
  return { file: path.relative(dist, file), raw: bytes.length, gzip: gzipSync(bytes).length };
});
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const rawTotal = rows.reduce((sum, row) => sum + row.raw, 0);

const kb = (bytes) => `${(bytes / 1000).toFixed(2)} KB`;
const width = Math.max(...rows.map((row) => row.file.length), 'total'.length);
const line = (name, raw, gzip) =>
  `${name.padEnd(width)}  ${raw.padStart(12)}  ${gzip.padStart(12)}`;

console.log(`First-load JavaScript of ${ROUTE} (${dist})\n`);
console.log(line('file', 'raw', 'gzip'));
for (const row of rows) console.log(line(row.file, kb(row.raw), kb(row.gzip)));
console.log(line('total', kb(rawTotal), kb(total)));
console.log(
  `\nbudget ${kb(BUDGET_BYTES)} gzipped: ${kb(total)} used, ${kb(BUDGET_BYTES - total)} left`,
);

if (total > BUDGET_BYTES) {
  console.error(`\nOver budget by ${kb(total - BUDGET_BYTES)}.`);
  process.exit(1);
}
