import { expect } from '@playwright/test';
import type { EndpointReply } from '@giglane/contract/endpoints';
import { pagePaths } from '@giglane/contract/page-paths';
import {
  adminApi,
  confirmYes,
  dataRows,
  dialog,
  expectNotice,
  search,
  solidPng,
  toast,
  uniqueTag,
} from './admin-support';
import { demo, isCallOf, screenshotBoth, signInAs, test } from './support';

/* Manage Job as an ADMIN uses it, and the gig editor an admin opens from it. */

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
  await screenshotBoth(page, 'admin-job-add-rules', { window: true });

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
  await screenshotBoth(page, 'admin-job-add', { window: true });
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
  await screenshotBoth(page, 'admin-job-edit', { window: true });
  await edit.getByLabel('Price (US$)').fill('150');
  await expectNotice(page, 'Success', () => edit.getByRole('button', { name: 'UPDATE' }).click());
  await expect(edit).toHaveCount(0);
  await expect(row).toContainText('$150');
  expect((await api.call('getGig', { params: { id: saved.id } })).giaTien).toBe(150);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expectNotice(page, 'Success', () => confirmYes(page));
  await expect(table.getByText(`No jobs match “${tag}”`)).toBeVisible();
});

test("an admin edits another seller's gig in the gig editor, warned before an edit is lost; starting a gig still needs selling", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await signInAs(page, demo.admin);
  const api = adminApi(page.request, admin.token);
  const tag = uniqueTag();
  const seller = await api.createUser(`Seller ${tag}`);
  const name = `I will carve a walrus in oak ${tag}`;
  const gig = await api.createGig(name, seller.id);

  await page.goto(pagePaths.adminGigs());
  await search(page, 'Search jobs', tag);
  const table = page.getByRole('table', { name: 'Jobs' });
  await expect(dataRows(table)).toHaveCount(1);
  const open = table.getByRole('link', { name: `Open ${name} in the gig editor` });
  await expect(open).toHaveAttribute('href', pagePaths.editSellerGig(gig.id));
  await screenshotBoth(page, 'admin-jobs-gig-editor-link');
  await open.click();
  await expect(page).toHaveURL(pagePaths.editSellerGig(gig.id));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const steps = page.getByRole('navigation', { name: 'Gig editor steps' });
  await steps.getByRole('link', { name: 'Pricing' }).click();
  const price = page.getByRole('group', { name: 'Basic' }).getByLabel('Price (US$)');
  await expect(price).toHaveValue('45');
  await price.fill('60');

  // Another step asks first; staying keeps the edit.
  await steps.getByRole('link', { name: 'Overview' }).click();
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(question).toBeVisible();
  await screenshotBoth(page, 'gig-editor-leave-warning', { window: true });
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(pagePaths.editSellerGig(gig.id, 'pricing'));
  await expect(price).toHaveValue('60');

  // Closing the tab gets the browser's own question; dismissed, the page stays.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (browserDialog) => {
      resolve(browserDialog.type());
      void browserDialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);

  // Saved, the editor moves on without asking, and the server has the new price.
  await page.getByRole('button', { name: 'Save & continue' }).click();
  await expect(page).toHaveURL(pagePaths.editSellerGig(gig.id, 'description'));
  expect((await api.call('getGig', { params: { id: gig.id } })).giaTien).toBe(60);
  await page.getByRole('link', { name: '← Manage Job' }).click();
  await expect(page).toHaveURL(pagePaths.adminGigs());

  // The admin sells nothing: a new gig starts with becoming a seller.
  await page.goto(pagePaths.newSellerGig());
  await expect(page).toHaveURL(pagePaths.becomeSeller());
});
