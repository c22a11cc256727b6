import { expect, type Response } from '@playwright/test';
import { PAGE_SIZE_MAX } from '@giglane/contract/paging';
import type { EndpointReply } from '@giglane/contract/endpoints';
import { dataRows, listRequest } from './admin-support';
import { demo, isCallOf, signInAs, test } from './support';

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

const LIST_SCREENS = [
  { route: '/admin/manageservice', endpoint: 'pageOrders' },
  { route: '/admin/manageuser', endpoint: 'pageUsers' },
  { route: '/admin/managejob', endpoint: 'pageGigs' },
  { route: '/admin/managecomment', endpoint: 'pageReviews' },
] as const;

/** The rows an API reply carries: its content's list, or its page's. */
function rowsOf(body: unknown): number {
  const content = (body as { content?: unknown } | null)?.content;
  if (Array.isArray(content)) return content.length;
  if (content && typeof content === 'object' && 'data' in content && Array.isArray(content.data))
    return content.data.length;
  return 0;
}

// How the lists read at any size is the server's plan-shape tests' (paging-plans.test.ts); here,
// that each screen asks for one page and nothing on its way carries a whole table.
test('each admin list screen loads one page of a table larger than any page, and no reply carries more', async ({
  page,
}) => {
  await signInAs(page, demo.admin);
  for (const screen of LIST_SCREENS) {
    // From a blank page, so no reply of the page before (its body gone with it) is watched.
    await page.goto('about:blank');
    const replies: Promise<{ url: string; rows: number }>[] = [];
    const watch = (response: Response) => {
      if (new URL(response.url()).pathname.startsWith('/api/'))
        replies.push(response.json().then((body) => ({ url: response.url(), rows: rowsOf(body) })));
    };
    page.on('response', watch);
    const listed = page.waitForResponse((response) =>
      isCallOf(response.request(), screen.endpoint),
    );
    await page.goto(screen.route);
    const { content } = (await (await listed).json()) as {
      content: { totalRow: number; data: unknown[] };
    };
    await expect(dataRows(page.getByRole('table'))).toHaveCount(10);
    page.off('response', watch);

    // The table is larger than any page a client may ask for, so a whole-table reply would show.
    expect(content.totalRow, screen.route).toBeGreaterThan(PAGE_SIZE_MAX);
    expect(content.data, screen.route).toHaveLength(10);
    for (const reply of await Promise.all(replies))
      expect(reply.rows, `rows in the reply of ${reply.url}`).toBeLessThanOrEqual(PAGE_SIZE_MAX);
  }
});
