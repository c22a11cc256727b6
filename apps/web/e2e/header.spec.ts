import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { MenuEntry } from '@giglane/contract/categories';
import {
  callEndpoint,
  demo,
  screenshotBoth,
  screenshotView,
  signInAs,
  WIDTHS,
  test,
} from './support';

const menu = (request: APIRequestContext) => callEndpoint(request, 'getCategoryMenu', {});

async function userName(request: APIRequestContext, account: { email: string; password: string }) {
  return (await callEndpoint(request, 'signIn', { body: account })).user.name;
}

const categoryBar = (page: Page) => page.getByRole('navigation', { name: 'Categories' });
const mobileMenu = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });

async function openMobileMenu(page: Page) {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('label[for="mobile-menu-toggle"]').click();
  await expect(mobileMenu(page)).toBeVisible();
}

test.describe('the mobile menu at 390 px', () => {
  test.use({ viewport: { width: WIDTHS.mobile, height: 844 } });

  test('an admin finds their name, Profile, Admin and Sign out in it; Admin opens the admin area', async ({
    page,
  }) => {
    const name = await userName(page.request, demo.admin);
    await signInAs(page, demo.admin);
    await openMobileMenu(page);
    const account = mobileMenu(page).getByRole('region', { name: 'Your account' });
    await expect(account.getByText(name, { exact: true })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(account.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await screenshotView(page, 'header-mobile-menu-admin');
    // At 1280 px the same session shows the desktop header's Admin link and name instead.
    await screenshotBoth(page, 'header-admin');

    await account.getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin\//);
  });

  test('a plain user gets the account section without Admin; Profile and Sign out work', async ({
    page,
  }) => {
    const name = await userName(page.request, demo.anna);
    await signInAs(page, demo.anna);
    await openMobileMenu(page);
    const account = mobileMenu(page).getByRole('region', { name: 'Your account' });
    await expect(account.getByText(name, { exact: true })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);

    await account.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(mobileMenu(page)).toHaveCount(0);
  });

  test('a visitor has Sign in and Join in the header, and no account section in the menu', async ({
    page,
  }) => {
    await openMobileMenu(page);
    const header = page.getByRole('navigation', { name: 'Account' });
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Join' })).toBeVisible();
    await expect(mobileMenu(page).getByRole('region', { name: 'Your account' })).toHaveCount(0);
  });
});

/** The first `count` elements Tab reaches from the top of the page: each one's id, or its text. */
async function tabStops(page: Page, count: number) {
  await page.locator('body').focus();
  const stops: string[] = [];
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const focused = document.activeElement;
        return focused?.id || focused?.textContent?.trim() || '';
      }),
    );
  }
  return stops;
}

test.describe('the mobile menu toggle by keyboard', () => {
  test('takes no Tab stop at 1280 px, where the menu is not shown', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 800 });
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Menu' })).toBeHidden();
    const stops = await tabStops(page, 4);
    expect(stops).not.toContain('mobile-menu-toggle');
    // Skip to content, then the logo: the header starts with what is on the screen.
    expect(stops.slice(0, 2)).toEqual(['Skip to content', 'giglane.']);
  });

  test('opens and closes the menu from the keyboard at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 844 });
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await tabStops(page, 3)).toEqual(['Skip to content', 'mobile-menu-toggle', 'giglane.']);
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('checkbox', { name: 'Menu' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(mobileMenu(page)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(mobileMenu(page)).toBeHidden();
  });
});

test.describe('the category bar by keyboard', () => {
  test.use({ viewport: { width: WIDTHS.desktop, height: 800 } });

  test('one Tab stop per category: Tab crosses the bar in as many presses as it has categories', async ({
    page,
    request,
  }) => {
    const types = await menu(request);
    await page.goto('/home');
    const bar = categoryBar(page);
    const first = bar.getByRole('link', { name: types[0]!.tenLoaiCongViec, exact: true });
    await first.focus();
    // The bar shows the menu's first eight job types.
    const count = Math.min(types.length, 8);

    // Right and Left Arrow move between job types too.
    const second = bar.getByRole('link', { name: types[1]!.tenLoaiCongViec, exact: true });
    await page.keyboard.press('ArrowRight');
    await expect(second).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(first).toBeFocused();

    let presses = 0;
    while (await bar.evaluate((nav) => nav.contains(document.activeElement))) {
      await page.keyboard.press('Tab');
      presses += 1;
      expect(presses, 'Tab presses to leave the category bar').toBeLessThanOrEqual(count);
    }
    expect(presses).toBe(count);
    await expect(bar.locator('a[href^="/categories/"]')).toHaveCount(0);
  });

  test('Down Arrow opens a dropdown that fits the window; arrows, Home and End move in it; Escape closes', async ({
    page,
    request,
  }) => {
    const types = await menu(request);
    // The type with the most services in its dropdown: the tallest one.
    const type = types
      .slice(0, 8)
      .reduce((tallest, entry) => (size(entry) > size(tallest) ? entry : tallest));
    await page.goto('/home');
    const bar = categoryBar(page);
    const typeLink = bar.getByRole('link', { name: type.tenLoaiCongViec, exact: true });
    await expect(typeLink).toHaveAttribute('aria-expanded', 'false');

    await typeLink.focus();
    await page.keyboard.press('ArrowDown');
    await expect(typeLink).toHaveAttribute('aria-expanded', 'true');
    const dropdown = page.locator(`#${await typeLink.getAttribute('aria-controls')}`);
    const links = dropdown.getByRole('link');
    const groups = type.dsNhomChiTietLoai.slice(0, 5);
    await expect(links).toHaveCount(size(type));
    await expect(links.first()).toBeFocused();
    await expect(links.first()).toHaveText(groups[0]!.tenNhom);

    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.first()).toBeFocused();

    // The whole dropdown lies inside the 800 px window; the last link is reached and in view.
    const box = (await dropdown.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    await page.keyboard.press('End');
    const last = links.last();
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport();
    await screenshotView(page, 'header-dropdown-end');
    await page.keyboard.press('Home');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(last).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dropdown).toHaveCount(0);
    await expect(typeLink).toBeFocused();
    await expect(typeLink).toHaveAttribute('aria-expanded', 'false');

    // Tab from inside an opened dropdown goes on through its links, then to the next category.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    const index = types.indexOf(type);
    if (index < Math.min(types.length, 8) - 1) {
      await expect(
        bar.getByRole('link', { name: types[index + 1]!.tenLoaiCongViec, exact: true }),
      ).toBeFocused();
    }
    await expect(dropdown).toHaveCount(0);
  });

  test('pointing at a category still opens its dropdown, and its links follow', async ({
    page,
    request,
  }) => {
    const [type] = await menu(request);
    await page.goto('/home');
    const typeLink = categoryBar(page).getByRole('link', {
      name: type!.tenLoaiCongViec,
      exact: true,
    });
    await typeLink.hover();
    const detail = type!.dsNhomChiTietLoai[0]!.dsChiTietLoai[0]!;
    const detailLink = categoryBar(page).getByRole('link', { name: detail.tenChiTiet });
    await expect(detailLink).toBeVisible();
    await screenshotView(page, 'header-dropdown-hover');
    await typeLink.hover();
    await detailLink.click();
    await expect(page).toHaveURL(`/categories/${detail.id}`);
  });
});

/** The links a dropdown shows: each group and its first four services. */
function size(type: MenuEntry) {
  return type.dsNhomChiTietLoai
    .slice(0, 5)
    .reduce((sum, group) => sum + 1 + Math.min(group.dsChiTietLoai.length, 4), 0);
}
