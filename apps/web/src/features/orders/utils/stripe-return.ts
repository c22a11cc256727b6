import { pagePaths } from '@giglane/contract/page-paths';

/**
 * Where Stripe sends the buyer back after a step on their bank's own page: the order's page,
 * which asks the server to check the payment with Stripe.
 */
export const stripeReturnUrl = (origin: string, orderId: number) =>
  `${origin}${pagePaths.order(orderId)}?payment=stripe`;

/**
 * Whether the page was opened by Stripe's return: Stripe adds the PaymentIntent and how the
 * redirect went (`redirect_status`) to the address it was given.
 */
export const returnedFromStripe = (search: string) => {
  const query = new URLSearchParams(search);
  return query.get('payment') === 'stripe' && query.has('payment_intent');
};
