import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import type { EndpointName } from '@giglane/contract/endpoint-paths';
import type { EndpointReply } from '@giglane/contract/endpoints';
import { PAGE_SIZE_MAX, type Paging } from '@giglane/contract/paging';
import { largeCatalogReady } from './large-catalog-server';
import { callEndpoint, demo, isCallOf, requestEndpoint, signInAs } from './support';

/*
 * The admin lists against a catalog of 100,000 gigs (the `large-catalog` project's own server,
 * seeded while the other flows run): each screen asks the server for one page and shows it, on
 * the first page and on one deep in the table, and no reply on the way carries a whole table.
 */

test.beforeAll(largeCatalogReady);

/** The lists' default rows per page. */
const SIZE = 10;

type Row = { id: number };

type Screen = {
  route: string;
  endpoint: EndpointName;
  table: string;
  /** The footer's word for the rows. */
  noun: string;
  /** Fewer rows than the large catalog holds and far more than the demo catalog does. */
  atLeast: number;
};

const SCREENS: Screen[] = [
  {
    route: '/admin/manageservice',
    endpoint: 'pageOrders',
    table: 'Services',
    noun: 'services',
    atLeast: 50_000,
  },
  {
    route: '/admin/manageuser',
    endpoint: 'pageUsers',
    table: 'Users',
    noun: 'users',
    atLeast: 30_000,
  },
  {
    route: '/admin/managejob',
    endpoint: 'pageGigs',
    table: 'Jobs',
    noun: 'jobs',
    atLeast: 100_000,
  },
  {
    route: '/admin/managecomment',
    endpoint: 'pageReviews',
    table: 'Comments',
    noun: 'comments',
    atLeast: 100_000,
  },
];

const count = new Intl.NumberFormat('en-US');

/**
 * Every API reply the page receives from now on; afterwards, how many rows each carried, to show
 * that none of them was a whole table: a page is at most PAGE_SIZE_MAX rows.
 */
function watchApiReplies(page: Page) {
  const replies: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) replies.push(response);
  });
  return () =>
    Promise.all(
      replies.map(async (response) => {
        const { content } = (await response.json()) as { content?: unknown };
        const rows = Array.isArray(content)
          ? content.length
          : content && typeof content === 'object' && 'data' in content
            ? (content as { data: unknown[] }).data.length
            : 0;
        return { url: response.url(), rows };
      }),
    );
}

/**
 * Runs `go` and checks the list request it makes: the page and size are in its query, and the reply
 * holds that page alone. Returns the reply.
 */
async function expectPageRequest(
  page: Page,
  endpoint: EndpointName,
  pageIndex: number,
  go: () => Promise<unknown>,
): Promise<Paging<Row>> {
  const replied = page.waitForResponse((response) => isCallOf(response.request(), endpoint));
  await go();
  const response = await replied;
  expect(response.status()).toBe(200);
  const query = new URL(response.url()).searchParams;
  expect([query.get('pageIndex'), query.get('pageSize')]).toEqual([
    String(pageIndex),
    String(SIZE),
  ]);
  const { content } = (await response.json()) as { content: Paging<Row> };
  expect([content.pageIndex, content.pageSize]).toEqual([pageIndex, SIZE]);
  // A full page, or what is left of the table on the last one.
  const left = content.totalRow - (pageIndex - 1) * SIZE;
  expect(left).toBeGreaterThan(0);
  expect(content.data).toHaveLength(Math.min(SIZE, left));
  const ids = content.data.map((row) => row.id);
  expect(ids, 'in id order').toEqual([...ids].sort((a, b) => a - b));
  return content;
}

/** The table shows exactly the reply's rows, and the footer and pagination say which page. */
async function expectShown(page: Page, screen: Screen, reply: Paging<Row>) {
  const table = page.getByRole('table', { name: screen.table });
  await expect(table.locator('tbody tr td:first-child')).toHaveText(
    reply.data.map((row) => `#${row.id}`),
  );
  const first = (reply.pageIndex - 1) * SIZE + 1;
  const last = first + reply.data.length - 1;
  await expect(
    page.getByText(
      `Showing ${count.format(first)}–${count.format(last)} of ${count.format(reply.totalRow)} ${screen.noun}`,
      { exact: true },
    ),
  ).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: `Page ${reply.pageIndex}`, exact: true }),
  ).toHaveAttribute('aria-current', 'page');
}

/** The first page, then one halfway through the table by the "Go to page" box. */
async function firstAndLaterPage(page: Page, screen: Screen) {
  const replies = watchApiReplies(page);
  const first = await expectPageRequest(page, screen.endpoint, 1, () => page.goto(screen.route));
  // Beyond 10,000 matches the total is the planner's estimate (decision 016): within a percent.
  expect(first.totalRow).toBeGreaterThanOrEqual(screen.atLeast * 0.99);
  await expectShown(page, screen, first);

  const later = Math.max(2, Math.ceil(first.totalRow / SIZE / 2));
  const next = await expectPageRequest(page, screen.endpoint, later, async () => {
    await page.getByLabel('Go to page').fill(String(later));
    await page.getByRole('button', { name: 'Go', exact: true }).click();
  });
  await expect(page).toHaveURL(new RegExp(`[?&]page=${later}$`));
  expect(next.totalRow).toBe(first.totalRow);
  // In id order, so every row of the later page comes after all of the first page's.
  expect(next.data[0]!.id).toBeGreaterThan(first.data.at(-1)!.id);
  await expectShown(page, screen, next);

  for (const reply of await replies())
    expect(reply.rows, `rows in the reply of ${reply.url}`).toBeLessThanOrEqual(PAGE_SIZE_MAX);
  return first;
}

for (const screen of SCREENS) {
  test(`${screen.route} pages through a table of ${count.format(screen.atLeast)}+ rows on the server`, async ({
    page,
  }) => {
    await signInAs(page, demo.admin);
    await firstAndLaterPage(page, screen);
  });
}

/** Job types the test adds through the API, removed again afterwards. */
async function addJobTypes(request: APIRequestContext, token: string, names: string[]) {
  const added: EndpointReply<'createCategory'>[] = [];
  for (const tenLoaiCongViec of names) {
    const response = await requestEndpoint(
      request,
      'createCategory',
      { body: { tenLoaiCongViec } },
      token,
    );
    expect(response.status(), await response.text()).toBe(201);
    added.push(((await response.json()) as { content: EndpointReply<'createCategory'> }).content);
  }
  return added;
}

test('/admin/managejobtype pages through the job types on the server', async ({ page }) => {
  const admin = await signInAs(page, demo.admin);
  // The catalog has a handful of job types, however many gigs: add enough for a second page.
  const existing = (await callEndpoint(page.request, 'listCategories', {})).length;
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const names = Array.from(
    { length: Math.max(0, SIZE + 1 - existing) },
    (_, i) => `Large catalog ${tag} ${i + 1}`,
  );
  const added = await addJobTypes(page.request, admin.token, names);
  try {
    const first = await firstAndLaterPage(page, {
      route: '/admin/managejobtype',
      endpoint: 'pageCategories',
      table: 'Job types',
      noun: 'job types',
      atLeast: SIZE + 1,
    });
    expect(first.totalRow).toBe(existing + added.length);
  } finally {
    for (const jobType of added) {
      const response = await requestEndpoint(
        page.request,
        'deleteCategory',
        { params: { id: jobType.id } },
        admin.token,
      );
      expect(response.ok(), await response.text()).toBe(true);
    }
  }
});
