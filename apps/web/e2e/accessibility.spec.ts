import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { callEndpoint, demo, openHydrated, signInAs, WIDTHS, test } from './support';

/** The WCAG 2.0 and 2.1 A and AA rules: the level the product promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function firstGigId(request: APIRequestContext) {
  const page = await callEndpoint(request, 'pageGigs', { query: { pageIndex: 1, pageSize: 1 } });
  return page.data[0]!.id;
}

const menu = (request: APIRequestContext) => callEndpoint(request, 'getCategoryMenu', {});

/**
 * Runs axe on the page as it is and fails on any serious or critical violation, listing each
 * rule with the elements it found and what it asks for. Minor and moderate findings are printed
 * for the reader but do not fail the test.
 */
async function expectNoSeriousViolations(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const describe = (list: typeof violations) =>
    list
      .map(
        (violation) =>
          `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n` +
          violation.nodes
            .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}`)
            .join('\n'),
      )
      .join('\n');
  const others = violations.filter((violation) => !blocking.includes(violation));
  if (others.length) console.log(`${screen}: minor findings\n${describe(others)}`);
  expect(
    blocking.map((violation) => violation.id),
    `${screen}: serious or critical violations\n${describe(blocking)}`,
  ).toEqual([]);
}

/** Scrolls to the end and back so lazy pictures and content below the fold are there for axe. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 700) await page.mouse.wheel(0, 700);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

/** The landing page once its popular services have replaced their skeletons. */
async function openHome(page: Page) {
  await openHydrated(page, '/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Popular services' }).getByRole('link').first(),
  ).toBeVisible();
  await scrollThrough(page);
}

/** A gig page once the gig and its reviews have loaded, and what is below them after a scroll. */
async function openGig(page: Page, request: APIRequestContext) {
  const id = await firstGigId(request);
  await page.goto(`/jobdetail/${id}`);
  await expect(page.getByRole('tablist', { name: 'Package' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ Reviews?$/ })).toBeVisible();
  await scrollThrough(page);
}

/**
 * A page of the catalogue that exists (the address is kept, no redirect to /home), once its title
 * and the content that shows it has loaded are there.
 */
async function openCataloguePage(page: Page, path: string, loaded: Locator) {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(loaded).toBeVisible();
  await scrollThrough(page);
}

const RULES_PATHS = ['/help', '/buying', '/selling', '/trust-and-safety', '/terms', '/privacy'];

/** A rules page once its text, written from the server's settings, has replaced its skeleton. */
async function openRulesPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 }).first()).toBeVisible();
}

const firstGigLink = (page: Page) =>
  page.getByRole('main').locator('a[href^="/jobdetail/"]').first();

test.describe('WCAG 2.1 AA at 1280 px', () => {
  test.use({ viewport: { width: WIDTHS.desktop, height: 900 } });

  test('landing page', async ({ page }) => {
    await openHome(page);
    await expectNoSeriousViolations(page, '/home');
  });

  test('gig page', async ({ page, request }) => {
    await openGig(page, request);
    await expectNoSeriousViolations(page, '/jobdetail');
  });

  test('gig page signed in, with the review form', async ({ page, request }) => {
    await signInAs(page, demo.anna);
    await openGig(page, request);
    await expect(page.getByLabel('Your review')).toBeVisible();
    await expectNoSeriousViolations(page, '/jobdetail signed in');
  });

  test('category dropdown: opens on Down Arrow, closes on Escape with focus kept', async ({
    page,
    request,
  }) => {
    const [type] = await menu(request);
    await openHome(page);
    const bar = page.getByRole('navigation', { name: 'Categories' });
    const typeLink = bar.getByRole('link', { name: type!.tenLoaiCongViec, exact: true });
    const details = bar.locator('a[href^="/categories/"]');
    await expect(details).toHaveCount(0);

    await typeLink.focus();
    await expect(details).toHaveCount(0);
    await page.keyboard.press('ArrowDown');
    await expect(details.first()).toBeVisible();
    await expect(bar.getByRole('link').nth(1)).toBeFocused();
    await expectNoSeriousViolations(page, 'category dropdown open');

    await page.keyboard.press('Tab');
    await expect(bar.getByRole('link').nth(2)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);
    await expect(typeLink).toBeFocused();
  });

  test('login page, also with its rule messages shown', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Giglane' })).toBeVisible();
    await expectNoSeriousViolations(page, '/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email cannot be blank')).toBeVisible();
    await expectNoSeriousViolations(page, '/login with errors');
  });

  test('register page, also with its rule messages shown', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Join Giglane' })).toBeVisible();
    await expectNoSeriousViolations(page, '/register');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Email cannot be blank!')).toBeVisible();
    await expectNoSeriousViolations(page, '/register with errors');
  });

  test('profile page, signed in', async ({ page, request }) => {
    const { user } = await signInAs(page, demo.anna);
    const { name } = await callEndpoint(request, 'getUser', { params: { id: user.id } });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Hired services' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, '/profile');
  });

  test('inbox with a conversation open, and the notifications, signed in', async ({ page }) => {
    // The demo catalog gives Anna a conversation with the seller of her latest order.
    await signInAs(page, demo.anna);
    await page.goto('/inbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
    await expect(page.getByRole('log')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expectNoSeriousViolations(page, '/inbox/:id');
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, '/notifications');
  });

  test('notification settings, signed in, and an unsubscribe link that does not work', async ({
    page,
  }) => {
    await signInAs(page, demo.anna);
    await page.goto('/settings/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Orders' })).toBeVisible();
    await expectNoSeriousViolations(page, '/settings/notifications');
    await page.goto('/unsubscribe#token=1.orders.forged');
    await expect(page.getByText('This unsubscribe link does not work')).toBeVisible();
    await expectNoSeriousViolations(page, '/unsubscribe');
  });

  test('search results for "logo"', async ({ page }) => {
    await openCataloguePage(page, '/search/logo', firstGigLink(page));
    await expectNoSeriousViolations(page, '/search/logo');
  });

  test('detail-type results', async ({ page, request }) => {
    const detail = (await menu(request))[0]!.dsNhomChiTietLoai[0]!.dsChiTietLoai[0]!;
    await openCataloguePage(page, `/categories/${detail.id}`, firstGigLink(page));
    await expectNoSeriousViolations(page, `/categories/${detail.id}`);
  });

  test('job type page', async ({ page, request }) => {
    const type = (await menu(request))[0]!;
    await openCataloguePage(
      page,
      `/jobtype/${type.id}`,
      page.getByRole('heading', { name: `Explore ${type.tenLoaiCongViec}` }),
    );
    await expectNoSeriousViolations(page, `/jobtype/${type.id}`);
  });

  test('the pages that say the rules', async ({ page }) => {
    for (const path of RULES_PATHS) {
      await openRulesPage(page, path);
      await expectNoSeriousViolations(page, path);
    }
  });
});

test.describe('WCAG 2.1 AA at 390 px', () => {
  test.use({ viewport: { width: WIDTHS.mobile, height: 844 } });

  test('landing page, also with the mobile menu open', async ({ page }) => {
    await openHome(page);
    await expectNoSeriousViolations(page, '/home at 390 px');
    await page.locator('label[for="mobile-menu-toggle"]').click();
    await expect(
      page.getByRole('navigation', { name: 'Mobile' }).getByRole('link'),
    ).not.toHaveCount(0);
    await expectNoSeriousViolations(page, '/home at 390 px, menu open');
  });

  test('the mobile menu signed in as an admin, with the account section', async ({ page }) => {
    await signInAs(page, demo.admin);
    await openHome(page);
    await page.locator('label[for="mobile-menu-toggle"]').click();
    await expect(
      page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Admin' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, '/home at 390 px, admin menu open');
  });

  test('gig page', async ({ page, request }) => {
    await openGig(page, request);
    await expectNoSeriousViolations(page, '/jobdetail at 390 px');
  });

  test('the pages that say the rules', async ({ page }) => {
    for (const path of RULES_PATHS) {
      await openRulesPage(page, path);
      await expectNoSeriousViolations(page, `${path} at 390 px`);
    }
  });
});
