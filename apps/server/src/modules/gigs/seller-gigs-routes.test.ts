import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sellerGig, sellerGigRow, subcategoryFeatures } from '@giglane/contract/gig-offers';
import { gig } from '@giglane/contract/gigs';
import { serverText } from '@giglane/contract/server-text';
import { gigs } from './gigs-schema';
import {
  createSeller,
  insertFeatureCatalog,
  LONG_DESCRIPTION,
  packageBody,
  sellerGigApi,
  type Caller,
} from '../../testing/seller-gigs';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let api: ReturnType<typeof sellerGigApi>;
let catalog: Awaited<ReturnType<typeof insertFeatureCatalog>>;
let seller: Caller;
let otherSeller: Caller;
let buyer: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp();
  api = sellerGigApi(t);
  catalog = await insertFeatureCatalog(t);
  seller = await createSeller(t);
  otherSeller = await createSeller(t, 'Olga Other');
  buyer = await t.createUser({ name: 'Bao Buyer' });
  admin = await t.createAdmin();
});
afterAll(() => t.close());

const fieldOf = (content: unknown) => String(content).split(':')[0];

async function editorGig(id: number, token = seller.token) {
  const reply = await api.reply('GET', `/api/seller-gigs/${id}`, token);
  expect(reply.status).toBe(200);
  return contentOf(sellerGig, reply.body);
}

/** The gig as the original API shows it to an admin: giaTien, moTaNgan and hinhAnh. */
async function legacyGig(id: number) {
  const reply = await call(t.app, 'GET', `/api/cong-viec/${id}`, { token: admin.token });
  expect(reply.status).toBe(200);
  return contentOf(gig, reply.body);
}

