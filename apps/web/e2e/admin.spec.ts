import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { EndpointName } from '@giglane/contract/endpoint-paths';
import type { EndpointReply } from '@giglane/contract/endpoints';
import {
  callEndpoint,
  demo,
  isCallOf,
  screenshotBoth,
  signInAs,
  WIDTHS,
  type EndpointCall,
} from './support';

/*
 * The admin area as an ADMIN uses it, each test creating the records it needs through the API
 * under a unique name, so tests never depend on each other or on the seed's rows.
 */

const ROUTES = [
  '/admin/managejobtype',
  '/admin/manageservice',
  '/admin/manageuser',
  '/admin/managejob',
  '/admin/managecomment',
];

let counter = 0;
/** A tag no other test run uses, to name records and find them again by keyword. */
function uniqueTag() {
  counter += 1;
  return `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A small real PNG of one colour, made here so the test needs no file on disk. */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour RGB
  const row = Buffer.from([0, ...Array.from({ length: width }, () => rgb).flat()]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The API as the admin calls it, to set up and check records around the browser steps. */
function adminApi(request: APIRequestContext, token: string) {
  const call = <N extends EndpointName>(name: N, input: EndpointCall<N>) =>
    callEndpoint(request, name, input, token);
  return {
    call,
    /** A subcategory the menu lists, for new gigs. */
    async subcategoryId() {
      const menu = await call('getCategoryMenu', {});
      return menu[0]!.dsNhomChiTietLoai[0]!.dsChiTietLoai[0]!.id;
    },
    async createGig(name: string) {
      return call('createGig', {
        body: {
          tenCongViec: name,
          giaTien: 45,
          moTa: 'A gig made by the admin tests.',
          moTaNgan: 'Made by the admin tests',
          maChiTietLoaiCongViec: await this.subcategoryId(),
          saoCongViec: 5,
        },
      });
    },
    async createUser(name: string) {
      return call('createUser', {
        body: {
          name,
          email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
          password: 'secret12',
          phone: '0912345678',
          role: 'USER',
        },
      });
    },
  };
}

const toast = (page: Page, text: string) =>
  page.getByRole('status').getByText(text, { exact: true });

/**
 * Runs a change and expects its notice. Earlier notices of the same text fade first (they last a
 * few seconds), so the one seen afterwards is this change's own.
 */
async function expectNotice(page: Page, text: string, change: () => Promise<unknown>) {
  await expect(toast(page, text)).toHaveCount(0, { timeout: 10_000 });
  await change();
  await expect(toast(page, text)).toBeVisible();
}

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** Answers the confirmation dialog of a delete. */
async function confirmYes(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
}

const dataRows = (table: Locator) => table.locator('tbody tr');

/** Waits for the list request of a paging endpoint and returns its query. */
function listRequest(
  page: Page,
  endpoint: EndpointName,
  check: (query: URLSearchParams) => boolean,
) {
  return page
    .waitForRequest(
      (request) => isCallOf(request, endpoint) && check(new URL(request.url()).searchParams),
    )
    .then((request) => new URL(request.url()).searchParams);
}

async function search(page: Page, label: string, keyword: string) {
  await page.getByRole('searchbox', { name: label }).fill(keyword);
  await page.getByRole('searchbox', { name: label }).press('Enter');
}

const screenshotDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-results/screenshots',
);

/**
 * What is on screen at both widths. For open dialogs and the mobile drawer: a full-page shot would
 * show the page below the fold without the overlay that covers the window.
 */
async function screenshotWindow(
  page: Page,
  name: string,
  widths: number[] = [WIDTHS.desktop, WIDTHS.mobile],
) {
  await mkdir(screenshotDir, { recursive: true });
  const original = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === WIDTHS.desktop ? 900 : 844 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}.png`) });
  }
  if (original) await page.setViewportSize(original);
}

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
    await screenshotWindow(page, 'admin-shell-drawer', [WIDTHS.mobile]);
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

