import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { pagePaths } from '@giglane/contract/page-paths';
import { gigTitle, pdfFile, reviewBuyer, sellerAndBuyer } from './orders-support';
import { sendText } from './messages-support';
import { callEndpoint, expectAxeClean, placeAtQuote, screenshotBoth, test } from './support';

/*
 * The other side's open pages follow an order as it moves, with no reload: the seller's Orders
 * list and figures, and each party's order page. What changed must show within the two seconds
 * the bell takes.
 */
const live = expect.configure({ timeout: 2_000 });

/** The order page's heading, once the page shows `state` beside it. */
async function expectState(page: Page, state: string, check = expect) {
  await check(
    page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) }),
  ).toContainText(state);
}

test("each side's open pages follow the other's moves live, and the seller keeps their place after delivering", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const title = gigTitle('draw a tea shop logo live');
  const { sellerPage, buyerPage, buyer, gig } = await sellerAndBuyer(browser, { title });

  // The seller waits on Orders, with nothing active yet, and the dashboard's figures in a tab.
  await sellerPage.goto(pagePaths.sellerOrders());
  const orders = sellerPage.getByRole('main');
  await expect(orders.getByText('No active orders')).toBeVisible();
  const figuresPage = await sellerPage.context().newPage();
  await figuresPage.goto(pagePaths.sellerGigs());
  const figures = figuresPage.locator('dl').first();
  await expect(figures).toBeVisible();

  // The buyer orders: it shows in the seller's open list, counted in its tab.
  const placed = await placeAtQuote(
    buyerPage.request,
    { body: { gigId: gig.id, package: 'basic', idempotencyKey: randomUUID() } },
    buyer.token,
  );
  await live(orders.getByRole('link', { name: title })).toBeVisible();
  await live(sellerPage.getByRole('navigation', { name: 'Order tabs' })).toContainText('Active1');
  await screenshotBoth(sellerPage, 'orders-live-seller-list');

  await buyerPage.goto(pagePaths.order(placed.id));
  await expectState(buyerPage, 'In progress');
  await orders.getByRole('link', { name: title }).click();
  await expectState(sellerPage, 'In progress');

  // The seller delivers from the keyboard: the focus lands on the delivery just sent, and the
  // buyer's open page shows it.
  const deliver = async (message: string, file: string) => {
    await sellerPage.getByLabel('Message to the buyer').fill(message);
    await sellerPage
      .locator('form')
      .filter({ has: sellerPage.getByRole('button', { name: 'Deliver now' }) })
      .locator('input[type="file"]')
      .setInputFiles([{ name: file, mimeType: 'application/pdf', buffer: pdfFile(message) }]);
    await sellerPage.getByRole('button', { name: 'Deliver now' }).press('Enter');
  };
  await deliver('Three concepts, as a PDF.', 'concepts.pdf');
  await expect(sellerPage.getByRole('listitem', { name: 'Delivery 1' })).toBeFocused();
  await expectAxeClean(sellerPage);
  await screenshotBoth(sellerPage, 'orders-live-seller-delivered');
  await expectState(buyerPage, 'Delivered', live);
  await live(buyerPage.getByRole('listitem', { name: 'Delivery 1' })).toContainText('concepts.pdf');
  await live(buyerPage.getByRole('region', { name: 'Your delivery is here' })).toBeVisible();

  // A revision request reaches the seller's open page with its note.
  await buyerPage.getByRole('button', { name: 'Request a revision' }).click();
  await buyerPage.getByLabel('What should change?').fill('A rounder leaf, please.');
  await buyerPage.getByRole('button', { name: 'Send revision request' }).click();
  await live(sellerPage.getByRole('region', { name: 'Deliver the revision' })).toContainText(
    'A rounder leaf, please.',
  );

  await deliver('The rounder leaf.', 'final.pdf');
  await expect(sellerPage.getByRole('listitem', { name: 'Delivery 2' })).toBeFocused();
  await live(buyerPage.getByRole('listitem', { name: 'Delivery 2' })).toContainText('final.pdf');

  // The acceptance completes the seller's page and moves the dashboard's earnings.
  await buyerPage.getByRole('button', { name: 'Accept delivery' }).click();
  await buyerPage
    .getByRole('dialog', { name: 'Accept the delivery and complete the order?' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expectState(sellerPage, 'Completed', live);
  await live(figures.getByText('US$35')).toBeVisible();

  // The seller reviews the buyer first; the buyer's review then publishes both, and shows on the
  // seller's open page, ready for a response; the response on the buyer's.
  await reviewBuyer(sellerPage, 'Daniel Okafor', 'Kind and clear from start to end.');
  const reviewPanel = buyerPage.getByRole('region', { name: 'Review this order' });
  for (const legend of [
    'Overall',
    'Seller communication level',
    'Service as described',
    'Recommend to a friend',
  ])
    await reviewPanel
      .getByRole('group', { name: legend })
      .locator('label')
      .filter({ hasText: '5 stars' })
      .click();
  await reviewPanel.getByLabel('Your review').fill('The leaf mark is just right. Thank you!');
  await reviewPanel.getByRole('button', { name: 'Publish review' }).click();
  await live(sellerPage.getByText('The leaf mark is just right. Thank you!')).toBeVisible();
  await live(sellerPage.getByLabel('Respond publicly')).toBeVisible();
  await sellerPage.getByLabel('Respond publicly').fill('Thank you, Daniel!');
  await sellerPage.getByRole('button', { name: 'Publish response' }).click();
  await live(buyerPage.getByRole('region', { name: 'Your review' })).toContainText(
    'Thank you, Daniel!',
  );
  await screenshotBoth(sellerPage, 'orders-live-seller-reviewed');
  await screenshotBoth(buyerPage, 'orders-live-buyer-replied');
});

test("a buyer's questions before ordering and the order's thread are one person in the seller's inbox", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = gigTitle('letter a tea label');
  const { sellerPage, buyerPage, buyer, gig } = await sellerAndBuyer(browser, { title });
  const questions = await callEndpoint(
    buyerPage.request,
    'startConversation',
    { body: { gigId: gig.id } },
    buyer.token,
  );
  await sendText(buyerPage.request, buyer.token, questions.id, 'Can the label be in gold?');
  const placed = await placeAtQuote(
    buyerPage.request,
    { body: { gigId: gig.id, package: 'basic', idempotencyKey: randomUUID() } },
    buyer.token,
  );
  const thread = await callEndpoint(
    buyerPage.request,
    'getOrderConversation',
    { params: { id: placed.id } },
    buyer.token,
  );
  await sendText(buyerPage.request, buyer.token, thread.id, 'My brief is attached to the order.');

  await sellerPage.goto(pagePaths.inbox());
  const inbox = sellerPage.getByRole('list', { name: 'Conversations' });
  const row = inbox.getByRole('link', { name: new RegExp(buyer.name) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Order ${placed.number} · 2 conversations`);
  await expect(row).toContainText('2 unread');
  // The header's badge counts the person once, as the inbox shows them.
  await expect(sellerPage.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
  await screenshotBoth(sellerPage, 'inbox-one-person');

  // The latest is the order's thread; the questions are one step away, by keyboard too.
  await row.click();
  const others = sellerPage.getByRole('navigation', { name: `Conversations with ${buyer.name}` });
  await expect(others.getByRole('link', { name: `Order ${placed.number}` })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(others.getByRole('link', { name: 'General 1 unread' })).toBeVisible();
  await expectAxeClean(sellerPage);
  await screenshotBoth(sellerPage, 'inbox-person-threads');
  await others.getByRole('link', { name: 'General 1 unread' }).focus();
  await sellerPage.keyboard.press('Enter');
  await expect(sellerPage).toHaveURL(pagePaths.conversation(questions.id));
  await expect(
    sellerPage.getByRole('log', { name: 'Messages' }).getByText('Can the label be in gold?'),
  ).toBeVisible();
  await expect(others.getByRole('link', { name: 'General' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
