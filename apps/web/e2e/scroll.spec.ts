import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { callEndpoint, demo, openHydrated, test } from './support';

/**
 * Where each page opens: a page reached anew (a link, a sign-in, an address typed in this tab or
 * a tab opened from it) opens at the top; back and forward return to where the visitor was.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const HEADLINE = 'Find the perfect freelance services for your business';

async function gigIds(request: APIRequestContext, count: number) {
  const list = await callEndpoint(request, 'pageGigs', {
    query: { pageIndex: 1, pageSize: count },
  });
  return list.data.map((job) => job.id);
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The landing page once the app holds it: a scroll before that is the server's page's alone. */
async function openHome(page: Page) {
  await openHydrated(page, '/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE);
}

/** Waits until the window is scrolled to `y`, give or take the pixel rounding of layout. */
async function expectScrolledTo(page: Page, y: number) {
  await expect.poll(async () => Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(2);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expectScrolledTo(page, y);
}

/** A gig page with its gig and reviews on screen (the page's full height). */
async function expectGigLoaded(page: Page) {
  await expect(page.getByRole('tablist', { name: 'Package' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Reviews?$/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('after signing in from a scrolled landing page, /home opens at the top', async ({ page }) => {
  await openHome(page);
  await scrollTo(page, 999);
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Sign in' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(demo.anna.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.anna.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE);
  await page.waitForLoadState('networkidle');
  expect(await scrollY(page)).toBe(0);
});

test('pages loaded one after another in a tab each open at the top', async ({ page, request }) => {
  const [gig] = await gigIds(request, 1);
  await openHome(page);
  await scrollTo(page, 999);
  await page.goto(`/jobdetail/${gig}`);
  await expectGigLoaded(page);
  expect(await scrollY(page)).toBe(0);

  await scrollTo(page, 437);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
});

test('a tab opened from a scrolled page opens its page at the top', async ({ page, request }) => {
  const [gig] = await gigIds(request, 1);
  await openHome(page);
  await scrollTo(page, 999);
  // A tab opened by the page starts with a copy of its session storage, where positions are kept.
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.evaluate((path) => window.open(path), `/jobdetail/${gig}`),
  ]);
  await tab.setViewportSize({ width: 1280, height: 800 });
  await expectGigLoaded(tab);
  expect(await scrollY(tab)).toBe(0);
});

test('back and forward return to where the visitor was', async ({ page, request }) => {
  const [gig] = await gigIds(request, 1);
  await page.goto(`/jobdetail/${gig}`);
  await expectGigLoaded(page);
  await scrollTo(page, 600);

  // A link within the app (the logo): the next page opens at the top…
  await page.getByRole('banner').getByRole('link', { name: 'giglane.' }).click();
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE);
  expect(await scrollY(page)).toBe(0);
  await scrollTo(page, 300);

  // …and back and forward find each page where it was left.
  await page.goBack();
  await expect(page).toHaveURL(`/jobdetail/${gig}`);
  await expectScrolledTo(page, 600);
  await page.goForward();
  await expect(page).toHaveURL('/home');
  await expectScrolledTo(page, 300);
});
