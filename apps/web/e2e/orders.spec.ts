import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { pagePaths } from '@giglane/contract/page-paths';
import { TEST_MODE_NOTICE } from '@giglane/contract/payment-values';
import { gigTitle, pdfFile, reviewBuyer, sellerAndBuyer } from './orders-support';
import { ownServer } from './own-server';
import {
  callEndpoint,
  demo,
  drawPicture,
  fillCard,
  isCallOf,
  isUrlOf,
  screenshotBoth,
  signInAs,
  placeAtQuote,
  test,
} from './support';

const QUESTIONS = [
  'What is your brand called, and what does it sell?',
  'Which colours do you like?',
];

/** Full-page shots from the top, so the sticky header sits where a visitor sees it. */
const shoot = (page: Page, name: string) => screenshotBoth(page, `orders-${name}`);

/** The order page's heading and its state badge, once the page shows `state`. */
async function expectState(page: Page, state: string) {
  await expect(page.getByRole('heading', { level: 1, name: /^Order GL\d{6}$/ })).toBeVisible();
  await expect(
    page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) }),
  ).toContainText(state);
}

test('buyer and seller side by side: checkout, requirements, delivery with files, a revision, acceptance, a verified review and its reply', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const title = gigTitle('design a hand drawn logo for your brand');
  const { sellerPage, buyerPage, buyer, gig } = await sellerAndBuyer(browser, {
    title,
    requirements: QUESTIONS,
  });

  // The buyer picks Standard on the gig page; Continue opens its checkout.
  await buyerPage.goto(pagePaths.gig(gig.id));
  await buyerPage.getByRole('tab', { name: 'Standard' }).click();
  await buyerPage.getByRole('link', { name: 'Continue (US$90)' }).click();
  await expect(buyerPage).toHaveURL(pagePaths.checkout(gig.id, 'standard'));
  await expect(buyerPage.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(buyerPage.getByRole('radio', { name: /^Standard/ })).toBeChecked();
  const summary = buyerPage.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('US$90');
  // Payments are on (the test processor): the checkout says so where it shows money.
  await expect(summary).toContainText(TEST_MODE_NOTICE);
  // Switching the package changes the total and the address.
  await buyerPage.getByText('Basic', { exact: true }).click();
  await expect(summary).toContainText('US$35');
  await expect(buyerPage).toHaveURL(pagePaths.checkout(gig.id, 'basic'));
  await buyerPage.getByText('Standard', { exact: true }).first().click();
  await expect(summary).toContainText('US$90');
  for (const question of QUESTIONS) await expect(buyerPage.getByLabel(question)).toBeVisible();
  await shoot(buyerPage, 'checkout');

  // Placed without answers, paid with the test card: the answers can wait for the order's page.
  await fillCard(buyerPage);
  await summary.getByRole('button', { name: 'Place order' }).click();
  const confirm = buyerPage.getByRole('dialog', { name: 'Place this order?' });
  await expect(confirm).toContainText('US$90 · Brand kit · 5 Days Delivery.');
  await confirm.getByRole('button', { name: 'Place order' }).click();
  await expect(buyerPage.getByRole('status')).toContainText('Order placed');
  await expect(buyerPage.getByRole('heading', { name: 'Your order is placed' })).toBeVisible();
  const number = (await buyerPage.getByText(/^GL\d{6}$/).textContent())!;
  await buyerPage.getByRole('link', { name: 'Answer the requirements' }).click();
  await expectState(buyerPage, 'Placed');
  await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText(`Order ${number}`);
  await shoot(buyerPage, 'order-placed');

  // The buyer answers; the order starts and is due five days on.
  await buyerPage.getByLabel(`1. ${QUESTIONS[0]}`).fill('Lumen Tea: loose-leaf teas, sold online.');
  await buyerPage.getByLabel(`2. ${QUESTIONS[1]}`).fill('Deep green and warm gold.');
  await buyerPage.getByRole('button', { name: 'Send answers and start' }).click();
  await expectState(buyerPage, 'In progress');
  await expect(buyerPage.getByText(/^4 days, 23 hours left$|^5 days left$/)).toBeVisible();
  await expect(buyerPage.getByRole('region', { name: 'Requirements' })).toContainText(
    'Deep green and warm gold.',
  );
  await shoot(buyerPage, 'order-in-progress');

  // The seller finds it in Orders and delivers a drawing and a PDF, with a progress bar.
  await sellerPage.goto(pagePaths.sellerOrders());
  await expect(sellerPage.getByRole('navigation', { name: 'Order tabs' })).toContainText('Active1');
  await shoot(sellerPage, 'seller-orders');
  await sellerPage.getByRole('link', { name: title }).click();
  await expectState(sellerPage, 'In progress');
  const drawing = await drawPicture(sellerPage, 'Lumen Tea', 140);
  const brief = pdfFile('Lumen Tea: logo sheet');
  await sellerPage.getByLabel('Message to the buyer').fill('Here are three concepts.');
  await sellerPage
    .getByRole('region', { name: 'Deliver' })
    .locator('input[type="file"]')
    .setInputFiles([
      { name: 'lumen-concepts.jpg', mimeType: 'image/jpeg', buffer: drawing },
      { name: 'logo-sheet.pdf', mimeType: 'application/pdf', buffer: brief },
    ]);
  await expect(sellerPage.getByText('logo-sheet.pdf')).toBeVisible();
  await sellerPage.getByRole('button', { name: 'Deliver now' }).click();
  await expectState(sellerPage, 'Delivered');
  await expect(sellerPage.getByRole('listitem', { name: 'Delivery 1' })).toContainText(
    'lumen-concepts.jpg',
  );

  // The buyer downloads the very files delivered.
  await buyerPage.reload();
  await expectState(buyerPage, 'Delivered');
  await expect(buyerPage.getByRole('region', { name: 'Your delivery is here' })).toContainText(
    'completes on its own',
  );
  const downloading = buyerPage.waitForEvent('download');
  await buyerPage.getByRole('link', { name: /logo-sheet\.pdf/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('logo-sheet.pdf');
  expect(Buffer.compare(await readFile(await download.path()), brief)).toBe(0);
  await shoot(buyerPage, 'order-delivered');

  // A revision: two are included, one is left after it.
  await buyerPage.getByRole('button', { name: 'Request a revision' }).click();
  await expect(buyerPage.getByText('2 of 2 revisions left.').first()).toBeVisible();
  await buyerPage.getByLabel('What should change?').fill('Concept 2, with a rounder leaf.');
  await buyerPage.getByRole('button', { name: 'Send revision request' }).click();
  await expectState(buyerPage, 'Revision requested');
  await expect(buyerPage.getByRole('region', { name: 'Timeline' })).toContainText(
    'You asked for a revision',
  );
  await shoot(buyerPage, 'order-revision-requested');

  // The seller reads the note and delivers again.
  await sellerPage.reload();
  await expect(sellerPage.getByRole('region', { name: 'Deliver the revision' })).toContainText(
    'Concept 2, with a rounder leaf.',
  );
  await sellerPage.getByLabel('Message to the buyer').fill('Concept 2 with a rounder leaf.');
  await sellerPage
    .getByRole('region', { name: 'Deliver the revision' })
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'lumen-final.jpg', mimeType: 'image/jpeg', buffer: drawing }]);
  await sellerPage.getByRole('button', { name: 'Deliver now' }).click();
  await expectState(sellerPage, 'Delivered');
  await expect(sellerPage.getByRole('listitem', { name: 'Delivery 2' })).toBeVisible();

  // The buyer accepts and reviews with every rating.
  await buyerPage.reload();
  await buyerPage.getByRole('button', { name: 'Accept delivery' }).click();
  await buyerPage
    .getByRole('dialog', { name: 'Accept the delivery and complete the order?' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expectState(buyerPage, 'Completed');
  const reviewPanel = buyerPage.getByRole('region', { name: 'Review this order' });
  // Nothing chosen yet: each rating says so beside it.
  await reviewPanel.getByRole('button', { name: 'Publish review' }).click();
  await expect(reviewPanel.getByRole('alert').first()).toBeVisible();
  for (const [legend, stars] of [
    ['Overall', '5 stars'],
    ['Seller communication level', '5 stars'],
    ['Service as described', '4 stars'],
    ['Recommend to a friend', '5 stars'],
  ] as const)
    await reviewPanel
      .getByRole('group', { name: legend })
      .locator('label')
      .filter({ hasText: stars })
      .click();
  await reviewPanel
    .getByLabel('Your review')
    .fill('Mai understood our tea brand at once. The final leaf mark is lovely.');
  await reviewPanel.getByRole('button', { name: 'Publish review' }).click();
  const yourReview = buyerPage.getByRole('region', { name: 'Your review' });
  await expect(yourReview).toContainText('The final leaf mark is lovely.');
  await expect(yourReview).toContainText('editable until');
  // Reviewed, the buyer may change it while it is hidden; the seller may still review, and the
  // window publishes whatever was written when it closes.
  const buyerMoves = buyerPage.getByRole('region', { name: 'Who can do what' });
  await expect(buyerMoves).toContainText('Buyer (you)May edit the review of the seller.');
  await expect(buyerMoves).toContainText('SellerMay review the buyer.');
  await expect(buyerMoves).toContainText(
    /The review window closes on .+: whatever was written is then published, and nothing more happens\./,
  );
  await shoot(buyerPage, 'order-completed-moves');

  // The seller reviews the buyer, which publishes both reviews, and answers the buyer's once.
  await sellerPage.reload();
  await expectState(sellerPage, 'Completed');
  const sellerMoves = sellerPage.getByRole('region', { name: 'Who can do what' });
  await expect(sellerMoves).toContainText('BuyerMay edit the review of the seller.');
  await expect(sellerMoves).toContainText('Seller (you)May review the buyer.');
  await shoot(sellerPage, 'seller-order-completed-moves');
  await reviewBuyer(sellerPage, 'Daniel Okafor', 'A clear brief and quick answers.');
  await expect(sellerMoves).toContainText('Nothing more happens: the order is closed.');
  await sellerPage.getByLabel('Respond publicly').fill('Thank you, Daniel! Enjoy the new mark.');
  await sellerPage.getByRole('button', { name: 'Publish response' }).click();
  await expect(sellerPage.getByText('Your response', { exact: true })).toBeVisible();
  await expect(sellerPage.getByLabel('Respond publicly')).toHaveCount(0);

  await buyerPage.reload();
  await expect(buyerPage.getByRole('region', { name: 'Your review' })).toContainText(
    'Thank you, Daniel! Enjoy the new mark.',
  );
  await shoot(buyerPage, 'order-completed-review');

  // On the gig page: "Verified order", the reply under it, and the breakdown's real averages.
  await buyerPage.goto(pagePaths.gig(gig.id));
  const review = buyerPage.getByRole('article', { name: `Review by ${buyer.name}` });
  await expect(review).toContainText('Verified order');
  await expect(review.getByRole('group', { name: "Seller's response" })).toContainText(
    'Thank you, Daniel! Enjoy the new mark.',
  );
  const breakdown = buyerPage.getByRole('heading', { name: 'Rating Breakdown' }).locator('..');
  await expect(breakdown.getByRole('listitem')).toHaveText([
    'Seller communication level5.0 out of 5',
    'Recommend to a friend5.0 out of 5',
    'Service as described4.0 out of 5',
  ]);

  // Both lists and the seller's figures.
  await buyerPage.goto(pagePaths.buyerOrders('completed'));
  await expect(buyerPage.getByRole('list', { name: 'Completed orders' })).toContainText(title);
  await shoot(buyerPage, 'buyer-orders');
  await sellerPage.goto(pagePaths.sellerGigs());
  const figures = sellerPage.locator('dl').first();
  await expect(figures.getByText('US$90')).toBeVisible();
  await shoot(sellerPage, 'seller-dashboard');
});

test('a buyer cancels before the seller starts, with a reason; both lists show it Cancelled', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const title = gigTitle('draw a mascot for your team');
  const { sellerPage, buyerPage, buyer, gig } = await sellerAndBuyer(browser, {
    title,
    requirements: QUESTIONS,
  });
  const order = await placeAtQuote(
    buyerPage.request,
    { body: { gigId: gig.id, package: 'basic', idempotencyKey: `cancel-${Date.now()}` } },
    buyer.token,
  );
  expect(order.state).toBe('placed');

  await buyerPage.goto(pagePaths.order(order.id));
  await expectState(buyerPage, 'Placed');
  await buyerPage.getByRole('button', { name: 'Cancel order' }).click();
  // A reason is required.
  await buyerPage.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(buyerPage.getByLabel('Why cancel?')).toHaveAttribute('aria-invalid', 'true');
  await buyerPage.getByLabel('Why cancel?').fill('We picked another style after all.');
  await buyerPage.getByRole('button', { name: 'Cancel the order' }).click();
  await expectState(buyerPage, 'Cancelled');
  await expect(buyerPage.getByRole('region', { name: 'Status' })).toContainText(
    'Reason: We picked another style after all.',
  );
  await shoot(buyerPage, 'order-cancelled');

  await buyerPage.goto(pagePaths.buyerOrders('cancelled'));
  await expect(buyerPage.getByRole('list', { name: 'Cancelled orders' })).toContainText(title);
  await sellerPage.goto(pagePaths.sellerOrders('cancelled'));
  const row = sellerPage.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Cancelled');
  await expect(row).toContainText(buyer.name);
});

