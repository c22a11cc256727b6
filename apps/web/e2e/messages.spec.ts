import { readFile } from 'node:fs/promises';
import { expect, request as newRequest, type Page } from '@playwright/test';
import { pagePaths } from '@giglane/contract/page-paths';
import { bubbles, pngPicture, sendText } from './messages-support';
import { ownServer } from './own-server';
import { gigTitle, pdfFile, sellerAndBuyer } from './orders-support';
import {
  callEndpoint,
  newSeller,
  screenshotBoth,
  signUp,
  WIDTHS,
  placeAtQuote,
  test,
} from './support';

const header = (page: Page) => page.getByRole('navigation', { name: 'Account' });
const messagesLog = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/** Places an order of the gig's Basic package for the buyer, as the checkout does. */
async function placeOrder(page: Page, token: string, gigId: number) {
  return placeAtQuote(
    page.request,
    {
      body: {
        gigId,
        package: 'basic',
        idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      },
    },
    token,
  );
}

test('a buyer asks from a gig page and the seller, waiting in the inbox, answers live', async ({
  browser,
}) => {
  const { sellerPage, buyerPage, buyer, gig } = await sellerAndBuyer(browser, {
    title: gigTitle('draw a friendly mascot'),
  });
  await sellerPage.goto(pagePaths.inbox());
  await expect(sellerPage.getByText('No messages yet')).toBeVisible();
  await expect(
    header(sellerPage).getByRole('link', { name: 'Messages', exact: true }),
  ).toBeVisible();

  // The buyer's Contact Me opens their conversation with the seller.
  await buyerPage.goto(pagePaths.gig(gig.id));
  await buyerPage
    .getByRole('region', { name: 'About The Seller' })
    .getByRole('button', { name: 'Contact Me' })
    .click();
  await expect(buyerPage).toHaveURL(/\/inbox\/\d+$/);
  const conversationUrl = buyerPage.url();
  await expect(buyerPage.getByRole('heading', { name: 'Mai Pham Studio' })).toBeVisible();
  await expect(buyerPage.getByText(/About I will draw a friendly mascot/)).toBeVisible();
  await composer(buyerPage).fill('Hi! Could you draw the mascot in our brand green?');
  await composer(buyerPage).press('Enter');
  await expect(
    bubbles(messagesLog(buyerPage), 'Hi! Could you draw the mascot in our brand green?'),
  ).toBeVisible();

  // The seller, on the inbox all along, sees it arrive and the badges rise, without a reload.
  const row = sellerPage
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(buyer.name) });
  await expect(row).toContainText('Hi! Could you draw the mascot in our brand green?');
  await expect(row).toContainText('1 unread');
  await expect(header(sellerPage).getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
  await expect(
    header(sellerPage).getByRole('button', { name: 'Notifications, 1 unread' }),
  ).toBeVisible();

  // Opening it reads it: the badge drops and the buyer sees "Seen".
  await row.click();
  await expect(
    bubbles(messagesLog(sellerPage), 'Hi! Could you draw the mascot in our brand green?'),
  ).toBeVisible();
  await expect(
    header(sellerPage).getByRole('link', { name: 'Messages', exact: true }),
  ).toBeVisible();
  await expect(messagesLog(buyerPage).getByText('Seen')).toBeVisible();

  // The seller types: the buyer sees it; then the answer arrives live.
  await composer(sellerPage).fill('Sure');
  await expect(buyerPage.getByText('Mai Pham Studio is typing…')).toBeVisible();
  await composer(sellerPage).fill('Sure! Green works well. Send me your logo and I will start.');
  await sellerPage.getByRole('button', { name: 'Send' }).click();
  await expect(
    bubbles(messagesLog(buyerPage), 'Sure! Green works well. Send me your logo and I will start.'),
  ).toBeVisible();
  await expect(buyerPage.getByText('Mai Pham Studio is typing…')).toHaveCount(0);
  await expect(messagesLog(sellerPage).getByText('Seen')).toBeVisible();
  // Each message once on both sides.
  for (const page of [sellerPage, buyerPage])
    await expect(
      bubbles(messagesLog(page), 'Sure! Green works well. Send me your logo and I will start.'),
    ).toHaveCount(1);

  await screenshotBoth(sellerPage, 'messages-conversation');
  await sellerPage.goto(pagePaths.inbox());
  await expect(sellerPage.getByRole('list', { name: 'Conversations' })).toBeVisible();
  await screenshotBoth(sellerPage, 'messages-inbox');

  // Coming back to the same seller reopens the same conversation.
  await buyerPage.goto(pagePaths.gig(gig.id));
  await buyerPage.getByRole('button', { name: 'Contact Me' }).click();
  await expect(buyerPage).toHaveURL(conversationUrl);
});

