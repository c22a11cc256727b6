import { expect, test } from '@playwright/test';
import type { EndpointReply } from '@giglane/contract/endpoints';
import { dataRows, listRequest } from './admin-support';
import { demo, isCallOf, signInAs } from './support';

/* The admin lists' paging, sizes and sorts, kept in the address. */

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