test('job types: add with its rules, find by keyword, edit, delete; modals close every way', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, demo.admin);
  const firstLoad = listRequest(page, 'pageCategories', () => true);
  await page.goto('/admin/managejobtype');
  const query = await firstLoad;
  expect([query.get('pageIndex'), query.get('pageSize')]).toEqual(['1', '10']);
  const table = page.getByRole('table', { name: 'Job types' });
  await expect(dataRows(table).first()).toContainText('Graphics & Design');
  await screenshotBoth(page, 'admin-job-types');

  const add = page.getByRole('button', { name: 'Add new job type' });
  const modal = dialog(page, 'ADD NEW JOBTYPE');
  await add.click();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await add.click();
  await modal.getByRole('button', { name: 'CANCEL' }).click();
  await expect(modal).toHaveCount(0);
  await add.click();
  await page.mouse.click(4, 4);
  await expect(modal).toHaveCount(0);

  await add.click();
  await modal.getByRole('button', { name: 'ADD' }).click();
  await expect(modal.getByText('ID cannot be blank', { exact: true })).toBeVisible();
  await expect(modal.getByText('JobType cannot be blank', { exact: true })).toBeVisible();
  await screenshotWindow(page, 'admin-job-type-add');

  const tag = uniqueTag();
  const name = `Quokka Crafts ${tag}`;
  const id = String(900_000 + Math.floor(Math.random() * 90_000));
  await modal.getByLabel('ID', { exact: true }).fill(id);
  await modal.getByLabel('Job Type').fill(name);
  await expectNotice(page, 'Success', () => modal.getByRole('button', { name: 'ADD' }).click());
  await expect(modal).toHaveCount(0);

  const found = listRequest(page, 'pageCategories', (q) => q.get('keyword') === tag);
  await search(page, 'Search job types', tag);
  expect((await found).get('pageIndex')).toBe('1');
  await expect(page).toHaveURL(new RegExp(`keyword=${tag}`));
  await expect(dataRows(table)).toHaveCount(1);
  await expect(dataRows(table)).toContainText([`#${id}`]);
  await expect(dataRows(table)).toContainText([name]);

  // The same id again: the server refuses it, and its reason shows under the field.
  await add.click();
  await modal.getByLabel('ID', { exact: true }).fill(id);
  await modal.getByLabel('Job Type').fill(`${name} twin`);
  await expectNotice(page, 'Fail', () => modal.getByRole('button', { name: 'ADD' }).click());
  await expect(modal.getByText('Is already in use', { exact: true })).toBeVisible();
  await modal.getByRole('button', { name: 'CANCEL' }).click();

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = dialog(page, 'UPDATE JOBTYPE');
  await expect(edit.getByLabel('ID', { exact: true })).toHaveValue(id);
  await expect(edit.getByLabel('ID', { exact: true })).toHaveAttribute('readonly', '');
  await screenshotWindow(page, 'admin-job-type-edit');
  await edit.getByLabel('Job Type').fill(`${name} renamed`);
  await expectNotice(page, 'Success', () => edit.getByRole('button', { name: 'UPDATE' }).click());
  await expect(edit).toHaveCount(0);
  await expect(dataRows(table)).toContainText([`${name} renamed`]);

  await page.getByRole('button', { name: `Delete ${name} renamed` }).click();
  await expectNotice(page, 'Success', () => confirmYes(page));
  await expect(table.getByText(`No job types match “${tag}”`)).toBeVisible();

  // The keyword lives in the address: going back brings the full list again.
  await page.goBack();
  await expect(page).not.toHaveURL(/keyword=/);
  await expect(page.getByRole('searchbox', { name: 'Search job types' })).toHaveValue('');
  await expect(dataRows(table).first()).toContainText('Graphics & Design');
});