test('a double click on Place order places one order', async ({ browser }) => {
  test.setTimeout(180_000);
  const { buyerPage, buyer, gig } = await sellerAndBuyer(browser, {
    title: gigTitle('sketch a logo in one day'),
    requirements: QUESTIONS,
  });
  const placing: string[] = [];
  buyerPage.on('request', (sent) => {
    if (isCallOf(sent, 'placeOrder')) placing.push(sent.postData() ?? '');
  });

  await buyerPage.goto(pagePaths.checkout(gig.id));
  // One answer alone is refused beside the other: all of them, or none for later.
  await buyerPage.getByLabel(`1. ${QUESTIONS[0]}`).fill('Northwind: a bike repair shop.');
  await buyerPage.getByRole('button', { name: 'Place order' }).click();
  await expect(buyerPage.getByLabel(`2. ${QUESTIONS[1]}`)).toHaveAttribute('aria-invalid', 'true');
  await buyerPage.getByLabel(`2. ${QUESTIONS[1]}`).fill('Navy and orange.');
  await fillCard(buyerPage);

  await buyerPage.getByRole('button', { name: 'Place order' }).dblclick();
  await buyerPage
    .getByRole('dialog', { name: 'Place this order?' })
    .getByRole('button', { name: 'Place order' })
    .dblclick();
  await expect(buyerPage.getByRole('heading', { name: 'Your order is placed' })).toBeVisible();
  await expect(buyerPage.getByText(/has started: the order is due in 3 days/)).toBeVisible();

  const orders = await callEndpoint(
    buyerPage.request,
    'listBuyerOrders',
    { query: { tab: 'active' } },
    buyer.token,
  );
  expect(orders.data.filter((row) => row.gig.id === gig.id)).toHaveLength(1);
  // Whatever reached the server carried one key and no price.
  const bodies = placing.map((body) => JSON.parse(body) as Record<string, unknown>);
  expect(new Set(bodies.map((body) => body.idempotencyKey)).size).toBe(1);
  expect(bodies.every((body) => !('price' in body) && !('total' in body))).toBe(true);
});

