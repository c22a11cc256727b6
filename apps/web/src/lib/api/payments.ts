import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { PAGE_SIZE_MAX, type Paging } from '@giglane/contract/paging';
import type { WithdrawalStatus } from '@giglane/contract/payment-values';
import type {
  BillingEntry,
  CardInput,
  EarningEntry,
  Earnings,
  FinanceSummary,
  OrderPayment,
  PaymentIntent,
  PaymentSettings,
  PayoutAccount,
  Reconciliation,
  Withdrawal,
  WithdrawalList,
} from '@giglane/contract/payments';
import { call } from './client';
import { orderKeys } from './orders';

export type {
  BillingEntry,
  CardInput,
  EarningEntry,
  Earnings,
  FinanceSummary,
  OrderPayment,
  PaymentSettings,
};
export type { PaymentIntent, PayoutAccount };
export type { Reconciliation, Withdrawal, WithdrawalList };

/**
 * An order's payment lives under the order page's key: whatever reads the order page again (a
 * move, a live event, a cancel and its refund) reads its money again too.
 */
export const paymentKeys = {
  settings: ['payments', 'settings'] as const,
  order: (orderId: number) => [...orderKeys.view(orderId), 'payment'] as const,
  seller: ['payments', 'seller'] as const,
  earnings: () => [...paymentKeys.seller, 'earnings'] as const,
  billing: (page: number, size: number) => ['payments', 'billing', page, size] as const,
  history: (page: number, size: number) => [...paymentKeys.seller, 'history', page, size] as const,
  withdrawals: (page: number, size: number) =>
    [...paymentKeys.seller, 'withdrawals', page, size] as const,
  /** Not under the order's key: a paid order's page reads again, its PaymentIntent is not asked again. */
  intent: (orderId: number) => ['payments', 'intent', orderId] as const,
  payoutAccount: () => [...paymentKeys.seller, 'payout-account'] as const,
  finance: ['payments', 'finance'] as const,
  summary: () => [...paymentKeys.finance, 'summary'] as const,
  allWithdrawals: (status: WithdrawalStatus | undefined, page: number, size: number) =>
    [...paymentKeys.finance, 'withdrawals', status ?? null, page, size] as const,

  reconciliation: () => [...paymentKeys.finance, 'reconciliation'] as const,
};

/** Every row of a paged list, read a full page at a time until the last. */
async function everyPage<Row>(read: (pageIndex: number) => Promise<Paging<Row>>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const page = await read(pageIndex);
    rows.push(...page.data);
    if (rows.length >= page.totalRow || page.data.length === 0) return rows;
  }
}

/** A page of a list, the one before kept on screen while it loads. */
const pageQuery = <Key extends readonly unknown[], Reply>(
  queryKey: Key,
  fetchPage: (signal: AbortSignal) => Promise<Reply>,
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousData,
  });

