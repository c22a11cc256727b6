import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { endpointPaths } from '@giglane/contract/endpoint-paths';
import { endpointUrl } from '../src/lib/api/endpoint-url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A real PNG drawn in the page: a picture a buyer sends as a reference. */
export async function pngPicture(page: Page, text: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((label) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#0f766e';
    context.fillRect(0, 0, 640, 400);
    context.fillStyle = '#a3e635';
    context.beginPath();
    context.arc(320, 170, 90, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = 'white';
    context.font = 'bold 44px sans-serif';
    context.textAlign = 'center';
    context.fillText(label, 320, 340);
    return canvas.toDataURL('image/png');
  }, text);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** A port no one listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A second Giglane server of the spec's own, on an empty embedded database in a folder it keeps
 * across restarts, so a restart finds what was written before it. No demo catalog: the flows make
 * their own people.
 */
export async function ownServer() {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'giglane-live-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const start = async () => {
    child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED: 'off',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '10000',
      },
    });
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${baseURL}/ready`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 60_000, intervals: [250] },
      )
      .toBe(200);
  };

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };

  await start();
  return {
    baseURL,
    /** Stops the server as a deployment does, and starts it again on the same database. */
    stop,
    start,
    dispose: async () => {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bubbles of a conversation's log that say `text` exactly. */
export const bubbles = (log: Locator, text: string) => log.getByText(text, { exact: true });

/** Sends a text message through the API as its sender does from another device. */
export async function sendText(
  request: APIRequestContext,
  token: string,
  conversationId: number,
  text: string,
) {
  const response = await request.fetch(
    endpointUrl('sendMessage', { params: { id: conversationId } }),
    {
      method: endpointPaths.sendMessage.method,
      headers: { token },
      multipart: { text, clientKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    },
  );
  expect(response.status(), await response.text()).toBe(201);
}
