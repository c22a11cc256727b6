import { expect } from '@playwright/test';
import { pagePaths } from '@giglane/contract/page-paths';
import { deliveredOverApi, gigTitle, sellerAndBuyer } from './orders-support';
import { ownServer } from './own-server';
import { callEndpoint, requestEndpoint, screenshotBoth, placeAtQuote, test } from './support';

/*
 * REVIEWS=orders (docs/spec-notes.md): reviews come only from buyers of completed orders. The
 * setting is the server's, so this flow starts a server of its own with it.
 */
test('with REVIEWS=orders the gig page has no open review form; buyer and seller review each other, published when both wrote', async ({
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
    const yours = buyerPage.getByRole('region', { name: 'Your review' });
    await expect(yours).toContainText('Biscuit has never looked so regal.');
    // Double-blind (decision 054): hidden until the seller reviews the buyer too.
    await expect(yours).toContainText('Your review is hidden until Mai Pham Studio writes theirs');
    await screenshotBoth(buyerPage, 'order-review-hidden');
    await buyerPage.goto(pagePaths.gig(gig.id));
    await expect(buyerPage.getByRole('article', { name: `Review by ${buyer.name}` })).toHaveCount(
      0,
    );

    // The seller sees that a review waits, not what it says, and reviews the buyer.
    await sellerPage.goto(pagePaths.order(order.id));
    await expect(sellerPage.getByText(`${buyer.name} has written their review.`)).toBeVisible();
    await expect(sellerPage.getByText('Biscuit has never looked so regal.')).toHaveCount(0);
    const buyerPanel = sellerPage.getByRole('region', { name: `Review ${buyer.name}` });
    await screenshotBoth(sellerPage, 'order-review-buyer');
    await buyerPanel
      .getByRole('group', { name: 'Overall' })
      .locator('label')
      .filter({ hasText: '5 stars' })
      .click();
    await buyerPanel.getByLabel('Your review of the buyer').fill('Clear photos, quick answers.');
    await buyerPanel.getByRole('button', { name: 'Save review' }).click();
    // Both are published at once: each side now sees the other's.
    await expect(sellerPage.getByText('Biscuit has never looked so regal.')).toBeVisible();
    await buyerPage.goto(pagePaths.order(order.id));
    await expect(
      buyerPage.getByRole('region', { name: "Mai Pham Studio's review of you" }),
    ).toContainText('Clear photos, quick answers.');
    await screenshotBoth(buyerPage, 'order-reviews-published');
    // The buyer was told the seller reviewed them.
    await buyerPage.goto(pagePaths.notifications());
    await expect(
      buyerPage.getByText(`reviewed you as the buyer of order ${order.number}`),
    ).toBeVisible();

    // From the order, the seller opens the buyer's public profile: what sellers said of them.
    await sellerPage.getByRole('link', { name: buyer.name, exact: true }).click();
    await expect(sellerPage.getByRole('heading', { level: 1 })).toHaveText(buyer.name);
    await expect(sellerPage.getByRole('list', { name: 'Reviews from sellers' })).toContainText(
      'Clear photos, quick answers.',
    );
    await screenshotBoth(sellerPage, 'buyer-profile');

    await buyerPage.goto(pagePaths.gig(gig.id));
    const review = buyerPage.getByRole('article', { name: `Review by ${buyer.name}` });
    await expect(review).toContainText('Biscuit has never looked so regal.');
    await expect(review).toContainText('Verified order');
    await expect(buyerPage.getByRole('form', { name: 'Leave a review' })).toHaveCount(0);

    // The seller page shows it as the gig page does, with Helpful votes another reader keeps.
    await sellerPage.goto(pagePaths.seller(order.seller.id));
    const onSellerPage = sellerPage.getByRole('article', { name: `Review by ${buyer.name}` });
    await expect(onSellerPage).toContainText('Verified order');
    await expect(onSellerPage).toContainText('Biscuit has never looked so regal.');
    const helpful = onSellerPage.getByRole('button', { name: /^Yes/ });
    await helpful.click();
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await sellerPage.reload();
    await expect(helpful).toHaveText(/Yes\s*\(1\)/);
    await screenshotBoth(sellerPage, 'seller-page-reviews');
  } finally {
    await server.dispose();
  }
});
