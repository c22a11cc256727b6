import { expect, type Page } from '@playwright/test';
import { pagePaths } from '@giglane/contract/page-paths';
import { gigTitle, sellerAndBuyer } from './orders-support';
import { callEndpoint, expectAxeClean, placeAtQuote, screenshotBoth, test } from './support';

/*
 * Requests of the other party in an order (decision 052), in two browser contexts side by side:
 * cancelling together (a decline, then an accepted request with its refund) and more days.
 */

const shoot = (page: Page, name: string) => screenshotBoth(page, `order-requests-${name}`);

/** The order page's state badge, once the page shows `state`. */
async function expectState(page: Page, state: string) {
  await expect(
    page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) }),
  ).toContainText(state);
}

/** A paid order of the gig's Basic package, started at once (the gig asks nothing). */
async function startedOrder(browser: Parameters<typeof sellerAndBuyer>[0], what: string) {
  const people = await sellerAndBuyer(browser, { title: gigTitle(what) });
  const order = await placeAtQuote(
    people.buyerPage.request,
    { body: { gigId: people.gig.id, package: 'basic', idempotencyKey: `req-${Date.now()}` } },
    people.buyer.token,
  );
  expect(order.state).toBe('in_progress');
  await people.buyerPage.goto(pagePaths.order(order.id));
  await people.sellerPage.goto(pagePaths.order(order.id));
  await expectState(people.buyerPage, 'In progress');
  return { ...people, order };
}

test('cancelling together: the seller declines the buyer’s request; the buyer accepts the seller’s, refunded', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { sellerPage, buyerPage } = await startedOrder(browser, 'paint a shop sign');

  // The buyer asks; a reason is required.
  await buyerPage.getByRole('button', { name: /^Ask .+ to cancel$/ }).click();
  await buyerPage.getByRole('button', { name: 'Send the request' }).click();
  await expect(buyerPage.getByLabel('Why cancel?')).toHaveAttribute('aria-invalid', 'true');
  await buyerPage.getByLabel('Why cancel?').fill('Our shop opening moved to next year.');
  await buyerPage.getByRole('button', { name: 'Send the request' }).click();
  const asked = buyerPage.getByRole('region', { name: 'You asked to cancel the order' });
  await expect(asked).toContainText('Our shop opening moved to next year.');
  await expect(asked).toContainText(/If .+ does not answer by/);
  await expect(asked).toContainText('the order is cancelled and you are refunded');
  await shoot(buyerPage, 'cancellation-asked-buyer');
  await expectAxeClean(buyerPage);

  // The seller is told live, and declines.
  const toAnswer = sellerPage.getByRole('region', { name: /asked to cancel the order$/ });
  await expect(toAnswer).toContainText('If you do not answer by');
  await shoot(sellerPage, 'cancellation-asked-seller');
  await expectAxeClean(sellerPage);
  await toAnswer.getByRole('button', { name: 'Decline' }).click();
  await expect(toAnswer).toHaveCount(0);
  await expect(
    buyerPage.getByRole('region', { name: 'You asked to cancel the order' }),
  ).toHaveCount(0);
  await expect(buyerPage.getByRole('region', { name: 'Timeline' })).toContainText(
    'declined to cancel the order',
  );

  // The seller asks in turn; the buyer accepts: cancelled and refunded.
  await sellerPage.getByRole('button', { name: /^Ask .* to cancel$/ }).click();
  await sellerPage.getByLabel('Why cancel?').fill('I cannot match the style you need.');
  await sellerPage.getByRole('button', { name: 'Send the request' }).click();
  const offered = buyerPage.getByRole('region', {
    name: /^(?!You).+ asked to cancel the order$/,
  });
  await expect(offered).toContainText('Accept, and the order is cancelled and you are refunded');
  await offered.getByRole('button', { name: 'Accept and cancel' }).click();
  await expectState(buyerPage, 'Cancelled');
  await expect(buyerPage.getByRole('region', { name: 'Status' })).toContainText(
    'Reason: I cannot match the style you need.',
  );
  await expect(buyerPage.getByRole('list', { name: 'Refunds' })).toBeVisible();
  await expectState(sellerPage, 'Cancelled');
  await shoot(buyerPage, 'cancellation-accepted-buyer');
});

test('more days: the seller asks, the buyer accepts, and the new due date is in the timeline', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { sellerPage, buyerPage, buyer, order } = await startedOrder(
    browser,
    'letter a wedding menu',
  );

  await sellerPage.getByRole('button', { name: 'Ask for more days' }).click();
  await expectAxeClean(sellerPage);
  await sellerPage.getByLabel('More days').fill('40');
  await sellerPage.getByLabel('Why?').fill('The printer needs the final text first.');
  await sellerPage.getByRole('button', { name: 'Ask for the days' }).click();
  await expect(sellerPage.getByLabel('More days')).toHaveAttribute('aria-invalid', 'true');
  await sellerPage.getByLabel('More days').fill('3');
  await sellerPage.getByRole('button', { name: 'Ask for the days' }).click();
  await expect(sellerPage.getByRole('region', { name: 'You asked for 3 more days' })).toContainText(
    'the order stays due',
  );
  await shoot(sellerPage, 'extension-asked-seller');

  const offered = buyerPage.getByRole('region', { name: /asked for 3 more days$/ });
  await expect(offered).toContainText('The due date would move from');
  await shoot(buyerPage, 'extension-asked-buyer');
  await expectAxeClean(buyerPage);
  await offered.getByRole('button', { name: 'Accept the new date' }).click();
  await expect(offered).toHaveCount(0);
  const timeline = buyerPage.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('You accepted more days');
  await expect(timeline).toContainText('New due date:');
  const due = new Date(order.dueAt!).getTime() + 3 * 86_400_000;
  const view = await callEndpoint(
    buyerPage.request,
    'getOrderView',
    { params: { id: order.id } },
    buyer.token,
  );
  expect(new Date(view.dueAt!).getTime()).toBe(due);
  await shoot(buyerPage, 'extension-accepted-buyer');
});
