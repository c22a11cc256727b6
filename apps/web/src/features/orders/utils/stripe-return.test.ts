import { describe, expect, it } from 'vitest';
import { returnedFromStripe, stripeReturnUrl } from './stripe-return';

describe("Stripe's return to the order page", () => {
  it("sends the buyer back to the order's page", () => {
    expect(stripeReturnUrl('https://giglane.example', 123)).toBe(
      'https://giglane.example/orders/123?payment=stripe',
    );
  });

  it("knows the page from Stripe's return, and only from it", () => {
    const back =
      '?payment=stripe&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded';
    expect(returnedFromStripe(back)).toBe(true);
    expect(returnedFromStripe('?payment=stripe')).toBe(false);
    expect(returnedFromStripe('?payment_intent=pi_1')).toBe(false);
    expect(returnedFromStripe('')).toBe(false);
  });
});
