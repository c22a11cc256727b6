import { createHash, randomBytes } from 'node:crypto';
import { invalid } from '../../lib/errors';
import type { AccountTokenPurpose } from './accounts-schema';

/** How long each link works (decision 048). */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'password-reset': 60 * 60 * 1000,
  'email-confirm': 24 * 60 * 60 * 1000,
};

/** Requests for a link per address (forgot password) or per account (confirmation), per hour. */
export const LINKS_PER_HOUR = 5;
export const LINK_WINDOW_MS = 60 * 60 * 1000;

/** What is stored of a token: its sha256, so a copy of the database opens no account. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** A new link's token (32 random bytes, base64url) and the hash to store. */
export function newAccountToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export type StoredToken = { expiresAt: Date; usedAt: Date | null };

/** 400 naming the field when the token is unknown, used or expired; one reason each. */
export function assertTokenUsable(stored: StoredToken | null, now: Date): asserts stored {
  if (!stored) throw invalid('token', 'is not a link Giglane sent, or it was copied incompletely');
  if (stored.usedAt) throw invalid('token', 'was already used; ask for a new link');
  if (stored.expiresAt.getTime() <= now.getTime())
    throw invalid('token', 'has expired; ask for a new link');
}

export const sameAddress = (a: string, b: string | null) =>
  b !== null && a.toLowerCase() === b.toLowerCase();