test("the profile's DEL cancels an order that has not started, which leaves the list, and only such an order", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { buyerPage, buyer, gig } = await sellerAndBuyer(browser, {
    title: gigTitle('turn your sketch into a logo'),
    requirements: QUESTIONS,
  });
  const place = (answers?: string[]) =>
    placeAtQuote(
      buyerPage.request,
      {
        body: {
          gigId: gig.id,
          package: 'basic',
          idempotencyKey: `profile-${Date.now()}-${Math.random().toString(36).slice(2)}`,
          answers,
        },
      },
      buyer.token,
    );
  const started = await place(['Orbit Coffee', 'Black and cream']);
  const waiting = await place();
  expect([started.state, waiting.state]).toEqual(['in_progress', 'placed']);

  await buyerPage.goto(pagePaths.profile());
  const cards = buyerPage.getByRole('region', { name: 'Hired services' }).getByRole('article');
  await expect(cards).toHaveCount(2);
  // Newest first: the order still waiting for its answers may be cancelled.
  const [waitingCard, startedCard] = [cards.nth(0), cards.nth(1)];
  await expect(waitingCard).toContainText('Placed');
  await expect(startedCard).toContainText('In progress');
  await expect(startedCard.getByRole('button', { name: /^DEL/ })).toHaveCount(0);
  await expect(startedCard.getByRole('link', { name: /^View order/ })).toHaveAttribute(
    'href',
    pagePaths.order(started.id),
  );

  // Declining the question cancels nothing.
  const question = buyerPage.getByRole('dialog', {
    name: `Cancel your order of "${gig.title}"?`,
  });
  await waitingCard.getByRole('button', { name: /^DEL/ }).click();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(waitingCard).toContainText('Placed');

  // The card says it is working until the server has answered and the list is read again.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await buyerPage.route(
    (url) => isUrlOf(url, 'deleteOrder'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await waitingCard.getByRole('button', { name: /^DEL/ }).click();
  await question.getByRole('button', { name: 'OK' }).click();
  await expect(waitingCard.getByRole('button', { name: /Cancelling/ })).toBeDisabled();
  release();
  // Cancelled, it leaves the hired list as the original API's DEL did; the order stays under
  // My orders, Cancelled.
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('In progress');
  const view = await callEndpoint(
    buyerPage.request,
    'getOrderView',
    { params: { id: waiting.id } },
    buyer.token,
  );
  expect(view.state).toBe('cancelled');
});