export const paymentQueries = {
  /** How money works on this server: the mode, the fees, the test cards. It changes on a restart. */
  settings: () =>
    queryOptions({
      queryKey: paymentKeys.settings,
      queryFn: ({ signal }) => call('getPaymentSettings', { signal }),
      staleTime: Infinity,
    }),

  /** An order's money: what the buyer pays, the payment, refunds and the seller's share. */
  order: (orderId: number) =>
    queryOptions({
      queryKey: paymentKeys.order(orderId),
      queryFn: ({ signal }) => call('getOrderPayment', { params: { id: orderId }, signal }),
      refetchOnWindowFocus: 'always',
    }),

  /**
   * The order's Stripe PaymentIntent for the Payment Element. Asking makes one the first time;
   * the server answers the same one while it waits, so a reload or a second tab asks safely.
   */
  intent: (orderId: number) =>
    queryOptions({
      queryKey: paymentKeys.intent(orderId),
      queryFn: ({ signal }) => call('startOrderPaymentIntent', { params: { id: orderId }, signal }),
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
    }),

  /** Where the caller's payouts go with Stripe: their connected account, enabled or not. */
  payoutAccount: () =>
    queryOptions({
      queryKey: paymentKeys.payoutAccount(),
      queryFn: ({ signal }) => call('getPayoutAccount', { signal }),
    }),

  earnings: () =>
    queryOptions({
      queryKey: paymentKeys.earnings(),
      queryFn: ({ signal }) => call('getEarnings', { signal }),
    }),

  /**
   * The seller's whole earnings history, oldest page last, for the chart by month and the CSV
   * export: read a full page at a time until the last.
   */
  allEarnings: () =>
    queryOptions({
      queryKey: [...paymentKeys.seller, 'all'] as const,
      queryFn: ({ signal }) =>
        everyPage((pageIndex) =>
          call('pageEarnings', { query: { pageIndex, pageSize: PAGE_SIZE_MAX }, signal }),
        ),
    }),

  /** A page of the caller's billing history: the orders they bought, with their money. */
  billing: (page: number, size: number) =>
    pageQuery(paymentKeys.billing(page, size), (signal) =>
      call('pageBilling', { query: { pageIndex: page, pageSize: size }, signal }),
    ),

  /** A page of the seller's earnings movements, newest first. */
  history: (page: number, size: number) =>
    pageQuery(paymentKeys.history(page, size), (signal) =>
      call('pageEarnings', { query: { pageIndex: page, pageSize: size }, signal }),
    ),

  withdrawals: (page: number, size: number) =>
    pageQuery(paymentKeys.withdrawals(page, size), (signal) =>
      call('pageWithdrawals', { query: { pageIndex: page, pageSize: size }, signal }),
    ),

  summary: () =>
    queryOptions({
      queryKey: paymentKeys.summary(),
      queryFn: ({ signal }) => call('getFinanceSummary', { signal }),
    }),

  /** Every seller's withdrawals (admin), oldest open first; only those in `status` when given. */
  allWithdrawals: (status: WithdrawalStatus | undefined, page: number, size: number) =>
    pageQuery(paymentKeys.allWithdrawals(status, page, size), (signal) =>
      call('pageAllWithdrawals', { query: { pageIndex: page, pageSize: size, status }, signal }),
    ),

  reconciliation: () =>
    queryOptions({
      queryKey: paymentKeys.reconciliation(),
      queryFn: ({ signal }) => call('reconcileBooks', { signal }),
    }),
};

/**
 * A payment that went through starts the order: the order page, its lists and the seller's
 * figures read again, as after any move of the order.
 */
function afterPayment(queryClient: QueryClient, orderId: number, payment: OrderPayment) {
  queryClient.setQueryData(paymentKeys.order(orderId), payment);
  return queryClient.invalidateQueries({ queryKey: orderKeys.all });
}

/**
 * The buyer pays an order with a card. A decline is a 402 carrying the network's reason; a card
 * that asks for a confirmation step answers the payment in `requires_confirmation`.
 */
export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, card }: { orderId: number; card: CardInput }) =>
      call('payOrder', { params: { id: orderId }, body: { card } }),
    onSuccess: (payment, { orderId }) => afterPayment(queryClient, orderId, payment),
    // A declined attempt is recorded: the order page shows it as the latest.
    onError: (_error, { orderId }) =>
      queryClient.invalidateQueries({ queryKey: paymentKeys.order(orderId) }),
  });
}

/** The buyer completes a payment's confirmation step: the order is paid and starts. */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => call('confirmOrderPayment', { params: { id: orderId } }),
    onSuccess: (payment, orderId) => afterPayment(queryClient, orderId, payment),
  });
}

/** A seller starts or continues Stripe's onboarding: the answer is the link to go to. */
export function useStartPayoutOnboarding() {
  return useMutation({ mutationFn: () => call('startPayoutOnboarding') });
}

/** A seller asks to withdraw from their available balance. */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) =>
      call('requestWithdrawal', { body: { amount, currency: 'USD' } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.seller }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.finance }),
      ]),
  });
}

type WithdrawalMove =
  | { move: 'approve'; id: number }
  | { move: 'markPaid'; id: number }
  | { move: 'reject'; id: number; reason: string };

/** An admin's move of a withdrawal; the books and every list of withdrawals read again. */
export function useMoveWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WithdrawalMove) => {
      const params = { id: input.id };
      if (input.move === 'approve') return call('approveWithdrawal', { params });
      if (input.move === 'markPaid') return call('markWithdrawalPaid', { params });
      return call('rejectWithdrawal', { params, body: { reason: input.reason } });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.finance }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.seller }),
      ]),
  });
}
