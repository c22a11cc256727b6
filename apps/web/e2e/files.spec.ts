import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { pagePaths } from '@giglane/contract/page-paths';
import { gigTitle, sellerAndBuyer } from './orders-support';
import { placeAtQuote, requestEndpoint, signInAs, signUp, test } from './support';

/** A box of an MP4 file: its size, its type, its payload. */
const box = (type: string, payload: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
};

/** An MP4 container as an editor writes it, with `mediaBytes` of media data. */
const movie = (mediaBytes: number) =>
  Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isommp41', 'latin1')),
    box('moov', box('mvhd', Buffer.alloc(100))),
    box('mdat', Buffer.alloc(mediaBytes, 7)),
  ]);

test('a delivered video uploads with a progress bar; the buyer downloads it, another user gets 404', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { sellerPage, buyerPage, buyer, gig } = await sellerAndBuyer(browser, {
    title: gigTitle('cut a teaser video for your launch'),
  });
  const order = await placeAtQuote(
    buyerPage.request,
    { body: { gigId: gig.id, package: 'basic', idempotencyKey: `files-${Date.now()}` } },
    buyer.token,
  );

  // The seller's upload is slowed to a phone's uplink, so its progress can be seen.
  const video = movie(6_000_000);
  await sellerPage.goto(pagePaths.order(order.id));
  const network = await sellerPage.context().newCDPSession(sellerPage);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1_500_000,
  });
  const form = sellerPage.getByRole('region', { name: 'Deliver' });
  await expect(form).toContainText('MP4, MOV and WebM videos');
  await sellerPage.getByLabel('Message to the buyer').fill('The teaser, in full.');
  await form
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'teaser.mp4', mimeType: 'video/mp4', buffer: video }]);
  await sellerPage.getByRole('button', { name: 'Deliver now' }).click();
  const progress = sellerPage.getByRole('progressbar', { name: 'Delivery upload' });
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await expect(sellerPage.getByRole('listitem', { name: 'Delivery 1' })).toContainText(
    'teaser.mp4',
    { timeout: 60_000 },
  );

  // The buyer downloads the very bytes through the page's link.
  await buyerPage.goto(pagePaths.order(order.id));
  const downloading = buyerPage.waitForEvent('download');
  await buyerPage.getByRole('link', { name: /teaser\.mp4/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('teaser.mp4');
  expect(Buffer.compare(await readFile(await download.path()), video)).toBe(0);

  // Another user, signed in, neither gets the file nor a link to it.
  const url = (await buyerPage.getByRole('link', { name: /teaser\.mp4/ }).getAttribute('href'))!;
  const strangerPage = await (await browser.newContext()).newPage();
  const stranger = await signInAs(strangerPage, await signUp(strangerPage.request, 'stranger'));
  const plain = new URL(url);
  plain.search = '';
  const refused = await strangerPage.request.get(plain.toString(), {
    headers: { token: stranger.token },
  });
  expect(refused.status()).toBe(404);
  const noLink = await requestEndpoint(
    strangerPage.request,
    'createFileLink',
    { body: { url: plain.toString() } },
    stranger.token,
  );
  expect(noLink.status()).toBe(404);
  // The signed link is the key for its hour, as an <a download> needs; ranges resume it.
  const viaLink = await strangerPage.request.get(url, { headers: { range: 'bytes=0-7' } });
  expect(viaLink.status()).toBe(206);
});
