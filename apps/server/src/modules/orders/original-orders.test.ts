import { describe, expect, it } from 'vitest';
import { serverText } from '@giglane/contract/server-text';
import { assertCan, type OrderFacts } from './orders-rules';
import {
  assertMayReadRecord,
  assertRecordReferences,
  CANCELLED_FROM_PROFILE,
  completionOfRecord,
  deletionOfRecord,
  hireNotFound,
  legacyActors,
  legacyBasicOf,
  orderToPlace,
} from './original-orders';

const admin = { id: 1, role: 'ADMIN' } as const;
const buyer = { id: 2, role: 'USER' } as const;
const seller = { id: 3, role: 'USER' } as const;
const stranger = { id: 4, role: 'USER' } as const;
const parties = { buyerId: buyer.id, sellerId: seller.id };

const refusedAsOwner = { statusCode: 403, content: serverText.notOwner };

describe("what a booking buys, the original API's way", () => {
  it('makes a gig without a Basic package row sell its own price, text and days as one, with one revision', () => {
    expect(legacyBasicOf({ price: 40, shortDescription: 'Two concepts', deliveryDays: 6 })).toEqual(
      {
        tier: 'basic',
        name: 'Basic',
        description: 'Two concepts',
        price: 40,
        deliveryDays: 6,
        revisions: 1,
        features: [],
        extra: '',
      },
    );
  });
});

describe("who acts on a hire record, the original API's way", () => {
  it("answers the original API's 403 where the new API hides the order", () => {
    expect(legacyActors(parties, seller)).toEqual(['seller']);
    expect(() => legacyActors(parties, stranger)).toThrow(expect.objectContaining(refusedAsOwner));
  });

  it('lets its buyer and admins read a record, and refuses its seller and strangers with 403', () => {
    expect(() => assertMayReadRecord(parties, buyer)).not.toThrow();
    expect(() => assertMayReadRecord(parties, admin)).not.toThrow();
    expect(() => assertMayReadRecord(parties, seller)).toThrow(
      expect.objectContaining(refusedAsOwner),
    );
    expect(() => assertMayReadRecord(parties, stranger)).toThrow(
      expect.objectContaining(refusedAsOwner),
    );
  });
});

describe('placing an order through the original API', () => {
  it('is for the caller unless another buyer is named', () => {
    expect(orderToPlace(buyer, { completed: false })).toEqual({
      buyerId: buyer.id,
      completed: false,
      listedOnly: true,
    });
    expect(orderToPlace(buyer, { buyerId: buyer.id, completed: false }).buyerId).toBe(buyer.id);
  });

  it('lets only an admin order for someone else', () => {
    expect(orderToPlace(admin, { buyerId: buyer.id, completed: false }).buyerId).toBe(buyer.id);
    expect(() => orderToPlace(stranger, { buyerId: buyer.id, completed: false })).toThrow(
      expect.objectContaining(refusedAsOwner),
    );
  });

  it('starts unfinished unless an admin records it as done', () => {
    expect(orderToPlace(buyer, { completed: true }).completed).toBe(false);
    expect(orderToPlace(admin, { completed: true }).completed).toBe(true);
    expect(orderToPlace(admin, { completed: false }).completed).toBe(false);
  });

  it('is of a listed gig, unless an admin records it', () => {
    expect(orderToPlace(buyer, { completed: false }).listedOnly).toBe(true);
    expect(orderToPlace(admin, { completed: false }).listedOnly).toBe(false);
  });
});

