import { defineConfig, devices } from '@playwright/test';
import { LARGE_CATALOG_PROJECT } from './e2e/large-catalog-server';

const port = Number(process.env.E2E_PORT ?? 4173);
const largePort = Number(process.env.E2E_LARGE_PORT ?? 4174);
/**
 * The large-catalog server and its spec (a seed of minutes) run in CI, or with
 * `E2E_LARGE_CATALOG=on`; `E2E_LARGE_CATALOG=off` leaves them out in CI too. The global setup
 * starts that server in the background (e2e/large-catalog-server.ts), so the other flows run
 * while it seeds, and its project comes last.
 */
const largeCatalog =
  process.env.E2E_LARGE_CATALOG === 'on' ||
  (Boolean(process.env.CI) && process.env.E2E_LARGE_CATALOG !== 'off');
const largeSpec = /admin-large-catalog\.spec\.ts$/;
const chromium = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * Browser flows in Chromium against the built web app served by the real server, on a fresh,
 * seeded embedded database (e2e/start-server.mjs). In CI the admin lists are also tested against a
 * second server whose database holds 100,000 gigs, in a project of their own. Each spec file runs
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
  globalSetup: largeCatalog ? './e2e/large-catalog-server.ts' : undefined,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
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
  projects: [
    { name: 'chromium', testIgnore: largeSpec, use: chromium },
    ...(largeCatalog
      ? [
          {
            name: LARGE_CATALOG_PROJECT,
            testMatch: largeSpec,
            use: { ...chromium, baseURL: `http://127.0.0.1:${largePort}` },
          },
        ]
      : []),
  ],
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: `http://127.0.0.1:${port}/api/loai-cong-viec`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(port) },
  },
});