test("Manage Service shows each order's state and lists one state at a time", async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const title = gigTitle('letter a wordmark for your shop');
  const { buyerPage, buyer, gig } = await sellerAndBuyer(browser, { title });
  const order = await placeAtQuote(
    buyerPage.request,
    { body: { gigId: gig.id, package: 'basic', idempotencyKey: `admin-${Date.now()}` } },
    buyer.token,
  );
  expect(order.state).toBe('in_progress');

  await signInAs(page, demo.admin);
  await page.goto(`${pagePaths.adminOrders()}?state=in_progress&sort=id&order=desc`);
  const table = page.getByRole('table', { name: 'Services' });
  const row = table.getByRole('row').filter({ hasText: `#${order.id}` });
  await expect(row).toContainText('In progress');
  await expect(page.getByLabel('State')).toHaveValue('in_progress');
  await screenshotBoth(page, 'orders-admin-list');

  await page.getByLabel('State').selectOption('completed');
  await expect(page).toHaveURL(/state=completed/);
  await expect(table.getByRole('row').filter({ hasText: `#${order.id}` })).toHaveCount(0);
  await expect(table.getByRole('row').nth(1)).toContainText('Completed');
});

test('a late order: both sides see it Late, in their Late tabs, until the seller delivers', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The demo catalog holds a late order of Minh's, of one of Anna's gigs (others may fall due
  // during the day: the rows are told apart by the other person's name).
  const buyerPage = await (await browser.newContext()).newPage();
  const sellerPage = await (await browser.newContext()).newPage();
  await signInAs(buyerPage, demo.minh);
  await signInAs(sellerPage, demo.anna);
  const sellerRow = () =>
    sellerPage
      .getByRole('list', { name: 'Late orders' })
      .getByRole('listitem')
      .filter({ hasText: 'Minh Tran' });
  const buyerRow = () =>
    buyerPage
      .getByRole('list', { name: 'Late orders' })
      .getByRole('listitem')
      .filter({ hasText: 'Anna Nguyen' });

  await sellerPage.goto(pagePaths.sellerOrders('late'));
  await expect(sellerRow()).toHaveCount(1);
  await expect(sellerRow()).toContainText('Late');
  await shoot(sellerPage, 'seller-late');

  await buyerPage.goto(pagePaths.buyerOrders('late'));
  await expect(buyerRow()).toHaveCount(1);
  await buyerRow().getByRole('link').first().click();
  await expectState(buyerPage, 'Late');
  await expect(buyerPage.getByText(/^\d+ days?(, \d+ hours?)? late$/)).toBeVisible();
  // Late, the buyer may cancel alone; the seller delivers before they do.
  await expect(buyerPage.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  const orderUrl = buyerPage.url();
  await shoot(buyerPage, 'order-late');

  // The seller delivers late: the order is delivered, and neither Late tab holds it any more.
  await sellerPage.goto(orderUrl);
  await expectState(sellerPage, 'Late');
  await sellerPage.getByLabel('Message to the buyer').fill('Sorry for the wait: here it is.');
  await sellerPage.getByRole('button', { name: 'Deliver now' }).click();
  await expectState(sellerPage, 'Delivered');
  await buyerPage.reload();
  await expectState(buyerPage, 'Delivered');
  await buyerPage.goto(pagePaths.buyerOrders('late'));
  await expect(buyerPage.getByRole('navigation', { name: 'Order tabs' })).toBeVisible();
  await expect(buyerRow()).toHaveCount(0);
  await sellerPage.goto(pagePaths.sellerOrders('late'));
  await expect(sellerPage.getByRole('navigation', { name: 'Order tabs' })).toBeVisible();
  await expect(sellerRow()).toHaveCount(0);
});

test('a late order: its buyer cancels it alone, and both sides see it Cancelled, out of their Late tabs', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // The demo catalog's one late order is the flow above's: this one takes it on a server of its
  // own, a copy of the catalog, so the two never meet.
  const server = await ownServer({ seed: true });
  try {
    const context = { baseURL: server.baseURL };
    const buyerPage = await (await browser.newContext(context)).newPage();
    const sellerPage = await (await browser.newContext(context)).newPage();
    await signInAs(buyerPage, demo.minh);
    await signInAs(sellerPage, demo.anna);
    const lateRow = (page: Page, other: string) =>
      page
        .getByRole('list', { name: 'Late orders' })
        .getByRole('listitem')
        .filter({ hasText: other });

    await buyerPage.goto(pagePaths.buyerOrders('late'));
    await expect(lateRow(buyerPage, 'Anna Nguyen')).toHaveCount(1);
    await lateRow(buyerPage, 'Anna Nguyen').getByRole('link').first().click();
    await expectState(buyerPage, 'Late');
    const orderUrl = buyerPage.url();
    const moves = buyerPage.getByRole('region', { name: 'Who can do what' });
    await expect(moves).toContainText('May cancel or ask to cancel together.');
    await expect(moves).toContainText(
      /has passed: the work goes on, and the buyer may cancel at once/,
    );

    // The buyer cancels alone: a reason, no answer from the seller.
    await buyerPage.getByRole('button', { name: 'Cancel order' }).click();
    await buyerPage.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(buyerPage.getByLabel('Why cancel?')).toHaveAttribute('aria-invalid', 'true');
    await buyerPage
      .getByLabel('Why cancel?')
      .fill('Three days late and no word: I need it elsewhere.');
    await buyerPage.getByRole('button', { name: 'Cancel the order' }).click();
    await expectState(buyerPage, 'Cancelled');
    const status = buyerPage.getByRole('region', { name: 'Status' });
    await expect(status).toContainText('Reason: Three days late and no word: I need it elsewhere.');
    // The demo order held no money through Giglane: there is nothing to refund, and the page says
    // the payment was the two sides' own.
    await expect(buyerPage.getByRole('complementary', { name: 'Order summary' })).toContainText(
      'Payment is arranged with the seller.',
    );
    await expect(moves).toContainText('Nothing more happens: the order is closed.');
    await shoot(buyerPage, 'order-late-cancelled');

    await sellerPage.goto(orderUrl);
    await expectState(sellerPage, 'Cancelled');
    await expect(sellerPage.getByRole('region', { name: 'Status' })).toContainText(
      'Reason: Three days late and no word: I need it elsewhere.',
    );
    await expect(sellerPage.getByRole('button', { name: 'Deliver now' })).toHaveCount(0);
    await shoot(sellerPage, 'seller-order-late-cancelled');

    // Neither Late tab holds it; both Cancelled tabs do.
    for (const [page, other, tab] of [
      [buyerPage, 'Anna Nguyen', pagePaths.buyerOrders],
      [sellerPage, 'Minh Tran', pagePaths.sellerOrders],
    ] as const) {
      await page.goto(tab('late'));
      await expect(page.getByRole('navigation', { name: 'Order tabs' })).toBeVisible();
      await expect(lateRow(page, other)).toHaveCount(0);
      await page.goto(tab('cancelled'));
      await expect(
        page
          .getByRole('list', { name: 'Cancelled orders' })
          .getByRole('listitem')
          .filter({ hasText: other })
          .first(),
      ).toContainText('Cancelled');
    }
  } finally {
    await server.dispose();
  }
});
