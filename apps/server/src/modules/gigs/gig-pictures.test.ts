import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PICTURE_MAX_BYTES } from '@giglane/contract/gig-offer-values';
import { sellerGig, type GigPicture } from '@giglane/contract/gig-offers';
import { gig, gigView } from '@giglane/contract/gigs';
import { serverText } from '@giglane/contract/server-text';
import { images } from '../files/files-schema';
import {
  createSeller,
  insertFeatureCatalog,
  sellerGigApi,
  type Caller,
} from '../../testing/seller-gigs';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';
import { formFile, smallPng } from '../../testing/upload';

let t: TestApp;
let api: ReturnType<typeof sellerGigApi>;
let subcategoryId: number;
let seller: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp();
  api = sellerGigApi(t);
  subcategoryId = (await insertFeatureCatalog(t)).logo;
  seller = await createSeller(t);
  admin = await t.createAdmin();
});
afterAll(() => t.close());

const pathOf = (url: string) => new URL(url).pathname;

/** Every stored path of the pictures: the largest and the narrower sizes. */
const pathsOf = (pictures: GigPicture[]) =>
  pictures.flatMap((picture) => picture.sizes.map((size) => pathOf(size.url)));

async function storedPaths(paths: string[]) {
  const rows = await t.db
    .select({ path: images.path })
    .from(images)
    .where(inArray(images.path, paths));
  return rows.map((row) => row.path).sort();
}

async function upload(gigId: number, bytes?: Buffer) {
  const reply = await api.uploadPicture(gigId, seller.token, bytes);
  expect(reply.status).toBe(200);
  return contentOf(sellerGig, reply.body);
}

/** A PNG of random pixels, which compression cannot shrink: about 3 bytes a pixel. */
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

/** A picture of one colour, to tell pictures apart by their bytes. */
const coloured = (background: string) =>
  sharp({ create: { width: 1000, height: 700, channels: 3, background } })
    .png()
    .toBuffer();

const hinhAnh = async (gigId: number) => {
  const reply = await call(t.app, 'GET', `/api/cong-viec/${gigId}`, { token: admin.token });
  return contentOf(gig, reply.body).hinhAnh;
};

