import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { callEndpoint, demo, placeAtQuote, screenshotBoth, signInAs, test } from './support';
import { gigTitle, sellerAndBuyer } from './orders-support';

/*
 * E-mail on the demo's server, which has no SMTP_URL: each mail is kept, and admins read it in the
 * Mail outbox. A seller whose page is closed gets the order's mail, and its link opens the order.
 */

// Not network idle: the mail's frame, an origin of its own, never reports it. The flow has waited
// for what each screen shows.
const shoot = (page: Page, name: string) =>
  screenshotBoth(page, `mail-${name}`, { networkIdle: false });

test('a seller whose page is closed gets the order mail; an admin reads it in the Mail outbox', async ({
  browser,
  page,
}) => {
  const title = gigTitle('letter a mail logo');
  const { sellerPage, seller, buyer, gig } = await sellerAndBuyer(browser, { title });
  // The seller leaves: only the mail can tell them.
  await sellerPage.close();
  const order = await placeAtQuote(
    page.request,
    { body: { gigId: gig.id, package: 'basic', idempotencyKey: randomUUID() } },
    buyer.token,
  );

  const admin = await signInAs(page, demo.admin);
  // The worker keeps the mail as the order commits; find it by the seller's address.
  let mailId = 0;
  await expect
    .poll(async () => {
      const list = await callEndpoint(
        page.request,
        'listMail',
        { query: { keyword: seller.account.email } },
        admin.token,
      );
      mailId = list.data.find((mail) => mail.status === 'kept')?.id ?? 0;
      return mailId;
    })
    .toBeGreaterThan(0);

  await page.goto('/admin/mail');
  await page.getByRole('button', { name: new RegExp(`New order: ${title}`) }).click();
  const frame = page.frameLocator('iframe[title^="The e-mail"]');
  await expect(frame.getByText('You have a new order')).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Open the order' })).toHaveAttribute(
    'href',
    new RegExp(`/orders/${order.id}$`),
  );
  // Styled as a mail client shows it: its own URL's policy lets its inline styles apply.
  await expect(frame.getByRole('link', { name: 'Open the order' })).toHaveCSS(
    'background-color',
    'rgb(15, 118, 110)',
  );
  await shoot(page, 'mail-outbox-html');
  await page.getByRole('tab', { name: 'Plain text' }).click();
  await expect(page.getByText(`Open the order: `, { exact: false })).toBeVisible();
  await page.getByRole('tab', { name: 'Headers' }).click();
  await expect(page.getByText('Message-ID')).toBeVisible();
  await shoot(page, 'mail-outbox-headers');

  // The seller opens the mail's link in a new window, signed in there, and lands on the order.
  const mail = await callEndpoint(page.request, 'getMail', { params: { id: mailId } }, admin.token);
  const link = /href="([^"]*\/orders\/\d+)"/.exec(mail.html ?? '')![1]!;
  const sellerAgain = await (await browser.newContext()).newPage();
  await signInAs(sellerAgain, seller.account);
  await sellerAgain.goto(link);
  await expect(sellerAgain).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(sellerAgain.getByText(title).first()).toBeVisible();
});