test('services: add with pickers and rules, toggle Complete and Incomplete both ways, delete', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const admin = await signInAs(page, demo.admin);
  const api = adminApi(page.request, admin.token);
  const tag = uniqueTag();
  const gig = await api.createGig(`Walrus mural ${tag}`);
  const hirer = await api.createUser(`Hirer ${tag}`);

  const firstLoad = listRequest(page, 'pageOrders', () => true);
  await page.goto('/admin/manageservice');
  const query = await firstLoad;
  expect([query.get('pageIndex'), query.get('pageSize')]).toEqual(['1', '10']);
  const table = page.getByRole('table', { name: 'Services' });
  await expect(dataRows(table)).toHaveCount(10);
  await expect(table.getByRole('cell', { name: /^(Complete|Incomplete)$/ }).first()).toBeVisible();
  await screenshotBoth(page, 'admin-services');

  await page.getByRole('button', { name: 'Add service' }).click();
  const modal = dialog(page, 'ADD SERVICE');
  await modal.getByRole('button', { name: 'ADD' }).click();
  for (const message of [
    'ID cannot be blank',
    'Job ID cannot be blank',
    'Hire ID cannot be blank',
    'Hire Day cannot be blank',
  ])
    await expect(modal.getByText(message, { exact: true })).toBeVisible();

  await modal.getByLabel('ID', { exact: true }).fill('1');
  const jobBox = modal.getByRole('combobox', { name: 'Job ID' });
  await jobBox.fill(`walrus mural ${tag}`);
  await expect(modal.getByRole('listbox', { name: 'Job ID' })).toBeVisible();
  // Escape closes the list, not the dialog around it.
  await jobBox.press('Escape');
  await expect(modal.getByRole('listbox')).toHaveCount(0);
  await expect(modal).toBeVisible();
  await jobBox.press('ArrowDown');
  await modal.getByRole('option', { name: new RegExp(gig.tenCongViec) }).click();
  await expect(jobBox).toHaveValue(gig.tenCongViec);
  await expect(modal.getByText(`ID ${gig.id}`, { exact: true })).toBeVisible();

  // A hirer found by their id.
  const hirerBox = modal.getByRole('combobox', { name: 'Hirer ID' });
  await hirerBox.fill(String(hirer.id));
  await modal.getByRole('option', { name: new RegExp(hirer.name) }).click();
  await expect(modal.getByText(`ID ${hirer.id}`, { exact: true })).toBeVisible();
  await modal.getByLabel('Hire Day').fill('2026-03-05');
  await modal.getByRole('radio', { name: 'Incomplete', exact: true }).check();
  await screenshotWindow(page, 'admin-service-add');

  const created = page.waitForResponse((response) => isCallOf(response.request(), 'createOrder'));
  await expectNotice(page, 'Success', () => modal.getByRole('button', { name: 'ADD' }).click());
  const hire = ((await (await created).json()) as { content: EndpointReply<'createOrder'> })
    .content;
  expect(hire).toMatchObject({
    maCongViec: gig.id,
    maNguoiThue: hirer.id,
    ngayThue: '05/03/2026',
    hoanThanh: false,
  });
  await expect(toast(page, `The new service's ID is ${hire.id}`)).toBeVisible();
  await expect(modal).toHaveCount(0);

  await search(page, 'Search services', tag);
  await expect(dataRows(table)).toHaveCount(1);
  const row = dataRows(table).first();
  await expect(row).toContainText(`#${hire.id}`);
  await expect(row).toContainText(gig.tenCongViec);
  await expect(row).toContainText(hirer.name);
  await expect(row).toContainText('Mar 5, 2026');
  await expect(row.getByText('Incomplete')).toBeVisible();

  for (const [from, to] of [
    ['Incomplete', 'Complete'],
    ['Complete', 'Incomplete'],
  ] as const) {
    await page.getByRole('button', { name: `Edit service #${hire.id}` }).click();
    const edit = dialog(page, 'UPDATE SERVICE');
    await expect(edit.getByLabel('ID', { exact: true })).toHaveValue(String(hire.id));
    await expect(edit.getByLabel('ID', { exact: true })).toHaveAttribute('readonly', '');
    await expect(edit.getByRole('combobox', { name: 'Job ID' })).toHaveValue(gig.tenCongViec);
    await expect(edit.getByRole('radio', { name: from, exact: true })).toBeChecked();
    if (to === 'Complete') await screenshotWindow(page, 'admin-service-edit');
    await edit.getByRole('radio', { name: to, exact: true }).check();
    await expectNotice(page, 'Success', () => edit.getByRole('button', { name: 'UPDATE' }).click());
    await expect(edit).toHaveCount(0);
    await expect(row.getByText(to, { exact: true })).toBeVisible();
    const stored = await api.call('getOrder', { params: { id: hire.id } });
    expect(stored.hoanThanh).toBe(to === 'Complete');
  }

  await page.getByRole('button', { name: `Delete service #${hire.id}` }).click();
  await expectNotice(page, 'Success', () => confirmYes(page));
  await expect(table.getByText(`No services match “${tag}”`)).toBeVisible();
});

