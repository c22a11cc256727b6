import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import type { SearchReply } from '@giglane/contract/search';
import {
  callEndpoint,
  isCallOf,
  openHydrated,
  screenshotBoth,
  type EndpointCall,
  test,
} from './support';

const CARDS_PER_PAGE = 8;
/*
 * Other flows list gigs while these run (two workers), all in the menu's first detail type and
 * with titles such as "I will design … logo". So the counts compared here are read for words and
 * a detail type that none of them writes: the seeded catalog's own.
 */
const KEYWORD = 'create';
const OTHER_KEYWORD = 'video';

const searchApi = (request: APIRequestContext, query: EndpointCall<'searchGigs'>['query']) =>
  callEndpoint(request, 'searchGigs', { query: { pageSize: '8', ...query } });

/** The next search request the page makes, once `action` has run. */
async function searchRequestOf(
  page: Page,
  action: () => Promise<unknown>,
): Promise<URLSearchParams> {
  const [request] = await Promise.all([
    page.waitForRequest((candidate: Request) => isCallOf(candidate, 'searchGigs')),
    action(),
  ]);
  return new URL(request.url()).searchParams;
}

const countLine = (page: Page) => page.getByText(/^\d[\d,]* services? available$/);
/** The count line's text for a total, written as the page writes numbers. */
const available = (total: number) => `${total.toLocaleString('en-US')} services available`;
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardLinks = (page: Page) => cards(page).getByRole('heading', { level: 3 }).getByRole('link');
const filterButton = (page: Page, name: string) =>
  page
    .getByRole('group', { name: 'Filters' })
    .getByRole('button', { name: new RegExp(`^${name}`) });
const menuDialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

/** What a card shows of a title: cut at 26 characters with an ellipsis beyond 20 (spec §9). */
const cut = (title: string) => (title.length > 20 ? `${title.slice(0, 26)}…` : title);

