import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { sellerGig, type SellerGig } from '@giglane/contract/gig-offers';
import type { PackageBody } from '@giglane/contract/gig-offers';
import { subcategories } from '../db/schema';
import { insertCatalog } from './catalog';
import { call, contentOf, type TestApp } from './test-app';
import { formFile } from './upload';

/*
 * Sellers and their gigs made through the API, as the gig editor makes them, for the tests of the
 * seller side and of what the public sees of it.
 */

export type Caller = { id: number; token: string };

/** A subcategory with a feature list of its own, and one without (the generic list applies). */
export async function insertFeatureCatalog(t: TestApp) {
  const { details, jobTypes } = await insertCatalog(t.db, {
    jobTypes: ['Graphics & Design'],
    groups: [{ name: 'Logo & Brand Identity', jobType: 'Graphics & Design' }],
    details: ['Logo Design', 'Brand Style Guides'],
    links: [
      ['Logo & Brand Identity', 'Logo Design'],
      ['Logo & Brand Identity', 'Brand Style Guides'],
    ],
  });
  await t.db
    .update(subcategories)
    .set({ features: ['Source file', 'Vector file', '3D mockup'] })
    .where(eq(subcategories.id, details['Logo Design']));
  return {
    categoryId: jobTypes['Graphics & Design'],
    logo: details['Logo Design'],
    guides: details['Brand Style Guides'],
  };
}

/** A user who became a seller through the onboarding. */
export async function createSeller(t: TestApp, name = 'Sam Seller') {
  const user = await t.createUser({ name });
  const saved = await call(t.app, 'PUT', '/api/seller-profile', {
    token: user.token,
    body: {
      displayName: `${name} Studio`,
      headline: 'Logos and brands that people remember',
      skills: ['Logo design'],
      languages: ['English'],
      country: 'Vietnam',
    },
  });
  expect(saved.status).toBe(200);
  return user;
}

export const packageBody = (fields: Partial<PackageBody> = {}): PackageBody => ({
  name: 'Starter',
  description: 'One logo concept with a vector file',
  price: 20,
  deliveryDays: 3,
  revisions: 2,
  features: ['Vector file'],
  extra: '',
  ...fields,
});

export const LONG_DESCRIPTION =
  'I design **memorable** logos for small businesses.\n\n- A short brief\n- Three concepts\n\n' +
  'Every logo comes as a vector file that prints sharply at any size, on any material.';

/** A picture wide enough to be stored at every narrower width. */
export const widePng = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1dbf73' } })
    .png()
    .toBuffer();

/** Calls the gig editor's endpoints for one gig. */
export function sellerGigApi(t: TestApp) {
  const reply = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | undefined,
    body?: unknown,
  ) => call(t.app, method, url, { token, body });

  return {
    reply,

    async createDraft(
      seller: Caller,
      subcategoryId: number,
      title = 'I will design a modern logo',
    ) {
      const created = await reply('POST', '/api/seller-gigs', seller.token, {
        title,
        subcategoryId,
        tags: ['logo'],
      });
      expect(created.status).toBe(201);
      return contentOf(sellerGig, created.body);
    },

    async uploadPicture(gigId: number, token: string, bytes?: Buffer) {
      return call(t.app, 'POST', `/api/seller-gigs/${gigId}/pictures`, {
        token,
        ...formFile(bytes ?? (await widePng()), 'picture.png'),
      });
    },

    /** A draft made complete step by step and published: listed from now on. */
    async createListedGig(
      seller: Caller,
      subcategoryId: number,
      options: { title?: string; basicPrice?: number; days?: number } = {},
    ): Promise<SellerGig> {
      const draft = await this.createDraft(seller, subcategoryId, options.title);
      const priced = await reply('PUT', `/api/seller-gigs/${draft.id}/pricing`, seller.token, {
        basic: packageBody({
          price: options.basicPrice ?? 20,
          deliveryDays: options.days ?? 3,
          features: [],
        }),
      });
      expect(priced.status).toBe(200);
      const described = await reply(
        'PUT',
        `/api/seller-gigs/${draft.id}/description`,
        seller.token,
        {
          description: LONG_DESCRIPTION,
        },
      );
      expect(described.status).toBe(200);
      expect((await this.uploadPicture(draft.id, seller.token)).status).toBe(200);
      const published = await reply('PUT', `/api/seller-gigs/${draft.id}/status`, seller.token, {
        status: 'active',
      });
      expect(published.status).toBe(200);
      return contentOf(sellerGig, published.body);
    },
  };
}