test('users: add with its rules, find by email, edit with ID and email read-only, delete', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, demo.admin);
  await page.goto('/admin/manageuser');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(dataRows(table)).toHaveCount(10);
  await screenshotBoth(page, 'admin-users');

  await page.getByRole('button', { name: 'Add new user' }).click();
  const modal = dialog(page, 'ADD NEW USER');
  await modal.getByRole('button', { name: 'ADD' }).click();
  await expect(modal.getByText('Cannot be blank', { exact: true })).toHaveCount(6);
  await screenshotWindow(page, 'admin-user-add');

  const tag = uniqueTag();
  const email = `chi.${tag}@example.com`;
  await modal.getByLabel('Name', { exact: true }).fill(`Chi Le ${tag}`);
  await modal.getByLabel('Email', { exact: true }).fill(email);
  await modal.getByLabel('Phone').fill('0912345678');
  await modal.getByLabel('Password', { exact: true }).fill('secret12');
  await modal.getByLabel('Birthday').fill('1995-08-15');
  await modal.getByLabel('Role').selectOption('USER');
  await expectNotice(page, 'Success', () => modal.getByRole('button', { name: 'ADD' }).click());
  await expect(modal).toHaveCount(0);

  await search(page, 'Search users', email);
  await expect(dataRows(table)).toHaveCount(1);
  await expect(dataRows(table).first()).toContainText(`Chi Le ${tag}`);
  await expect(dataRows(table).first()).toContainText('USER');

  // The same email again is refused with the specification's words.
  await page.getByRole('button', { name: 'Add new user' }).click();
  await modal.getByLabel('Name', { exact: true }).fill('Someone else');
  await modal.getByLabel('Email', { exact: true }).fill(email);
  await modal.getByLabel('Phone').fill('0912345678');
  await modal.getByLabel('Password', { exact: true }).fill('secret12');
  await modal.getByLabel('Birthday').fill('1990-01-01');
  await modal.getByLabel('Role').selectOption('USER');
  await expectNotice(page, 'Fail', () => modal.getByRole('button', { name: 'ADD' }).click());
  await expect(modal.getByText('Email is already existed!')).toBeVisible();
  await modal.getByRole('button', { name: 'CANCEL' }).click();

  await page.getByRole('button', { name: `Edit Chi Le ${tag}` }).click();
  const edit = dialog(page, 'UPDATE USER');
  await expect(edit.getByLabel('ID', { exact: true })).toHaveAttribute('readonly', '');
  await expect(edit.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await expect(edit.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(edit.getByLabel('Birthday')).toHaveValue('1995-08-15');
  await edit.getByLabel('Name', { exact: true }).fill(`Chi Pham ${tag}`);
  await edit.getByLabel('Phone').fill('0987654321');
  await edit.getByLabel('Birthday').fill('1996-09-20');
  await edit.getByLabel('Role').selectOption('ADMIN');
  await edit.getByRole('radio', { name: 'Female' }).check();
  await screenshotWindow(page, 'admin-user-edit');
  await expectNotice(page, 'Success', () => edit.getByRole('button', { name: 'UPDATE' }).click());
  await expect(edit).toHaveCount(0);
  const row = dataRows(table).first();
  await expect(row).toContainText(`Chi Pham ${tag}`);
  await expect(row).toContainText('ADMIN');
  await expect(row).toContainText(email);

  await page.getByRole('button', { name: `Edit Chi Pham ${tag}` }).click();
  await expect(edit.getByLabel('Phone')).toHaveValue('0987654321');
  await expect(edit.getByLabel('Birthday')).toHaveValue('1996-09-20');
  await expect(edit.getByRole('radio', { name: 'Female' })).toBeChecked();
  await edit.getByRole('button', { name: 'CANCEL' }).click();

  await page.getByRole('button', { name: `Delete Chi Pham ${tag}` }).click();
  await expectNotice(page, 'Success', () => confirmYes(page));
  await expect(table.getByText(`No users match “${email}”`)).toBeVisible();
});

