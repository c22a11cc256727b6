import { expect, test, type APIRequestContext } from '@playwright/test';
import { callEndpoint } from './support';

/** The hrefs of a page's `<link rel="modulepreload">` and `<link rel="preload">` tags. */
async function hintsOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const tags = [...html.matchAll(/<link [^>]*rel="(?:modulepreload|preload)"[^>]*>/g)].map(
    ([tag]) => tag,
  );
  const href = (tag: string) => /href="([^"]+)"/.exec(tag)![1]!;
  return {
    chunks: tags.filter((tag) => tag.includes('modulepreload')).map(href),
    pictures: tags.filter((tag) => tag.includes('as="image"')).map(href),
  };
}

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

  // The preloaded picture is the one the page then shows first, so the browser uses the download.
  for (const [path, picture] of [
    ['/home', page.getByRole('region', { name: 'Featured work' }).getByRole('img').first()],
    [`/jobdetail/${gigId}`, page.getByRole('main').locator('img[fetchpriority="high"]')],
  ] as const) {
    const { pictures } = await hintsOf(request, path);
    expect(pictures, path).toHaveLength(1);
    await page.goto(path);
    const shown = await picture.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(new URL(pictures[0]!, page.url()).href, path).toBe(shown);
  }
});
