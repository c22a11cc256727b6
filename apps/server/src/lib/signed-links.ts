import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links that let a browser fetch a private file without the token header (an `<a download>`, an
 * `<img>`), for a while (decision 035). The signature is an HMAC of the path and the expiry under
 * a key derived from the token secret, so every instance that shares the secret checks any link.
 */
export function createLinkSigner(secret: string, lifetimeSeconds: number) {
  const key = createHmac('sha256', secret).update('giglane file links').digest();
  const signatureOf = (path: string, expires: number) =>
    createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url');

  return {
    lifetimeSeconds,

    /** The path with its signed query, working until `lifetimeSeconds` from `now`. */
    sign(path: string, now = Date.now()): { url: string; expiresAt: Date } {
      const expires = Math.floor(now / 1000) + lifetimeSeconds;
      const url = `${path}?expires=${expires}&signature=${signatureOf(path, expires)}`;
      return { url, expiresAt: new Date(expires * 1000) };
    },

    /** Whether the query signs this path and has not expired. */
    verify(path: string, query: { expires?: number; signature?: string }, now = Date.now()) {
      if (query.expires === undefined || query.signature === undefined) return false;
      if (query.expires * 1000 <= now) return false;
      const given = Buffer.from(query.signature);
      const expected = Buffer.from(signatureOf(path, query.expires));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type LinkSigner = ReturnType<typeof createLinkSigner>;
