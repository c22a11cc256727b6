import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '@giglane/contract/orders';
import { moneyApp, type MoneyApp } from '../../testing/payments';
import type { TestApp } from '../../testing/test-app';
import { orders } from './orders-schema';

/*
 * A late order's way out (issue 27): its buyer cancels it alone once it is late. Racing the
 * seller's delivery, exactly one of the two moves happens, and the money follows that one.
 */

let t: TestApp;
let world: MoneyApp['world'];
let admin: MoneyApp['admin'];
let api: MoneyApp['orders'];
let money: MoneyApp['money'];

beforeAll(async () => {
  ({ t, world, admin, orders: api, money } = await moneyApp());
});
afterAll(() => t.close());

/** A paid order of the Basic package, in progress and a minute past its due time. */
async function lateOrder(): Promise<OrderView> {
  const order = await api.placed(world.buyer, { gigId: world.gig.id, package: 'basic' });
  await money.paid(order.id, world.buyer);
  await t.db
    .update(orders)
    .set({ dueAt: sql`now() - interval '1 minute'` })
    .where(eq(orders.id, order.id));
  const late = await api.viewed(order.id, world.buyer);
  expect(late.actions).toContain('cancel');
  return late;
}

describe("the buyer's late cancel and the seller's delivery at once", () => {
  it('takes exactly one: cancelled and refunded, or delivered and still held', async () => {
    for (let round = 0; round < 4; round += 1) {
      const order = await lateOrder();
      const [cancel, delivery] = await Promise.all([
        api.cancel(order.id, world.buyer.token, 'Too late now'),
        api.deliver(order.id, world.seller.token, 'Here it is, at last'),
      ]);
      expect([cancel.status, delivery.status].sort()).toEqual([200, 409]);
      const seen = await api.viewed(order.id, world.seller);
      const payment = await money.viewed(order.id, world.buyer);
      const deliveries = await t.countRows(`deliveries where order_id = ${order.id}`);
      if (cancel.status === 200) {
        expect(seen).toMatchObject({ state: 'cancelled', cancelReason: 'Too late now' });
        expect(payment).toMatchObject({ state: 'refunded', refunded: payment.total });
        expect(deliveries).toBe(0);
      } else {
        expect(cancel.body?.content).toContain('state: the order is delivered');
        expect(seen.state).toBe('delivered');
        expect(payment).toMatchObject({ state: 'held', refunded: 0 });
        expect(deliveries).toBe(1);
      }
      const moves = seen.timeline
        .map((event) => event.type)
        .filter((type) => type === 'cancelled' || type === 'delivered');
      expect(moves).toEqual([cancel.status === 200 ? 'cancelled' : 'delivered']);
    }
    await money.expectBalanced(admin);
  });
});
