import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { startMailInbox } from './mail-inbox';
import { gigTitle, sellerAndBuyer } from './orders-support';
import { ownServer } from './own-server';
import { expectAxeClean, placeAtQuote, screenshotBoth, test } from './support';

/*
 * Choosing e-mails (decision 049), with the mail read back from a real SMTP server the spec
 * starts: a server of its own sends there. An e-mail's unsubscribe link opens a page that asks,
 * its button turns that kind off without signing in, and the settings page shows it off.
 */

let smtp: Awaited<ReturnType<typeof startMailInbox>>;
let server: Awaited<ReturnType<typeof ownServer>>;
const undo: (() => Promise<unknown>)[] = [];

test.beforeAll(async () => {
  // As long as a server of its own may take to start on a busy machine.
  test.setTimeout(240_000);
  smtp = await startMailInbox();
  undo.push(smtp.close);
  // The demo catalog, for the seller's gig to sit in a category.
  server = await ownServer({ seed: true, env: { SMTP_URL: smtp.url } });
  undo.push(() => server.dispose());
});
test.afterAll(async () => {
  for (const step of undo.splice(0).reverse()) await step();
});

const shoot = (page: Page, name: string) => screenshotBoth(page, `mail-preferences-${name}`);

test("an e-mail's unsubscribe link: the page asks, its button turns the kind off, the settings show it", async ({
  browser,
}) => {
  const title = gigTitle('draw an unsubscribe logo');
  const { sellerPage, buyerPage, seller, buyer, gig } = await sellerAndBuyer(browser, {
    title,
    baseURL: server.baseURL,
  });
  await placeAtQuote(
    buyerPage.request,
    { body: { gigId: gig.id, package: 'basic', idempotencyKey: randomUUID() } },
    buyer.token,
  );
  const links = await smtp.linksOfMailTo(seller.account.email, /^New order/);
  const footer = new URL(links.find((href) => new URL(href).pathname === '/unsubscribe')!);

  // Opened in a browser where nobody is signed in, as from a phone's mail app.
  const page = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await page.goto(`${footer.pathname}${footer.hash}`);
  await expect(page.getByText('Stop order e-mails?')).toBeVisible();
  await expectAxeClean(page);
  await shoot(page, 'unsubscribe-ask');
  await page.getByRole('button', { name: 'Yes, unsubscribe' }).click();
  await expect(page.getByText('You are unsubscribed')).toBeVisible();
  await shoot(page, 'unsubscribe-done');

  // The seller's own settings say so.
  await sellerPage.goto(`${footer.pathname}${footer.hash}`);
  await expect(sellerPage.getByText('You are unsubscribed')).toBeVisible();
  await sellerPage.getByRole('link', { name: 'Notification settings' }).click();
  await expect(sellerPage.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(sellerPage.getByRole('switch', { name: 'Orders' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(sellerPage.getByRole('switch', { name: 'Reviews' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expectAxeClean(sellerPage);
  await shoot(sellerPage, 'notification-settings');

  // Turned back on from the keyboard; the page says it saved.
  await sellerPage.getByRole('switch', { name: 'Orders' }).focus();
  await sellerPage.keyboard.press('Space');
  await expect(sellerPage.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(sellerPage.getByRole('switch', { name: 'Orders' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await sellerPage.reload();
  await expect(sellerPage.getByRole('switch', { name: 'Orders' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('after signing up, the sign-in page says where the confirmation e-mail went', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  const email = `joiner-${Date.now().toString(36)}@example.com`;
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Name' }).fill('Joy Joiner');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret12');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('secret12');
  await page.getByRole('textbox', { name: 'Phone' }).fill('0912345678');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account is ready' })).toContainText(
    `We sent a confirmation e-mail to ${email}`,
  );
  await smtp.linksOfMailTo(email, /confirm/i);
  await expectAxeClean(page);
  await shoot(page, 'signed-up');
});
