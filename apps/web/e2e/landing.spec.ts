import { expect, type Locator, type Page } from '@playwright/test';
import { callEndpoint, screenshotBoth, test } from './support';

const HEADLINE = 'Find the perfect freelance services for your business';
const SHORTCUTS = ['Website Design', 'WordPress', 'Logo Design', 'Video Editing'];

const hero = (page: Page) => page.getByRole('region', { name: HEADLINE });
const heroCarousel = (page: Page) => hero(page).getByRole('region', { name: 'Featured work' });
/** The slide in view: slides out of view are hidden from assistive technology. */
const slideInView = (carousel: Locator, count: number) =>
  carousel.getByRole('group', { name: new RegExp(`^\\d+ of ${count}$`) });

const menu = (page: Page) => callEndpoint(page.request, 'getCategoryMenu', {});

/** Takes the pointer and the focus out of the page's carousels, which pause for either. */
async function leaveCarousels(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The tiles lying wholly inside the carousel's visible frame (the element its arrows control). */
async function tilesInView(carousel: Locator) {
  const frameId = await carousel
    .getByRole('button', { name: 'Next slide' })
    .getAttribute('aria-controls');
  return carousel.evaluate((root, id) => {
    const frame = document.getElementById(id!)!.getBoundingClientRect();
    return [...root.querySelectorAll('a')]
      .filter((tile) => {
        const box = tile.getBoundingClientRect();
        return box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
      })
      .map((tile) => tile.getAttribute('href'));
  }, frameId);
}

async function expectPlayableVideo(page: Page, dialog: Locator) {
  const video = dialog.locator('video');
  const src = await video.getAttribute('src');
  expect(src).toBeTruthy();
  const response = await page.request.get(src!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('video/mp4');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration))
    .toBeGreaterThan(0);
  // It starts by itself: the playhead moves.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0);
}

test('/ and /home both show the landing page', async ({ page }) => {
  for (const path of ['/', '/home']) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE);
    await expect(page.getByRole('region', { name: 'Popular services' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Explore the marketplace' })).toBeVisible();
    await expect(page).toHaveTitle('Giglane · Freelance services marketplace');
  }
});

test("the text is set in the design's typeface, served by Giglane itself", async ({ page }) => {
  const fontFiles: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fontFiles.push(response.url());
  });
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"', 'Giglane')))
    .toBe(true);
  expect(
    await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily),
  ).toMatch(/^"Inter Variable"/);
  // Preloaded from the page's own origin, and only the Latin file an English page needs.
  expect(fontFiles).toHaveLength(1);
  expect(new URL(fontFiles[0]!).pathname).toMatch(
    /^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/,
  );
  expect(new URL(fontFiles[0]!).origin).toBe(new URL(page.url()).origin);
});

test('the hero rotates by itself', async ({ page }) => {
  await page.goto('/home');
  const slide = slideInView(heroCarousel(page), 5);
  await expect(slide).toHaveAccessibleName('1 of 5');
  await expect(slide.getByRole('img')).toHaveAttribute('src', '/media/hero-web-design.svg');
  // The next slide after the 5-second autoplay interval.
  await expect(slide).toHaveAccessibleName('2 of 5');
  await expect(slide.getByRole('img')).toHaveAttribute('src', '/media/hero-logo-design.svg');
});

test('the hero slide show can be paused and played again', async ({ page }) => {
  await page.clock.install();
  await page.goto('/home');
  const carousel = heroCarousel(page);
  const slide = slideInView(carousel, 5);
  await expect(slide).toHaveAccessibleName(/^\d of 5$/);
  // From here on, time passes only when the test says so.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));

  await carousel.getByRole('button', { name: 'Pause slide show' }).click();
  await expect(carousel.getByRole('button', { name: 'Play slide show' })).toBeVisible();
  await leaveCarousels(page);
  const paused = (await slide.getAttribute('aria-label'))!;
  await page.clock.runFor(20_000);
  await expect(slide).toHaveAccessibleName(paused);

  await carousel.getByRole('button', { name: 'Play slide show' }).click();
  await expect(carousel.getByRole('button', { name: 'Pause slide show' })).toBeVisible();
  await leaveCarousels(page);
  await expect
    .poll(async () => {
      await page.clock.runFor(1_000);
      return slide.getAttribute('aria-label');
    })
    .not.toBe(paused);
});

