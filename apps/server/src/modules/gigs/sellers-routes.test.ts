import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentReview } from '@giglane/contract/reviews';
import { sellerPage, sellerProfile, sellerReviewsReply } from '@giglane/contract/sellers';
import { serverText } from '@giglane/contract/server-text';
import { users } from '../accounts/accounts-schema';
import { gigs } from './gigs-schema';
import { reviews } from '../reviews/reviews-schema';
import { insertJob } from '../../testing/catalog';
import { createSeller, insertFeatureCatalog, sellerGigApi } from '../../testing/seller-gigs';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let api: ReturnType<typeof sellerGigApi>;
let subcategoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  api = sellerGigApi(t);
  subcategoryId = (await insertFeatureCatalog(t)).logo;
});
afterAll(() => t.close());

const profileBody = {
  displayName: 'Mai Designs',
  headline: 'Brand identities for cafés and bakeries',
  skills: ['Logo design', 'logo design', 'Illustration'],
  languages: ['Vietnamese', 'English'],
  country: 'Vietnam',
};

describe('the seller profile', () => {
  it('lets a user become a seller, and edit the profile later without a new seller date', async () => {
    const user = await t.createUser({ name: 'Mai Nguyen' });
    const before = await call(t.app, 'GET', '/api/seller-profile', { token: user.token });
    expect(contentOf(sellerProfile, before.body)).toMatchObject({
      id: user.id,
      displayName: 'Mai Nguyen',
      sellerSince: null,
      rating: null,
      ratingCount: 0,
    });

    const saved = await call(t.app, 'PUT', '/api/seller-profile', {
      token: user.token,
      body: profileBody,
    });
    expect(saved.status).toBe(200);
    expect(saved.body?.message).toBe(serverText.updated);
    const profile = contentOf(sellerProfile, saved.body);
    expect(profile).toMatchObject({
      displayName: 'Mai Designs',
      headline: 'Brand identities for cafés and bakeries',
      skills: ['logo design', 'Illustration'],
      languages: ['Vietnamese', 'English'],
      country: 'Vietnam',
      level: 0,
      online: false,
    });
    expect(profile.sellerSince).not.toBeNull();

    const edited = await call(t.app, 'PUT', '/api/seller-profile', {
      token: user.token,
      body: { ...profileBody, headline: 'Logos for cafés, bakeries and tea houses' },
    });
    expect(contentOf(sellerProfile, edited.body)).toMatchObject({
      headline: 'Logos for cafés, bakeries and tea houses',
      sellerSince: profile.sellerSince,
    });
    // Now a seller, the user may start gigs.
    const created = await call(t.app, 'POST', '/api/seller-gigs', {
      token: user.token,
      body: { title: 'I will design your bakery logo', subcategoryId },
    });
    expect(created.status).toBe(201);
  });

  it.each([
    ['displayName', { displayName: 'M' }, 'must be 2 to 50 characters'],
    ['headline', { headline: 'Too short' }, 'must be 10 to 120 characters'],
    ['skills', { skills: [] }, 'must name at least one of your skills'],
    ['languages', { languages: 'English' }, 'must be a list of languages'],
    ['country', { country: '' }, 'must be 2 to 60 characters'],
  ])('refuses a profile with a bad %s, changing nothing', async (field, fields, rule) => {
    const user = await t.createUser();
    const reply = await call(t.app, 'PUT', '/api/seller-profile', {
      token: user.token,
      body: { ...profileBody, ...fields },
    });
    expect(reply.status).toBe(400);
    expect(reply.body?.content).toBe(`${field}: ${rule}`);
    const profile = await call(t.app, 'GET', '/api/seller-profile', { token: user.token });
    expect(contentOf(sellerProfile, profile.body).sellerSince).toBeNull();
  });

  it('needs a signed-in user', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const reply = await call(t.app, method, '/api/seller-profile', {
        body: method === 'PUT' ? profileBody : undefined,
      });
      expect(reply.status).toBe(403);
      expect(reply.body?.content).toBe(serverText.badUserToken);
    }
  });
});

