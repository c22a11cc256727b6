import { expect } from '@playwright/test';
import { formatCents } from '@giglane/contract/payment-values';
import { callEndpoint, screenshotBoth, test } from './support';

/** The footer's links to the pages that say the rules, by the heading each page opens with. */
const FOOTER_PAGES = [
  ['Help & Support', 'Help & Support'],
  ['Buying on Giglane', 'Buying on Giglane'],
  ['Selling on Giglane', 'Selling on Giglane'],
  ['Trust & Safety', 'Trust & Safety'],
  ['Terms of Service', 'Terms of Service'],
  ['Privacy Policy', 'Privacy Policy'],
] as const;

test('every footer link opens a real page, and Help states the fees the checkout charges', async ({
  page,
  request,
}) => {
  await page.goto('/home');
  const footer = page.getByRole('contentinfo');
  for (const [link, heading] of FOOTER_PAGES) {
    await footer.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).not.toHaveURL(/\/home$/);
    await expect(
      page.getByRole('article').getByRole('heading', { level: 2 }).first(),
    ).toBeVisible();
    await screenshotBoth(page, `rules-${new URL(page.url()).pathname.slice(1)}`);
  }

  // The numbers are the server's own: the checkout's fee and the seller's commission.
  const money = await callEndpoint(request, 'getPaymentSettings', {});
  await page
    .getByRole('navigation', { name: 'How Giglane works' })
    .getByRole('link', { name: 'Help & Support' })
    .click();
  const help = page.getByRole('article');
  await expect(help).toContainText(`a service fee of ${money.serviceFeePercent}% of the price`);
  await expect(help).toContainText(
    `plus ${formatCents(money.smallOrderFee)} on orders under ${formatCents(money.smallOrderBelow)}`,
  );
  await expect(help).toContainText(`commission of ${money.commissionPercent}% of each order`);
  await expect(help).toContainText(money.notice);
  // The demo server configures no social network: the footer shows none.
  await expect(page.getByRole('link', { name: /^Giglane on / })).toHaveCount(0);
});