test('search, filter, sort, page and open a gig, with the state in the address and the requests', async ({
  page,
  request,
}) => {
  await page.goto('/home');
  const header = page.getByRole('banner');
  await header.getByRole('searchbox', { name: 'Search services' }).first().fill(KEYWORD);
  await header.getByRole('button', { name: 'Search' }).first().click();

  await expect(page).toHaveURL(new RegExp(`/search/${KEYWORD}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for "${KEYWORD}"`);
  await expect(page).toHaveTitle(`Results for "${KEYWORD}" | Giglane`);
  const all = await searchApi(request, { keyword: KEYWORD });
  await expect(countLine(page)).toHaveText(available(all.totalRow));
  await expect(cards(page)).toHaveCount(CARDS_PER_PAGE);

  // A switch: local sellers only.
  const local = page.getByRole('switch', { name: 'Local sellers' });
  await expect(local).toHaveAttribute('aria-checked', 'false');
  let sent = await searchRequestOf(page, () => local.click());
  expect(sent.get('local')).toBe('true');
  expect(sent.get('keyword')).toBe(KEYWORD);
  await expect(local).toHaveAttribute('aria-checked', 'true');
  await expect(page).toHaveURL(new RegExp(`/search/${KEYWORD}\\?local=true$`));
  const localOnly = await searchApi(request, { keyword: KEYWORD, local: 'true' });
  expect(localOnly.totalRow).toBeLessThan(all.totalRow);
  await expect(countLine(page)).toHaveText(available(localOnly.totalRow));

  // Budget: from US$10.
  await filterButton(page, 'Budget').click();
  const budget = menuDialog(page, 'Budget');
  await budget.getByRole('textbox', { name: 'Min.' }).fill('10');
  sent = await searchRequestOf(page, () => budget.getByRole('button', { name: 'Apply' }).click());
  expect(sent.get('minPrice')).toBe('10');
  expect(sent.get('local')).toBe('true');
  await expect(budget).toBeHidden();
  await expect(filterButton(page, 'Budget')).toBeFocused();
  await expect(page).toHaveURL(/[?&]minPrice=10(&|$)/);
  const budgeted = await searchApi(request, { keyword: KEYWORD, local: 'true', minPrice: '10' });
  await expect(countLine(page)).toHaveText(available(budgeted.totalRow));

  // Category: the menu lists the facets with their counts; pick enough of them for two pages.
  const picked: SearchReply['facets']['categories'] = [];
  for (const category of budgeted.facets.categories) {
    if (picked.reduce((sum, entry) => sum + entry.count, 0) > CARDS_PER_PAGE) break;
    picked.push(category);
  }
  await filterButton(page, 'Category').click();
  const categoryMenu = menuDialog(page, 'Category');
  await expect(categoryMenu.getByRole('checkbox')).toHaveCount(budgeted.facets.categories.length);
  await expect(categoryMenu.getByRole('checkbox').first()).toBeFocused();
  // Each choice is named with its count, as the facets give it.
  for (const category of picked)
    await categoryMenu
      .getByRole('checkbox', { name: `${category.tenChiTiet} (${category.count})`, exact: true })
      .check();
  sent = await searchRequestOf(page, () =>
    categoryMenu.getByRole('button', { name: 'Apply' }).click(),
  );
  const ids = picked.map((entry) => entry.id);
  expect(sent.get('category')).toBe(ids.join(','));
  expect(sent.get('minPrice')).toBe('10');
  expect(sent.get('local')).toBe('true');
  const filtered = await searchApi(request, {
    keyword: KEYWORD,
    local: 'true',
    minPrice: '10',
    category: ids.join(','),
  });
  expect(filtered.totalRow).toBe(picked.reduce((sum, entry) => sum + entry.count, 0));
  await expect(countLine(page)).toHaveText(available(filtered.totalRow));
  await expect(filterButton(page, 'Category')).toContainText(`${picked.length}`);
  const filteredUrl = page.url();
  expect(new URL(filteredUrl).searchParams.get('category')).toBe(ids.join(','));

  // Sort: Best Selling.
  const sort = page.getByRole('combobox', { name: 'Sort by:' });
  sent = await searchRequestOf(page, () => sort.selectOption({ label: 'Best Selling' }));
  expect(sent.get('sort')).toBe('best-selling');
  expect(sent.get('category')).toBe(ids.join(','));
  const bestSelling = await searchApi(request, {
    keyword: KEYWORD,
    local: 'true',
    minPrice: '10',
    category: ids.join(','),
    sort: 'best-selling',
  });
  await expect(cardLinks(page).first()).toHaveAccessibleName(
    bestSelling.data[0]!.congViec.tenCongViec,
  );

  // The back button returns to the filters before the sort, and forward comes back.
  await page.goBack();
  await expect(page).toHaveURL(filteredUrl);
  await expect(sort).toHaveValue('relevance');
  await expect(countLine(page)).toHaveText(available(filtered.totalRow));
  await page.goBack();
  await expect(filterButton(page, 'Category')).not.toContainText(/\d/);
  await expect(countLine(page)).toHaveText(available(budgeted.totalRow));
  await page.goForward();
  await page.goForward();
  await expect(sort).toHaveValue('best-selling');

  // Page 2 of the sorted, filtered results.
  sent = await searchRequestOf(page, () =>
    pagination(page).getByRole('link', { name: 'Page 2', exact: true }).click(),
  );
  expect(sent.get('pageIndex')).toBe('2');
  expect(sent.get('sort')).toBe('best-selling');
  expect(sent.get('category')).toBe(ids.join(','));
  expect(sent.get('minPrice')).toBe('10');
  expect(sent.get('local')).toBe('true');
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  const second = await searchApi(request, {
    keyword: KEYWORD,
    local: 'true',
    minPrice: '10',
    category: ids.join(','),
    sort: 'best-selling',
    pageIndex: '2',
  });
  await expect(cardLinks(page)).toHaveCount(second.data.length);
  await expect(pagination(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Open the first gig of the page.
  const gig = second.data[0]!.congViec;
  await page.getByRole('link', { name: gig.tenCongViec, exact: true }).click();
  await expect(page).toHaveURL(`/jobdetail/${gig.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(gig.tenCongViec);
});

test('a page shows 8 cards with titles cut at 26 characters, seller, rating and price', async ({
  page,
  request,
}) => {
  const reply = await searchApi(request, { keyword: OTHER_KEYWORD });
  expect(reply.totalRow).toBeGreaterThan(CARDS_PER_PAGE);
  await page.goto(`/search/${OTHER_KEYWORD}`);
  await expect(cardLinks(page)).toHaveCount(CARDS_PER_PAGE);
  const long = reply.data.filter((gig) => gig.congViec.tenCongViec.length > 20);
  expect(long.length).toBeGreaterThan(0);
  await expect(cardLinks(page)).toHaveText(reply.data.map((gig) => cut(gig.congViec.tenCongViec)));
  for (const [index, gig] of reply.data.entries()) {
    const card = cards(page).nth(index);
    await expect(card.getByRole('link')).toHaveAccessibleName(gig.congViec.tenCongViec);
    await expect(card).toContainText(gig.sellerName);
    await expect(card).toContainText(`US$${gig.congViec.giaTien}`);
    await expect(card.locator('img').first()).toHaveAttribute('src', gig.congViec.hinhAnh);
  }
  await screenshotBoth(page, 'search-results');

  await filterButton(page, 'Seller Details').click();
  await expect(menuDialog(page, 'Seller Details')).toBeVisible();
  await screenshotBoth(page, 'search-filter-open', { window: true, networkIdle: false });
});

test('the page-number window moves five at a time, and a typed page is kept in range', async ({
  page,
  request,
}) => {
  const reply = await searchApi(request, { keyword: KEYWORD });
  const pageCount = Math.ceil(reply.totalRow / CARDS_PER_PAGE);
  expect(pageCount).toBeGreaterThan(10);
  await page.goto(`/search/${KEYWORD}`);
  const numbers = pagination(page).getByRole('link', { name: /^Page \d+$/ });
  await expect(numbers).toHaveText(['1', '2', '3', '4', '5']);
  await expect(pagination(page).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  await pagination(page).getByRole('link', { name: 'Page 5', exact: true }).click();
  await expect(numbers).toHaveText(['1', '2', '3', '4', '5']);
  await pagination(page).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=6$/);
  await expect(numbers).toHaveText(['6', '7', '8', '9', '10']);
  await expect(pagination(page).getByRole('link', { name: 'Page 6' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await pagination(page).getByRole('link', { name: 'Pages 11 to 15' }).click();
  await expect(numbers).toHaveText(['11', '12', '13', '14', '15']);
  await pagination(page).getByRole('link', { name: 'Pages 6 to 10' }).click();
  await expect(page).toHaveURL(/[?&]page=6$/);
  await pagination(page).getByRole('link', { name: 'Previous page' }).click();
  await expect(numbers).toHaveText(['1', '2', '3', '4', '5']);

  // Any number may be typed; one past the end shows the last page and says so.
  const jump = page.getByRole('textbox', { name: 'Go to page' });
  await jump.fill('999');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=${pageCount}$`));
  await expect(page.getByRole('status').filter({ hasText: 'There is no page 999' })).toHaveText(
    `There is no page 999: showing page ${pageCount} of ${pageCount}.`,
  );
  const last = await searchApi(request, { keyword: KEYWORD, pageIndex: String(pageCount) });
  await expect(cards(page)).toHaveCount(last.data.length);
  await expect(pagination(page).getByRole('link', { name: 'Next page' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('menus open, choose and close from the keyboard', async ({ page, request }) => {
  const reply = await searchApi(request, { keyword: OTHER_KEYWORD });
  await openHydrated(page, `/search/${OTHER_KEYWORD}`);
  await expect(countLine(page)).toHaveText(available(reply.totalRow));

  const button = filterButton(page, 'Seller Details');
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = menuDialog(page, 'Seller Details');
  await expect(dialog).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('checkbox')).toHaveCount(4);
  await expect(dialog.getByRole('checkbox', { name: 'Top Rated' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'Top Rated' })).toBeChecked();
  const topRated = reply.facets.sellerLevels.find((entry) => entry.level === 3)!;
  const sent = await searchRequestOf(page, () => page.keyboard.press('Enter'));
  expect(sent.get('sellerLevel')).toBe('3');
  await expect(countLine(page)).toHaveText(
    `${topRated.count} ${topRated.count === 1 ? 'service' : 'services'} available`,
  );
  await expect(page.getByRole('button', { name: 'Remove filter: Top Rated' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove filter: Top Rated' }).click();
  await expect(countLine(page)).toHaveText(available(reply.totalRow));
});

test('Logo Option filters by the style words of gig names', async ({ page, request }) => {
  const reply = await searchApi(request, { keyword: 'logo' });
  const style = reply.facets.styles.find((entry) => entry.count > 0)!;
  await page.goto('/search/logo');
  await filterButton(page, 'Logo Option').click();
  const dialog = menuDialog(page, 'Logo Option');
  await dialog.getByRole('checkbox', { name: style.style }).check();
  const sent = await searchRequestOf(page, () =>
    dialog.getByRole('button', { name: 'Apply' }).click(),
  );
  expect(sent.get('style')).toBe(style.style);
  await expect(countLine(page)).toHaveText(
    `${style.count} ${style.count === 1 ? 'service' : 'services'} available`,
  );
  for (const title of await cardLinks(page).evaluateAll((links) =>
    links.map((link) => link.getAttribute('aria-label') ?? ''),
  ))
    expect(title.toLowerCase()).toContain(style.style.toLowerCase());
});

test('/categories/:id is titled with the detail type and lists its gigs', async ({
  page,
  request,
}) => {
  const menu = await callEndpoint(request, 'getCategoryMenu', {});
  const type = menu[0]!;
  const group = type.dsNhomChiTietLoai[0]!;
  // Not the first detail type: other flows list their gigs there.
  const detail = group.dsChiTietLoai[1]!;
  const reply = await searchApi(request, { maChiTietLoaiCongViec: String(detail.id) });

  await page.goto(`/categories/${detail.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.tenChiTiet);
  await expect(page).toHaveTitle(`${detail.tenChiTiet} | Giglane`);
  await expect(countLine(page)).toHaveText(
    `${reply.totalRow} ${reply.totalRow === 1 ? 'service' : 'services'} available`,
  );
  await expect(cardLinks(page)).toHaveText(reply.data.map((gig) => cut(gig.congViec.tenCongViec)));
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
  await expect(crumbs).toHaveText(['Home', type.tenLoaiCongViec, group.tenNhom]);
  await expect(crumbs.nth(2)).toHaveAttribute('href', `/jobtype/${type.id}#group-${group.id}`);

  // The Category menu offers the neighbouring detail types of the group.
  await filterButton(page, 'Category').click();
  const sibling = group.dsChiTietLoai[2]!;
  await menuDialog(page, 'Category')
    .getByRole('link', { name: sibling.tenChiTiet, exact: true })
    .click();
  await expect(page).toHaveURL(`/categories/${sibling.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sibling.tenChiTiet);
  await screenshotBoth(page, 'category-results');

  await page.goto('/categories/999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category not found');
});

test('no match shows a friendly empty state; too many filters offer to clear them', async ({
  page,
}) => {
  await page.goto('/search/qqxyzzy');
  await expect(
    page.getByRole('heading', { name: 'No services found for "qqxyzzy"' }),
  ).toBeVisible();
  await expect(countLine(page)).toHaveText('0 services available');

  await page.goto('/search/logo?minPrice=100000');
  await expect(
    page.getByRole('heading', { name: 'No services match these filters' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/search\/logo$/);
  await expect(cards(page).first()).toBeVisible();
});
