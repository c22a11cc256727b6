import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { pagePaths } from '@giglane/contract/page-paths';
import { gigTitle, sellerAndBuyer } from './orders-support';
import {
  callEndpoint,
  demo,
  drawPicture,
  expectAxeClean,
  newSeller,
  screenshotBoth,
  signInAs,
  signUp,
  WIDTHS,
  placeAtQuote,
  test,
} from './support';

/** The first subcategory of the catalog's first category, with its names and package features. */
async function firstSubcategory(request: APIRequestContext) {
  const [category] = await callEndpoint(request, 'getCategoryMenu', {});
  const subcategory = category!.dsNhomChiTietLoai[0]!.dsChiTietLoai[0]!;
  const { features } = await callEndpoint(request, 'listSubcategoryFeatures', {
    params: { id: subcategory.id },
  });
  return {
    category: category!.tenLoaiCongViec,
    id: subcategory.id,
    name: subcategory.tenChiTiet,
    features,
  };
}

const packages = [
  {
    group: 'Basic',
    name: 'Starter mark',
    description: 'One logo concept in colour, with a transparent PNG.',
    price: 35,
    days: 5,
    revisions: '2 revisions',
  },
  {
    group: 'Standard',
    name: 'Brand kit',
    description: 'Three concepts, the chosen one in every format you need.',
    price: 90,
    days: 3,
    revisions: '5 revisions',
  },
  {
    group: 'Premium',
    name: 'Full identity',
    description: 'Logo, palette, type and a one-page brand guide.',
    price: 240,
    days: 2,
    revisions: 'Unlimited revisions',
  },
] as const;

/** The card of the gig named `title`: cards cut long titles, their link keeps the whole. */
const gigCard = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** Screenshots from the top of the page: a sticky header drawn mid-page says nothing. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBoth(page, name);
}

/**
 * A photo-like PNG of about 4 MB, drawn in the browser: a gradient with grain, which compression
 * cannot shrink, grown until its file is between 4 and 5 MB.
 */
async function largePicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    let width = 1100;
    for (;;) {
      const height = Math.round(width * 0.75);
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, 'hsl(200 60% 55%)');
      gradient.addColorStop(1, 'hsl(260 50% 35%)');
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      const image = context.getImageData(0, 0, width, height);
      for (let i = 0; i < image.data.length; i += 1)
        if (i % 4 !== 3) image.data[i] = image.data[i]! + Math.floor(Math.random() * 64) - 32;
      context.putImageData(image, 0, 0);
      const url = canvas.toDataURL('image/png');
      const bytes = (url.length - 'data:image/png;base64,'.length) * 0.75;
      if (bytes >= 4_000_000) return url;
      width = Math.round(width * 1.08);
    }
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

const deliveryLabel = (days: number) => `${days} ${days === 1 ? 'Day' : 'Days'} Delivery`;

