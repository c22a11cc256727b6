import { expect, type Page } from '@playwright/test';
import { pagePaths } from '@giglane/contract/page-paths';
import { TEST_MODE_NOTICE } from '@giglane/contract/payment-values';
import { deliveredOverApi, gigTitle, sellerAndBuyer } from './orders-support';
import {
  callEndpoint,
  demo,
  expectAxeClean,
  fillCard,
  placeAtQuote,
  screenshotBoth,
  signInAs,
  testCards,
  test,
} from './support';

/** Full-page shots from the top, so the sticky header sits where a visitor sees it. */
const shoot = (page: Page, name: string) => screenshotBoth(page, `payments-${name}`);

/** The order page's heading and its state badge. */
const orderHeader = (page: Page) =>
  page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });

/** Places the order at the checkout with the card typed in, confirming "Place this order?". */
async function placeWithCard(page: Page, number: string) {
  await fillCard(page, number);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await summary.getByRole('button', { name: 'Place order' }).click();
  await page
    .getByRole('dialog', { name: 'Place this order?' })
    .getByRole('button', { name: 'Place order' })
    .click();
}

test('a declined card shows its reason where it was typed and the order does not start; the card that asks for a confirmation step needs it, then the order starts', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { buyerPage, sellerPage, buyer, gig } = await sellerAndBuyer(browser, {
    title: gigTitle('paint a badge for your club'),
  });
  const orderOf = async () =>
    (
      await callEndpoint(
        buyerPage.request,
        'listBuyerOrders',
        { query: { tab: 'active' } },
        buyer.token,
      )
    ).data.find((row) => row.gig.id === gig.id);

  await buyerPage.goto(pagePaths.checkout(gig.id, 'basic'));
  const summary = buyerPage.getByRole('complementary', { name: 'Order summary' });
  // The price, the service fee and the small order's fee, and what the buyer pays in all.
  await expect(summary).toContainText('PriceUS$35.00');
  await expect(summary).toContainText('Service feeUS$1.93');
  await expect(summary).toContainText('Small order feeUS$2.50');
  await expect(summary).toContainText('TotalUS$39.43');
  await expect(buyerPage.getByRole('region', { name: 'Payment' })).toContainText(TEST_MODE_NOTICE);

  // The form's own rules first: nothing is sent for a half-typed card.
  await buyerPage.getByLabel('Card number').fill('4242 4242');
  await buyerPage.getByLabel('Expiry (MM/YY)').fill('13/30');
  await summary.getByRole('button', { name: 'Place order' }).click();
  await expect(buyerPage.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await expect(buyerPage.getByText('Must be a card number of 12 to 19 digits')).toBeVisible();
  await expect(buyerPage.getByText('Must be the expiry date, as MM/YY')).toBeVisible();
  await expect(buyerPage.getByRole('dialog')).toHaveCount(0);
  expect(await orderOf()).toBeUndefined();

  // Declined: the reason beside the card, the order placed and waiting for its payment.
  await placeWithCard(buyerPage, testCards.declined);
  const payment = buyerPage.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('alert')).toContainText('Your card was declined.');
  await expect(payment.getByRole('alert')).toContainText('Nothing was charged.');
  await expect(buyerPage.getByRole('status')).toContainText('your card was declined');
  const declined = (await orderOf())!;
  expect(declined.state).toBe('placed');
  await expect(payment).toContainText(`Order ${declined.number} is placed`);
  // The package is fixed now; the button pays the order placed.
  await expect(buyerPage.getByRole('radio', { name: /^Standard/ })).toBeDisabled();
  await expect(summary.getByRole('button', { name: 'Pay US$39.43' })).toBeVisible();
  await expectAxeClean(buyerPage);
  await shoot(buyerPage, 'checkout-declined');

  // The seller sees an order that waits for its payment: nothing to deliver yet.
  await sellerPage.goto(pagePaths.order(declined.id));
  await expect(sellerPage.getByRole('region', { name: 'Status' })).toContainText(
    'Waiting for Daniel Okafor to pay: the order starts once it is paid.',
  );
  await expect(sellerPage.getByRole('region', { name: 'Payment' })).toContainText('Payment due');

  // The card that asks for a confirmation step: a second step, and the order waits for it.
  await fillCard(buyerPage, testCards.confirmation);
  await summary.getByRole('button', { name: 'Pay US$39.43' }).click();
  await expect(buyerPage.getByRole('heading', { name: 'Confirm this payment' })).toBeVisible();
  await expect(buyerPage.getByText('Step 2 of 2')).toBeVisible();
  await expect(buyerPage.getByRole('main')).toContainText('Visa •••• 3155');
  await expect(buyerPage.getByRole('main')).toContainText(TEST_MODE_NOTICE);
  expect((await orderOf())!.state).toBe('placed');
  await expectAxeClean(buyerPage);
  await shoot(buyerPage, 'confirm-step');

  await buyerPage.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(buyerPage).toHaveURL(pagePaths.order(declined.id));
  await expect(buyerPage.getByRole('heading', { name: 'Your order is placed' })).toBeVisible();
  await expect(buyerPage.getByRole('region', { name: 'Payment' })).toContainText(
    'Paid with Visa •••• 3155',
  );
  await expect(orderHeader(buyerPage)).toContainText('In progress');
  expect((await orderOf())!.state).toBe('in_progress');
  await expectAxeClean(buyerPage);
  await shoot(buyerPage, 'order-paid');

  // The receipt: the marketplace, its number and date, the order, the amounts and the card.
  await buyerPage.getByRole('link', { name: /^Receipt GLR\d{6}$/ }).click();
  await expect(buyerPage).toHaveURL(pagePaths.receipt(declined.id));
  const receipt = buyerPage.getByRole('article', { name: 'Receipt' });
  await expect(receipt).toContainText(/Receipt numberGLR\d{6}/);
  await expect(receipt).toContainText(`Order${declined.number}`);
  await expect(receipt).toContainText('Billed toDaniel Okafor');
  await expect(receipt).toContainText('SellerMai Pham Studio');
  await expect(receipt).toContainText(gig.title);
  await expect(receipt).toContainText('Total paid (USD)US$39.43');
  await expect(receipt).toContainText('Paid with Visa •••• 3155');
  await expect(receipt).toContainText(TEST_MODE_NOTICE);
  await expect(buyerPage.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  await expectAxeClean(buyerPage);
  await shoot(buyerPage, 'receipt');
  // On paper: the receipt alone, without the site's header, footer or the page's buttons.
  await buyerPage.emulateMedia({ media: 'print' });
  await expect(buyerPage.getByRole('banner')).toBeHidden();
  await expect(buyerPage.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(receipt).toBeVisible();
  await buyerPage.emulateMedia({ media: 'screen' });

  // The billing history lists the order with its amount, its state and its receipt.
  await buyerPage.goto(pagePaths.buyerOrders());
  await buyerPage.getByRole('link', { name: 'Billing and receipts' }).click();
  await expect(buyerPage.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  const row = buyerPage.getByRole('list', { name: 'Payments' }).getByRole('listitem').first();
  await expect(row).toContainText(declined.number);
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('US$39.43');
  await expect(row.getByRole('link', { name: /^Receipt GLR\d{6} of order/ })).toHaveAttribute(
    'href',
    pagePaths.receipt(declined.id),
  );
  await expect(buyerPage.getByRole('main')).toContainText(TEST_MODE_NOTICE);
  await expectAxeClean(buyerPage);
  await shoot(buyerPage, 'billing');
});

test('an unpaid order is paid later from its page, with its confirmation step there', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { buyerPage, buyer, gig } = await sellerAndBuyer(browser, {
    title: gigTitle('letter a sign for your cafe'),
  });
  const unpaid = await placeAtQuote(
    buyerPage.request,
    {
      body: { gigId: gig.id, package: 'basic', idempotencyKey: `unpaid-${Date.now()}` },
      pay: false,
    },
    buyer.token,
  );
  expect(unpaid.state).toBe('placed');

  await buyerPage.goto(pagePaths.order(unpaid.id));
  const pay = buyerPage.getByRole('region', { name: 'Pay to start your order' });
  await expect(pay).toContainText('The order starts once it is paid.');
  await expect(buyerPage.getByRole('region', { name: 'Payment' })).toContainText('Payment due');
  await expect(buyerPage.getByRole('region', { name: 'Payment' })).toContainText(TEST_MODE_NOTICE);
  await expectAxeClean(buyerPage);
  await shoot(buyerPage, 'order-due');

  // Declined here too, with the reason in the form.
  await fillCard(buyerPage, testCards.declined);
  await pay.getByRole('button', { name: 'Pay US$39.43' }).click();
  await expect(pay.getByRole('alert')).toContainText('Your card was declined.');
  await expect(buyerPage.getByRole('region', { name: 'Payment' })).toContainText(
    'Visa •••• 0002 was declined',
  );

  await fillCard(buyerPage, testCards.confirmation);
  await pay.getByRole('button', { name: 'Pay US$39.43' }).click();
  const confirm = buyerPage.getByRole('region', { name: 'Confirm this payment' });
  await expect(confirm).toContainText('Visa •••• 3155');
  await confirm.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(orderHeader(buyerPage)).toContainText('In progress');
  await expect(buyerPage.getByRole('region', { name: 'Payment' })).toContainText('Paid');
});

test("an admin cancels a delivered order refunding part: the server's limit shows beside the amount, and the buyer and the seller see the part refunded", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { buyerPage, sellerPage, buyer, seller, gig } = await sellerAndBuyer(browser, {
    title: gigTitle('draw a map of your garden'),
  });
  const order = await placeAtQuote(
    buyerPage.request,
    { body: { gigId: gig.id, package: 'basic', idempotencyKey: `part-${Date.now()}` } },
    buyer.token,
  );
  await deliveredOverApi(sellerPage, seller.token, order.id, 'Here is half of the map.');

  const adminPage = await (await browser.newContext()).newPage();
  await signInAs(adminPage, demo.admin);
  await adminPage.goto(pagePaths.order(order.id));
  await adminPage.getByRole('button', { name: 'Cancel order' }).click();
  // The amount starts from the whole payment; the server refuses more than was paid, beside it.
  const amount = adminPage.getByLabel('Refund to the buyer (US$)');
  await expect(amount).toHaveValue('39.43');
  await adminPage.getByLabel('Why cancel?').fill('Half of the map was delivered.');
  await amount.fill('50');
  await adminPage.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(adminPage.getByText('Must be at most the US$39.43 the buyer paid')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(orderHeader(adminPage)).toContainText('Delivered');
  await expectAxeClean(adminPage);
  await shoot(adminPage, 'admin-part-refund');

  await amount.fill('15');
  await adminPage.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(orderHeader(adminPage)).toContainText('Cancelled');

  // Both sides read the same: the part refunded to the buyer's card.
  for (const page of [buyerPage, sellerPage]) {
    await page.goto(pagePaths.order(order.id));
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment).toContainText('Partly refunded');
    await expect(payment).toContainText('RefundedUS$15.00');
  }
  await shoot(buyerPage, 'order-part-refunded');
  await buyerPage.goto(pagePaths.billing());
  const row = buyerPage.getByRole('list', { name: 'Payments' }).getByRole('listitem').first();
  await expect(row).toContainText(order.number);
  await expect(row).toContainText('Partly refunded');
});
