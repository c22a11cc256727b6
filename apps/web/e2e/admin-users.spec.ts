import { expect } from '@playwright/test';
import { confirmYes, dataRows, dialog, expectNotice, search, uniqueTag } from './admin-support';
import { demo, screenshotBoth, signInAs, test } from './support';

/* Manage User as an ADMIN uses it. */

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
  await screenshotBoth(page, 'admin-user-add', { window: true });

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
  await screenshotBoth(page, 'admin-user-edit', { window: true });
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