test('a new seller creates a gig in every step, publishes it, finds it, and pauses it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { account, tag } = await newSeller(request);
  const subcategory = await firstSubcategory(request);
  // A word no seeded gig holds, to find this one in search.
  const word = `quokka${tag}`;
  const title = `I will design a ${word} logo for your small business`;
  await signInAs(page, account);

  // My gigs, empty: it invites the first gig.
  await page.goto(pagePaths.sellerGigs());
  await expect(page.getByRole('heading', { name: 'Create your first gig' })).toBeVisible();
  await shoot(page, 'seller-dashboard-empty');
  await page.getByRole('link', { name: 'Create a new gig' }).click();
  await expect(page).toHaveURL(pagePaths.newSellerGig());

  // 1. Overview.
  await page.getByLabel('Title', { exact: true }).fill(title.slice('I will '.length));
  await page.getByLabel('Category', { exact: true }).selectOption({ label: subcategory.category });
  await page.getByLabel('Subcategory', { exact: true }).selectOption({ label: subcategory.name });
  const tags = page.getByLabel('Tags', { exact: true });
  for (const tagText of ['logo design', 'brand identity', word]) {
    await tags.fill(tagText);
    await tags.press('Enter');
  }
  await shoot(page, 'gig-editor-overview');
  await page.getByRole('button', { name: 'Save & continue' }).click();
  await expect(page).toHaveURL(/\/seller-dashboard\/gigs\/\d+\/pricing$/);
  const id = Number(/gigs\/(\d+)\//.exec(page.url())![1]);

  // 2. Pricing: three packages, each with its own price, delivery and revisions.
  await page.getByRole('switch', { name: 'Offer a Standard package' }).click();
  await page.getByRole('switch', { name: 'Offer a Premium package' }).click();
  for (const [index, pack] of packages.entries()) {
    const column = page.getByRole('group', { name: pack.group, exact: true });
    await column.getByLabel('Package name').fill(pack.name);
    await column.getByLabel('Description').fill(pack.description);
    await column.getByLabel('Price (US$)').fill(String(pack.price));
    await column.getByLabel('Delivery (days)').fill(String(pack.days));
    await column.getByLabel('Revisions').selectOption({ label: pack.revisions });
    for (const feature of subcategory.features.slice(0, index + 2))
      await column.getByRole('checkbox', { name: feature, exact: true }).check();
  }
  await page
    .getByRole('group', { name: 'Premium', exact: true })
    .getByLabel('Also included')
    .fill('A social media kit');
  await shoot(page, 'gig-editor-pricing');
  await page.getByRole('button', { name: 'Save & continue' }).click();
  await expect(page).toHaveURL(pagePaths.editSellerGig(id, 'description'));

  // Back keeps what was saved.
  await page.getByRole('link', { name: 'Pricing' }).click();
  await expect(
    page.getByRole('group', { name: 'Standard', exact: true }).getByLabel('Price (US$)'),
  ).toHaveValue('90');
  await page.getByRole('link', { name: 'Description & FAQ' }).click();

  // 3. Description with the toolbar, and two questions.
  const description = page.getByLabel('About this gig');
  await description.fill(
    'I draw logos that small businesses can use everywhere, from a shop sign to a favicon.\n\n',
  );
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('What you get');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Sketches before any colour');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Files ready for print and screen');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('What you get')).toHaveJSProperty('tagName', 'STRONG');
  await expect(preview.getByRole('listitem')).toHaveText([
    'Sketches before any colour',
    'Files ready for print and screen',
  ]);
  const faq = [
    ['What do you need from me?', 'Your business name, a few words about it and colours you like.'],
    ['Do I own the logo?', 'Yes: every package includes the full rights to the final design.'],
  ] as const;
  for (const [index, [question, answer]] of faq.entries()) {
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.getByLabel('Question', { exact: true }).nth(index).fill(question);
    await page.getByLabel('Answer').nth(index).fill(answer);
  }
  await shoot(page, 'gig-editor-description');
  await page.getByRole('button', { name: 'Save & continue' }).click();
  await expect(page).toHaveURL(pagePaths.editSellerGig(id, 'gallery'));

  // 4. Gallery. Its rules, in English: a picture over 5 MB is refused before it is sent, a file
  // that only claims to be a picture by the server.
  const gallery = page.getByRole('list', { name: 'Gig pictures' });
  await expect(page.getByText(/JPG, PNG or GIF up to 5 MB each/)).toBeVisible();
  await page.getByLabel('Add your cover picture').setInputFiles([
    { name: 'poster.png', mimeType: 'image/png', buffer: Buffer.alloc(6_000_000, 1) },
    { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('Notes, not a picture.') },
  ]);
  await expect(gallery.getByRole('alert')).toHaveText([
    'Must be at most 5 MB (5,000,000 bytes). This file is 6 MB',
    'Must be a JPEG, PNG or GIF picture. This file is not one',
  ]);
  await shoot(page, 'gig-editor-gallery-refused');
  await gallery.getByRole('button', { name: 'Dismiss' }).first().click();
  await gallery.getByRole('button', { name: 'Dismiss' }).click();
  await expect(gallery.getByRole('alert')).toHaveCount(0);

  // Two real pictures uploaded with their progress, a 4 MB one among them; the first is the cover.
  const large = await largePicture(page);
  expect(large.length).toBeGreaterThan(4_000_000);
  expect(large.length).toBeLessThan(5_000_000);
  const pictures = [
    {
      name: 'logo-sheet.jpg',
      mimeType: 'image/jpeg',
      buffer: await drawPicture(page, 'Logo sheet', 170),
    },
    { name: 'studio-photo.png', mimeType: 'image/png', buffer: large },
  ];
  await page.getByLabel('Add your cover picture').setInputFiles(pictures);
  await expect(gallery.getByRole('img', { name: 'Cover picture' })).toBeVisible();
  await expect(gallery.getByRole('img', { name: 'Picture 2' })).toBeVisible({ timeout: 30_000 });
  await expect(gallery.getByRole('progressbar')).toHaveCount(0);
  await expect(gallery.getByRole('alert')).toHaveCount(0);
  await shoot(page, 'gig-editor-gallery');
  await page.getByRole('link', { name: 'Continue' }).click();

  // 5. Publish: nothing missing, so it can go live.
  await expect(page).toHaveURL(pagePaths.editSellerGig(id, 'publish'));
  await expect(page.getByRole('heading', { name: 'Ready to publish' })).toBeVisible();
  await shoot(page, 'gig-editor-publish');
  await page.getByRole('button', { name: 'Publish gig' }).click();
  await expect(page.getByRole('region', { name: 'Your gig is live' })).toBeVisible();
  await shoot(page, 'gig-editor-published');

  // Buyers find it through search, its card naming the seller as their profile does and pairing
  // the Basic price with the Basic package's delivery (the Premium one is faster).
  await page.goto(pagePaths.search(word));
  const card = gigCard(page, title);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`US$${packages[0].price}`);
  await expect(card).toContainText(`${packages[0].days} days delivery`);
  await expect(card).toContainText('Linh Vo');
  await expect(card).not.toContainText(account.name);
  // Brand new, it is on the first page of its subcategory under the default sort, Relevance,
  // among gigs with years of orders and reviews.
  await page.goto(pagePaths.subcategory(subcategory.id));
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(gigCard(page, title)).toHaveCount(1);
  await shoot(page, 'subcategory-new-gig');

  // The gig page shows each package's own price and delivery, on a wide screen and a phone.
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: label === 'desktop' ? 900 : 844 });
    await page.goto(pagePaths.gig(id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const panel = page.getByRole('region', { name: 'Packages' });
    const tabs = panel.getByRole('tablist', { name: 'Package' }).getByRole('tab');
    await expect(tabs).toHaveText(['Basic', 'Standard', 'Premium']);
    for (const [index, pack] of packages.entries()) {
      await tabs.nth(index).click();
      const shown = panel.getByRole('tabpanel');
      await expect(shown.getByRole('heading', { name: pack.name })).toBeVisible();
      await expect(shown.getByText(`US$${pack.price}`, { exact: true })).toBeVisible();
      await expect(shown.getByText(deliveryLabel(pack.days))).toBeVisible();
    }
  }
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await shoot(page, 'seller-gig-page');

  // My gigs lists it as active; pausing takes it out of search.
  await page.goto(pagePaths.sellerGigs());
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row).toContainText(`US$${packages[0].price} – US$${packages[2].price}`);
  await shoot(page, 'seller-dashboard');
  await row.getByRole('button', { name: 'Pause' }).click();
  await expect(row.getByText('Paused')).toBeVisible();
  await page.goto(pagePaths.search(word));
  await expect(page.getByText(`No services found for "${word}"`)).toBeVisible();
  await expect(gigCard(page, title)).toHaveCount(0);
});