test("an order's thread carries a picture and a PDF that the other side sees and downloads", async ({
  browser,
}) => {
  const { sellerPage, buyerPage, buyer, gig } = await sellerAndBuyer(browser, {
    title: gigTitle('design a menu card'),
  });
  const order = await placeOrder(buyerPage, buyer.token, gig.id);
  await sellerPage.goto(pagePaths.order(order.id));
  await expect(sellerPage.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await expect(
    sellerPage.getByText(`Everything about order ${order.number}`, { exact: false }),
  ).toBeVisible();

  await buyerPage.goto(pagePaths.orderThread(order.id));
  const reference = await pngPicture(buyerPage, 'Menu mood');
  const brief = pdfFile('Menu brief: two pages, A4');
  await buyerPage.getByLabel('Files', { exact: true }).setInputFiles([
    { name: 'mood-board.png', mimeType: 'image/png', buffer: reference },
    { name: 'menu-brief.pdf', mimeType: 'application/pdf', buffer: brief },
  ]);
  const picked = buyerPage.getByRole('list', { name: 'Files to send' });
  await expect(picked.getByText('mood-board.png')).toBeVisible();
  await expect(picked.getByText('menu-brief.pdf')).toBeVisible();
  await composer(buyerPage).fill('Here is the mood board and the brief.');
  await buyerPage.getByRole('button', { name: 'Send' }).click();
  await expect(picked).toHaveCount(0);
  await expect(
    bubbles(messagesLog(buyerPage), 'Here is the mood board and the brief.'),
  ).toBeVisible();

  // The seller sees the picture and downloads the very PDF, without a reload.
  const sellerLog = messagesLog(sellerPage);
  await expect(bubbles(sellerLog, 'Here is the mood board and the brief.')).toBeVisible();
  const picture = sellerLog.getByRole('img', { name: 'mood-board.png' });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(640);
  const downloading = sellerPage.waitForEvent('download');
  await sellerLog.getByRole('button', { name: 'Download menu-brief.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('menu-brief.pdf');
  expect(Buffer.compare(await readFile(await download.path()), brief)).toBe(0);

  // The picture opens in full.
  await sellerLog.getByRole('button', { name: 'Open mood-board.png' }).click();
  const full = sellerPage.getByRole('dialog', { name: 'mood-board.png' });
  await expect(full.getByRole('link', { name: 'Download' })).toBeVisible();
  await sellerPage.keyboard.press('Escape');
  await expect(full).toBeHidden();

  await sellerPage.goto(pagePaths.orderThread(order.id));
  await expect(sellerLog.getByRole('img', { name: 'mood-board.png' })).toBeVisible();
  await expect(sellerPage.locator('#messages')).toBeInViewport();
  // A full-page picture taken while scrolled would draw the sticky header mid-page.
  await sellerPage.evaluate(() => window.scrollTo(0, 0));
  await screenshotBoth(sellerPage, 'messages-order-thread');
});

test("the seller's bell rises when an order is placed, links to it, and all can be marked read", async ({
  browser,
}) => {
  const { sellerPage, buyerPage, buyer, gig } = await sellerAndBuyer(browser, {
    title: gigTitle('write a product story'),
  });
  await sellerPage.goto(pagePaths.home());
  const bell = header(sellerPage).getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  const order = await placeOrder(buyerPage, buyer.token, gig.id);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  await bell.click();
  const latest = sellerPage.getByRole('region', { name: 'Latest notifications' });
  const placed = latest.getByRole('link', { name: new RegExp(`placed order ${order.number}`) });
  await expect(placed).toContainText(buyer.name);
  await screenshotBoth(sellerPage, 'messages-bell');
  await sellerPage.keyboard.press('Escape');
  await expect(latest).toHaveCount(0);
  await expect(bell).toBeFocused();

  // A question about the gig adds a second, live too.
  const asked = await callEndpoint(
    buyerPage.request,
    'startConversation',
    { body: { gigId: gig.id } },
    buyer.token,
  );
  await sendText(buyerPage.request, buyer.token, asked.id, 'Can you write it in Vietnamese too?');
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

  await sellerPage.goto(pagePaths.notifications());
  const list = sellerPage.getByRole('main');
  const placedRow = list.getByRole('link', { name: new RegExp(`placed order ${order.number}`) });
  await expect(placedRow).toBeVisible();
  await expect(list.getByRole('link', { name: /sent you a message/ })).toHaveAttribute(
    'href',
    pagePaths.conversation(asked.id),
  );
  await expect(list.getByText('2 unread')).toBeVisible();
  await screenshotBoth(sellerPage, 'messages-notifications');

  await sellerPage.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(sellerPage.getByText('You are all caught up.')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(list.getByText('Unread')).toHaveCount(0);

  await placedRow.click();
  await expect(sellerPage).toHaveURL(pagePaths.order(order.id));
  await expect(sellerPage.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible();
});

test('after the server restarts, the inbox catches up on what it missed, each message once', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const server = await ownServer();
  try {
    const api = await newRequest.newContext({ baseURL: server.baseURL });
    const seller = await newSeller(api, 'Mai Pham Studio');
    const buyerAccount = await signUp(api, 'live-buyer', 'Daniel Okafor');
    const buyer = await callEndpoint(api, 'signIn', { body: buyerAccount });
    const sellerId = (await callEndpoint(api, 'signIn', { body: seller.account })).user.id;
    const conversation = await callEndpoint(
      api,
      'startConversation',
      { body: { sellerId } },
      buyer.token,
    );
    await sendText(api, buyer.token, conversation.id, 'Before the restart');

    // The seller reads the conversation in a browser of their own.
    const context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: WIDTHS.desktop, height: 900 },
    });
    const signedIn = await callEndpoint(api, 'signIn', { body: seller.account });
    await context.addInitScript(
      ([token, user]) => {
        localStorage.setItem('accessToken', token);
        localStorage.setItem('userLogin', JSON.stringify(user));
        localStorage.setItem('userId', String(user.id));
      },
      [signedIn.token, signedIn.user] as const,
    );
    const page = await context.newPage();
    await page.goto(pagePaths.conversation(conversation.id));
    const log = messagesLog(page);
    await expect(bubbles(log, 'Before the restart')).toBeVisible();
    await sendText(api, buyer.token, conversation.id, 'Live before the restart');
    await expect(bubbles(log, 'Live before the restart')).toBeVisible();

    // The server goes down and comes back; while the seller's browser cannot reach it, the buyer
    // writes twice.
    await context.setOffline(true);
    await server.stop();
    await server.start();
    await sendText(api, buyer.token, conversation.id, 'Missed one');
    await sendText(api, buyer.token, conversation.id, 'Missed two');
    await expect(bubbles(log, 'Missed one')).toHaveCount(0);
    await context.setOffline(false);

    // Reconnected, it catches up: every message once, in order, and live ones arrive again.
    await expect(bubbles(log, 'Missed two')).toBeVisible({ timeout: 30_000 });
    await sendText(api, buyer.token, conversation.id, 'Live after the restart');
    await expect(bubbles(log, 'Live after the restart')).toBeVisible();
    for (const text of [
      'Before the restart',
      'Live before the restart',
      'Missed one',
      'Missed two',
      'Live after the restart',
    ])
      await expect(bubbles(log, text)).toHaveCount(1);
    const shown = await log.getByRole('listitem').allTextContents();
    const order = ['Before the restart', 'Live before the restart', 'Missed one', 'Missed two'].map(
      (text) => shown.findIndex((item) => item.includes(text)),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    await context.close();
    await api.dispose();
  } finally {
    await server.dispose();
  }
});