describe('the seller page', () => {
  it("shows the public profile with the listed gigs, best rated first, and the rating over all the seller's gigs", async () => {
    const seller = await createSeller(t, 'Lena Page');
    await t.db
      .update(users)
      .set({ avatar: '/avatar/lena.png', sellerLevel: 3, online: true })
      .where(eq(users.id, seller.id));
    const plain = await api.createListedGig(seller, subcategoryId, {
      title: 'I will design a plain logo',
    });
    const loved = await api.createListedGig(seller, subcategoryId, {
      title: 'I will design a loved logo',
    });
    const draft = await api.createDraft(seller, subcategoryId, 'I will design a hidden logo');
    const reviewer = await t.createUser({ name: 'Rita Reviewer' });
    await t.db.update(users).set({ country: 'Germany' }).where(eq(users.id, reviewer.id));
    // Reviews of completed orders, published: they count in the rating (decision 054).
    const countedReview = { counted: true, publishedAt: new Date() };
    await t.db.insert(reviews).values([
      {
        gigId: loved.id,
        reviewerId: reviewer.id,
        reviewedOn: '2026-03-01',
        stars: 5,
        content: 'Great',
        ...countedReview,
      },
      {
        gigId: plain.id,
        reviewerId: reviewer.id,
        reviewedOn: '2026-03-02',
        stars: 2,
        content: 'Meh',
        ...countedReview,
      },
      {
        gigId: loved.id,
        reviewerId: reviewer.id,
        reviewedOn: '2026-03-03',
        stars: 4,
        content: 'Good',
        ...countedReview,
      },
    ]);

    const reply = await call(t.app, 'GET', `/api/sellers/${seller.id}`);
    expect(reply.status).toBe(200);
    const page = contentOf(sellerPage, reply.body);
    expect(page.seller).toMatchObject({
      id: seller.id,
      displayName: 'Lena Page Studio',
      level: 3,
      online: true,
      rating: 3.7,
      ratingCount: 3,
      skills: ['Logo design'],
    });
    expect(page.seller.avatar).toMatch(/^http:\/\/[^/]+\/avatar\/lena\.png$/);
    expect(page.gigs.map((card) => card.id)).toEqual([loved.id, plain.id]);
    expect(page.gigs.map((card) => card.id)).not.toContain(draft.id);
    expect(page.gigs[0]!.cover?.url).toMatch(/^http:\/\/[^/]+\/images\//);

    const reviewsReply = await call(t.app, 'GET', `/api/sellers/${seller.id}/reviews?pageSize=2`);
    const first = contentOf(sellerReviewsReply, reviewsReply.body);
    expect(first).toMatchObject({ pageIndex: 1, pageSize: 2, totalRow: 3, keywords: null });
    expect(first.data).toEqual([
      {
        id: expect.any(Number) as number,
        gigId: loved.id,
        gigTitle: 'I will design a loved logo',
        author: 'Rita Reviewer',
        authorAvatar: '',
        authorCountry: 'Germany',
        stars: 4,
        content: 'Good',
        date: '03/03/2026',
        verified: false,
        counted: true,
        reply: null,
      },
      expect.objectContaining({ gigId: plain.id, content: 'Meh', date: '02/03/2026' }),
    ]);
    const second = await call(
      t.app,
      'GET',
      `/api/sellers/${seller.id}/reviews?pageSize=2&pageIndex=2`,
    );
    expect(contentOf(sellerReviewsReply, second.body).data.map((review) => review.content)).toEqual(
      ['Great'],
    );
  });

  it('shows a user whose gigs are listed though they never filled in a profile', async () => {
    const owner = await t.createUser({ name: 'Old Owner' });
    await insertJob(t.db, { name: 'An older gig', sellerId: owner.id });
    const page = contentOf(sellerPage, (await call(t.app, 'GET', `/api/sellers/${owner.id}`)).body);
    expect(page.seller).toMatchObject({ displayName: 'Old Owner', sellerSince: null });
    expect(page.gigs).toHaveLength(1);
  });

  it('answers 404 for no such user, and for a user who neither sells nor has a listed gig', async () => {
    const buyer = await t.createUser();
    for (const id of [buyer.id, 999_999]) {
      expect((await call(t.app, 'GET', `/api/sellers/${id}`)).status).toBe(404);
      expect((await call(t.app, 'GET', `/api/sellers/${id}/reviews`)).status).toBe(404);
    }
    const bad = await call(t.app, 'GET', '/api/sellers/abc');
    expect(bad.status).toBe(400);
    expect(String(bad.body?.content)).toMatch(/^id: /);
  });
});

describe('GET /api/reviews/recent', () => {
  it("quotes the latest published 4- and 5-star reviews of completed orders, listed gigs' alone", async () => {
    const own = await createTestApp();
    try {
      const catalog = await insertFeatureCatalog(own);
      const gigApi = sellerGigApi(own);
      const seller = await createSeller(own, 'Quinn Quotes');
      const listed = await gigApi.createListedGig(seller, catalog.logo, {
        title: 'I will draw a crest',
      });
      const hidden = await gigApi.createListedGig(seller, catalog.logo, {
        title: 'I will draw a seal',
      });
      await own.db.update(gigs).set({ hold: 'hidden' }).where(eq(gigs.id, hidden.id));
      const reviewer = await own.createUser({ name: 'Ravi Reader' });
      const banned = await own.createUser({ name: 'Sid Suspended' });
      await own.db
        .update(users)
        .set({ suspendedAt: new Date(), suspensionReason: 'Spam', country: 'India' })
        .where(eq(users.id, banned.id));
      await own.db.update(users).set({ country: 'India' }).where(eq(users.id, reviewer.id));
      const published = { counted: true, publishedAt: new Date('2026-04-01T10:00:00Z') };
      const base = { gigId: listed.id, reviewerId: reviewer.id, stars: 5, ...published };
      const rows = await own.db
        .insert(reviews)
        .values([
          { ...base, reviewedOn: '2026-03-01', content: 'Older and lovely' },
          { ...base, reviewedOn: '2026-03-05', content: '  Newest and great  ', stars: 4 },
          { ...base, reviewedOn: '2026-03-06', content: 'Only three stars', stars: 3 },
          { ...base, reviewedOn: '2026-03-06', content: '   ' },
          { ...base, reviewedOn: '2026-03-06', content: 'Blind still', publishedAt: null },
          { ...base, reviewedOn: '2026-03-06', content: 'A comment, not counted', counted: false },
          { ...base, reviewedOn: '2026-03-06', content: 'Of a hidden gig', gigId: hidden.id },
          {
            ...base,
            reviewedOn: '2026-03-06',
            content: 'By a suspended account',
            reviewerId: banned.id,
          },
        ])
        .returning({ id: reviews.id });

      const reply = await call(own.app, 'GET', '/api/reviews/recent');
      expect(reply.status).toBe(200);
      const quoted = contentOf(recentReview.array(), reply.body);
      expect(quoted.map((review) => review.text)).toEqual(['Newest and great', 'Older and lovely']);
      expect(quoted[0]).toEqual({
        id: rows[1]!.id,
        stars: 4,
        text: 'Newest and great',
        publishedAt: '2026-04-01T10:00:00.000Z',
        reviewer: { name: 'Ravi Reader', avatar: '', country: 'India' },
        gig: { id: listed.id, title: 'I will draw a crest' },
        seller: { id: seller.id, name: 'Quinn Quotes Studio' },
      });

      const one = await call(own.app, 'GET', '/api/reviews/recent?limit=1');
      expect(contentOf(recentReview.array(), one.body)).toHaveLength(1);
      for (const [limit, rule] of [
        ['0', 'limit: must be at least 1'],
        ['21', 'limit: must be at most 20'],
        ['many', 'limit: must be a whole number'],
      ] as const) {
        const refused = await call(own.app, 'GET', `/api/reviews/recent?limit=${limit}`);
        expect(refused.status).toBe(400);
        expect(String(refused.body!.content)).toContain(rule);
      }
    } finally {
      await own.close();
    }
  });
});
