import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, cardOf, moneyApp, type MoneyApp } from '../../testing/payments';
import { call, type TestApp } from '../../testing/test-app';
import { LEDGER_KINDS } from './payments-rules';
import { ledgerTransactions } from './payments-schema';
import { reconcileBooks } from './payments-service';

/*
 * Zero cents made or lost (decision 045): random sequences of everything that moves money — pay
 * (with every kind of test card), confirm, deliver, accept, cancel by each party (an admin's with
 * a part refund), reopen, clear, withdraw, approve, pay out, reject — each through the API, and
 * after every step the reconciliation's checks all hold and no request answers 500. Seeded: a
 * failure names its seed and its shrunk sequence, and runs again the same.
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

const TIERS = ['basic', 'standard', 'premium'] as const;
const PAY_CARDS = [CARDS.succeeds, CARDS.succeeds, CARDS.declined, CARDS.confirms] as const;

/** Which of the two newest orders a step acts on: a few orders, each moved far. */
const pick = fc.nat({ max: 1 });
const weighted = <T>(arbitrary: fc.Arbitrary<T>, weight: number) => ({ arbitrary, weight });

/** One step: what it does and, where it picks, which order or how much; the usual moves weigh more. */
const step = fc.oneof(
  weighted(fc.record({ kind: fc.constant('place' as const), tier: fc.constantFrom(...TIERS) }), 1),
  weighted(
    fc.record({ kind: fc.constant('pay' as const), pick, card: fc.constantFrom(...PAY_CARDS) }),
    4,
  ),
  weighted(fc.record({ kind: fc.constant('confirm' as const), pick }), 2),
  weighted(fc.record({ kind: fc.constant('deliver' as const), pick }), 3),
  weighted(fc.record({ kind: fc.constant('accept' as const), pick }), 3),
  weighted(
    fc.record({
      kind: fc.constant('cancel' as const),
      pick,
      by: fc.constantFrom('buyer', 'seller', 'admin'),
      /** The percentage an admin's part refund returns; null: none given. */
      part: fc.option(fc.integer({ min: 0, max: 100 })),
    }),
    2,
  ),
  weighted(fc.record({ kind: fc.constant('reopen' as const), pick }), 3),
  // The clearing job's round some days from now: from 14 on, every release so far clears.
  weighted(
    fc.record({ kind: fc.constant('clear' as const), days: fc.integer({ min: 0, max: 28 }) }),
    2,
  ),
  weighted(
    fc.record({
      kind: fc.constant('withdraw' as const),
      part: fc.integer({ min: 0, max: 120 }),
    }),
    3,
  ),
  weighted(
    fc.record({
      kind: fc.constant('withdrawal' as const),
      move: fc.constantFrom('approve', 'paid', 'reject'),
    }),
    3,
  ),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

describe('the books under random sequences of money moves', () => {
  it('never make or lose a cent, and never answer 500', async () => {
    const tokens = { buyer: world.buyer.token, seller: world.seller.token, admin: admin.token };
    const place = async (tier: (typeof TIERS)[number]) =>
      (await orders.placed(world.buyer, { gigId: world.gig.id, package: tier })).id;

    /**
     * Makes one step through the API and answers its status (200 for the job's round), or null
     * when there was nothing to act on.
     */
    async function make(next: Step, ids: number[], withdrawals: number[]): Promise<number | null> {
      const id = ids[Math.max(0, ids.length - 1 - ('pick' in next ? next.pick : 0))]!;
      switch (next.kind) {
        case 'place':
          ids.push(await place(next.tier));
          return 201;
        case 'clear':
          await money.clearDue(new Date(Date.now() + next.days * 86_400_000));
          return 200;
        case 'withdraw': {
          const { available } = await money.earnings(world.seller);
          const amount = Math.max(1, Math.floor((available * next.part) / 100));
          const reply = await money.withdraw(tokens.seller, amount);
          if (reply.status === 201) withdrawals.push((reply.body!.content as { id: number }).id);
          return reply.status;
        }
        case 'withdrawal': {
          const latest = withdrawals.at(-1);
          if (latest === undefined) return null;
          return (await money.moveWithdrawal(latest, next.move, tokens.admin)).status;
        }
        case 'pay':
          return (await money.pay(id, tokens.buyer, cardOf(next.card))).status;
        case 'confirm':
          return (await money.confirm(id, tokens.buyer)).status;
        case 'deliver':
          return (await orders.deliver(id, tokens.seller, 'Done')).status;
        case 'accept':
          return (await orders.accept(id, tokens.buyer)).status;
        case 'reopen':
          return (
            await call(t.app, 'PUT', `/api/thue-cong-viec/${id}`, {
              token: tokens.admin,
              body: { hoanThanh: false },
            })
          ).status;
        case 'cancel': {
          const { total } = await money.viewed(id, admin);
          const refund =
            next.part === null ? {} : { refund: Math.floor((total * next.part) / 100) };
          const body = { reason: 'Plans changed', ...refund };
          return (
            await call(t.app, 'POST', `/api/orders/${id}/cancel`, { token: tokens[next.by], body })
          ).status;
        }
      }
    }

    /** How often each move succeeded, to show the sequences reach every money moment. */
    const succeeded = new Map<string, number>();

    /** The seller's withdrawals, across runs: one left open is moved by a later run. */
    const withdrawals: number[] = [];

    async function run(steps: Step[]) {
      // Each run starts with the seller's earnings of a Premium order available to withdraw, a
      // Standard order completed and its earnings pending, and a Basic order whose payment waits
      // for its confirmation: every money moment is a step or two away.
      const completed = async (tier: (typeof TIERS)[number]) => {
        const id = await place(tier);
        await money.paid(id, world.buyer);
        await orders.deliver(id, tokens.seller, 'Done');
        await orders.accept(id, tokens.buyer);
        return id;
      };
      await completed('premium');
      await money.clearDue(new Date(Date.now() + 15 * 86_400_000));
      const released = await completed('standard');
      const asking = await place('basic');
      await money.paid(asking, world.buyer, cardOf(CARDS.confirms));
      const ids = [released, asking];
      for (const next of steps) {
        const status = await make(next, ids, withdrawals);
        if (status === null) continue;
        expect(status, JSON.stringify(next)).toBeLessThan(500);
        if (status < 300) succeeded.set(next.kind, (succeeded.get(next.kind) ?? 0) + 1);
        const books = await reconcileBooks(t.app.repos.payments);
        expect(
          books.checks.filter((check) => !check.ok),
          JSON.stringify(next),
        ).toEqual([]);
      }
      // Every order that started was paid first.
      for (const id of ids) {
        const [order, seen] = [await orders.viewed(id, admin), await money.viewed(id, admin)];
        if (order.startedAt !== null) expect(seen.payment?.paidAt, `order ${id}`).toBeTruthy();
      }
    }

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 30, size: 'max' }), run),
      { seed: 45, numRuns: 15, endOnFailure: true },
    );
    for (const kind of ['pay', 'confirm', 'deliver', 'accept', 'cancel', 'reopen', 'withdraw'])
      expect(succeeded.get(kind) ?? 0, kind).toBeGreaterThan(0);
    for (const kind of ['withdrawal']) expect(succeeded.get(kind) ?? 0, kind).toBeGreaterThan(2);
    // Every kind of movement happened: the sequences reached each money moment.
    const kinds = await t.db
      .selectDistinct({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions);
    const made = new Set(kinds.map((row) => row.kind));
    expect(LEDGER_KINDS.filter((kind) => !made.has(kind))).toEqual([]);
  }, 300_000);
});
