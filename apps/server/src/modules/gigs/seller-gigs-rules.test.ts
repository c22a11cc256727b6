import { describe, expect, it } from 'vitest';
import { GENERIC_FEATURES } from '@giglane/contract/gig-offer-values';
import { serverText } from '@giglane/contract/server-text';
import { HttpError } from '../../lib/errors';
import type { PackageFields } from './gig-packages';
import {
  assertMayCreateGig,
  assertMayEditGig,
  assertNotArchived,
  assertPricingFits,
  assertRoomForPicture,
  assertStatusChange,
  assertStaysComplete,
  featuresOffered,
  missingToPublish,
  ONLY_SELLERS,
  sellerDeletionOf,
} from './seller-gigs-rules';

const admin = { id: 1, role: 'ADMIN' } as const;
const seller = { id: 2, role: 'USER' } as const;
const other = { id: 3, role: 'USER' } as const;

/** What a refused check answers: its status and the envelope's content. */
function refusal(check: () => void): { status: number; content: string | null } {
  try {
    check();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, content: error.content };
    throw error;
  }
  throw new Error('the check passed');
}

const complete = {
  title: 'I will design your logo',
  subcategoryId: 7,
  hasBasic: true,
  description: 'x'.repeat(120),
  pictureCount: 1,
};

describe('who writes gigs', () => {
  it('lets sellers and admins start gigs, and tells anyone else to become a seller', () => {
    expect(() => assertMayCreateGig(seller, { isSeller: true })).not.toThrow();
    expect(() => assertMayCreateGig(admin, { isSeller: false })).not.toThrow();
    expect(refusal(() => assertMayCreateGig(other, { isSeller: false }))).toEqual({
      status: 403,
      content: ONLY_SELLERS,
    });
  });

  it("lets a gig's seller and admins edit it, and nobody else", () => {
    expect(() => assertMayEditGig(seller, { sellerId: seller.id })).not.toThrow();
    expect(() => assertMayEditGig(admin, { sellerId: seller.id })).not.toThrow();
    expect(refusal(() => assertMayEditGig(other, { sellerId: seller.id }))).toEqual({
      status: 403,
      content: serverText.notOwner,
    });
  });
});

describe('publishing', () => {
  it('lists what a gig still needs, one line per editor step', () => {
    expect(missingToPublish(complete)).toEqual([]);
    expect(
      missingToPublish({
        title: ' ',
        subcategoryId: null,
        hasBasic: false,
        description: `  ${'x'.repeat(119)}  `,
        pictureCount: 0,
      }),
    ).toEqual([
      'overview: a title',
      'overview: a subcategory',
      'pricing: the Basic package',
      'description: at least 120 characters',
      'gallery: at least one picture',
    ]);
  });

  it('publishes a complete draft, pauses an active gig and resumes a paused one', () => {
    expect(() => assertStatusChange({ ...complete, status: 'draft' }, 'active')).not.toThrow();
    expect(() => assertStatusChange({ ...complete, status: 'active' }, 'paused')).not.toThrow();
    expect(() => assertStatusChange({ ...complete, status: 'paused' }, 'active')).not.toThrow();
    // Asking again for the status it has changes nothing.
    expect(() => assertStatusChange({ ...complete, status: 'paused' }, 'paused')).not.toThrow();
  });

  it('refuses to publish or resume an incomplete gig, naming what is missing, and to pause a draft', () => {
    const incomplete = { ...complete, pictureCount: 0 };
    expect(refusal(() => assertStatusChange({ ...incomplete, status: 'draft' }, 'active'))).toEqual(
      {
        status: 400,
        content: 'status: the gig is not complete yet: gallery: at least one picture',
      },
    );
    expect(
      refusal(() => assertStatusChange({ ...incomplete, status: 'paused' }, 'active')).content,
    ).toMatch(/^status: the gig is not complete yet/);
    expect(
      refusal(() => assertStatusChange({ ...complete, status: 'draft' }, 'paused')).content,
    ).toMatch(/^status: a draft gig cannot become paused/);
  });

  it('keeps an active gig complete, but lets drafts and gigs listed incomplete change', () => {
    const shortened = { ...complete, description: 'Too short' };
    expect(
      refusal(() =>
        assertStaysComplete({ ...complete, status: 'active' }, shortened, 'description'),
      ),
    ).toEqual({
      status: 400,
      content:
        'description: an active gig must stay complete (description: at least 120 characters); pause it before this change',
    });
    expect(() =>
      assertStaysComplete({ ...complete, status: 'paused' }, shortened, 'description'),
    ).not.toThrow();
    expect(() =>
      assertStaysComplete(
        { ...complete, pictureCount: 0, status: 'active' },
        { ...shortened, pictureCount: 0 },
        'description',
      ),
    ).not.toThrow();
  });
});