test('the seller dashboard asks a visitor to sign in and a buyer to become a seller', async ({
  page,
  request,
}) => {
  await page.goto(pagePaths.sellerGigs());
  await expect(page).toHaveURL(pagePaths.login());

  const buyer = await signUp(request, 'buyer');
  await signInAs(page, buyer);
  await page.goto(pagePaths.newSellerGig());
  await expect(page).toHaveURL(pagePaths.becomeSeller());
});

test("a new gig's overview survives a reload until its first save", async ({ page, request }) => {
  const { account } = await newSeller(request);
  const subcategory = await firstSubcategory(request);
  await signInAs(page, account);
  await page.goto(pagePaths.newSellerGig());
  const title = page.getByLabel('Title', { exact: true });
  await title.fill('illustrate a children’s book cover');
  await page.getByLabel('Category', { exact: true }).selectOption({ label: subcategory.category });
  await page.getByLabel('Subcategory', { exact: true }).selectOption({ label: subcategory.name });
  const tags = page.getByLabel('Tags', { exact: true });
  await tags.fill('book cover');
  await tags.press('Enter');

  // The browser's own reload asks first; the seller reloads anyway, and nothing is lost.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByText('Your unsaved gig is back.')).toBeVisible();
  await expect(title).toHaveValue('illustrate a children’s book cover');
  await expect(page.getByLabel('Subcategory', { exact: true })).toHaveValue(String(subcategory.id));
  await expect(page.getByRole('button', { name: 'Remove the tag book cover' })).toBeVisible();
  await shoot(page, 'gig-editor-overview-restored');
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Save & continue' }).click();
  await expect(page).toHaveURL(/\/seller-dashboard\/gigs\/\d+\/pricing$/);
  await page.goto(pagePaths.newSellerGig());
  await expect(title).toHaveValue('');
  await expect(page.getByText('Your unsaved gig is back.')).toHaveCount(0);
});

