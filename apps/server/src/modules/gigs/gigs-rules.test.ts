import { describe, expect, it } from 'vitest';
import { serverText } from '@giglane/contract/server-text';
import { assertMayWriteGigs, deletionOf, maySeeGig, sellerOfNewGig } from './gigs-rules';

const admin = { id: 1, role: 'ADMIN' } as const;
const seller = { id: 2, role: 'USER' } as const;

describe('writing gigs', () => {
  it('is for admins only, sellers included in "anyone else"', () => {
    expect(() => assertMayWriteGigs(admin)).not.toThrow();
    expect(() => assertMayWriteGigs(seller)).toThrow(
      expect.objectContaining({ statusCode: 403, content: serverText.notAdmin }),
    );
  });

  it('gives a new gig the seller the admin names, or the admin', () => {
    expect(sellerOfNewGig(admin, seller.id)).toBe(seller.id);
    expect(sellerOfNewGig(admin, undefined)).toBe(admin.id);
  });
});

describe('seeing a gig', () => {
  const buyer = { id: 3, role: 'USER' } as const;

  it('shows an active gig to anyone, an unlisted one to its seller and admins', () => {
    expect(maySeeGig(null, { status: 'active', sellerId: seller.id })).toBe(true);
    for (const status of ['draft', 'paused', 'archived'] as const) {
      expect(maySeeGig(seller, { status, sellerId: seller.id })).toBe(true);
      expect(maySeeGig(admin, { status, sellerId: seller.id })).toBe(true);
      expect(maySeeGig(buyer, { status, sellerId: seller.id })).toBe(false);
      expect(maySeeGig(null, { status, sellerId: seller.id })).toBe(false);
    }
  });

  it('shows a paused or archived gig to its past buyers, never a draft', () => {
    for (const status of ['paused', 'archived'] as const)
      expect(maySeeGig(buyer, { status, sellerId: seller.id, ordered: true })).toBe(true);
    expect(maySeeGig(buyer, { status: 'draft', sellerId: seller.id, ordered: true })).toBe(false);
  });
});

describe('deleting a gig', () => {
  it('archives one that had orders and deletes one that never had any', () => {
    expect(deletionOf({ orders: 2 })).toBe('archive');
    expect(deletionOf({ orders: 0 })).toBe('delete');
  });
});