describe('the gallery', () => {
  it('stores an upload at its size and every narrower width, serves each, and makes the first one the cover', async () => {
    const draft = await api.createDraft(seller, subcategoryId);
    const saved = await upload(draft.id);
    expect(saved.pictures).toHaveLength(1);
    const [picture] = saved.pictures;
    expect(picture).toMatchObject({ width: 1200, height: 800 });
    expect(picture!.url).toMatch(/^http:\/\/[^/]+\/images\/[\w-]+\.png$/);
    expect(picture!.sizes.map((size) => size.width)).toEqual([480, 960, 1200]);
    expect(picture!.sizes.at(-1)!.url).toBe(picture!.url);
    expect(picture!.sizes[0]!.url).toBe(picture!.url.replace(/\.png$/, '-w480.png'));
    expect(saved.missing).not.toContain('gallery: at least one picture');

    for (const size of picture!.sizes) {
      const served = await t.app.inject({ method: 'GET', url: pathOf(size.url) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(size.width);
    }
    // The cover is the gig's hinhAnh for the original API.
    expect(await hinhAnh(draft.id)).toBe(picture!.url);
  });

  it('stores only the sizes narrower than the picture', async () => {
    const draft = await api.createDraft(seller, subcategoryId);
    const saved = await upload(draft.id, await smallPng());
    expect(saved.pictures[0]!.sizes).toEqual([{ width: 8, url: saved.pictures[0]!.url }]);
  });

  it('holds three pictures, refusing a fourth before reading it', async () => {
    const draft = await api.createDraft(seller, subcategoryId);
    for (let i = 0; i < 3; i += 1) await upload(draft.id, await smallPng());
    const before = await t.countRows('images');
    const refused = await api.uploadPicture(draft.id, seller.token);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: serverText.invalidInput,
      content: 'formFile: the gallery holds at most 3 pictures',
    });
    expect(await t.countRows('images')).toBe(before);
  });

  it('refuses what is not a picture in English, naming the field and the rule, storing nothing', async () => {
    const draft = await api.createDraft(seller, subcategoryId);
    const before = await t.countRows('images');
    for (const bytes of [Buffer.from('not a picture'), Buffer.from('%PDF-1.7\n%%EOF\n')]) {
      const reply = await api.uploadPicture(draft.id, seller.token, bytes);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        message: serverText.invalidInput,
        content: 'formFile: must be a JPEG, PNG or GIF picture; this file is not one',
      });
    }
    expect(await t.countRows('images')).toBe(before);
    const unchanged = await api.reply('GET', `/api/seller-gigs/${draft.id}`, seller.token);
    expect(contentOf(sellerGig, unchanged.body).pictures).toEqual([]);
  });

  it('takes a picture of 4 MB, stored resized and re-encoded as every picture is', async () => {
    const draft = await api.createDraft(seller, subcategoryId);
    const bytes = await noisePng(1900, 700);
    expect(bytes.length).toBeGreaterThan(3_900_000);
    expect(bytes.length).toBeLessThan(PICTURE_MAX_BYTES);
    const saved = await upload(draft.id, bytes);
    expect(saved.pictures[0]).toMatchObject({ width: 1600, height: 589 });
    expect(saved.pictures[0]!.sizes.map((size) => size.width)).toEqual([480, 960, 1600]);
  });

  it('refuses a picture over 5 MB in English, naming the field and the limit, storing nothing', async () => {
    const draft = await api.createDraft(seller, subcategoryId);
    const before = await t.countRows('images');
    const bytes = await noisePng(2400, 760);
    expect(bytes.length).toBeGreaterThan(PICTURE_MAX_BYTES);
    const reply = await api.uploadPicture(draft.id, seller.token, bytes);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      message: serverText.invalidInput,
      content: 'formFile: must be at most 5 MB (5,000,000 bytes)',
    });
    expect(await t.countRows('images')).toBe(before);
  });

  it("keeps the original API's picture upload at its own limit and texts for its clients", async () => {
    const listed = await api.createListedGig(seller, subcategoryId);
    const url = `/api/cong-viec/upload-hinh-cong-viec/${listed.id}`;
    const tooLarge = await call(t.app, 'POST', url, {
      token: admin.token,
      ...formFile(await noisePng(1000, 400), 'big.png'),
    });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body?.content).toBe(serverText.imageTooLarge);
    const notPicture = await call(t.app, 'POST', url, {
      token: admin.token,
      ...formFile(Buffer.from('not a picture'), 'text.png'),
    });
    expect(notPicture.status).toBe(400);
    expect(notPicture.body?.content).toBe(serverText.imageType);
  });

  it('moves a picture to the front as the cover, the others keeping their order', async () => {
    const draft = await api.createDraft(seller, subcategoryId);
    await upload(draft.id, await coloured('#ff0000'));
    await upload(draft.id, await coloured('#00ff00'));
    const three = await upload(draft.id, await coloured('#0000ff'));
    const [red, green, blue] = three.pictures.map((picture) => picture.url);

    const covered = await api.reply(
      'PUT',
      `/api/seller-gigs/${draft.id}/pictures/2/cover`,
      seller.token,
    );
    expect(covered.status).toBe(200);
    const after = contentOf(sellerGig, covered.body);
    expect(after.pictures.map((picture) => picture.url)).toEqual([blue, red, green]);
    // Each picture keeps its own sizes as it moves.
    expect(after.pictures[0]!.sizes[0]!.url).toBe(blue!.replace(/\.png$/, '-w480.png'));
    expect(await hinhAnh(draft.id)).toBe(blue);
    // Nothing was released by the move.
    expect(await storedPaths(pathsOf(three.pictures))).toEqual(pathsOf(three.pictures).sort());

    const card = await call(t.app, 'GET', `/api/cong-viec/lay-cong-viec-chi-tiet/${draft.id}`, {
      token: seller.token,
    });
    expect(contentOf(z.array(gigView), card.body)[0]!.cover).toEqual(after.pictures[0]);

    const nothing = await api.reply(
      'PUT',
      `/api/seller-gigs/${draft.id}/pictures/0/cover`,
      seller.token,
    );
    expect(contentOf(sellerGig, nothing.body).pictures.map((p) => p.url)).toEqual([
      blue,
      red,
      green,
    ]);
  });

  it('removes a picture with its sizes from storage, closing the gap and following with the cover', async () => {
    const draft = await api.createDraft(seller, subcategoryId);
    await upload(draft.id, await coloured('#ff0000'));
    await upload(draft.id, await coloured('#00ff00'));
    const three = await upload(draft.id, await coloured('#0000ff'));
    const [red, green, blue] = three.pictures;

    const middle = await api.reply(
      'DELETE',
      `/api/seller-gigs/${draft.id}/pictures/1`,
      seller.token,
    );
    expect(middle.status).toBe(200);
    expect(contentOf(sellerGig, middle.body).pictures).toEqual([red, blue]);
    expect(await storedPaths(pathsOf([green!]))).toEqual([]);
    expect(await storedPaths(pathsOf([red!, blue!]))).toEqual(pathsOf([red!, blue!]).sort());

    const cover = await api.reply(
      'DELETE',
      `/api/seller-gigs/${draft.id}/pictures/0`,
      seller.token,
    );
    expect(contentOf(sellerGig, cover.body).pictures).toEqual([blue]);
    expect(await hinhAnh(draft.id)).toBe(blue!.url);
    expect(await storedPaths(pathsOf([red!]))).toEqual([]);

    const last = await api.reply('DELETE', `/api/seller-gigs/${draft.id}/pictures/0`, seller.token);
    expect(contentOf(sellerGig, last.body).pictures).toEqual([]);
    expect(await hinhAnh(draft.id)).toBe('');
    expect(await storedPaths(pathsOf([blue!]))).toEqual([]);

    const gone = await api.reply('DELETE', `/api/seller-gigs/${draft.id}/pictures/0`, seller.token);
    expect(gone.status).toBe(404);
  });

  it("keeps an active gig's last picture until the gig is paused", async () => {
    const listed = await api.createListedGig(seller, subcategoryId);
    const refused = await api.reply(
      'DELETE',
      `/api/seller-gigs/${listed.id}/pictures/0`,
      seller.token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body?.content).toMatch(/^position: an active gig must stay complete/);
    await api.reply('PUT', `/api/seller-gigs/${listed.id}/status`, seller.token, {
      status: 'paused',
    });
    const removed = await api.reply(
      'DELETE',
      `/api/seller-gigs/${listed.id}/pictures/0`,
      seller.token,
    );
    expect(removed.status).toBe(200);
  });

  it('releases every picture and size of a deleted gig', async () => {
    const draft = await api.createDraft(seller, subcategoryId);
    await upload(draft.id);
    const saved = await upload(draft.id, await coloured('#123456'));
    const deleted = await api.reply('DELETE', `/api/seller-gigs/${draft.id}`, seller.token);
    expect(deleted.status).toBe(200);
    expect(await storedPaths(pathsOf(saved.pictures))).toEqual([]);
  });
});
