import { z } from 'zod';

const AMOUNT = /^\s*\d{1,7}(\.\d{1,2})?\s*$/;

/**
 * A US$ amount as people type it (25, 25.5 or 25.50) checked and turned into the integer cents
 * the API takes; the limits of each amount are the caller's (or the server's) to say.
 */
export const dollarsAsCents = z
  .string()
  .regex(AMOUNT, 'must be an amount in US$, as 25 or 25.50')
  .transform((text) => Math.round(Number(text) * 100));

/** Cents as an amount field's starting text: 2550 → "25.50". */
export const centsAsDollars = (cents: number) => (cents / 100).toFixed(2);
