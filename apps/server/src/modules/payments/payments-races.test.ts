import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardOf, moneyApp, type MoneyApp } from '../../testing/payments';
import { call, type TestApp } from '../../testing/test-app';
import { ledgerTransactions, refunds } from './payments-schema';

/*
 * Races on money (decision 045): many requests for the same money step at once, as double clicks,
 * retries and two admins make them. One wins, the others are refused, and the books balance. On
 * PostgreSQL the requests run on several connections at once; on PGlite they queue.
 */

let t: TestApp;
let world: MoneyApp['world'];
let admin: MoneyApp['admin'];
let orders: MoneyApp['orders'];
let money: MoneyApp['money'];

beforeAll(async () => {
  ({ t, world, admin, orders, money } = await moneyApp());
});
afterAll(() => t.close());

const statuses = (replies: { status: number }[]) =>
  replies.map((reply) => reply.status).sort((a, b) => a - b);

const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

async function movements(orderId: number, kind: string) {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerTransactions)
    .where(
      sql`${ledgerTransactions.orderId} = ${orderId} and ${ledgerTransactions.kind} = ${kind}`,
    );
  return row!.n;
}

async function paidAndDelivered() {
  const order = await orders.placed(world.buyer, { gigId: world.gig.id, package: 'premium' });
  await money.paid(order.id, world.buyer);
  expect((await orders.deliver(order.id, world.seller.token, 'Done')).status).toBe(200);
  return order.id;
}

describe('racing money steps', () => {
  it('takes one of 50 parallel payments of an order', async () => {
    const order = await orders.placed(world.buyer, { gigId: world.gig.id, package: 'basic' });
    const replies = await times(50, () => money.pay(order.id, world.buyer.token, cardOf()));
    expect(statuses(replies)).toEqual([201, ...Array<number>(49).fill(409)]);
    expect(await movements(order.id, 'capture')).toBe(1);
    expect(await t.countRows(`payments where order_id = ${order.id}`)).toBe(1);
    await money.expectBalanced(admin);
  });

  it('releases once when the buyer accepts and admins complete at the same moment', async () => {
    const id = await paidAndDelivered();
    const replies = await times(20, (i) =>
      i % 2 === 0
        ? orders.accept(id, world.buyer.token)
        : call(t.app, 'POST', `/api/thue-cong-viec/hoan-thanh-cong-viec/${id}`, {
            token: admin.token,
          }),
    );
    expect(statuses(replies).filter((status) => status === 200)).toHaveLength(1);
    expect(statuses(replies).every((status) => status === 200 || status === 409)).toBe(true);
    expect(await movements(id, 'settle')).toBe(1);
    await money.expectBalanced(admin);
  });

  it('refunds once when the buyer, the seller and an admin cancel at the same moment', async () => {
    const order = await orders.placed(world.buyer, { gigId: world.gig.id, package: 'standard' });
    await money.paid(order.id, world.buyer);
    const tokens = [world.buyer.token, world.seller.token, admin.token];
    const replies = await times(30, (i) => orders.cancel(order.id, tokens[i % 3]));
    expect(statuses(replies).filter((status) => status === 200)).toHaveLength(1);
    const sent = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ amount: 4_998, status: 'succeeded' });
    await money.expectBalanced(admin);
  });

  it('opens one of 20 parallel withdrawals, and never takes more than is available', async () => {
    const id = await paidAndDelivered();
    await orders.accept(id, world.buyer.token);
    await money.clearDue(new Date(Date.now() + 15 * 86_400_000));
    const { available } = await money.earnings(world.seller);
    const replies = await times(20, () => money.withdraw(world.seller.token, available));
    expect(statuses(replies)).toEqual([201, ...Array<number>(19).fill(409)]);
    expect((await money.earnings(world.seller)).available).toBe(0);
    await money.expectBalanced(admin);
  });

  it('either clears or reverses a release, never both, when a reopen meets the clearing job', async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = await paidAndDelivered();
      await orders.accept(id, world.buyer.token);
      const [reopened] = await Promise.all([
        call(t.app, 'PUT', `/api/thue-cong-viec/${id}`, {
          token: admin.token,
          body: { hoanThanh: false },
        }),
        money.clearDue(new Date(Date.now() + 15 * 86_400_000)),
      ]);
      const followed = (await movements(id, 'clear')) + (await movements(id, 'reverse'));
      expect(followed).toBe(1);
      expect([200, 409]).toContain(reopened.status);
      expect(await movements(id, reopened.status === 200 ? 'reverse' : 'clear')).toBe(1);
      await money.expectBalanced(admin);
    }
  });
});
