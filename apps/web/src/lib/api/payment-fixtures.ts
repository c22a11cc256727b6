import { STRIPE_NOTICE, TEST_CARDS, TEST_MODE_NOTICE } from '@giglane/contract/payment-values';
import type { OrderPayment, PaymentSettings } from '@giglane/contract/payments';

/** The test processor's settings, as the server's defaults have them. */
export const wireTestSettings: PaymentSettings = {
  mode: 'test',
  currency: 'USD',
  notice: TEST_MODE_NOTICE,
  serviceFeePercent: 5.5,
  smallOrderFee: 250,
  smallOrderBelow: 5_000,
  commissionPercent: 20,
  clearingDays: 14,
  withdrawalMinimum: 2_000,
  testCards: [...TEST_CARDS],
};

/** Stripe takes the payments: no test cards, its Payment Element in the browser. */
export const wireStripeSettings: PaymentSettings = {
  ...wireTestSettings,
  mode: 'stripe',
  notice: STRIPE_NOTICE,
  testCards: [],
};

/** Payments off: the buyer and the seller arrange it between them. */
export const wireOffSettings: PaymentSettings = {
  ...wireTestSettings,
  mode: 'off',
  notice: 'Payment is arranged with the seller.',
  testCards: [],
};

/** Order 123's money when payments were off as it was placed. */
export const wireArrangedPayment: OrderPayment = {
  orderId: 123,
  number: 'GL000123',
  state: 'arranged',
  mode: 'off',
  notice: 'Payment is arranged with the seller.',
  currency: 'USD',
  lines: [],
  total: 0,
  payment: null,
  refunds: [],
  refunded: 0,
  seller: null,
  actions: [],
};

/** Order 123 placed with payments on, its US$150 and fees not paid yet. */
export const wireDuePayment: OrderPayment = {
  ...wireArrangedPayment,
  state: 'due',
  mode: 'test',
  notice: TEST_MODE_NOTICE,
  lines: [
    { name: 'Price', amount: 15_000 },
    { name: 'Service fee', amount: 825 },
  ],
  total: 15_825,
  actions: ['pay'],
};

/** Order 123 paid with the test Visa. */
export const wirePaidPayment: OrderPayment = {
  ...wireDuePayment,
  state: 'held',
  payment: {
    id: 7,
    status: 'succeeded',
    provider: 'test',
    brand: 'visa',
    last4: '4242',
    reference: 'test_ch_1',
    decline: null,
    at: '2026-11-20T08:00:00.000Z',
    paidAt: '2026-11-20T08:00:00.000Z',
    receiptNumber: 'GLR000007',
  },
  actions: [],
};
