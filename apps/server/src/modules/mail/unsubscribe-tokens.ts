import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_CHOICES, type MailChoice } from '@giglane/contract/mail';

/**
 * The tokens of one-click unsubscribe links (RFC 8058, decision 049): `<user>.<kind>.<HMAC>`, the
 * HMAC under a key derived from the token secret, so every instance checks any link and nobody
 * can make one for another user or kind. They do not expire: a mail may be opened years later,
 * and the worst a leaked one does is turn one kind of mail off.
 */
export function createUnsubscribeTokens(secret: string) {
  const key = createHmac('sha256', secret).update('giglane unsubscribe links').digest();
  const signatureOf = (userId: number, kind: MailChoice) =>
    createHmac('sha256', key).update(`${userId}\n${kind}`).digest('base64url');

  return {
    sign: (userId: number, kind: MailChoice) => `${userId}.${kind}.${signatureOf(userId, kind)}`,

    /** The user and kind the token names, or null when it is malformed or forged. */
    verify(token: string): { userId: number; kind: MailChoice } | null {
      const match = /^([1-9]\d{0,9})\.([a-z]+)\.([\w-]{43})$/.exec(token);
      if (!match) return null;
      const userId = Number(match[1]);
      const kind = match[2] as MailChoice;
      if (!MAIL_CHOICES.includes(kind) || !Number.isSafeInteger(userId)) return null;
      const given = Buffer.from(match[3]!);
      const expected = Buffer.from(signatureOf(userId, kind));
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? { userId, kind }
        : null;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
