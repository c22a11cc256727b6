import { z } from 'zod';
import { cardInput, type CardInput } from '@giglane/contract/payments';

/** The card as the buyer types it: the expiry as one "MM/YY" field, as printed on cards. */
export type CardForm = { number: string; expiry: string; cvc: string; name: string };

export const emptyCard: CardForm = { number: '', expiry: '', cvc: '', name: '' };

const EXPIRY = /^\s*(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})\s*$/;

/**
 * The contract's card rules on the form's fields, so the form refuses what the server would. The
 * expiry's own rule names the format the field shows; the processor checks that it is in the future.
 */
export const cardFormSchema = z.object({
  number: cardInput.shape.number,
  expiry: z.string().regex(EXPIRY, 'must be the expiry date, as MM/YY'),
  cvc: cardInput.shape.cvc,
  name: cardInput.shape.name,
});

/** The checked form as the payment's body takes it. */
export function toCard(card: z.output<typeof cardFormSchema>): CardInput {
  const [, month, year] = EXPIRY.exec(card.expiry)!;
  return {
    number: card.number,
    expMonth: Number(month),
    expYear: Number(year),
    cvc: card.cvc,
    name: card.name,
  };
}

/** Digits in groups of four as they are typed, as the card shows them. */
export function spacedCardNumber(text: string): string {
  return text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "0431" typed as "04/31"; a slash typed by the buyer is kept where they put it. */
export function slashedExpiry(text: string): string {
  if (text.includes('/')) return text.replace(/[^\d/]/g, '').slice(0, 7);
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The form's field of each card field the server may name: a past expiry is refused as
 * `card.expYear`; the month's own rule is the form's to catch before sending.
 */
export const cardWireNames = (prefix: string) =>
  ({
    [`${prefix}number`]: 'card.number',
    [`${prefix}expiry`]: 'card.expYear',
    [`${prefix}cvc`]: 'card.cvc',
    [`${prefix}name`]: 'card.name',
  }) as const;