test('the hero does not start rotating for visitors who prefer reduced motion', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/home');
  const carousel = heroCarousel(page);
  await expect(carousel.getByRole('button', { name: 'Play slide show' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(slideInView(carousel, 5)).toHaveAccessibleName('2 of 5');
});

test('the hero search goes to /search/{keyword}, and an empty one to /home', async ({ page }) => {
  await page.goto('/');
  const search = hero(page).getByRole('searchbox', { name: 'Search services' });
  await hero(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE);

  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL('/home');

  await search.fill('logo');
  await search.press('Enter');
  await expect(page).toHaveURL('/search/logo');
});

test('each popular shortcut links to a search for its text', async ({ page }) => {
  await page.goto('/home');
  const shortcuts = hero(page).getByRole('list', { name: 'Popular:' }).getByRole('link');
  await expect(shortcuts).toHaveText(SHORTCUTS);
  for (const text of SHORTCUTS)
    await expect(shortcuts.filter({ hasText: text })).toHaveAttribute(
      'href',
      `/search/${encodeURIComponent(text)}`,
    );
  await shortcuts.filter({ hasText: 'Video Editing' }).click();
  await expect(page).toHaveURL('/search/Video%20Editing');
});

test('the popular carousel has 10 real categories and shows 5, 4, 3, 2 or 1 at a time', async ({
  page,
}) => {
  const details = new Map(
    (await menu(page)).flatMap((type) =>
      type.dsNhomChiTietLoai.flatMap((group) =>
        group.dsChiTietLoai.map((detail) => [detail.id, detail.tenChiTiet]),
      ),
    ),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/home');
  const carousel = page.getByRole('region', { name: 'Popular services' });
  const tiles = carousel.getByRole('link', { includeHidden: true });
  await expect(tiles).toHaveCount(10);
  for (const tile of await tiles.all()) {
    const id = Number((await tile.getAttribute('href'))!.match(/^\/categories\/(\d+)$/)![1]);
    await expect(tile).toContainText(details.get(id)!);
  }

  for (const [width, inView] of [
    [1280, 5],
    [1050, 4],
    [900, 3],
    [650, 2],
    [390, 1],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await carousel.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await tilesInView(carousel)).length, { message: `at ${width} px` })
      .toBe(inView);
    // Only the tiles in view are reachable by keyboard and screen readers.
    await expect(carousel.getByRole('link')).toHaveCount(inView);
  }
});

test('the next arrow moves the popular carousel on by a page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/home');
  const carousel = page.getByRole('region', { name: 'Popular services' });
  const tiles = carousel.getByRole('link', { includeHidden: true });
  await expect(tiles).toHaveCount(10);
  const all = await Promise.all((await tiles.all()).map((tile) => tile.getAttribute('href')));
  await expect.poll(() => tilesInView(carousel)).toEqual(all.slice(0, 5));

  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect.poll(() => tilesInView(carousel)).toEqual(all.slice(5, 10));
  await expect(carousel.locator('[aria-live]')).toHaveText('Slides 6 to 10 of 10');

  // It loops: on from the last page is the first again.
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect.poll(() => tilesInView(carousel)).toEqual(all.slice(0, 5));
});

test('the promo video opens in a popup, plays, and closes on the button, the backdrop and Escape', async ({
  page,
}) => {
  await page.goto('/home');
  const trigger = page.getByRole('button', { name: 'Play video: How Giglane works' });
  const dialog = page.getByRole('dialog', { name: 'How Giglane works' });
  await expect(dialog).toHaveCount(0);

  await trigger.click();
  await expect(dialog).toBeVisible();
  await expectPlayableVideo(page, dialog);
  await screenshotBoth(page, 'landing-video', { window: true, networkIdle: false });
  await dialog.getByRole('button', { name: 'Close video' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();

  await trigger.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(6, 6);
  await expect(dialog).toHaveCount(0);

  await trigger.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test('the reviews carousel quotes real reviews of completed orders, each leading to its gig', async ({
  page,
}) => {
  const recent = await callEndpoint(page.request, 'listRecentReviews', { query: {} });
  // The demo catalogue has plenty: the section shows the server's latest, in its order.
  expect(recent.length).toBeGreaterThan(3);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/home');
  const section = page.getByRole('region', { name: 'Recent reviews' });
  await section.scrollIntoViewIfNeeded();
  await section.hover();
  const first = section.getByRole('group', { name: `1 of ${recent.length}` });
  const [review] = recent;
  await expect(first.locator('blockquote')).toHaveText(`“${review!.text}”`);
  await expect(first.getByRole('img', { name: `Rated ${review!.stars} out of 5` })).toBeVisible();
  await expect(first.locator('figcaption')).toContainText(review!.reviewer.name);
  await expect(first.locator('figcaption')).toContainText('Verified order');
  // Three side by side on a wide screen.
  await expect(section.getByRole('group', { name: `3 of ${recent.length}` })).toBeVisible();
  await first.getByRole('link', { name: review!.gig.title }).click();
  await expect(page).toHaveURL(`/jobdetail/${review!.gig.id}`);
});

test('the explore list has 10 categories, each linking to a job type or a search', async ({
  page,
}) => {
  const types = await menu(page);
  await page.goto('/home');
  const explore = page.getByRole('region', { name: 'Explore the marketplace' });
  await expect(explore.getByRole('listitem')).toHaveCount(10);
  const design = types.find((type) => type.tenLoaiCongViec === 'Graphics & Design')!;
  await expect(explore.getByRole('link', { name: 'Graphics & Design' })).toHaveAttribute(
    'href',
    `/jobtype/${design.id}`,
  );
  const typePages = new Set(types.map((type) => `/jobtype/${type.id}`));
  for (const link of await explore.getByRole('link').all()) {
    const href = (await link.getAttribute('href'))!;
    expect(typePages.has(href) || href.startsWith('/search/'), href).toBe(true);
  }
  await explore.getByRole('link', { name: 'Data' }).click();
  await expect(page).toHaveURL('/search/data');
});

test('landing page screenshots', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/home');
  await expect(
    page.getByRole('region', { name: 'Popular services' }).getByRole('link'),
  ).toHaveCount(5);
  // Scroll through once so the lazy pictures below the fold load before the full-page shots.
  for (const section of await page.locator('main > section').all())
    await section.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  await leaveCarousels(page);
  await screenshotBoth(page, 'landing');
});
