import { expect } from '@playwright/test';
import {
  confirmYes,
  dataRows,
  dialog,
  expectNotice,
  listRequest,
  search,
  uniqueTag,
} from './admin-support';
import { demo, screenshotBoth, signInAs, test } from './support';

/* Manage JobType as an ADMIN uses it. */

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
  await screenshotBoth(page, 'admin-job-type-add', { window: true });

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
  await screenshotBoth(page, 'admin-job-type-edit', { window: true });
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
