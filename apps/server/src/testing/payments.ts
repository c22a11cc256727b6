import { expect } from 'vitest';
import {
  earnings,
  orderPayment,
  reconciliation,
  withdrawal,
  type CardInput,
} from '@giglane/contract/payments';
import { orderWorld, ordersApi } from './orders';
import { call, contentOf, createTestApp, type TestApp } from './test-app';

/*
 * Money through the API as the checkout, the earnings page and the admin's Finance page will use
 * it, for the payments' tests.
 */

/** The test processor's documented numbers. */
export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  expired: '4000 0000 0000 0069',
  confirms: '4000 0025 0000 3155',
} as const;

/** A card as the checkout's form sends it, good for three more years. */
export const cardOf = (number: string = CARDS.succeeds, changes: Partial<CardInput> = {}) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
  name: 'Bao Buyer',
  ...changes,
});

/**
 * A payments' test file's app with the test processor (unless `options` say), its world (a
 * seller's gig and a buyer), an admin, and the orders' and money's API; the clearing job runs
 * when a test asks (`money.clearDue`), not on its own.
 */
export async function moneyApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp({
    payments: { mode: 'test' },
    clearingEveryMs: 3_600_000,
    ...options,
  });
  return {
    t,
    world: await orderWorld(t),
    admin: await t.createAdmin(),
    orders: ordersApi(t),
    money: paymentsApi(t),
  };
}
export type MoneyApp = Awaited<ReturnType<typeof moneyApp>>;

export function paymentsApi(t: TestApp) {
  return {
    /** Pays with `card` as sent, a card or anything else; left out, no card is sent. */
    pay(orderId: number, token: string | undefined, card: unknown) {
      return call(t.app, 'POST', `/api/orders/${orderId}/payment`, { token, body: { card } });
    },

    async paid(orderId: number, buyer: { token: string }, card: unknown = cardOf()) {
      const reply = await this.pay(orderId, buyer.token, card);
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      return contentOf(orderPayment, reply.body);
    },

    confirm(orderId: number, token: string | undefined) {
      return call(t.app, 'POST', `/api/orders/${orderId}/payment/confirm`, { token });
    },

    view(orderId: number, token: string | undefined) {
      return call(t.app, 'GET', `/api/orders/${orderId}/payment`, { token });
    },

    async viewed(orderId: number, caller: { token: string }) {
      const reply = await this.view(orderId, caller.token);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return contentOf(orderPayment, reply.body);
    },

    async earnings(caller: { token: string }) {
      const reply = await call(t.app, 'GET', '/api/earnings', { token: caller.token });
      expect(reply.status).toBe(200);
      return contentOf(earnings, reply.body);
    },

    withdraw(token: string | undefined, amount: unknown, currency: unknown = 'USD') {
      return call(t.app, 'POST', '/api/withdrawals', { token, body: { amount, currency } });
    },

    async withdrawn(caller: { token: string }, amount: number) {
      const reply = await this.withdraw(caller.token, amount);
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      return contentOf(withdrawal, reply.body);
    },

    moveWithdrawal(
      id: number,
      move: 'approve' | 'paid' | 'reject',
      token: string | undefined,
      reason = 'The account details do not match',
    ) {
      return call(t.app, 'POST', `/api/admin/withdrawals/${id}/${move}`, {
        token,
        ...(move === 'reject' ? { body: { reason } } : {}),
      });
    },

    /** The books, as the admin's reconciliation proves them. */
    async reconciled(admin: { token: string }) {
      const reply = await call(t.app, 'GET', '/api/admin/finance/reconciliation', {
        token: admin.token,
      });
      expect(reply.status).toBe(200);
      return contentOf(reconciliation, reply.body);
    },

    /** Fails with the checks that do not hold unless the books balance. */
    async expectBalanced(admin: { token: string }) {
      const books = await this.reconciled(admin);
      expect(books.checks.filter((check) => !check.ok)).toEqual([]);
      expect(books.balanced).toBe(true);
    },

    /** One round of the clearing job, as the worker runs it, at `now`. */
    clearDue: (now?: Date) => t.db.transaction((tx) => t.app.services.payments.clearDue(tx, now)),
  };
}
