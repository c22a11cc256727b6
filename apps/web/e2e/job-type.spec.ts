import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { MenuEntry } from '@giglane/contract/categories';
import { callEndpoint, screenshotBoth, test } from './support';

async function firstJobType(request: APIRequestContext): Promise<MenuEntry> {
  const menu = await callEndpoint(request, 'getCategoryMenu', {});
  const [type] = await callEndpoint(request, 'getCategoryMenuEntry', {
    params: { MaLoaiCongViec: menu[0]!.id },
  });
  return type!;
}

/** Scrolls through the page so that lazy pictures are loaded before a screenshot. */
async function loadLazyPictures(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600);
  await page.evaluate(() => window.scrollTo(0, 0));
}

const slider = (page: Page, type: MenuEntry) =>
  page.getByRole('region', { name: `Most popular in ${type.tenLoaiCongViec}` });
/** Slides out of view are hidden from assistive technology; `includeHidden` counts them too. */
const slides = (page: Page, type: MenuEntry, includeHidden = false) =>
  slider(page, type).getByRole('group', { name: /^\d+ of \d+$/, includeHidden });

test('shows the banner, the most popular gigs in a slider of 9 and the groups with their details', async ({
  page,
  request,
}) => {
  const type = await firstJobType(request);
  const popular = await callEndpoint(request, 'searchGigs', {
    query: { maLoaiCongViec: String(type.id), sort: 'best-selling', pageSize: '9' },
  });
  const detailIds = new Set(
    type.dsNhomChiTietLoai.flatMap((group) => group.dsChiTietLoai.map((detail) => detail.id)),
  );
  for (const gig of popular.data) expect(detailIds).toContain(gig.congViec.maChiTietLoaiCongViec);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/jobtype/${type.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(type.tenLoaiCongViec);
  await expect(page).toHaveTitle(`${type.tenLoaiCongViec} | Giglane`);
  await loadLazyPictures(page);
  await screenshotBoth(page, 'job-type');

  // Nine tiles, the type's most hired gigs in order; 4 in view, 3 below 1024 px, 1 below 768.
  await expect(slides(page, type, true)).toHaveCount(9);
  await expect(slider(page, type).getByRole('article', { includeHidden: true })).toHaveCount(9);
  const names = await slider(page, type)
    .getByRole('link', { includeHidden: true })
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
  expect(names).toEqual(popular.data.map((gig) => gig.congViec.tenCongViec));
  await expect(slides(page, type)).toHaveCount(4);
  await page.setViewportSize({ width: 1000, height: 900 });
  await expect(slides(page, type)).toHaveCount(3);
  await page.setViewportSize({ width: 700, height: 900 });
  await expect(slides(page, type)).toHaveCount(1);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(slides(page, type)).toHaveCount(4);
  await slider(page, type).getByRole('button', { name: 'Next slide' }).click();
  await expect(slides(page, type).first()).toHaveAccessibleName('5 of 9');

  // Explore: every group with its picture, name and links to its detail types' results.
  await expect(
    page.getByRole('heading', { name: `Explore ${type.tenLoaiCongViec}`, level: 2 }),
  ).toBeVisible();
  for (const group of type.dsNhomChiTietLoai) {
    const section = page.locator(`#group-${group.id}`);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(group.tenNhom);
    await expect(section.locator('img')).toHaveAttribute('src', group.hinhAnh);
    const links = section.getByRole('link');
    await expect(links).toHaveText(group.dsChiTietLoai.map((detail) => detail.tenChiTiet));
    for (const [index, detail] of group.dsChiTietLoai.entries())
      await expect(links.nth(index)).toHaveAttribute('href', `/categories/${detail.id}`);
  }
  const firstDetail = type.dsNhomChiTietLoai[0]!.dsChiTietLoai[0]!;
  await page
    .locator(`#group-${type.dsNhomChiTietLoai[0]!.id}`)
    .getByRole('link', { name: firstDetail.tenChiTiet })
    .click();
  await expect(page).toHaveURL(`/categories/${firstDetail.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstDetail.tenChiTiet);
});

test('How it works takes the visitor to the steps; the related tags are searches that find gigs', async ({
  page,
  request,
}) => {
  const type = await firstJobType(request);
  await page.goto(`/jobtype/${type.id}`);
  const steps = page.getByRole('heading', { name: 'How it works', level: 2 });
  await expect(steps).not.toBeInViewport();
  await page.getByRole('button', { name: 'How it works' }).click();
  await expect(steps).toBeFocused();
  await expect(steps).toBeInViewport();
  await expect(
    page.getByRole('region', { name: 'How it works' }).getByRole('listitem'),
  ).toHaveCount(3);

  const tags = page
    .getByRole('region', { name: `Services related to ${type.tenLoaiCongViec}` })
    .getByRole('link');
  await expect(tags.first()).toBeVisible();
  expect(await tags.count()).toBeGreaterThan(3);
  const href = (await tags.first().getAttribute('href'))!;
  expect(href).toMatch(/^\/search\/.+/);
  const keyword = decodeURIComponent(href.slice('/search/'.length));
  await tags.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for "${keyword}"`);
  const found = await callEndpoint(request, 'searchGigs', { query: { keyword } });
  expect(found.totalRow).toBeGreaterThan(0);
  await expect(page.getByText(/^\d+ services? available$/)).toHaveText(
    `${found.totalRow} ${found.totalRow === 1 ? 'service' : 'services'} available`,
  );
});

test("a group's anchor scrolls to it, as the gig page's breadcrumb links; an unknown type is not found", async ({
  page,
  request,
}) => {
  const type = await firstJobType(request);
  const group = type.dsNhomChiTietLoai.at(-1)!;
  await page.goto(`/jobtype/${type.id}#group-${group.id}`);
  await expect(
    page.locator(`#group-${group.id}`).getByRole('heading', { level: 3 }),
  ).toBeInViewport();

  await page.goto('/jobtype/999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category not found');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/home');
});
