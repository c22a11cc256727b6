import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const screenshotDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-results/screenshots',
);

export const WIDTHS = { desktop: 1280, mobile: 390 } as const;

/** Saves full-page screenshots of the current page at 1280 px and 390 px wide. */
export async function screenshotBoth(page: Page, name: string) {
  await mkdir(screenshotDir, { recursive: true });
  const original = page.viewportSize();
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: label === 'desktop' ? 900 : 844 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({
      path: path.join(screenshotDir, `${name}-${width}.png`),
      fullPage: true,
    });
  }
  if (original) await page.setViewportSize(original);
}

/** Saves what the window shows now, at its current size: menus and dropdowns sit in the window. */
export async function screenshotView(page: Page, name: string) {
  await mkdir(screenshotDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}.png`) });
}

/** Demo accounts the seed creates (see the README). */
export const demo = {
  admin: { email: 'admin@giglane.dev', password: 'admin123' },
  anna: { email: 'anna@giglane.dev', password: 'giglane1' },
  minh: { email: 'minh@giglane.dev', password: 'giglane1' },
};

/**
 * Signs in through the API and stores the session the way the web app does, on every page load of
 * this test (an init script): tests of signing out sign in through the form instead.
 */
export async function signInAs(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/signin', { data: account });
  const { content } = (await response.json()) as {
    content: { token: string; user: { id: number } };
  };
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('userLogin', JSON.stringify(user));
      localStorage.setItem('userId', String(user.id));
    },
    [content.token, content.user] as const,
  );
  return content;
}
