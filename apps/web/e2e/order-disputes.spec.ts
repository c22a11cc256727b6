import { expect, type Page } from '@playwright/test';
import { pagePaths } from '@giglane/contract/page-paths';
import { gigTitle, sellerAndBuyer } from './orders-support';
import { demo, expectAxeClean, placeAtQuote, screenshotBoth, signInAs, test } from './support';

/*
 * A dispute (decision 056) in three browser contexts: the buyer's request to cancel is declined,
 * the buyer opens a dispute, an admin finds it in the Disputes queue and refunds part; both
 * parties then read the decision and see the refund.
 */

const shoot = (page: Page, name: string) => screenshotBoth(page, `order-disputes-${name}`);

async function expectState(page: Page, state: string) {
  await expect(
    page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) }),
  ).toContainText(state);
}

test('a declined cancellation, a dispute, and an admin’s part refund both parties read', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { sellerPage, buyerPage, buyer, gig } = await sellerAndBuyer(browser, {
    title: gigTitle('draw a bakery logo'),
  });
  const order = await placeAtQuote(
    buyerPage.request,
    { body: { gigId: gig.id, package: 'basic', idempotencyKey: `dispute-${Date.now()}` } },
    buyer.token,
  );
  expect(order.state).toBe('in_progress');
  await buyerPage.goto(pagePaths.order(order.id));
  await sellerPage.goto(pagePaths.order(order.id));
  await expectState(buyerPage, 'In progress');

  // Before any disagreement, the page says what each side may do and offers no dispute.
  const moves = buyerPage.getByRole('region', { name: 'Who can do what' });
  await expect(moves).toContainText('ask to cancel together');
  await expect(buyerPage.getByRole('button', { name: 'Open a dispute' })).toHaveCount(0);

  // The buyer asks to cancel; the seller declines.
  await buyerPage.getByRole('button', { name: /^Ask .+ to cancel$/ }).click();
  await buyerPage.getByLabel('Why cancel?').fill('The sketches ignore our brief.');
  await buyerPage.getByRole('button', { name: 'Send the request' }).click();
  const toAnswer = sellerPage.getByRole('region', { name: /asked to cancel the order$/ });
  await toAnswer.getByRole('button', { name: 'Decline' }).click();
  await expect(toAnswer).toHaveCount(0);

  // Now the buyer may open a dispute; a reason is required.
  await buyerPage.getByRole('button', { name: 'Open a dispute' }).click();
  await buyerPage.getByRole('button', { name: 'Open the dispute' }).click();
  await expect(buyerPage.getByLabel('What do you disagree on?')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await buyerPage
    .getByLabel('What do you disagree on?')
    .fill('Three rounds of sketches and none follows the brief we agreed on.');
  await buyerPage.getByRole('button', { name: 'Open the dispute' }).click();
  await expectState(buyerPage, 'Disputed');
  await expect(
    buyerPage.getByRole('region', { name: 'Disputed: an admin will decide' }),
  ).toBeVisible();
  await expect(moves).toContainText('An admin will decide');
  await shoot(buyerPage, 'opened-buyer');
  await expectAxeClean(buyerPage);

  // The seller's page turns live: on hold, nothing to deliver.
  await expectState(sellerPage, 'Disputed');
  await expect(
    sellerPage.getByRole('region', { name: 'Disputed: an admin will decide' }),
  ).toContainText('Three rounds of sketches');
  await expect(sellerPage.getByRole('region', { name: 'Deliver' })).toHaveCount(0);
  await shoot(sellerPage, 'opened-seller');

  // The admin finds it in the queue and refunds part.
  const adminPage = await (await browser.newContext()).newPage();
  await signInAs(adminPage, demo.admin);
  await adminPage.goto(pagePaths.adminDisputes());
  await adminPage.getByRole('navigation').getByRole('link', { name: 'Disputes' }).waitFor();
  const row = adminPage.getByRole('article').filter({ hasText: order.number });
  await expect(row).toContainText('Three rounds of sketches');
  await shoot(adminPage, 'queue');
  await expectAxeClean(adminPage);
  await row.getByRole('link', { name: `Decide the dispute on order ${order.number}` }).click();
  const panel = adminPage.getByRole('region', { name: 'Disputed: an admin will decide' });
  await expect(panel).toBeVisible();
  // The admin area's title, not the order page's beside it.
  await expect(adminPage).toHaveTitle(`Dispute on order ${order.number} | Giglane Admin`);
  expect(await adminPage.locator('title').allTextContents()).not.toContain(
    `Order ${order.number} | Giglane`,
  );
  // One way back, to the queue the admin came from.
  const main = adminPage.getByRole('main');
  await expect(main.getByRole('link', { name: /^← / })).toHaveText(['← All disputes']);
  await expect(adminPage.getByRole('region', { name: 'Timeline' })).toContainText(
    'declined to cancel the order',
  );
  await panel.getByLabel('Refund in part').check();
  await panel.getByLabel('Refund to the buyer (US$)').fill('7.50');
  await panel
    .getByLabel('Decision, as both parties will read it')
    .fill('Some sketches follow the brief: half of the price goes back to the buyer.');
  await shoot(adminPage, 'deciding');
  await expectAxeClean(adminPage);
  await panel.getByRole('button', { name: 'Decide the dispute' }).click();
  await expectState(adminPage, 'Cancelled');

  // Both parties read the decision and see the refund.
  for (const page of [buyerPage, sellerPage]) {
    await expectState(page, 'Cancelled');
    const decided = page.getByRole('region', { name: 'The dispute is decided' });
    await expect(decided).toContainText('Some sketches follow the brief');
    await expect(decided).toContainText('$7.50 refunded to');
  }
  await expect(buyerPage.getByRole('list', { name: 'Refunds' })).toBeVisible();
  await shoot(buyerPage, 'decided-buyer');
  await shoot(sellerPage, 'decided-seller');
});
