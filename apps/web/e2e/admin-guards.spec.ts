import { expect } from '@playwright/test';
import { ROUTES, toast } from './admin-support';
import { demo, screenshotBoth, signInAs, WIDTHS, test } from './support';

/* The admin area's guards and its shell: who gets in, and how an admin finds their way around. */

test.describe('guards', () => {
  test('an anonymous visitor of any admin route is told to sign in and sent to /login', async ({
    page,
  }) => {
    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page).toHaveURL(/\/login$/);
      await expect(toast(page, 'You are not logged in !')).toBeVisible();
    }
  });

  test('a signed-in user who is not an admin is told so and sent to /login', async ({ page }) => {
    await signInAs(page, demo.anna);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    for (const route of ROUTES) {
      visited.length = 0;
      await page.goto(route);
      await expect(toast(page, 'You do not have permission to access this page !')).toBeVisible();
      // The login page itself then sends a signed-in visitor on to the landing page.
      await expect.poll(() => visited).toContain('/login');
      await expect(page.getByRole('heading', { name: 'Manage JobType' })).toHaveCount(0);
    }
  });

  test('an admin going anywhere else under /admin lands on /home', async ({ page }) => {
    await signInAs(page, demo.admin);
    for (const route of ['/admin', '/admin/dashboard', '/admin/managejobtype/extra']) {
      await page.goto(route);
      await expect(page).toHaveURL(/\/home$/);
    }
  });

  test("a buyer's pages never download the admin code", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/home');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      expect(url).not.toMatch(/admin/);
      const code = await (await page.request.get(url)).text();
      expect(code, url).not.toContain('ADD NEW JOBTYPE');
    }
  });
});

test.describe('shell', () => {
  test('sidebar, logo, and the account menu by keyboard: Profile, then Sign Out', async ({
    page,
  }) => {
    // Signed in through the form: a stored init script would sign in again after Sign Out.
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(demo.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/admin/managejobtype');

    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar.getByRole('link')).toHaveText([
      'Manage User',
      'Manage Job',
      'Manage JobType',
      'Manage Service',
      'Manage Comment',
      'Finance',
      'Mail outbox',
      'Reports',
      'Disputes',
      'View storefront',
    ]);
    await expect(sidebar.getByRole('link', { name: 'Manage JobType' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const [name, heading, path] of [
      ['Manage User', 'Manage User', '/admin/manageuser'],
      ['Manage Job', 'Manage Job', '/admin/managejob'],
      ['Manage Service', 'Manage Service', '/admin/manageservice'],
      ['Manage Comment', 'Manage Comment', '/admin/managecomment'],
      ['Finance', 'Finance', '/admin/finance'],
      ['Mail outbox', 'Mail outbox', '/admin/mail'],
      ['Reports', 'Reports', '/admin/reports'],
      ['Disputes', 'Disputes', '/admin/disputes'],
      ['Manage JobType', 'Manage JobType', '/admin/managejobtype'],
    ] as const) {
      await sidebar.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'giglane.' })).toHaveAttribute(
      'href',
      '/home',
    );

    const menuButton = page.getByRole('button', { name: 'Giglane Admin' });
    await expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
    await menuButton.focus();
    await page.keyboard.press('ArrowDown');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);

    await page.goto('/admin/managejobtype');
    await page.getByRole('button', { name: 'Giglane Admin' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const stored = await page.evaluate(() => [
      localStorage.getItem('accessToken'),
      localStorage.getItem('userLogin'),
      localStorage.getItem('userId'),
    ]);
    expect(stored).toEqual([null, null, null]);
    await expect(toast(page, 'You are not logged in !')).toHaveCount(0);
  });

  test('on a phone the sidebar is a drawer behind the menu button', async ({ page }) => {
    await signInAs(page, demo.admin);
    await page.setViewportSize({ width: WIDTHS.mobile, height: 844 });
    await page.goto('/admin/manageuser');
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
    const opener = page.getByRole('button', { name: 'Open the dashboard menu' });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
    await expect(drawer.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    // The drawer exists only on narrow screens.
    await screenshotBoth(page, 'admin-shell-drawer', { window: true, widths: [WIDTHS.mobile] });
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await drawer.getByRole('link', { name: 'Manage Comment' }).click();
    await expect(page).toHaveURL(/\/admin\/managecomment$/);
    await expect(drawer).toHaveCount(0);
    // The table scrolls inside its card; the page itself never gets wider than the phone.
    await expect(page.getByRole('table', { name: 'Comments' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      WIDTHS.mobile,
    );
    await screenshotBoth(page, 'admin-shell');
  });
});
