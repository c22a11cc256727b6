import { describe, expect, it } from 'vitest';
import { assertTokenUsable, hashToken, newAccountToken } from './account-tokens-rules';

describe('account tokens', () => {
  it('are 32 random bytes, stored as their sha256 only', () => {
    const { token, tokenHash } = newAccountToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(tokenHash);
    expect(newAccountToken().token).not.toBe(token);
  });

  it('work once, until they expire, naming the token field when refused', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    const later = new Date('2026-11-28T11:00:00Z');
    expect(() => assertTokenUsable({ expiresAt: later, usedAt: null }, now)).not.toThrow();
    expect(() => assertTokenUsable(null, now)).toThrow(/^token: is not a link/);
    expect(() => assertTokenUsable({ expiresAt: later, usedAt: now }, now)).toThrow(
      'token: was already used; ask for a new link',
    );
    expect(() => assertTokenUsable({ expiresAt: now, usedAt: null }, now)).toThrow(
      'token: has expired; ask for a new link',
    );
  });
});