test('jobs: the rules, a star count the server refuses, a real picture upload shown on the gig page, edit, delete', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const admin = await signInAs(page, demo.admin);
  const api = adminApi(page.request, admin.token);
  const subcategoryId = await api.subcategoryId();
  await page.goto('/admin/managejob');
  const table = page.getByRole('table', { name: 'Jobs' });
  await expect(dataRows(table)).toHaveCount(10);
  await expect(dataRows(table).first().getByRole('img')).toBeVisible();
  await screenshotBoth(page, 'admin-jobs');

  await page.getByRole('button', { name: 'Add new job' }).click();
  const modal = dialog(page, 'ADD NEW JOB');
  await modal.getByLabel('Rating count').fill('many');
  await modal.getByLabel('Stars').fill('');
  await modal.getByRole('button', { name: 'ADD' }).click();
  // Name, description, short description and stars are blank; price, rating count and detail type are not digits.
  await expect(modal.getByText('cannot be blank !', { exact: true })).toHaveCount(4);
  await expect(modal.getByText('inValid !', { exact: true })).toHaveCount(3);
  await expect(modal.getByText('1 to 5', { exact: true })).toBeVisible();
  await modal.getByLabel('Stars').fill('five');
  await expect(modal.getByText('inValid !', { exact: true })).toHaveCount(4);
  await screenshotWindow(page, 'admin-job-add-rules');

  const tag = uniqueTag();
  const name = `I will paint a narwhal ${tag}`;
  await modal.getByLabel('Job name').fill(name);
  await modal.getByLabel('Short description').fill('A narwhal, painted');
  await modal
    .getByLabel('Description', { exact: true })
    .fill('A hand-painted narwhal for your wall.');
  await modal.getByLabel('Price (US$)').fill('120');
  await modal.getByLabel('Rating count').fill('0');
  await modal.getByLabel('Detail type ID').fill(String(subcategoryId));
  await modal.getByLabel('Stars').fill('6');
  await expectNotice(page, 'Fail', () => modal.getByRole('button', { name: 'ADD' }).click());
  await expect(
    modal.getByText('Must be a whole number from 1 to 5', { exact: true }),
  ).toBeVisible();

  await modal.getByLabel('Stars').fill('4');
  await modal.getByLabel('Choose a picture').setInputFiles({
    name: 'narwhal.png',
    mimeType: 'image/png',
    buffer: solidPng(64, 36, [13, 148, 136]),
  });
  await expect(modal.getByRole('img', { name: 'Preview of the chosen picture' })).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await screenshotWindow(page, 'admin-job-add');
  const uploaded = page.waitForResponse((response) =>
    isCallOf(response.request(), 'uploadGigImage'),
  );
  await expectNotice(page, 'Success', () => modal.getByRole('button', { name: 'ADD' }).click());
  const upload = await uploaded;
  expect(upload.status()).toBe(200);
  expect(upload.request().headers()['content-type']).toContain('multipart/form-data');
  const saved = ((await upload.json()) as { content: EndpointReply<'uploadGigImage'> }).content;
  expect(saved).toMatchObject({ tenCongViec: name, giaTien: 120, saoCongViec: 4 });
  expect(saved.hinhAnh).toMatch(/\/images\//);
  await expect(toast(page, `The new job's ID is ${saved.id}`)).toBeVisible();
  await expect(modal).toHaveCount(0);

  await search(page, 'Search jobs', tag);
  await expect(dataRows(table)).toHaveCount(1);
  const row = dataRows(table).first();
  await expect(row).toContainText('$120');
  await expect(row.getByRole('img', { name: `Picture of ${name}` })).toHaveAttribute(
    'src',
    saved.hinhAnh,
  );

  const gigPage = await page.context().newPage();
  await gigPage.goto(`/jobdetail/${saved.id}`);
  const picture = gigPage.getByRole('img', { name, exact: true });
  await expect(picture).toHaveAttribute('src', saved.hinhAnh);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await gigPage.close();

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = dialog(page, 'UPDATE JOB');
  await expect(edit.getByLabel('ID', { exact: true })).toHaveValue(String(saved.id));
  await expect(edit.getByLabel('ID', { exact: true })).toHaveAttribute('readonly', '');
  await expect(edit.getByRole('img', { name: 'The current picture' })).toHaveAttribute(
    'src',
    saved.hinhAnh,
  );
  await screenshotWindow(page, 'admin-job-edit');
  await edit.getByLabel('Price (US$)').fill('150');
  await expectNotice(page, 'Success', () => edit.getByRole('button', { name: 'UPDATE' }).click());
  await expect(edit).toHaveCount(0);
  await expect(row).toContainText('$150');
  expect((await api.call('getGig', { params: { id: saved.id } })).giaTien).toBe(150);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expectNotice(page, 'Success', () => confirmYes(page));
  await expect(table.getByText(`No jobs match “${tag}”`)).toBeVisible();
});

