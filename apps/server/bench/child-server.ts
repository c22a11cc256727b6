/*
 * The benchmarks' server: `src/main.ts`, bundled, in its own Node process, so the load generator
 * never shares its event loop (or its thread pool) with the server it measures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, rename } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { bundleServer } from '../scripts/bundle.mjs';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const HOST = '127.0.0.1';

/** Things to undo, newest first, whether a run ends, fails or is interrupted. */
const cleanups: (() => Promise<void>)[] = [];
export const onCleanUp = (undo: () => Promise<void>) => cleanups.push(undo);
export async function cleanUp() {
  while (cleanups.length > 0)
    await cleanups.pop()!().catch((error: unknown) => console.error(error));
}

/** CPU seconds a process has used so far (Linux); null elsewhere. */
export async function cpuSeconds(pid: number | undefined): Promise<number | null> {
  if (pid === undefined || process.platform !== 'linux') return null;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return null;
  // Fields after the command name, which sits in parentheses and may contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, in USER_HZ ticks: 100 a second on every mainstream Linux.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * A new, empty database `name` on the PostgreSQL server of `serverUrl`, dropped on clean-up; answers
 * its URL.
 */
export async function freshPostgresDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  onCleanUp(() => admin(`drop database if exists ${name} with (force)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let bundle: Promise<string> | undefined;

/**
 * The server bundled as `npm run build` bundles it, once per process: it answers its first request
 * about 1.5 s sooner than src/main.ts through tsx, on each of the many starts of the kill -9 tests.
 * Inside the server package, where its npm packages resolve; written aside and renamed, so that a
 * process starting a server meanwhile never runs half a file.
 */
function serverBundle(): Promise<string> {
  bundle ??= (async () => {
    const folder = path.join(SERVER_DIR, 'node_modules/.cache/child-server');
    const aside = path.join(folder, `${process.pid}.js`);
    await bundleServer(aside, { sourcemap: false });
    const file = path.join(folder, 'main.js');
    await rename(aside, file);
    return file;
  })();
  return bundle;
}

/**
 * Starts the server on a free port of 127.0.0.1 and waits until `readyPath` answers; `stop`, or
 * cleanUp, ends it. `script` is another server's TypeScript to start instead (the layer
 * benchmark's bare baseline); `quiet` sends its standard output, the log, nowhere; `nodeOptions` go
 * to Node before the script (a CPU profile's flags).
 */
export async function startServer(
  env: Record<string, string>,
  {
    script,
    readyPath = '/api/cong-viec/lay-menu-loai-cong-viec',
    quiet = false,
    nodeOptions = [],
  }: { script?: string; readyPath?: string; quiet?: boolean; nodeOptions?: string[] } = {},
): Promise<{ child: ChildProcess; origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  // Another server is TypeScript, run through tsx; ours is the bundle.
  const entry = script ? ['--import', 'tsx', script] : [await serverBundle()];
  const child = spawn(process.execPath, [...nodeOptions, ...entry], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      SEED: 'off',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...env,
      PORT: String(port),
      HOST,
    },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  onCleanUp(stop);
  const origin = `http://${HOST}:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const ready = await fetch(`${origin}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not answer within two minutes');
}
