import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileLink } from '@giglane/contract/files';
import { user } from '@giglane/contract/users';
import { queryRows } from '../../db/client';
import { s3FileStore } from '../../lib/file-store-s3';
import { deliveredOrder, fetchPath, linkTo, movie, storedBytes, webm } from '../../testing/files';
import { messagesApi, pathOf } from '../../testing/messages';
import { orderWorld, ordersApi, smallPdf } from '../../testing/orders';
import { startS3Server } from '../../testing/s3-server';
import { temporaryFileStore } from '../../testing/temporary-file-store';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';
import { formFile, smallPng } from '../../testing/upload';

/** A zip archive as far as the checks go: its first record's signature, its end record last. */
const zipOf = (bytes: number) =>
  Buffer.concat([
    Buffer.from('PK\x03\x04', 'latin1'),
    randomBytes(bytes - 26),
    Buffer.from('PK\x05\x06', 'latin1'),
    Buffer.alloc(18),
  ]);

/** Every file under a folder of a disk store, temporary uploads included. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('delivered files', () => {
  it("go to the order's two parties and admins, by token or signed link, and 404 to anyone else", async () => {
    const world = await deliveredOrder(t, [{ name: 'brief.pdf', bytes: smallPdf() }]);
    const url = pathOf(world.files[0]!.url);
    const admin = await t.createAdmin();
    const stranger = await t.createUser();
    for (const caller of [world.buyer, world.seller, admin]) {
      const served = await fetchPath(t, url, { token: caller.token });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(smallPdf())).toBe(true);
      expect(served.headers['content-disposition']).toContain('attachment; filename="brief.pdf"');
      expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    }
    expect((await fetchPath(t, url, { token: stranger.token })).statusCode).toBe(404);
    expect((await fetchPath(t, url)).statusCode).toBe(404);

    // A link for <a download>: it works without the token, for this file only.
    const asked = await linkTo(t, world.files[0]!.url, world.buyer.token);
    expect(asked.status).toBe(200);
    const link = contentOf(fileLink, asked.body);
    expect(link.url).toMatch(/^http:\/\/[^/]+\/files\/[\w-]+\.pdf\?expires=\d+&signature=[\w-]+$/);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(30 * 60_000);
    const signed = new URL(link.url);
    const viaLink = await fetchPath(t, signed.pathname + signed.search);
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.rawPayload.equals(smallPdf())).toBe(true);
    const tampered = signed.search.replace(
      /expires=(\d+)/,
      (_, n: string) => `expires=${Number(n) + 1}`,
    );
    expect((await fetchPath(t, signed.pathname + tampered)).statusCode).toBe(404);

    // No link for whoever may not have the file, nor for what is no delivered file.
    expect((await linkTo(t, world.files[0]!.url, stranger.token)).status).toBe(404);
    expect((await linkTo(t, '/files/none.pdf', world.buyer.token)).status).toBe(404);
    expect((await linkTo(t, '/images/x.png', world.buyer.token)).status).toBe(404);
    expect((await linkTo(t, world.files[0]!.url, undefined)).status).toBe(403);
  });

  it('are served by byte ranges, with validators a resumed download checks', async () => {
    const zip = zipOf(100_000);
    const world = await deliveredOrder(t, [{ name: 'source.zip', bytes: zip }]);
    const url = pathOf(world.files[0]!.url);
    const token = world.buyer.token;

    const whole = await fetchPath(t, url, { token });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe('100000');
    const etag = String(whole.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(Date.parse(String(whole.headers['last-modified']))).not.toBeNaN();

    const first = await fetchPath(t, url, { token, range: 'bytes=0-9' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe('bytes 0-9/100000');
    expect(first.rawPayload.equals(zip.subarray(0, 10))).toBe(true);
    const rest = await fetchPath(t, url, { token, range: 'bytes=99990-', 'if-range': etag });
    expect(rest.statusCode).toBe(206);
    expect(rest.rawPayload.equals(zip.subarray(99_990))).toBe(true);
    const last = await fetchPath(t, url, { token, range: 'bytes=-4' });
    expect(last.headers['content-range']).toBe('bytes 99996-99999/100000');

    const past = await fetchPath(t, url, { token, range: 'bytes=100000-' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */100000');
    // A resumed download of a file that changed starts again: whole, not a range of other bytes.
    const changed = await fetchPath(t, url, { token, range: 'bytes=0-9', 'if-range': '"other"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.length).toBe(100_000);
    expect((await fetchPath(t, url, { token, 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('take movies told by their content, and refuse a cut-off one', async () => {
    const world = await deliveredOrder(t, [
      { name: 'cut.mp4', bytes: movie('isom') },
      { name: 'take two', bytes: movie('qt  ') },
      { name: 'teaser.webm', bytes: webm() },
    ]);
    expect(world.files.map(({ name, contentType }) => ({ name, contentType }))).toEqual([
      { name: 'cut.mp4', contentType: 'video/mp4' },
      { name: 'take two.mov', contentType: 'video/quicktime' },
      { name: 'teaser.webm', contentType: 'video/webm' },
    ]);
    const served = await fetchPath(t, pathOf(world.files[0]!.url), { token: world.buyer.token });
    expect(served.rawPayload.equals(movie('isom'))).toBe(true);

    const api = ordersApi(t);
    expect((await api.askRevision(world.order.id, world.buyer.token)).status).toBe(200);
    const again = await api.deliver(world.order.id, world.seller.token, 'Again', [
      { name: 'cut.mp4', bytes: movie('isom').subarray(0, -10) },
    ]);
    expect(again.status).toBe(400);
    expect(again.body?.content).toMatch(
      /^files: "cut\.mp4" must be a complete jpg, png, gif, pdf, zip, mp4, mov, webm file/,
    );
  });

  it('may be larger than pictures: a delivered file of 6 MB', async () => {
    const zip = zipOf(6_000_000);
    const world = await deliveredOrder(t, [{ name: 'big.zip', bytes: zip }]);
    expect(world.files[0]!.size).toBe(6_000_000);
    const served = await fetchPath(t, pathOf(world.files[0]!.url), { token: world.seller.token });
    expect(served.rawPayload.equals(zip)).toBe(true);
  });
});

describe('a refused upload', () => {
  let small: TestApp;
  let root: string;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    const folder = await temporaryFileStore();
    ({ root, remove } = folder);
    small = await createTestApp({ fileStore: folder.store, maxDeliveryFileBytes: 50_000 });
  });
  afterAll(async () => {
    await small.close();
    await remove();
  });

  it('over the configured size, or not what it claims, leaves no bytes in the store', async () => {
    const world = await orderWorld(small);
    const api = ordersApi(small);
    const placed = await api.placed(world.buyer, { gigId: world.gig.id, package: 'basic' });
    const before = await filesUnder(root);

    const tooLarge = await api.deliver(placed.id, world.seller.token, 'Big', [
      { name: 'ok.pdf', bytes: smallPdf() },
      { name: 'big.zip', bytes: zipOf(60_000) },
    ]);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body?.content).toBe('files: each file must be at most 50,000 bytes');
    const renamed = await api.deliver(placed.id, world.seller.token, 'Renamed', [
      { name: 'ok.pdf', bytes: smallPdf() },
      { name: 'notes.pdf', bytes: Buffer.from('just text') },
    ]);
    expect(renamed.status).toBe(400);

    // Discarded once each reply has gone.
    await vi.waitFor(async () => {
      expect(await filesUnder(root)).toEqual(before);
      expect(await small.countRows('file_deletions')).toBe(0);
    });
    expect((await api.viewed(placed.id, world.buyer)).deliveries).toEqual([]);
  });
});

describe('message attachments', () => {
  it("go to the conversation's members and admins, by token or signed link; pictures cleaned", async () => {
    const world = await orderWorld(t);
    const messages = messagesApi(t);
    const conversation = await messages.contacted(world.buyer.token, { gigId: world.gig.id });
    const png = await smallPng();
    const sent = await messages.sent(conversation.id, world.buyer.token, 'See these', [
      { name: 'photo.png', bytes: png },
      { name: 'brief.pdf', bytes: smallPdf() },
    ]);
    const [picture, pdf] = sent.attachments;
    const stranger = await t.createUser();

    const shown = await fetchPath(t, pathOf(picture!.url), { token: world.seller.token });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-disposition']).toContain('inline; filename="photo.png"');
    expect(shown.headers['content-length']).toBe(String(picture!.size));
    expect((await fetchPath(t, pathOf(picture!.url), { token: stranger.token })).statusCode).toBe(
      404,
    );
    // The original's bytes went: only the re-encoded picture and the PDF are kept.
    const [rows] = await queryRows<{ keys: string[] }>(
      t.db,
      sql`select array_agg(key order by key) as keys from images where path like '/attachments/%'`,
    );
    const kept = await Promise.all(rows!.keys.map((key) => storedBytes(t, key)));
    expect(kept.every((bytes) => bytes !== null)).toBe(true);
    expect(await t.countRows('file_deletions')).toBe(0);

    const link = contentOf(fileLink, (await linkTo(t, pdf!.url, world.seller.token)).body);
    const signed = new URL(link.url);
    expect(signed.pathname).toBe(pathOf(pdf!.url));
    const download = await fetchPath(t, signed.pathname + signed.search, { range: 'bytes=0-4' });
    expect(download.statusCode).toBe(206);
    expect(download.rawPayload.toString()).toBe('%PDF-');
    expect((await linkTo(t, pdf!.url, stranger.token)).status).toBe(404);
    // Without a link, the token is needed, as before.
    expect((await fetchPath(t, pathOf(pdf!.url))).statusCode).toBe(403);
  });
});

describe('pictures', () => {
  it('are public, by ranges too; a replaced one leaves the store once swept', async () => {
    const member = await t.createUser();
    const upload = async () => {
      const reply = await call(t.app, 'POST', '/api/users/upload-avatar', {
        token: member.token,
        ...formFile(await smallPng(), 'me.png'),
      });
      expect(reply.status).toBe(200);
      return pathOf(contentOf(user, reply.body).avatar);
    };
    const first = await upload();
    const served = await fetchPath(t, first);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await fetchPath(t, first, { range: 'bytes=0-3' })).rawPayload).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    );

    const second = await upload();
    const key = first.slice(1);
    expect(await storedBytes(t, key)).not.toBeNull();
    expect(await t.app.files.sweep()).toBeGreaterThanOrEqual(1);
    expect(await storedBytes(t, key)).toBeNull();
    expect(await storedBytes(t, second.slice(1))).not.toBeNull();
    expect((await fetchPath(t, first)).statusCode).toBe(404);
  });
});

