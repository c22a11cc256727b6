import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { pagePaths } from '@giglane/contract/page-paths';
import { gigTitle, sellerAndBuyer } from './orders-support';
import { callEndpoint, fillCard, screenshotBoth, test } from './support';

test('the seller raises the price while the buyer is at the checkout: the buyer sees the new price and orders only when confirming it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { sellerPage, buyerPage, seller, buyer, gig } = await sellerAndBuyer(browser, {
    title: gigTitle('draw a logo at a fair price'),
  });

  await buyerPage.goto(pagePaths.checkout(gig.id, 'basic'));
  const summary = buyerPage.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('US$35');
  await fillCard(buyerPage);

  // Meanwhile, in the seller's window, Basic goes from US$35 to US$10,000.
  const { packages } = await callEndpoint(sellerPage.request, 'getCheckout', {
    params: { id: gig.id },
  });
  const [basic, standard] = packages.map(({ tier: _tier, ...fields }) => fields);
  await callEndpoint(
    sellerPage.request,
    'updateGigPricing',
    {
      params: { id: String(gig.id) },
      body: {
        basic: { ...basic!, price: 10_000 },
        standard: { ...standard!, price: 10_000 },
        premium: null,
      },
    },
    seller.token,
  );

  // The buyer places the order they were shown: refused, and shown the new figures.
  await buyerPage.getByRole('button', { name: 'Place order' }).click();
  let dialog = buyerPage.getByRole('dialog', { name: 'Place this order?' });
  await expect(dialog).toContainText('US$35');
  await dialog.getByRole('button', { name: 'Place order' }).click();
  const notice = summary.getByRole('alert');
  await expect(notice).toContainText('The price changed: was US$35, now US$10,000.');
  await expect(notice).toContainText('Nothing was ordered.');
  await expect(summary).toContainText('US$10,000');
  await expect(buyerPage.getByRole('radio', { name: /^Basic/ })).toHaveAccessibleName(/US\$10,000/);
  const orders = () =>
    callEndpoint(buyerPage.request, 'listBuyerOrders', { query: { tab: 'active' } }, buyer.token);
  expect((await orders()).data.filter((row) => row.gig.id === gig.id)).toEqual([]);
  const { violations } = await new AxeBuilder({ page: buyerPage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.length}`)).toEqual([]);
  await screenshotBoth(buyerPage, 'checkout-price-changed');

  // Confirming the new price places the order at it.
  await buyerPage.getByRole('button', { name: 'Place order' }).click();
  dialog = buyerPage.getByRole('dialog', { name: 'Place this order?' });
  await expect(dialog).toContainText('US$10,000');
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await expect(buyerPage.getByRole('heading', { name: 'Your order is placed' })).toBeVisible();
  const placed = (await orders()).data.filter((row) => row.gig.id === gig.id);
  expect(placed.map((row) => row.total)).toEqual([10_000]);
});
