import { defineConfig, devices } from '@playwright/test';
import { e2ePort as port } from './e2e/seeded-folder.mjs';

const chromium = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * Browser flows in Chromium against the built web app served by the real server, on a fresh,
 * seeded embedded database (e2e/start-server.mjs). How the reads behave at a large catalog is
 * checked by the server's plan-shape tests and measured by the benchmarks. Each spec file runs
 * its flows in order on one worker, two files at a time: flows that change the same records stay
 * in one file.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: '../../test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed flow keeps its trace: every action, its timing and error, and the console. Without
    // the screencast and the DOM snapshots (the network log goes with them), which were taken of
    // every flow, passed or not: a fifth and then a tenth of the flows' CPU (docs/benchmarks.md,
    // "The browser flows' CPU").
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: {
      // Debian's Chromium; never a browser downloaded by Playwright.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: chromium }],
  // The reconciliation, once every flow has moved its money on the shared server.
  globalTeardown: './e2e/books-balance.ts',
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: `http://127.0.0.1:${port}/api/loai-cong-viec`,
    timeout: 180_000,
    reuseExistingServer: false,
  },
});
