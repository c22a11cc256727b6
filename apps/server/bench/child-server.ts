/*
 * The benchmarks' server: `src/main.ts` in its own Node process, so the load generator never
 * shares its event loop (or its thread pool) with the server it measures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const HOST = '127.0.0.1';

/** Things to undo, newest first, whether a run ends, fails or is interrupted. */
const cleanups: (() => Promise<void>)[] = [];
export const onCleanUp = (undo: () => Promise<void>) => cleanups.push(undo);
export async function cleanUp() {
  while (cleanups.length > 0)
    await cleanups.pop()!().catch((error: unknown) => console.error(error));
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

/** Starts the server on a free port of 127.0.0.1 and waits until it answers; `stop`, or cleanUp, ends it. */
export async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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
    stdio: ['ignore', 'inherit', 'inherit'],
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
    const ready = await fetch(`${origin}/api/cong-viec/lay-menu-loai-cong-viec`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not answer within two minutes');
}
