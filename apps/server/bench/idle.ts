/*
 * Idle memory of the embedded server as `npm start` runs it: the built bundle (`npm run build`
 * first) with the start script's Node flags, on the demo catalog in a DATA_DIR of its own. Reads
 * the process's resident memory (VmRSS) once it answers, after one read of each kind (the menu, a
 * search, a gig's reviews) and after --idle seconds of nothing.
 *
 *   npm run build && npm run bench:idle -- [--idle 60] [--flags="<node flags>"] [--runs 3]
 *
 * --flags replaces the start script's flags ("" for none) to compare settings. The first start, on
 * an empty DATA_DIR, loads the catalog and is measured on a row of its own; the runs start again on
 * the loaded catalog. Linux only (/proc).
 */
import { spawn } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 4399;

const { values } = parseArgs({
  options: {
    idle: { type: 'string', default: '60' },
    flags: { type: 'string' },
    runs: { type: 'string', default: '3' },
  },
});
const idleSeconds = Number(values.idle);
const runs = Number(values.runs);
if (!(idleSeconds >= 0) || !Number.isInteger(runs) || runs < 1)
  throw new Error('--idle must be a number of seconds, --runs a whole number from 1');

const packageJson = JSON.parse(await readFile(path.join(SERVER_DIR, 'package.json'), 'utf8')) as {
  scripts: { start: string };
};
const startFlags = packageJson.scripts.start
  .replace(/^node\s+/, '')
  .replace(/\s*dist\/main\.js$/, '');
const flags = (values.flags ?? startFlags).split(/\s+/).filter(Boolean);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'giglane-idle-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** Starts the bundle, waits until the menu answers; `stop` ends it. */
async function start() {
  const child = spawn(process.execPath, [...flags, 'dist/main.js'], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('The server did not answer within 5 minutes');
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/loai-cong-viec`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ok) break;
    await sleep(200);
  }
  return {
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

try {
  console.log(`node ${flags.join(' ')} dist/main.js; DATA_DIR ${dataDir}; ${idleSeconds} s idle\n`);
  console.log('| run | ready MiB | after reads MiB | idle MiB |');
  console.log('| --: | --------: | --------------: | -------: |');
  for (let run = 0; run <= runs; run += 1) {
    const server = await start();
    const ready = await rssMiB(server.pid);
    for (const url of [
      '/api/cong-viec/lay-menu-loai-cong-viec',
      '/api/cong-viec/tim-kiem?keyword=logo',
      '/api/binh-luan/lay-binh-luan-theo-cong-viec/1',
    ])
      await fetch(`http://127.0.0.1:${PORT}${url}`).then((reply) => reply.arrayBuffer());
    const afterReads = await rssMiB(server.pid);
    await sleep(idleSeconds * 1000);
    const idle = await rssMiB(server.pid);
    await server.stop();
    const name = run === 0 ? 'first start (loads the catalog)' : String(run);
    console.log(
      `| ${name} | ${ready.toFixed(0)} | ${afterReads.toFixed(0)} | ${idle.toFixed(0)} |`,
    );
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
