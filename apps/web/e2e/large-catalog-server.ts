import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, type FullConfig } from '@playwright/test';

/*
 * The large-catalog project's server, seeded with 100,000 gigs (minutes) before it answers. The
 * global setup starts it without waiting, so the other flows run while it seeds, and its spec
 * waits for it: Playwright's own web servers would hold every flow back until all of them answer.
 */

export const LARGE_CATALOG_PROJECT = 'large-catalog';

/** The server's process, for the workers to tell a server still seeding from one that died. */
const PID_VARIABLE = 'E2E_LARGE_CATALOG_PID';

/** Where a server at `baseURL` answers once it is seeded and listening. */
const readyUrl = (baseURL: string) => new URL('/api/loai-cong-viec', baseURL).href;

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/**
 * The global setup: when the run has the large-catalog project, starts e2e/start-server.mjs at
 * that project's address with a seed of 100,000 gigs, and returns the teardown that stops it. A
 * port already answering is refused, as Playwright's own web servers do.
 */
export default async function startLargeCatalogServer(config: FullConfig) {
  const project = config.projects.find((candidate) => candidate.name === LARGE_CATALOG_PROJECT);
  if (!project?.use.baseURL) return undefined;
  const { baseURL } = project.use;
  if (await answers(readyUrl(baseURL)))
    throw new Error(`${baseURL} already answers: stop that server or set E2E_LARGE_PORT`);

  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'start-server.mjs');
  const server = spawn(process.execPath, [script], {
    // The seed's progress and the server's warnings go to the run's output, as a web server's do.
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: new URL(baseURL).port, E2E_SEED_JOBS: '100000' },
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  // The workers start with the environment the global setup leaves.
  process.env[PID_VARIABLE] = String(server.pid);
  return async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
  };
}

/** Whether a process of that id is still running. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * For the large-catalog spec's `beforeAll`: waits until its server answers, at once when the other
 * flows took longer than the seed. The seed needs about two minutes on two quiet cores and five on
 * busy ones, which the hook's own budget allows for.
 */
export async function largeCatalogReady() {
  const info = test.info();
  info.setTimeout(480_000);
  const url = readyUrl(String(info.project.use.baseURL));
  const pid = Number(process.env[PID_VARIABLE]);
  while (!(await answers(url))) {
    if (!pid || !isRunning(pid))
      throw new Error(`The large-catalog server (${url}) is not running: see its output above`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
