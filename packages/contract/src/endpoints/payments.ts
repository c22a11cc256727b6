import {
  billingHistory,
  earnings,
  earningsHistory,
  earningsQuery,
  financeSummary,
  orderPayment,
  paymentIntent,
  paymentSettings,
  payOrderBody,
  payoutAccount,
  payoutOnboarding,
  providerEventReceipt,
  reconciliation,
  rejectWithdrawalBody,
  withdrawal,
  withdrawalBody,
  withdrawalList,
  withdrawalsQuery,
} from '../payments';
import { idParams } from '../wire';
import { endpointGroup } from './endpoint-schemas';

/** Money: paying an order, a seller's earnings and withdrawals, the admin's books (decision 045). */
export const paymentEndpoints = endpointGroup({
  getPaymentSettings: {
    tag: 'Payments',
    summary: 'How payments work here: the mode, the fees, the clearing period, the test cards',
    reply: paymentSettings,
  },
  getOrderPayment: {
    tag: 'Payments',
    summary:
      "An order's money: what the buyer pays, the payment, refunds and, for its seller, the earnings (its buyer, its seller, or an admin)",
    signedIn: true,
    params: idParams,
    reply: orderPayment,
    errors: [403, 404],
  },
  payOrder: {
    tag: 'Payments',
    summary:
      'Pay a placed order with a card (its buyer): 402 with the reason when the card is declined; a card that asks for a confirmation step answers requires_confirmation',
    signedIn: true,
    params: idParams,
    body: payOrderBody,
    reply: orderPayment,
    status: 201,
    errors: [402, 403, 404, 409],
  },
  confirmOrderPayment: {
    tag: 'Payments',
    summary:
      "Complete a payment's confirmation step (its buyer): the order is paid and starts. With Stripe, the browser's return: the server asks Stripe for the PaymentIntent and records what it says",
    signedIn: true,
    params: idParams,
    reply: orderPayment,
    errors: [403, 404, 409],
  },
  pageBilling: {
    tag: 'Payments',
    summary:
      "The caller's billing history: every order they bought, newest first, with its money's state, total, refunds, card and receipt",
    signedIn: true,
    query: earningsQuery,
    reply: billingHistory,
  },
  startOrderPaymentIntent: {
    tag: 'Payments',
    summary:
      "Start paying a placed order with Stripe (its buyer): a PaymentIntent for the order's total, its client secret for the Payment Element; the same one while it waits",
    signedIn: true,
    params: idParams,
    reply: paymentIntent,
    status: 201,
    errors: [403, 404, 409, 502],
  },
  receiveStripeEvent: {
    tag: 'Payments',
    summary:
      "Stripe's webhook: the raw body signed in the Stripe-Signature header (400 when the signature does not verify); each event id is taken once",
    reply: providerEventReceipt,
    errors: [404],
  },
  getPayoutAccount: {
    tag: 'Payments',
    summary:
      "Where the caller's payouts go: their Stripe connected account and whether it is enabled",
    signedIn: true,
    reply: payoutAccount,
    errors: [403],
  },
  startPayoutOnboarding: {
    tag: 'Payments',
    summary:
      "Set up or continue the caller's payouts with Stripe: their connected account (made once) and a link to Stripe's onboarding",
    signedIn: true,
    reply: payoutOnboarding,
    status: 201,
    errors: [403, 409, 502],
  },
  getEarnings: {
    tag: 'Payments',
    summary: "The caller's balances as a seller: pending, available, withdrawing, withdrawn",
    signedIn: true,
    reply: earnings,
    errors: [403],
  },
  pageEarnings: {
    tag: 'Payments',
    summary: "Every movement of the caller's earnings, newest first, a page at a time",
    signedIn: true,
    query: earningsQuery,
    reply: earningsHistory,
    errors: [403],
  },
  pageWithdrawals: {
    tag: 'Payments',
    summary: "The caller's withdrawals, newest first",
    signedIn: true,
    query: withdrawalsQuery,
    reply: withdrawalList,
    errors: [403],
  },
  requestWithdrawal: {
    tag: 'Payments',
    summary:
      'Withdraw from the available balance (at least the minimum; one open request at a time)',
    signedIn: true,
    body: withdrawalBody,
    reply: withdrawal,
    status: 201,
    errors: [403, 409],
  },
  pageAllWithdrawals: {
    tag: 'Payments',
    summary: "Every seller's withdrawals, oldest open first (admin)",
    signedIn: true,
    query: withdrawalsQuery,
    reply: withdrawalList,
    errors: [403],
  },
  approveWithdrawal: {
    tag: 'Payments',
    summary: 'Approve a requested withdrawal: its payout is sent (admin)',
    signedIn: true,
    params: idParams,
    reply: withdrawal,
    errors: [403, 404, 409],
  },
  markWithdrawalPaid: {
    tag: 'Payments',
    summary: 'Mark an approved withdrawal paid (admin)',
    signedIn: true,
    params: idParams,
    reply: withdrawal,
    errors: [403, 404, 409],
  },
  rejectWithdrawal: {
    tag: 'Payments',
    summary: 'Reject an open withdrawal with a reason: the money is available again (admin)',
    signedIn: true,
    params: idParams,
    body: rejectWithdrawalBody,
    reply: withdrawal,
    errors: [403, 404, 409],
  },
  getFinanceSummary: {
    tag: 'Payments',
    summary: "The books' balances, held orders, open withdrawals and pending refunds (admin)",
    signedIn: true,
    reply: financeSummary,
    errors: [403],
  },
  reconcileBooks: {
    tag: 'Payments',
    summary:
      'Prove the books balance: entries sum to zero, escrow equals the open paid orders, each seller equals their entries (admin)',
    signedIn: true,
    reply: reconciliation,
    errors: [403],
  },
});