describe('starting a gig', () => {
  it('lets a seller start a draft with no packages, description or pictures, and lists what is missing', async () => {
    const created = await api.reply('POST', '/api/seller-gigs', seller.token, {
      title: '  I will design a minimalist logo  ',
      subcategoryId: String(catalog.logo),
      tags: ['logo', 'Logo', 'branding'],
    });
    expect(created.status).toBe(201);
    expect(created.body?.message).toBe(serverText.created);
    const draft = contentOf(sellerGig, created.body);
    expect(draft).toMatchObject({
      status: 'draft',
      title: 'I will design a minimalist logo',
      subcategoryId: catalog.logo,
      categoryId: catalog.categoryId,
      // Tags repeated in another case count once.
      tags: ['Logo', 'branding'],
      packages: { basic: null, standard: null, premium: null },
      description: '',
      faq: [],
      pictures: [],
      missing: [
        'pricing: the Basic package',
        'description: at least 120 characters',
        'gallery: at least one picture',
      ],
    });
    expect(new Date(draft.updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The draft's row holds no price or short description yet.
    expect(await legacyGig(draft.id)).toMatchObject({ giaTien: 0, moTaNgan: '', moTa: '' });
  });

  it('lets an admin start a gig, and tells a user who is no seller to become one first', async () => {
    const body = { title: 'I will write your brand guide', subcategoryId: catalog.guides };
    expect((await api.reply('POST', '/api/seller-gigs', admin.token, body)).status).toBe(201);
    const before = await t.countRows('jobs');
    const refused = await api.reply('POST', '/api/seller-gigs', buyer.token, body);
    expect(refused.status).toBe(403);
    expect(refused.body?.content).toBe('Only sellers can create gigs: become a seller first');
    const anonymous = await api.reply('POST', '/api/seller-gigs', undefined, body);
    expect(anonymous.status).toBe(403);
    expect(anonymous.body?.content).toBe(serverText.badUserToken);
    expect(await t.countRows('jobs')).toBe(before);
  });

  it.each([
    [{ title: 'I will logo' }, 'title', 'must be 15 to 80 characters'],
    [{ title: 'Design a logo for your brand' }, 'title', 'must start with "I will"'],
    [{ subcategoryId: 999_999 }, 'subcategoryId', 'must be an existing subcategory id'],
    [{ subcategoryId: 0 }, 'subcategoryId', 'must be a subcategory id'],
    [{ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'tags', 'must hold at most 5 tags'],
    [{ tags: ['x'] }, 'tags.0', 'must be 2 to 20 characters'],
  ])('refuses %j with a 400 naming %s', async (fields, field, rule) => {
    const before = await t.countRows('jobs');
    const reply = await api.reply('POST', '/api/seller-gigs', seller.token, {
      title: 'I will design a modern logo',
      subcategoryId: catalog.logo,
      ...fields,
    });
    expect(reply.status).toBe(400);
    expect(reply.body?.message).toBe(serverText.invalidInput);
    expect(reply.body?.content).toBe(`${field}: ${rule}`);
    expect(await t.countRows('jobs')).toBe(before);
  });
});

describe('the editor steps', () => {
  it('saves the overview, and refuses a subcategory that does not exist', async () => {
    const draft = await api.createDraft(seller, catalog.logo);
    const saved = await api.reply('PUT', `/api/seller-gigs/${draft.id}/overview`, seller.token, {
      title: 'I will write a brand style guide',
      subcategoryId: catalog.guides,
      tags: ['brand'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body?.message).toBe(serverText.updated);
    expect(contentOf(sellerGig, saved.body)).toMatchObject({
      title: 'I will write a brand style guide',
      subcategoryId: catalog.guides,
      tags: ['brand'],
    });
    const missing = await api.reply('PUT', `/api/seller-gigs/${draft.id}/overview`, seller.token, {
      title: 'I will write a brand style guide',
      subcategoryId: 999_999,
    });
    expect(missing.status).toBe(400);
    expect(missing.body?.content).toBe('subcategoryId: must be an existing subcategory id');
    expect((await editorGig(draft.id)).subcategoryId).toBe(catalog.guides);
  });

  it('replaces the packages, and keeps the Basic price and description and the fastest delivery on the gig', async () => {
    const draft = await api.createDraft(seller, catalog.logo);
    const priced = await api.reply('PUT', `/api/seller-gigs/${draft.id}/pricing`, seller.token, {
      basic: packageBody({ price: 25, deliveryDays: 5, revisions: 1 }),
      standard: packageBody({
        name: 'Standard',
        price: '60',
        deliveryDays: 3,
        revisions: 'unlimited',
        features: ['Vector file', 'Source file'],
        extra: 'A favicon',
      }),
      premium: null,
    });
    expect(priced.status).toBe(200);
    const saved = contentOf(sellerGig, priced.body);
    expect(saved.packages).toEqual({
      basic: {
        tier: 'basic',
        name: 'Starter',
        description: 'One logo concept with a vector file',
        price: 25,
        deliveryDays: 5,
        revisions: 1,
        features: ['Vector file'],
        extra: '',
      },
      standard: {
        tier: 'standard',
        name: 'Standard',
        description: 'One logo concept with a vector file',
        price: 60,
        deliveryDays: 3,
        revisions: null,
        features: ['Vector file', 'Source file'],
        extra: 'A favicon',
      },
      premium: null,
    });
    expect(saved.missing).not.toContain('pricing: the Basic package');
    expect(await legacyGig(draft.id)).toMatchObject({
      giaTien: 25,
      moTaNgan: 'One logo concept with a vector file',
    });
    const card = await call(t.app, 'GET', `/api/cong-viec/lay-cong-viec-chi-tiet/${draft.id}`, {
      token: seller.token,
    });
    // The card pairs the Basic price with the Basic delivery; the gig keeps the fastest for the
    // Delivery Time filter.
    expect((card.body?.content as [{ deliveryDays: number }])[0].deliveryDays).toBe(5);
    const [row] = await t.db
      .select({ days: gigs.deliveryDays })
      .from(gigs)
      .where(eq(gigs.id, draft.id));
    expect(row!.days).toBe(3);

    // Saving again replaces every package: Standard is gone.
    const again = await api.reply('PUT', `/api/seller-gigs/${draft.id}/pricing`, seller.token, {
      basic: packageBody({ price: 30, deliveryDays: 7, description: 'A new start' }),
    });
    expect(contentOf(sellerGig, again.body).packages.standard).toBeNull();
    expect(await legacyGig(draft.id)).toMatchObject({ giaTien: 30, moTaNgan: 'A new start' });
    expect(await t.countRows(`gig_packages where gig_id = ${draft.id}`)).toBe(1);
  });

  it("takes only the subcategory's features, or the generic ones when it has none", async () => {
    const features = await call(t.app, 'GET', `/api/subcategories/${catalog.logo}/features`);
    expect(contentOf(subcategoryFeatures, features.body)).toEqual({
      subcategoryId: catalog.logo,
      features: ['Source file', 'Vector file', '3D mockup'],
    });
    const generic = await call(t.app, 'GET', `/api/subcategories/${catalog.guides}/features`);
    expect(contentOf(subcategoryFeatures, generic.body).features).toContain('Commercial use');
    expect((await call(t.app, 'GET', '/api/subcategories/999999/features')).status).toBe(404);

    const guide = await api.createDraft(seller, catalog.guides, 'I will write your style guide');
    const genericOk = await api.reply('PUT', `/api/seller-gigs/${guide.id}/pricing`, seller.token, {
      basic: packageBody({ features: ['Commercial use'] }),
    });
    expect(genericOk.status).toBe(200);
    const notOffered = await api.reply(
      'PUT',
      `/api/seller-gigs/${guide.id}/pricing`,
      seller.token,
      {
        basic: packageBody({ features: ['Commercial use'] }),
        standard: packageBody({ price: 40, features: ['3D mockup'] }),
      },
    );
    expect(notOffered.status).toBe(400);
    expect(notOffered.body?.content).toBe(
      'standard.features: must be features of this subcategory',
    );
    expect((await editorGig(guide.id)).packages.standard).toBeNull();
  });

  it.each([
    ['basic.price', 'must be from 5 to 10000 US$', { basic: packageBody({ price: 4 }) }],
    [
      'basic.deliveryDays',
      'must be from 1 to 90 days',
      { basic: packageBody({ deliveryDays: 91 }) },
    ],
    [
      'basic.revisions',
      'must be a whole number from 0 to 10, or "unlimited"',
      { basic: packageBody({ revisions: 11 }) },
    ],
    ['basic.name', '', { basic: packageBody({ name: '' }) }],
    ['basic', '', { standard: packageBody() }],
    [
      'standard.price',
      "must not be below the Basic package's price (US$50)",
      { basic: packageBody({ price: 50 }), standard: packageBody({ price: 40 }) },
    ],
    [
      'premium.price',
      "must not be below the Basic package's price (US$10)",
      { basic: packageBody({ price: 10 }), premium: packageBody({ price: 5 }) },
    ],
  ])('refuses pricing with a 400 naming %s', async (field, rule, body) => {
    const draft = await api.createDraft(seller, catalog.logo);
    const reply = await api.reply(
      'PUT',
      `/api/seller-gigs/${draft.id}/pricing`,
      seller.token,
      body,
    );
    expect(reply.status).toBe(400);
    expect(fieldOf(reply.body?.content)).toBe(field);
    if (rule) expect(reply.body?.content).toBe(`${field}: ${rule}`);
    expect((await editorGig(draft.id)).packages.basic).toBeNull();
  });

  it('stores the description as given, never as HTML, and replaces the FAQ', async () => {
    const draft = await api.createDraft(seller, catalog.logo);
    const description = `${LONG_DESCRIPTION}\n\n<script>alert(1)</script>`;
    const faq = [
      { question: 'Do I get the source file?', answer: 'Yes, in the Standard package.' },
      { question: 'How many concepts?', answer: 'Three.' },
    ];
    const saved = await api.reply('PUT', `/api/seller-gigs/${draft.id}/description`, seller.token, {
      description,
      faq,
    });
    expect(saved.status).toBe(200);
    expect(contentOf(sellerGig, saved.body)).toMatchObject({ description, faq });
    const replaced = await api.reply(
      'PUT',
      `/api/seller-gigs/${draft.id}/description`,
      seller.token,
      { description, faq: [faq[1]] },
    );
    expect(contentOf(sellerGig, replaced.body).faq).toEqual([faq[1]]);

    const tooMany = await api.reply(
      'PUT',
      `/api/seller-gigs/${draft.id}/description`,
      seller.token,
      {
        description,
        faq: Array.from({ length: 11 }, () => faq[0]),
      },
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body?.content).toBe('faq: must hold at most 10 questions');
    const blank = await api.reply('PUT', `/api/seller-gigs/${draft.id}/description`, seller.token, {
      description: 'Fine',
      faq: [{ question: ' ', answer: 'No question' }],
    });
    expect(blank.status).toBe(400);
    expect(fieldOf(blank.body?.content)).toBe('faq.0.question');
    expect((await editorGig(draft.id)).faq).toEqual([faq[1]]);
  });

  it('moves the change time forward on every saved step', async () => {
    const draft = await api.createDraft(seller, catalog.logo);
    let last = draft.updatedAt;
    const steps: [string, unknown][] = [
      ['overview', { title: 'I will design a modern logo', subcategoryId: catalog.logo }],
      ['pricing', { basic: packageBody() }],
      ['description', { description: LONG_DESCRIPTION }],
    ];
    for (const [step, body] of steps) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const reply = await api.reply(
        'PUT',
        `/api/seller-gigs/${draft.id}/${step}`,
        seller.token,
        body,
      );
      const updatedAt = contentOf(sellerGig, reply.body).updatedAt;
      expect(updatedAt > last, step).toBe(true);
      last = updatedAt;
    }
  });
});

describe('publishing, pausing and deleting', () => {
  it('publishes only a complete gig, naming what is missing, then pauses and resumes it', async () => {
    const draft = await api.createDraft(seller, catalog.logo);
    const early = await api.reply('PUT', `/api/seller-gigs/${draft.id}/status`, seller.token, {
      status: 'active',
    });
    expect(early.status).toBe(400);
    expect(early.body?.content).toBe(
      'status: the gig is not complete yet: pricing: the Basic package; ' +
        'description: at least 120 characters; gallery: at least one picture',
    );
    const pausedDraft = await api.reply(
      'PUT',
      `/api/seller-gigs/${draft.id}/status`,
      seller.token,
      {
        status: 'paused',
      },
    );
    expect(pausedDraft.status).toBe(400);
    expect(fieldOf(pausedDraft.body?.content)).toBe('status');
    const bad = await api.reply('PUT', `/api/seller-gigs/${draft.id}/status`, seller.token, {
      status: 'draft',
    });
    expect(bad.body?.content).toBe('status: must be active or paused');
    expect((await editorGig(draft.id)).status).toBe('draft');

    const listed = await api.createListedGig(seller, catalog.logo);
    expect(listed).toMatchObject({ status: 'active', missing: [] });
    const paused = await api.reply('PUT', `/api/seller-gigs/${listed.id}/status`, seller.token, {
      status: 'paused',
    });
    expect(contentOf(sellerGig, paused.body).status).toBe('paused');
    const resumed = await api.reply('PUT', `/api/seller-gigs/${listed.id}/status`, seller.token, {
      status: 'active',
    });
    expect(contentOf(sellerGig, resumed.body).status).toBe('active');
  });

  it('keeps an active gig complete: a short description is refused until it is paused', async () => {
    const listed = await api.createListedGig(seller, catalog.logo);
    const short = await api.reply(
      'PUT',
      `/api/seller-gigs/${listed.id}/description`,
      seller.token,
      {
        description: 'Short now',
      },
    );
    expect(short.status).toBe(400);
    expect(fieldOf(short.body?.content)).toBe('description');
    expect((await editorGig(listed.id)).description).toBe(LONG_DESCRIPTION);
  });

  it('judges a publish and a change sent at once one after the other: no gig goes live incomplete', async () => {
    for (let round = 0; round < 3; round += 1) {
      const draft = await api.createDraft(seller, catalog.logo);
      const url = `/api/seller-gigs/${draft.id}`;
      expect(
        (await api.reply('PUT', `${url}/pricing`, seller.token, { basic: packageBody() })).status,
      ).toBe(200);
      expect(
        (
          await api.reply('PUT', `${url}/description`, seller.token, {
            description: LONG_DESCRIPTION,
          })
        ).status,
      ).toBe(200);
      expect((await api.uploadPicture(draft.id, seller.token)).status).toBe(200);

      const replies = await Promise.all([
        api.reply('PUT', `${url}/status`, seller.token, { status: 'active' }),
        api.reply('DELETE', `${url}/pictures/0`, seller.token),
      ]);
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
      const after = await editorGig(draft.id);
      expect(after.status === 'active' ? after.missing : []).toEqual([]);
    }
  });

  it('refuses with a 409 to delete a gig whose orders are in progress, and archives it once they are done', async () => {
    const listed = await api.createListedGig(seller, catalog.logo);
    const ordered = await call(t.app, 'POST', '/api/thue-cong-viec', {
      token: buyer.token,
      body: { maCongViec: listed.id },
    });
    expect(ordered.status).toBe(201);
    const refused = await api.reply('DELETE', `/api/seller-gigs/${listed.id}`, seller.token);
    expect(refused.status).toBe(409);
    expect(refused.body?.message).toBe(serverText.conflict);
    expect(refused.body?.content).toMatch(/^This gig has 1 order in progress/);

    // The seller delivers; an admin's Complete stands in for the buyer's acceptance here.
    const orderId = (ordered.body?.content as { id: number }).id;
    const done = await call(t.app, 'POST', `/api/thue-cong-viec/hoan-thanh-cong-viec/${orderId}`, {
      token: admin.token,
    });
    expect(done.status).toBe(200);
    const deleted = await api.reply('DELETE', `/api/seller-gigs/${listed.id}`, seller.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({
      message: serverText.deleted,
      content: { archived: true },
    });
    expect((await editorGig(listed.id)).status).toBe('archived');
  });

  it("lists the caller's own gigs, the latest changed first, with prices, ratings and orders", async () => {
    const lister = await createSeller(t, 'Lia Lister');
    const first = await api.createListedGig(lister, catalog.logo, { basicPrice: 15 });
    const second = await api.createDraft(lister, catalog.guides);
    await api.reply('PUT', `/api/seller-gigs/${first.id}/pricing`, lister.token, {
      basic: packageBody({ price: 15, features: [] }),
      premium: packageBody({ price: 90, features: [] }),
    });
    await call(t.app, 'POST', '/api/thue-cong-viec', {
      token: buyer.token,
      body: { maCongViec: first.id },
    });
    const reply = await api.reply('GET', '/api/seller-gigs', lister.token);
    const rows = contentOf(z.array(sellerGigRow), reply.body);
    expect(rows.map((row) => row.id)).toEqual([first.id, second.id]);
    expect(rows[0]).toMatchObject({
      title: first.title,
      status: 'active',
      minPrice: 15,
      maxPrice: 90,
      stars: 5,
      ratingCount: 0,
      orders: 1,
      openOrders: 1,
    });
    expect(rows[0]!.cover?.url).toMatch(/^http:\/\/[^/]+\/images\/[\w-]+\.png$/);
    expect(rows[1]).toMatchObject({ status: 'draft', cover: null, minPrice: null, maxPrice: null });
    expect((await api.reply('GET', '/api/seller-gigs', undefined)).status).toBe(403);
  });
});

describe('who may use the editor on a gig', () => {
  /** Each editor endpoint on the gig, with a body it accepts. */
  const requests = (id: number) =>
    [
      ['GET', `/api/seller-gigs/${id}`, undefined],
      [
        'PUT',
        `/api/seller-gigs/${id}/overview`,
        { title: 'I will design a changed logo', subcategoryId: catalog.logo },
      ],
      ['PUT', `/api/seller-gigs/${id}/pricing`, { basic: packageBody({ price: 33 }) }],
      ['PUT', `/api/seller-gigs/${id}/description`, { description: LONG_DESCRIPTION }],
      ['PUT', `/api/seller-gigs/${id}/pictures/1/cover`, undefined],
      ['PUT', `/api/seller-gigs/${id}/status`, { status: 'paused' }],
      ['DELETE', `/api/seller-gigs/${id}/pictures/1`, undefined],
    ] as const;

  it('refuses another seller, a buyer and anonymous callers on every step, changing nothing', async () => {
    const listed = await api.createListedGig(seller, catalog.logo);
    expect((await api.uploadPicture(listed.id, seller.token)).status).toBe(200);
    const before = await editorGig(listed.id);
    for (const [method, url, body] of requests(listed.id)) {
      for (const [who, token, content] of [
        ['another seller', otherSeller.token, serverText.notOwner],
        ['a buyer', buyer.token, serverText.notOwner],
        ['anonymous', undefined, serverText.badUserToken],
      ] as const) {
        const reply = await api.reply(method, url, token, body);
        expect(reply.status, `${method} ${url} by ${who}`).toBe(403);
        expect(reply.body?.content).toBe(content);
      }
    }
    for (const who of [otherSeller, buyer]) {
      expect((await api.uploadPicture(listed.id, who.token)).status).toBe(403);
      expect((await api.reply('DELETE', `/api/seller-gigs/${listed.id}`, who.token)).status).toBe(
        403,
      );
    }
    expect(await editorGig(listed.id)).toEqual(before);
  });

  it('lets the seller and an admin take every step', async () => {
    for (const editor of [seller, admin]) {
      const listed = await api.createListedGig(seller, catalog.logo);
      expect((await api.uploadPicture(listed.id, editor.token)).status).toBe(200);
      for (const [method, url, body] of requests(listed.id)) {
        const reply = await api.reply(method, url, editor.token, body);
        expect(reply.status, `${method} ${url}`).toBe(200);
      }
      const deleted = await api.reply('DELETE', `/api/seller-gigs/${listed.id}`, editor.token);
      expect(deleted.status).toBe(200);
    }
  });

  it('answers 404 for a gig that does not exist, and 400 for ids that are not whole numbers', async () => {
    for (const [method, url, body] of requests(999_999)) {
      const reply = await api.reply(method, url, seller.token, body);
      expect(reply.status, `${method} ${url}`).toBe(404);
    }
    const badId = await api.reply('GET', '/api/seller-gigs/1e3', seller.token);
    expect(badId.status).toBe(400);
    expect(fieldOf(badId.body?.content)).toBe('id');
    const badPosition = await api.reply('DELETE', '/api/seller-gigs/1/pictures/3', seller.token);
    expect(badPosition.body?.content).toBe('position: must be 0, 1 or 2');
  });
});