const offer = (price: number, features: string[] = []): PackageFields => ({
  name: 'Package',
  description: 'What it includes',
  price,
  deliveryDays: 3,
  revisions: 1,
  features,
  extra: '',
});

describe('pricing', () => {
  it("offers the subcategory's features, or the generic ones when it has none", () => {
    expect(featuresOffered(['Vector file'])).toEqual(['Vector file']);
    expect(featuresOffered([])).toEqual(GENERIC_FEATURES);
  });

  it('takes packages whose features the subcategory offers and whose prices rise', () => {
    const features = ['Vector file', 'Source file'];
    expect(() =>
      assertPricingFits(
        {
          basic: offer(10, ['Vector file']),
          standard: offer(10, features),
          premium: offer(50, features),
        },
        features,
      ),
    ).not.toThrow();
    // Premium alone above Basic is fine too.
    expect(() =>
      assertPricingFits({ basic: offer(10), standard: null, premium: offer(20) }, features),
    ).not.toThrow();
  });

  it('names the package whose feature is not offered, or whose price falls below the one before', () => {
    const features = ['Vector file'];
    expect(
      refusal(() =>
        assertPricingFits(
          { basic: offer(10), standard: offer(20, ['3D mockup']), premium: null },
          features,
        ),
      ),
    ).toEqual({ status: 400, content: 'standard.features: must be features of this subcategory' });
    expect(
      refusal(() =>
        assertPricingFits({ basic: offer(30), standard: offer(20), premium: null }, features),
      ).content,
    ).toBe("standard.price: must not be below the Basic package's price (US$30)");
    expect(
      refusal(() =>
        assertPricingFits({ basic: offer(10), standard: offer(40), premium: offer(35) }, features),
      ).content,
    ).toMatch(/^premium\.price: must not be below the Standard package's price/);
    expect(
      refusal(() =>
        assertPricingFits({ basic: offer(10), standard: null, premium: offer(5) }, features),
      ).content,
    ).toMatch(/^premium\.price: must not be below the Basic package's price/);
  });
});

describe('the gallery and deleting', () => {
  it('holds at most three pictures', () => {
    expect(() => assertRoomForPicture(2)).not.toThrow();
    expect(refusal(() => assertRoomForPicture(3))).toEqual({
      status: 400,
      content: 'formFile: the gallery holds at most 3 pictures',
    });
  });

  it('refuses with a 409 to delete a gig while orders are in progress', () => {
    const refused = refusal(() => sellerDeletionOf({ orders: 3, openOrders: 2 }));
    expect(refused.status).toBe(409);
    expect(refused.content).toMatch(/^This gig has 2 orders in progress/);
  });

  it('archives a gig that had orders, and deletes one that never had any', () => {
    expect(sellerDeletionOf({ orders: 1, openOrders: 0 })).toBe('archive');
    expect(sellerDeletionOf({ orders: 0, openOrders: 0 })).toBe('delete');
  });

  it('refuses with a 409 to change an archived gig', () => {
    expect(() => assertNotArchived({ status: 'paused' })).not.toThrow();
    const refused = refusal(() => assertNotArchived({ status: 'archived' }));
    expect(refused.status).toBe(409);
    expect(refused.content).toMatch(/^This gig is archived/);
  });
});
