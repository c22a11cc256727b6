import { describe, expect, it } from 'vitest';
import { deletionOf, maySeeGig } from './gigs-rules';

const admin = { id: 1, role: 'ADMIN' } as const;
const seller = { id: 2, role: 'USER' } as const;

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