test('comments: deleting one takes it off the gig page, whose review count drops by one', async ({
  page,
}) => {
  const admin = await signInAs(page, demo.admin);
  const api = adminApi(page.request, admin.token);
  const tag = uniqueTag();
  const gig = await api.createGig(`Otter portrait ${tag}`);
  for (const [text, stars] of [
    [`Lovely otter ${tag}`, 5],
    [`Decent otter ${tag}`, 3],
  ] as const)
    await api.call('createReview', {
      body: { maCongViec: gig.id, noiDung: text, saoBinhLuan: stars },
    });

  await page.goto(`/jobdetail/${gig.id}`);
  const reviewsHeading = page.getByRole('heading', { level: 2, name: /^\d+ Reviews?$/ });
  await expect(reviewsHeading).toHaveText('2 Reviews');

  const firstLoad = listRequest(page, 'pageReviews', () => true);
  await page.goto('/admin/managecomment');
  const query = await firstLoad;
  expect([query.get('pageIndex'), query.get('pageSize')]).toEqual(['1', '10']);
  const table = page.getByRole('table', { name: 'Comments' });
  await expect(dataRows(table)).toHaveCount(10);
  await screenshotBoth(page, 'admin-comments');

  await search(page, 'Search comments', `otter portrait ${tag}`);
  await expect(dataRows(table)).toHaveCount(2);
  const decent = dataRows(table).filter({ hasText: `Decent otter ${tag}` });
  await expect(decent).toContainText(`#${gig.id}`);
  await expect(decent).toContainText('3 out of 5 stars');
  await expect(decent.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await decent.getByRole('button', { name: /^Delete comment #\d+$/ }).click();
  await expect(
    page.getByRole('dialog', { name: /^Delete the comment #\d+ by .+\?$/ }),
  ).toBeVisible();
  await screenshotWindow(page, 'admin-comment-delete');
  await expectNotice(page, 'Success', () => confirmYes(page));
  await expect(dataRows(table)).toHaveCount(1);
  await expect(dataRows(table).first()).toContainText(`Lovely otter ${tag}`);

  await page.goto(`/jobdetail/${gig.id}`);
  await expect(reviewsHeading).toHaveText('1 Review');
  await expect(page.getByText(`Decent otter ${tag}`)).toHaveCount(0);
});

test('lists page on the server: page links, size and sort live in the address; back walks through them', async ({
  page,
}) => {
  await signInAs(page, demo.admin);
  const endpoint = 'pageUsers';
  const second = listRequest(page, endpoint, (q) => q.get('pageIndex') === '2');
  await page.goto('/admin/manageuser?page=2');
  expect((await second).get('pageSize')).toBe('10');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(dataRows(table)).toHaveCount(10);
  await expect(dataRows(table).first()).toContainText('#11');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const third = listRequest(page, endpoint, (q) => q.get('pageIndex') === '3');
  await pagination.getByRole('link', { name: 'Page 3' }).click();
  await third;
  await expect(page).toHaveURL(/page=3/);
  await expect(dataRows(table).first()).toContainText('#21');

  const bigger = listRequest(page, endpoint, (q) => q.get('pageSize') === '20');
  await page.getByLabel('Rows per page').selectOption('20');
  expect((await bigger).get('pageIndex')).toBe('1');
  await expect(page).toHaveURL(/size=20/);
  await expect(dataRows(table)).toHaveCount(20);

  const idHeader = table.getByRole('columnheader', { name: 'ID' });
  const nameHeader = table.getByRole('columnheader', { name: 'Name' });
  await expect(idHeader).toHaveAttribute('aria-sort', 'ascending');
  // The table shows the server's order, row for row: compared by id with the very reply it shows,
  // since other flows add and rename users meanwhile.
  const byName = page.waitForResponse((response) => {
    const query = new URL(response.url()).searchParams;
    return (
      isCallOf(response.request(), endpoint) &&
      query.get('sortBy') === 'name' &&
      query.get('sortOrder') === 'asc'
    );
  });
  await nameHeader.getByRole('button').click();
  const sorted = ((await (await byName).json()) as { content: EndpointReply<'pageUsers'> }).content;
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(idHeader).not.toHaveAttribute('aria-sort', /./);
  await expect(dataRows(table).locator('td:nth-child(1)')).toHaveText(
    sorted.data.map((user) => `#${user.id}`),
  );

  const descending = listRequest(page, endpoint, (q) => q.get('sortOrder') === 'desc');
  await nameHeader.getByRole('button').click();
  await descending;
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=name&order=desc/);

  await page.goBack();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/page=3$/);
  await expect(dataRows(table)).toHaveCount(10);
  await expect(dataRows(table).first()).toContainText('#21');

  // Any page number may be typed.
  const fifth = listRequest(page, endpoint, (q) => q.get('pageIndex') === '5');
  await page.getByLabel('Go to page').fill('5');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  expect((await fifth).get('pageSize')).toBe('10');
  await expect(page).toHaveURL(/page=5$/);
  await expect(dataRows(table).first()).toContainText('#41');
});

/**
 * An axe scan of the page as it stands: a few seconds on a quiet machine, up to half a minute when
 * both cores are busy, so it is a step with a budget of its own.
 */
async function expectNoWcagViolations(page: Page, what: string) {
  await test.step(
    `WCAG A and AA checks: ${what}`,
    async () => {
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const found = violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect(found, what).toEqual([]);
    },
    { timeout: 45_000 },
  );
}

test.describe('accessibility', () => {
  // Sign-in, a page and one scan: the scan's own budget plus room for the rest on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  for (const route of ROUTES) {
    test(`${route} passes the WCAG A and AA checks`, async ({ page }) => {
      await signInAs(page, demo.admin);
      await page.goto(route);
      await expect(dataRows(page.getByRole('table')).first()).toBeVisible();
      await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
      await expectNoWcagViolations(page, route);
    });
  }

  test('the ADD SERVICE modal with its job list open passes the WCAG A and AA checks', async ({
    page,
  }) => {
    await signInAs(page, demo.admin);
    await page.goto('/admin/manageservice');
    await expect(dataRows(page.getByRole('table')).first()).toBeVisible();
    await page.getByRole('button', { name: 'Add service' }).click();
    const modal = dialog(page, 'ADD SERVICE');
    await modal.getByRole('button', { name: 'ADD' }).click();
    await modal.getByRole('combobox', { name: 'Job ID' }).fill('logo');
    // A keyword search of the gigs, slow while the other worker's scans hold both cores.
    await expect(modal.getByRole('option').first()).toBeVisible({ timeout: 30_000 });
    await expectNoWcagViolations(page, 'ADD SERVICE with its job list open');
  });

  test('the open account menu passes the WCAG A and AA checks', async ({ page }) => {
    await signInAs(page, demo.admin);
    await page.goto('/admin/managejobtype');
    await expect(dataRows(page.getByRole('table')).first()).toBeVisible();
    await page.getByRole('button', { name: 'Giglane Admin' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoWcagViolations(page, 'the account menu');
  });
});
