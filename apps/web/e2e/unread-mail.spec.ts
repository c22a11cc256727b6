import { expect, type Browser } from '@playwright/test';
import { pagePaths } from '@giglane/contract/page-paths';
import { startMailInbox } from './mail-inbox';
import { bubbles } from './messages-support';
import { ownServer } from './own-server';
import { callEndpoint, newSeller, screenshotBoth, signInAs, signUp, test } from './support';

/**
 * Unread messages by e-mail (decision 050), read back from a real SMTP server: a server of the
 * spec's own sends there, and waits two seconds rather than minutes before it mails.
 */
let smtp: Awaited<ReturnType<typeof startMailInbox>>;
let server: Awaited<ReturnType<typeof ownServer>>;
const undo: (() => Promise<unknown>)[] = [];

test.beforeAll(async () => {
  smtp = await startMailInbox();
  undo.push(smtp.close);
  server = await ownServer({ env: { SMTP_URL: smtp.url, MESSAGE_MAIL_AFTER: '2' } });
  undo.push(() => server.dispose());
});
test.afterAll(async () => {
  for (const step of undo.splice(0).reverse()) await step();
});

const newContext = (browser: Browser) => browser.newContext({ baseURL: server.baseURL });

test('messages a seller left unread while away come in one mail, whose link opens the thread', async ({
  browser,
}) => {
  const sellerContext = await newContext(browser);
  const seller = await newSeller(sellerContext.request, 'Mai Tran');
  const buyerContext = await newContext(browser);
  const buyer = await signUp(buyerContext.request, 'asker', 'Bao Nguyen');

  // The seller looks at the inbox, then closes the page: no socket of theirs is left.
  const sellerPage = await sellerContext.newPage();
  await signInAs(sellerPage, seller.account);
  await sellerPage.goto(pagePaths.inbox());
  await expect(sellerPage.getByText('No messages yet')).toBeVisible();
  await sellerPage.close();

  // The buyer writes twice from the conversation page.
  const buyerPage = await buyerContext.newPage();
  const { token } = await signInAs(buyerPage, buyer);
  const sellerId = (await callEndpoint(sellerContext.request, 'signIn', { body: seller.account }))
    .user.id;
  const conversation = await callEndpoint(
    buyerPage.request,
    'startConversation',
    { body: { sellerId } },
    token,
  );
  await buyerPage.goto(pagePaths.conversation(conversation.id));
  const composer = buyerPage.getByRole('textbox', { name: 'Message' });
  for (const text of ['Hello! Is a logo by Friday possible?', 'Teal and white, please.']) {
    // The composer empties once the last message is sent.
    await expect(composer).toHaveValue('');
    await composer.fill(text);
    await composer.press('Enter');
    await expect(bubbles(buyerPage.getByRole('log', { name: 'Messages' }), text)).toBeVisible();
  }

  // One mail, with both messages, once the delay has passed.
  const links = await smtp.linksOfMailTo(seller.account.email, /new messages from Bao Nguyen/);
  // Beside the confirmation of their address at sign-up, each has only this one, to the seller.
  const unreadMails = (email: string) =>
    smtp.mailsTo(email).filter((one) => /new messages? from/.test(one.subject ?? ''));
  const [mail, ...others] = unreadMails(seller.account.email);
  expect(others).toEqual([]);
  expect(mail!.subject).toBe('2 new messages from Bao Nguyen');
  expect(mail!.text).toContain('> Hello! Is a logo by Friday possible?');
  expect(mail!.text).toContain('> Teal and white, please.');
  expect(unreadMails(buyer.email)).toEqual([]);

  // The mail as a phone and a desktop show it.
  const mailPage = await browser.newPage();
  await mailPage.setContent(typeof mail!.html === 'string' ? mail!.html : '');
  await screenshotBoth(mailPage, 'unread-mail');
  await mailPage.close();

  // Its link opens the thread, signed in, with both messages.
  const thread = links.find(
    (href) => new URL(href).pathname === pagePaths.conversation(conversation.id),
  );
  expect(thread).toBeDefined();
  const fromMail = await sellerContext.newPage();
  await signInAs(fromMail, seller.account);
  await fromMail.goto(new URL(thread!).pathname);
  const log = fromMail.getByRole('log', { name: 'Messages' });
  await expect(bubbles(log, 'Hello! Is a logo by Friday possible?')).toBeVisible();
  await expect(bubbles(log, 'Teal and white, please.')).toBeVisible();
  await screenshotBoth(fromMail, 'unread-mail-thread');
  await sellerContext.close();
  await buyerContext.close();
});