describe('on an S3-compatible store', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let app: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    app = await createTestApp({ fileStore: await s3FileStore(s3.options) });
  });
  afterAll(async () => {
    await app.close();
    await s3.stop();
  });

  it('delivers, serves by ranges and forgets files as the data folder does', async () => {
    const zip = zipOf(7_000_000);
    const world = await deliveredOrder(app, [{ name: 'big.zip', bytes: zip }]);
    const url = pathOf(world.files[0]!.url);
    const whole = await fetchPath(app, url, { token: world.buyer.token });
    expect(whole.rawPayload.equals(zip)).toBe(true);
    const part = await fetchPath(app, url, { token: world.buyer.token, range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(zip.subarray(10, 20))).toBe(true);

    const api = ordersApi(app);
    expect((await api.askRevision(world.order.id, world.buyer.token)).status).toBe(200);
    const refused = await api.deliver(world.order.id, world.seller.token, 'x', [
      { name: 'a.pdf', bytes: Buffer.from('not a pdf') },
    ]);
    expect(refused.status).toBe(400);
    await vi.waitFor(async () => expect(await app.countRows('file_deletions')).toBe(0));

    const gone = await call(app.app, 'DELETE', `/api/users?id=${world.buyer.id}`, {
      token: (await app.createAdmin()).token,
    });
    expect(gone.status).toBe(200);
    await app.app.files.sweep();
    expect(await app.fileStore.stat(url.slice(1).replace(/\.zip$/, ''))).toBeNull();
  });
});
