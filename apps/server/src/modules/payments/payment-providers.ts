import { createHash } from 'node:crypto';
import {
  DECLINE_MESSAGES,
  TEST_CARDS,
  type DeclineCode,
  type TestCardOutcome,
} from '@giglane/contract/payment-values';
import { invalid } from '../../lib/errors';

/**
 * The provider seam (PAYMENTS, decisions 045, 046): what Giglane asks of every payment processor.
 * Refunds and payouts leave through the outbox after their commit, keyed by the event's id.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Returns `amount` cents of a payment to its card. */
  refund(input: { key: string; reference: string; amount: number }): Promise<{ reference: string }>;
  /** Sends a seller `amount` cents, to their account at the provider when it has one. */
  payout(input: {
    key: string;
    sellerId: number;
    amount: number;
    destination?: string;
  }): Promise<{ reference: string }>;
}

/**
 * A processor the server hands a card to. A charge is asked in the buyer's request, keyed by the
 * payment so a retry is the same charge. Stripe is not one: the card goes to it from the browser.
 */
export interface CardProcessor extends PaymentProvider {
  /** Takes `amount` cents from the card, or says why not, or asks for a confirmation step. */
  charge(input: { key: string; amount: number; card: Card; now: Date }): Promise<ChargeResult>;
  /** Completes a charge that asked for a confirmation step. */
  confirm(input: { key: string; reference: string }): Promise<{ reference: string }>;
}

export const takesCards = (provider: PaymentProvider): provider is CardProcessor =>
  'charge' in provider;

/** A card as the buyer typed it: it goes to the processor and nowhere else. */
export type Card = { number: string; expMonth: number; expYear: number; cvc: string; name: string };

/** All of a card that Giglane keeps. */
export type CardSummary = { brand: string; last4: string };

export type ChargeResult =
  | ({ status: 'succeeded' | 'requires_confirmation'; reference: string } & CardSummary)
  | ({ status: 'declined'; code: DeclineCode; message: string } & CardSummary);

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand a number's first digits name. */
export function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/**
 * The checks any processor makes before it tries a card, as 400s naming the field: the number's
 * checksum, an expiry not yet past (a card is good through the last day of its month), the CVC
 * and a name.
 */
export function checkCard(card: Card, now: Date): void {
  if (!passesLuhn(card.number)) throw invalid('card.number', 'must be a valid card number');
  const month = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (card.expYear * 12 + (card.expMonth - 1) < month)
    throw invalid('card.expYear', 'must not be past: the card has expired');
  if (!/^\d{3,4}$/.test(card.cvc))
    throw invalid('card.cvc', 'must be the 3 or 4 digits on the card');
  if (card.name.trim() === '') throw invalid('card.name', 'must not be blank');
}

const reference = (prefix: string, key: string) =>
  `${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

const OUTCOMES = new Map<string, TestCardOutcome>(
  TEST_CARDS.map((card) => [card.number, card.outcome]),
);

/**
 * The built-in test processor (`PAYMENTS=test`): it behaves as a card network's test mode and
 * moves no money. It accepts only its documented numbers, answers each as documented, and keeps
 * nothing: its references are digests of the keys, so asking twice answers the same.
 */
export const testProcessor: CardProcessor = {
  name: 'test',
  async charge({ key, card, now }) {
    checkCard(card, now);
    const outcome = OUTCOMES.get(card.number);
    if (!outcome)
      throw invalid(
        'card.number',
        'must be one of the test cards (GET /api/payments/settings): no real card is taken in test mode',
      );
    const summary = { brand: brandOf(card.number), last4: card.number.slice(-4) };
    if (outcome === 'succeeds')
      return { status: 'succeeded', reference: reference('test_ch', key), ...summary };
    if (outcome === 'requires_confirmation')
      return { status: 'requires_confirmation', reference: reference('test_ch', key), ...summary };
    return { status: 'declined', code: outcome, message: DECLINE_MESSAGES[outcome], ...summary };
  },
  async confirm({ reference: charged }) {
    return { reference: charged };
  },
  async refund({ key }) {
    return { reference: reference('test_re', key) };
  },
  async payout({ key }) {
    return { reference: reference('test_po', key) };
  },
};

/** The providers a stored payment may name; `PAYMENTS` chooses the one new payments use. */
export const paymentProviders: Record<string, PaymentProvider> = { test: testProcessor };
