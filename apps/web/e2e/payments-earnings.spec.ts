import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { pagePaths } from '@giglane/contract/page-paths';
import { TEST_MODE_NOTICE } from '@giglane/contract/payment-values';
import { ownServer } from './own-server';
import { deliveredOverApi, gigTitle, sellerAndBuyer } from './orders-support';
import {
  callEndpoint,
  demo,
  expectAxeClean,
  placeAtQuote,
  screenshotBoth,
  signInAs,
  test,
} from './support';

/** Full-page shots from the top, so the sticky header sits where a visitor sees it. */
const shoot = (page: Page, name: string) => screenshotBoth(page, `payments-${name}`);

/** The page fits a phone's width: nothing makes it scroll sideways. */
async function expectFitsPhone(page: Page) {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (original) await page.setViewportSize(original);
}

/**
 * Earnings clear at once here (CLEARING_AFTER=0), so the seller can withdraw in the same flow:
 * the server's setting, so the flow starts a server of its own with it.
 */
test("a completed order's earnings reach the seller's Earnings page, which withdraws them; the admin's Finance rejects, approves and pays the withdrawals and shows the books balanced", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const server = await ownServer({
    seed: true,
    env: { CLEARING_AFTER: '0', CLEARING_EVERY: '1' },
  });
  try {
    const { sellerPage, buyerPage, seller, buyer, gig } = await sellerAndBuyer(browser, {
      title: gigTitle('design a badge for your team'),
      baseURL: server.baseURL,
    });

    // Paid, delivered and accepted: US$35 less the 20% commission is the seller's US$28.
    const order = await placeAtQuote(
      buyerPage.request,
      { body: { gigId: gig.id, package: 'basic', idempotencyKey: `earn-${Date.now()}` } },
      buyer.token,
    );
    await deliveredOverApi(sellerPage, seller.token, order.id, 'Here is your badge.');
    await callEndpoint(buyerPage.request, 'acceptOrder', { params: { id: order.id } }, buyer.token);
    await expect
      .poll(
        async () =>
          (await callEndpoint(sellerPage.request, 'getEarnings', {}, seller.token)).available,
        { timeout: 30_000 },
      )
      .toBe(2_800);

    await sellerPage.goto(pagePaths.sellerGigs());
    await sellerPage
      .getByRole('navigation', { name: 'Seller dashboard' })
      .getByRole('link', { name: 'Earnings' })
      .click();
    await expect(sellerPage).toHaveURL(pagePaths.earnings());
    await expect(sellerPage.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
    await expect(sellerPage.getByRole('main')).toContainText(TEST_MODE_NOTICE);
    const balances = sellerPage.getByRole('region', { name: 'Balances' });
    await expect(balances).toContainText('AvailableUS$28.00');
    await expect(balances).toContainText('Pending clearanceUS$0.00');
    await expect(balances).toContainText('Available as soon as an order completes');
    const history = sellerPage.getByRole('region', { name: 'History' });
    await expect(history.getByRole('row').filter({ hasText: 'Earned' })).toContainText(
      order.number,
    );
    await expect(
      history.getByRole('row').filter({ hasText: 'Cleared' }).filter({ hasText: '+US$28.00' }),
    ).toHaveCount(1);
    // The chart's figures are a table for screen readers: this month holds the US$28.
    const chart = sellerPage.getByRole('figure', {
      name: 'What your orders earned in each of the last 12 months',
    });
    const month = new Date().toLocaleString('en-US', { month: 'long', year: 'numeric' });
    await expect(chart.getByRole('row', { name: month })).toContainText('US$28.00');

    // The CSV export holds every movement.
    const downloading = sellerPage.waitForEvent('download');
    await history.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile(await (await downloading).path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('Date,Type,Order,Balance,Amount (USD)');
    expect(csv).toContain(`,Earned,${order.number},pending,28.00`);
    expect(csv).toContain(`,Cleared,${order.number},available,28.00`);

    // A withdrawal below the minimum is refused beside the amount; one at the minimum is sent.
    const withdraw = sellerPage.getByRole('region', { name: 'Withdraw', exact: true });
    await withdraw.getByLabel('Amount (US$)').fill('5');
    await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(withdraw.getByText('Must be at least US$20.00')).toBeVisible();
    await withdraw.getByLabel('Amount (US$)').fill('25');
    await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(balances).toContainText('AvailableUS$3.00');
    await expect(balances).toContainText('In withdrawalUS$25.00');
    const withdrawals = sellerPage.getByRole('list', { name: 'Your withdrawals' });
    await expect(withdrawals.getByRole('listitem').first()).toContainText('Requested');
    await expect(withdraw).toContainText('Your withdrawal is on its way.');
    await expectAxeClean(sellerPage);
    await shoot(sellerPage, 'earnings');
    await expectFitsPhone(sellerPage);

    // The admin rejects it with a reason: the money is available to the seller again.
    const adminPage = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
    await signInAs(adminPage, demo.admin);
    await adminPage.goto(pagePaths.adminFinance());
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Finance' })).toBeVisible();
    await expect(adminPage.getByRole('main')).toContainText(TEST_MODE_NOTICE);
    const figures = adminPage.getByRole('region', { name: 'Balances' });
    await expect(figures).toContainText('Fees earned');
    await expect(figures).toContainText('Paid outUS$0.00');
    const books = adminPage.getByRole('region', { name: 'Reconciliation' });
    await expect(books).toContainText('The books balance');
    const queue = adminPage.getByRole('region', { name: 'Withdrawals' });
    const row = queue.getByRole('row').filter({ hasText: 'Mai Pham Studio' });
    await expect(row).toContainText('US$25.00');
    await expectAxeClean(adminPage);
    await shoot(adminPage, 'finance');
    await expectFitsPhone(adminPage);
    // On a phone each withdrawal is a card, its amount and its buttons on the screen.
    await adminPage.setViewportSize({ width: 390, height: 844 });
    const card = queue
      .getByRole('list', { name: "Sellers' withdrawals" })
      .getByRole('listitem')
      .filter({ hasText: 'Mai Pham Studio' });
    await expect(card).toContainText('US$25.00');
    await expect(card).toContainText('Requested');
    const rejectButton = (await card.getByRole('button', { name: /^Reject/ }).boundingBox())!;
    expect(rejectButton.x + rejectButton.width).toBeLessThanOrEqual(390);
    await expectAxeClean(adminPage);
    await adminPage.setViewportSize({ width: 1280, height: 900 });

    await row.getByRole('button', { name: /^Reject/ }).click();
    const reject = adminPage.getByRole('dialog', { name: 'Reject this withdrawal' });
    await reject.getByRole('button', { name: 'REJECT' }).click();
    await expect(reject.getByLabel('Reason, shown to the seller')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await reject.getByLabel('Reason, shown to the seller').fill('The payout account is missing.');
    await reject.getByRole('button', { name: 'REJECT' }).click();
    await expect(reject).toBeHidden();
    await expect(queue).toContainText('No requested withdrawals.');

    await sellerPage.reload();
    await expect(balances).toContainText('AvailableUS$28.00');
    await expect(withdrawals.getByRole('listitem').first()).toContainText('Rejected');
    await expect(withdrawals.getByRole('listitem').first()).toContainText(
      'Reason: The payout account is missing.',
    );

    // Asked again, approved (the payout is sent) and marked paid.
    await withdraw.getByLabel('Amount (US$)').fill('20');
    await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(balances).toContainText('In withdrawalUS$20.00');

    await adminPage.reload();
    await row.getByRole('button', { name: /^Approve/ }).click();
    await adminPage
      .getByRole('dialog', { name: /^Approve US\$20\.00/ })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(queue).toContainText('No requested withdrawals.');
    await queue.getByRole('button', { name: 'Approved', exact: true }).click();
    await row.getByRole('button', { name: /^Mark .* paid$/ }).click();
    await adminPage
      .getByRole('dialog', { name: /^Mark US\$20\.00/ })
      .getByRole('button', { name: 'Mark paid' })
      .click();
    await expect(queue).toContainText('No approved withdrawals.');
    await queue.getByRole('button', { name: 'Paid', exact: true }).click();
    await expect(row).toContainText('Paid');
    await expect(row).toContainText(/test_po_/);
    await expect(figures).toContainText('Paid outUS$20.00');
    await books.getByRole('button', { name: 'Check again' }).click();
    await expect(books).toContainText('The books balance');
    // The month chart: the fees this order earned, then the payout, in this (UTC) month.
    const byMonth = adminPage.getByRole('region', { name: 'Money by month' });
    const thisMonth = new Date().toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const fees = byMonth.getByRole('figure', {
      name: 'Service fees and commissions earned, in each of the last 12 months',
    });
    await expect(fees.getByRole('row', { name: thisMonth })).toContainText(
      (await figures.getByText(/^US\$/).nth(1).textContent())!,
    );
    await byMonth.getByText('Payouts', { exact: true }).click();
    await expect(byMonth.getByRole('radio', { name: 'Payouts' })).toBeChecked();
    const payouts = byMonth.getByRole('figure', {
      name: 'Paid out to sellers, in each of the last 12 months',
    });
    await expect(payouts.getByRole('row', { name: thisMonth })).toContainText('US$20.00');
    await expect(byMonth).toContainText('Paid out to sellers: US$20.00 in the last 12 months');
    await shoot(adminPage, 'finance-months');

    await sellerPage.reload();
    await expect(balances).toContainText('WithdrawnUS$20.00');
    await expect(balances).toContainText('AvailableUS$8.00');
    await expect(withdrawals.getByRole('listitem').first()).toContainText('Paid');
  } finally {
    await server.dispose();
  }
});
