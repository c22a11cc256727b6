import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { pagePaths } from '@giglane/contract/page-paths';
import {
  callEndpoint,
  hydrationStarted,
  isUrlOf,
  screenshotBoth,
  watchConsole,
  test,
} from './support';

/** The API calls the page makes from now on. */
function watchCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    // The reader's own "Helpful?" votes are theirs, not the page's: the browser reads them.
    if (isUrlOf(request.url(), 'listReviewsHelpful')) return;
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  return calls;
}

/** A listed gig that offers more than one package: its page has tabs to choose one. */
async function gigWithPackages(request: APIRequestContext) {
  const { data } = await callEndpoint(request, 'pageGigs', {
    query: { pageIndex: 1, pageSize: 20 },
  });
  for (const gig of data) {
    const offer = await callEndpoint(request, 'getGigOffer', { params: { id: gig.id } });
    if (offer.packages.length === 3) return gig;
  }
  throw new Error('no seeded gig offers three packages');
}

/** Opens `path` and waits for the app to have taken the server's HTML over. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState('networkidle');
}

test('public pages come with their content and hydrate without a warning or a second fetch', async ({
  page,
  request,
}) => {
  const console_ = watchConsole(page);
  const calls = watchCalls(page);
  const gig = (await callEndpoint(request, 'pageGigs', { query: { pageIndex: 1, pageSize: 1 } }))
    .data[0]!;
  const type = (await callEndpoint(request, 'getCategoryMenu', {}))[0]!;
  const subcategory = type.dsNhomChiTietLoai[0]!.dsChiTietLoai[0]!;

  await open(page, pagePaths.gig(gig.id));
  await expect(page.getByRole('heading', { level: 1, name: gig.tenCongViec })).toBeVisible();
  // The gig, its offer and its reviews came in the page: the browser asks for none of them.
  for (const name of ['getGigCard', 'getGigOffer', 'listGigReviews'] as const)
    expect(
      calls.filter((url) => isUrlOf(url, name)),
      name,
    ).toEqual([]);
  // The page answers clicks: React has taken it over.
  const lastTab = page.getByRole('tablist', { name: 'Package' }).getByRole('tab').last();
  await lastTab.click();
  await expect(lastTab).toHaveAttribute('aria-selected', 'true');
  await screenshotBoth(page, 'server-rendered-gig');

  for (const path of [
    pagePaths.home(),
    pagePaths.search('logo'),
    pagePaths.category(type.id),
    pagePaths.subcategory(subcategory.id),
    pagePaths.seller(gig.nguoiTao),
    pagePaths.help(),
    pagePaths.terms(),
  ]) {
    calls.length = 0;
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    expect(calls, `${path} fetched again what its HTML had`).toEqual([]);
  }
  await screenshotBoth(page, 'server-rendered-terms');
  // A move inside the app after hydrating is the router's, not a new page load.
  await open(page, pagePaths.home());
  await page.evaluate(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));
  await page.getByRole('link', { name: 'Help & Support' }).click();
  await expect(page).toHaveURL(pagePaths.help());
  expect(
    await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce),
  ).toBe(true);

  expect(console_).toEqual([]);
});

test('a click while the app is still taking the page over is answered, not lost', async ({
  page,
  request,
}) => {
  const console_ = watchConsole(page);
  const gig = (await callEndpoint(request, 'pageGigs', { query: { pageIndex: 1, pageSize: 1 } }))
    .data[0]!;
  await page.goto(pagePaths.gig(gig.id), { waitUntil: 'commit' });
  // The frame the app starts hydrating in, while the hydration itself runs as a transition over
  // the next frames.
  await hydrationStarted(page);
  const lastTab = page.getByRole('tablist', { name: 'Package' }).getByRole('tab').last();
  await lastTab.click();
  await expect(lastTab).toHaveAttribute('aria-selected', 'true');
  await page.waitForLoadState('networkidle');
  expect(console_).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a gig page shows its title, packages, seller and reviews', async ({ page, request }) => {
    const gig = await gigWithPackages(request);
    await page.goto(pagePaths.gig(gig.id));
    await expect(page.getByRole('heading', { level: 1, name: gig.tenCongViec })).toBeVisible();
    await expect(page.getByText(/^US\$\d+$/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /^\d+ Reviews?$/ })).toBeVisible();
    await screenshotBoth(page, 'server-rendered-gig-no-script');
    await page.goto(pagePaths.home());
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshotBoth(page, 'server-rendered-home-no-script');
  });
});
