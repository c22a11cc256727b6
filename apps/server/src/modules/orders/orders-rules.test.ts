import { describe, expect, it } from 'vitest';
import { serverText } from '@giglane/contract/server-text';
import { assertCanAct, canAct, orderToPlace } from './orders-rules';

const admin = { id: 1, role: 'ADMIN' } as const;
const buyer = { id: 2, role: 'USER' } as const;
const seller = { id: 3, role: 'USER' } as const;
const stranger = { id: 4, role: 'USER' } as const;
const users = { admin, buyer, seller, stranger };
const order = { buyerId: buyer.id, sellerId: seller.id };

const refused = { statusCode: 403, content: serverText.notOwner };

describe('who may act on a placed order', () => {
  it.each([
    ['read', 'buyer', true],
    ['read', 'admin', true],
    ['read', 'seller', false],
    ['read', 'stranger', false],
    ['cancel', 'buyer', true],
    ['cancel', 'admin', true],
    ['cancel', 'seller', false],
    ['cancel', 'stranger', false],
    ['complete', 'buyer', true],
    ['complete', 'seller', true],
    ['complete', 'admin', true],
    ['complete', 'stranger', false],
  ] as const)('%s by the %s: %s', (action, who, allowed) => {
    expect(canAct(order, action, users[who])).toBe(allowed);
  });

  it('needs only the buyer to decide who may read or cancel', () => {
    expect(canAct({ buyerId: buyer.id }, 'read', buyer)).toBe(true);
    expect(canAct({ buyerId: buyer.id }, 'cancel', stranger)).toBe(false);
  });

  it('refuses with "Không có quyền"', () => {
    expect(() => assertCanAct(order, 'cancel', seller)).toThrow(expect.objectContaining(refused));
    expect(() => assertCanAct(order, 'complete', seller)).not.toThrow();
  });
});

describe('placing an order', () => {
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
      expect.objectContaining(refused),
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
