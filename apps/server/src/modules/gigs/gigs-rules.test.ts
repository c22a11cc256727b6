import { describe, expect, it } from 'vitest';
import { deletionOf, maySeeGig } from './gigs-rules';

const admin = { id: 1, role: 'ADMIN' } as const;
const seller = { id: 2, role: 'USER' } as const;

describe('seeing a gig', () => {
  const buyer = { id: 3, role: 'USER' } as const;

  it('shows an active gig to anyone, an unlisted one to its seller and admins', () => {
    expect(maySeeGig(null, { status: 'active', sellerId: seller.id, hold: null })).toBe(true);
    for (const status of ['draft', 'paused', 'archived'] as const) {
      expect(maySeeGig(seller, { status, sellerId: seller.id, hold: null })).toBe(true);
      expect(maySeeGig(admin, { status, sellerId: seller.id, hold: null })).toBe(true);
      expect(maySeeGig(buyer, { status, sellerId: seller.id, hold: null })).toBe(false);
      expect(maySeeGig(null, { status, sellerId: seller.id, hold: null })).toBe(false);
    }
  });

  it('shows a paused or archived gig to its past buyers, never a draft', () => {
    for (const status of ['paused', 'archived'] as const)
      expect(maySeeGig(buyer, { status, sellerId: seller.id, hold: null, ordered: true })).toBe(
        true,
      );
    expect(
      maySeeGig(buyer, { status: 'draft', sellerId: seller.id, hold: null, ordered: true }),
    ).toBe(false);
  });

  it('treats an active gig an admin holds as a paused one', () => {
    for (const hold of ['hidden', 'suspended'] as const) {
      const held = { status: 'active', sellerId: seller.id, hold } as const;
      expect(maySeeGig(null, held)).toBe(false);
      expect(maySeeGig(buyer, held)).toBe(false);
      expect(maySeeGig(buyer, { ...held, ordered: true })).toBe(true);
      expect(maySeeGig(seller, held)).toBe(true);
      expect(maySeeGig(admin, held)).toBe(true);
    }
  });
});

describe('deleting a gig', () => {
  it('archives one that had orders and deletes one that never had any', () => {
    expect(deletionOf({ orders: 2 })).toBe('archive');
    expect(deletionOf({ orders: 0 })).toBe('delete');
  });
});
