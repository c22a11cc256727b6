import { expect, test } from '@playwright/test';
import { pagePaths } from '@giglane/contract/page-paths';
import { deliveredOverApi, gigTitle, sellerAndBuyer } from './orders-support';
import { ownServer } from './own-server';
import { callEndpoint, requestEndpoint, screenshotBoth, placeAtQuote } from './support';

/*
 * REVIEWS=orders (docs/spec-notes.md): reviews come only from buyers of completed orders. The
 * setting is the server's, so this flow starts a server of its own with it.
 */
test('with REVIEWS=orders the gig page has no open review form; the buyer reviews from the completed order', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const server = await ownServer({ seed: true, env: { REVIEWS: 'orders' } });
  try {
    const { sellerPage, buyerPage, seller, buyer, gig } = await sellerAndBuyer(browser, {
      title: gigTitle('paint a portrait of your pet'),
      baseURL: server.baseURL,
    });
    const request = buyerPage.request;

    // A signed-in visitor sees where reviews come from instead of the form.
    await buyerPage.goto(pagePaths.gig(gig.id));
    await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText(gig.title);
    await expect(
      buyerPage.getByText('Once your order is completed, review it from its order page.'),
    ).toBeVisible();
    await expect(buyerPage.getByRole('form', { name: 'Leave a review' })).toHaveCount(0);
    await expect(buyerPage.getByLabel('Your review')).toHaveCount(0);
    await screenshotBoth(buyerPage, 'gig-reviews-from-orders');

    // The original API refuses the same buyer too, with the reason, until an order is completed.
    const refused = await requestEndpoint(
      request,
      'createReview',
      { body: { maCongViec: gig.id, noiDung: 'Lovely work', saoBinhLuan: 5 } },
      buyer.token,
    );
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { content: string }).content).toBe(
      'Only a buyer with a completed order of this gig may review it (REVIEWS=orders)',
    );

    // The order goes its way: placed, delivered by the seller, accepted by the buyer.
    const order = await placeAtQuote(
      request,
      { body: { gigId: gig.id, package: 'basic', idempotencyKey: `e2e-${Date.now()}` } },
      buyer.token,
    );
    await deliveredOverApi(
      sellerPage,
      seller.token,
      order.id,
      'Here is Biscuit in watercolour, as you asked.',
    );
    await callEndpoint(request, 'acceptOrder', { params: { id: order.id } }, buyer.token);

    // Its page asks for the review, and the review is published as a verified one.
    await buyerPage.goto(pagePaths.order(order.id));
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
    await reviewPanel.getByLabel('Your review').fill('Biscuit has never looked so regal.');
    await reviewPanel.getByRole('button', { name: 'Publish review' }).click();
    await expect(buyerPage.getByRole('region', { name: 'Your review' })).toContainText(
      'Biscuit has never looked so regal.',
    );

    await buyerPage.goto(pagePaths.gig(gig.id));
    const review = buyerPage.getByRole('article', { name: `Review by ${buyer.name}` });
    await expect(review).toContainText('Biscuit has never looked so regal.');
    await expect(review).toContainText('Verified order');
    await expect(buyerPage.getByRole('form', { name: 'Leave a review' })).toHaveCount(0);
  } finally {
    await server.dispose();
  }
});
