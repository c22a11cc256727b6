import { expect } from '@playwright/test';
import type { EndpointReply } from '@giglane/contract/endpoints';
import {
  adminApi,
  confirmYes,
  dataRows,
  dialog,
  expectNotice,
  listRequest,
  search,
  toast,
  uniqueTag,
} from './admin-support';
import { demo, isCallOf, screenshotBoth, signInAs, test } from './support';

/* Manage Service as an ADMIN uses it. */

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
  await screenshotBoth(page, 'admin-service-add', { window: true });

  const created = page.waitForResponse((response) => isCallOf(response.request(), 'createOrder'));
  await expectNotice(page, 'Success', () => modal.getByRole('button', { name: 'ADD' }).click());
  const hire = ((await (await created).json()) as { content: EndpointReply<'createOrder'> })
    .content;
  expect(hire).toMatchObject({
    maCongViec: gig.id,
    maNguoiThue: hirer.id,
    // The date comes back in the form the form sent it (docs/api.md), and the table shows it.
    ngayThue: '2026-03-05',
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
    if (to === 'Complete') await screenshotBoth(page, 'admin-service-edit', { window: true });
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
