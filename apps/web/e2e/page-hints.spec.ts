import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { callEndpoint, WIDTHS, test } from './support';

/** A link's attribute, as the HTML escapes it. */
function attribute(tag: string, name: string): string | undefined {
  return new RegExp(` ${name}="([^"]*)"`)
    .exec(tag)?.[1]
    ?.replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&amp;', '&');
}

/** The hrefs of a page's `<link rel="modulepreload">`, and its `<link rel="preload" as="image">`. */
async function hintsOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const tags = [...html.matchAll(/<link [^>]*rel="(?:modulepreload|preload)"[^>]*>/g)].map(
    ([tag]) => tag,
  );
  return {
    chunks: tags
      .filter((tag) => tag.includes('modulepreload'))
      .map((tag) => attribute(tag, 'href')!),
    pictures: tags
      .filter((tag) => tag.includes('as="image"'))
      .map((tag) => ({
        href: attribute(tag, 'href'),
        srcset: attribute(tag, 'imagesrcset'),
        sizes: attribute(tag, 'imagesizes'),
      })),
  };
}

/** The URLs of the resources the page has downloaded so far. */
const downloads = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));

test('each page names, in its HTML, chunks that exist and the picture it shows first', async ({
  page,
  request,
}) => {
  const list = await callEndpoint(request, 'pageGigs', { query: { pageIndex: 1, pageSize: 1 } });
  const gigId = list.data[0]!.id;
  const entryChunks = (await hintsOf(request, '/no-such-page')).chunks;

  for (const path of [
    '/home',
    '/search/logo',
    '/categories/1',
    '/jobtype/1',
    `/jobdetail/${gigId}`,
    '/login',
    '/register',
    '/profile',
  ]) {
    const { chunks } = await hintsOf(request, path);
    // The entry's own preloads, and at least the page's own chunk beyond them.
    expect(chunks.length, path).toBeGreaterThan(entryChunks.length);
    for (const chunk of chunks) {
      const response = await request.get(chunk);
      expect(response.status(), `${path}: ${chunk}`).toBe(200);
      expect(response.headers()['content-type'], `${path}: ${chunk}`).toMatch(/javascript/);
    }
  }

  // The landing page's hero is one file: the preloaded one is the one the page then shows first.
  const { pictures } = await hintsOf(request, '/home');
  expect(pictures).toHaveLength(1);
  await page.goto('/home');
  const hero = page.getByRole('region', { name: 'Featured work' }).getByRole('img').first();
  const shown = await hero.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(new URL(pictures[0]!.href!, page.url()).href).toBe(shown);
});

test("a gig page preloads its cover with the <img>'s own srcset and sizes, so it downloads one size once", async ({
  page,
  request,
}) => {
  const list = await callEndpoint(request, 'pageGigs', { query: { pageIndex: 1, pageSize: 1 } });
  const gigId = list.data[0]!.id;
  const offer = await callEndpoint(request, 'getGigOffer', { params: { id: gigId } });
  const cover = offer.pictures[0]!;
  // The demo catalog's covers are stored at several widths, so the browser has a choice to make.
  expect(cover.sizes.length).toBeGreaterThan(1);
  const path = `/jobdetail/${gigId}`;
  const { pictures } = await hintsOf(request, path);
  expect(pictures).toHaveLength(1);
  const hint = pictures[0]!;
  expect(hint.href).toBeUndefined();

  // A phone and a wide screen pick different sizes. Each size downloaded is one an <img> of the
  // page shows (the main picture, or the cover's thumbnail under it), and only once: a preload
  // the page did not use would be a second download.
  const sizes = cover.sizes.map((size) => size.url);
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(path);
    const image = page.getByRole('main').locator('img[fetchpriority="high"]');
    await expect(image).toHaveAttribute('srcset', hint.srcset!);
    await expect(image).toHaveAttribute('sizes', hint.sizes!);
    await page.waitForLoadState('networkidle');
    const shown = await page
      .locator('img')
      .evaluateAll((images: HTMLImageElement[]) => images.map((img) => img.currentSrc));
    expect(sizes, `${width} px`).toContain(
      await image.evaluate((img: HTMLImageElement) => img.currentSrc),
    );
    const fetched = (await downloads(page)).filter((url) => sizes.includes(url));
    expect(fetched.toSorted(), `${width} px`).toEqual(
      [...new Set(shown.filter((url) => sizes.includes(url)))].toSorted(),
    );
  }
});