describe("a record's references", () => {
  const listed = { gig: { status: 'active' as const, hold: null }, buyerFound: true };

  it('pass when the gig and the buyer named exist, and when none is named', () => {
    expect(() => assertRecordReferences({ gigId: 5, buyerId: 2 }, listed, true)).not.toThrow();
    expect(() => assertRecordReferences({}, { gig: null, buyerFound: false })).not.toThrow();
  });

  it("name the original's field of a gig or a buyer that does not exist", () => {
    expect(() => assertRecordReferences({ gigId: 5 }, { gig: null, buyerFound: false })).toThrow(
      expect.objectContaining({ statusCode: 400, content: 'maCongViec: must be an existing job' }),
    );
    expect(() => assertRecordReferences({ buyerId: 9 }, { gig: null, buyerFound: false })).toThrow(
      expect.objectContaining({
        statusCode: 400,
        content: 'maNguoiThue: must be an existing user',
      }),
    );
  });

  it('refuse a gig that is not listed only where listed gigs alone may be booked', () => {
    const paused = { gig: { status: 'paused' as const, hold: null }, buyerFound: true };
    expect(() => assertRecordReferences({ gigId: 5 }, paused, true)).toThrow(
      expect.objectContaining({
        statusCode: 400,
        content: 'maCongViec: must be a gig that is listed (not a draft or paused)',
      }),
    );
    expect(() => assertRecordReferences({ gigId: 5 }, paused)).not.toThrow();
    const held = { gig: { status: 'active' as const, hold: 'suspended' }, buyerFound: true };
    expect(() => assertRecordReferences({ gigId: 5 }, held, true)).toThrow(
      expect.objectContaining({
        statusCode: 400,
        content: 'maCongViec: must be a gig that is listed: this gig is unavailable',
      }),
    );
  });
});

describe("the profile's DEL", () => {
  const placed = { ...parties, state: 'placed' as const };
  const started = { ...parties, state: 'in_progress' as const };

  it('deletes the record for an admin, even one who bought it', () => {
    expect(deletionOfRecord(placed, admin)).toBe('delete');
    expect(deletionOfRecord({ ...placed, buyerId: admin.id }, admin)).toBe('delete');
  });

  it('cancels a placed order for its buyer and withdraws a started one, with the same note', () => {
    expect(deletionOfRecord(placed, buyer)).toEqual({
      move: 'cancel',
      actors: ['buyer'],
      actorId: buyer.id,
      note: CANCELLED_FROM_PROFILE,
    });
    expect(deletionOfRecord(started, buyer)).toMatchObject({
      move: 'withdraw',
      note: CANCELLED_FROM_PROFILE,
    });
  });

  it('refuses the seller and strangers with 403', () => {
    expect(() => deletionOfRecord(placed, seller)).toThrow(expect.objectContaining(refusedAsOwner));
    expect(() => deletionOfRecord(placed, stranger)).toThrow(
      expect.objectContaining(refusedAsOwner),
    );
  });
});

describe('completing a record (hoan-thanh-cong-viec)', () => {
  it("is an admin's completion, and the buyer's acceptance", () => {
    expect(completionOfRecord(parties, admin)).toEqual({
      move: 'complete',
      actors: ['admin'],
      actorId: admin.id,
    });
    expect(completionOfRecord(parties, buyer)).toEqual({
      move: 'accept',
      actors: ['buyer'],
      actorId: buyer.id,
    });
  });

  it("asks the seller's acceptance of the state machine, which refuses it, and 403s strangers", () => {
    const delivered: OrderFacts = {
      state: 'delivered',
      startedAt: null,
      dueAt: null,
      deliveredAt: new Date(),
      completedAt: null,
      cancelledAt: null,
      cancelReason: null,
      revisionsUsed: 0,
      revisions: 1,
      deliveryDays: 3,
      extraDays: 0,
    };
    const step = completionOfRecord(parties, seller);
    expect(() => assertCan(delivered, step.move, step.actors)).toThrow(
      expect.objectContaining(refusedAsOwner),
    );
    expect(() => completionOfRecord(parties, stranger)).toThrow(
      expect.objectContaining(refusedAsOwner),
    );
  });

  it("answers a record that does not exist with the original's 400 and text", () => {
    expect(hireNotFound()).toMatchObject({ statusCode: 400, content: serverText.hireNotFound });
  });
});
