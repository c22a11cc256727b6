import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gig } from '@giglane/contract/gigs';
import { user } from '@giglane/contract/users';
import { buildApp } from '../../app';
import { gigs } from '../gigs/gigs-schema';
import { insertJob } from '../../testing/catalog';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';
import { formFile, gifBomb, smallPng } from '../../testing/upload';

const UPLOAD_LIMIT = 40;

let t: TestApp;
let admin: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ uploadRateLimit: UPLOAD_LIMIT });
  admin = await t.createAdmin();
});
afterAll(() => t.close());

const uploadAvatar = (bytes: Buffer, token: string, app = t.app) =>
  call(app, 'POST', '/api/users/upload-avatar', { token, ...formFile(bytes, 'picture.png') });

const uploadGigPicture = (jobId: number, bytes: Buffer) =>
  call(t.app, 'POST', `/api/cong-viec/upload-hinh-cong-viec/${jobId}`, {
    token: admin.token,
    ...formFile(bytes, 'gig.png'),
  });

/** GET of a picture URL from a reply: 200 while the picture is stored, 404 once it is gone. */
const fetchPicture = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

describe('picture bombs', () => {
  it('refuses a small PNG that decodes to more pixels than allowed, storing nothing', async () => {
    const someone = await t.createUser();
    // One colour over 64 megapixels compresses to about 200 KB: under the byte limit.
    const bomb = await sharp({
      create: { width: 8000, height: 8000, channels: 3, background: '#1dbf73' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    const images = await t.countRows('images');

    const refused = await uploadAvatar(bomb, someone.token);
    expect(refused.status).toBe(400);
    expect(refused.body?.message).toBe('Dữ liệu nhập vào không đúng!');
    expect(refused.body?.content).toBe(
      'formFile: must be at most 24,000,000 pixels (width × height); this picture is 8000 × 8000',
    );
    expect(await t.countRows('images')).toBe(images);
  });

  it('refuses a GIF over the limit from its header, before decoding a frame', async () => {
    const someone = await t.createUser();
    const refused = await uploadAvatar(gifBomb(30_000, 30_000, 1, 30_000), someone.token);
    expect(refused.status).toBe(400);
    expect(refused.body?.content).toBe(
      'formFile: must be at most 24,000,000 pixels (width × height); this picture is 30000 × 30000',
    );
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const someone = await t.createUser();
    const bomb = gifBomb(1600, 1600, 100);
    expect(bomb.length).toBeLessThan(3000);
    expect((await sharp(bomb).metadata()).pages).toBe(100);

    const uploaded = await uploadAvatar(bomb, someone.token);
    expect(uploaded.status).toBe(200);
    const served = await fetchPicture(contentOf(user, uploaded.body).avatar);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/gif');
    const stored = await sharp(served.rawPayload).metadata();
    expect([stored.width, stored.height, stored.pages ?? 1]).toEqual([1600, 1600, 1]);
  });

  it('refuses a truncated PNG instead of storing what decoded of it', async () => {
    const someone = await t.createUser();
    const whole = await sharp({
      create: {
        width: 300,
        height: 200,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    const images = await t.countRows('images');
    for (const share of [0.5, 0.9]) {
      const cut = whole.subarray(0, Math.floor(whole.length * share));
      const refused = await uploadAvatar(cut, someone.token);
      expect(refused.status, String(share)).toBe(400);
      expect(refused.body?.content).toBe(
        'formFile: must be a complete picture; this file is cut off or damaged',
      );
    }
    expect(await t.countRows('images')).toBe(images);
  });
});

describe('multipart bodies', () => {
  it('answers 400 in the envelope for a body cut off in the middle of the file part', async () => {
    const someone = await t.createUser();
    const whole = formFile(await smallPng(), 'a.png');
    const cut = whole.body.subarray(0, whole.body.length - 40);
    const refused = await call(t.app, 'POST', '/api/users/upload-avatar', {
      token: someone.token,
      body: cut,
      headers: whole.headers,
    });
    expect(refused.status).toBe(400);
    expect(refused.body?.statusCode).toBe(400);
    expect(refused.body?.message).toBe('Dữ liệu nhập vào không đúng!');
    expect(refused.body?.content).toBe(
      'body: must be a complete multipart body; this one ends early or is malformed',
    );
  });
});

describe('replaced and deleted pictures', () => {
  it('deletes the old avatar when a new one replaces it', async () => {
    const someone = await t.createUser();
    const first = contentOf(user, (await uploadAvatar(await smallPng(), someone.token)).body);
    const images = await t.countRows('images');

    const second = contentOf(user, (await uploadAvatar(await smallPng(), someone.token)).body);
    expect(second.avatar).not.toBe(first.avatar);
    expect((await fetchPicture(first.avatar)).statusCode).toBe(404);
    expect((await fetchPicture(second.avatar)).statusCode).toBe(200);
    expect(await t.countRows('images')).toBe(images);
  });

  it("replaces a gig's picture but keeps it while another gig still shows it", async () => {
    const first = await insertJob(t.db, { name: 'Logo A', sellerId: admin.id });
    const second = await insertJob(t.db, { name: 'Logo B', sellerId: admin.id });
    const uploaded = await uploadGigPicture(first, await smallPng());
    expect(uploaded.status).toBe(200);
    const shared = contentOf(gig, uploaded.body).hinhAnh;
    // Seeded gigs share covers the same way.
    await t.db
      .update(gigs)
      .set({ image: new URL(shared).pathname })
      .where(eq(gigs.id, second));
    const images = await t.countRows('images');

    const replaced = contentOf(gig, (await uploadGigPicture(first, await smallPng())).body);
    expect(replaced.hinhAnh).not.toBe(shared);
    expect((await fetchPicture(shared)).statusCode).toBe(200);
    expect(await t.countRows('images')).toBe(images + 1);

    const deleted = await call(t.app, 'DELETE', `/api/cong-viec/${second}`, {
      token: admin.token,
    });
    expect(deleted.status).toBe(200);
    expect((await fetchPicture(shared)).statusCode).toBe(404);
    expect((await fetchPicture(replaced.hinhAnh)).statusCode).toBe(200);
    expect(await t.countRows('images')).toBe(images);
  });

  it("deletes a user's avatar and their gigs' pictures with the user", async () => {
    const seller = await t.createUser();
    const avatar = contentOf(
      user,
      (await uploadAvatar(await smallPng(), seller.token)).body,
    ).avatar;
    const gigId = await insertJob(t.db, { name: 'Logo C', sellerId: seller.id });
    const cover = contentOf(gig, (await uploadGigPicture(gigId, await smallPng())).body).hinhAnh;
    const images = await t.countRows('images');

    const deleted = await call(t.app, 'DELETE', `/api/users?id=${seller.id}`, {
      token: admin.token,
    });
    expect(deleted.status).toBe(200);
    expect((await fetchPicture(avatar)).statusCode).toBe(404);
    expect((await fetchPicture(cover)).statusCode).toBe(404);
    expect(await t.countRows('images')).toBe(images - 2);
  });
});

describe('uploads per user per hour', () => {
  it('answers 429 past the limit, counted in the database across instances', async () => {
    // A second instance on the same database, as when several servers share one PostgreSQL.
    const other = await buildApp({
      config: {
        apiKeys: [],
        corsOrigins: [],
        publicUrl: undefined,
        authRateLimit: 1000,
        uploadRateLimit: UPLOAD_LIMIT,
      },
      db: t.db,
      fileStore: t.fileStore,
      jwtSecret: t.jwtSecret,
    });
    try {
      const busy = await t.createUser();
      const png = await smallPng();
      for (let i = 0; i < UPLOAD_LIMIT; i += 1) {
        const accepted = await uploadAvatar(png, busy.token, i % 2 === 0 ? t.app : other);
        expect(accepted.status, `upload ${i + 1}`).toBe(200);
      }
      for (const app of [t.app, other]) {
        const refused = await uploadAvatar(png, busy.token, app);
        expect(refused.status).toBe(429);
        expect(refused.body?.message).toBe('Quá nhiều yêu cầu, vui lòng thử lại sau!');
        expect(refused.body?.content).toBe(
          `formFile: at most ${UPLOAD_LIMIT} pictures per user per hour; try again later`,
        );
      }
      // Someone else is not held back by it.
      const calm = await t.createUser();
      expect((await uploadAvatar(png, calm.token, other)).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});