test('a gig deleted after an order is archived: its buyer still reads it and the order, strangers find nothing', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const title = gigTitle('paint a watercolour map of your town');
  const { sellerPage, buyerPage, buyer, gig } = await sellerAndBuyer(browser, { title });
  const order = await placeAtQuote(
    buyerPage.request,
    { body: { gigId: gig.id, package: 'basic', idempotencyKey: `e2e-${Date.now()}` } },
    buyer.token,
  );
  // An admin completes it, as the original API's Complete does.
  const admin = await callEndpoint(buyerPage.request, 'signIn', { body: demo.admin });
  await callEndpoint(
    buyerPage.request,
    'completeOrder',
    { params: { MaThueCongViec: order.id } },
    admin.token,
  );

  // The seller deletes it from My gigs: told first that it will be archived, not erased.
  await sellerPage.goto(pagePaths.sellerGigs());
  const row = sellerPage.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = sellerPage.getByRole('dialog');
  await expect(dialog).toContainText('It has orders, so it will be archived');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(sellerPage.getByRole('status')).toContainText(
    'The gig is archived: its orders and reviews stay.',
  );
  await expect(row.getByText('Archived')).toBeVisible();
  await expect(row.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
  await expect(sellerPage.getByText("Completed orders' value")).toBeVisible();
  await sellerPage.getByRole('button', { name: /^Archived \(\d+\)$/ }).click();
  await expect(row).toBeVisible();
  await shoot(sellerPage, 'seller-dashboard-archived');
  await expectAxeClean(sellerPage);

  // The buyer still opens the gig from their order: shown, but not for sale.
  await buyerPage.goto(pagePaths.order(order.id));
  await expect(buyerPage.getByRole('heading', { level: 1 })).toContainText('Order');
  await buyerPage.goto(pagePaths.gig(gig.id));
  await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(buyerPage.getByRole('region', { name: 'Not available right now' })).toContainText(
    'removed it',
  );
  await expect(buyerPage.getByRole('link', { name: /^Continue/ })).toHaveCount(0);
  await expect(
    buyerPage.getByRole('tabpanel').getByText('Not available to order right now'),
  ).toBeVisible();
  await shoot(buyerPage, 'gig-archived-for-its-buyer');
  await expectAxeClean(buyerPage);

  // A stranger finds nothing, in search or at its address.
  const strangerPage = await (await browser.newContext()).newPage();
  await strangerPage.goto(pagePaths.gig(gig.id));
  await expect(strangerPage.getByRole('heading', { level: 1 })).toHaveText('Gig not found');
  await strangerPage.goto(pagePaths.search(title.split(' ').slice(-1)[0]!));
  await expect(gigCard(strangerPage, title)).toHaveCount(0);
});
