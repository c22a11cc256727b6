import { describe, expect, it } from 'vitest';
import { createLinkSigner } from './signed-links';

const SECRET = 'a'.repeat(32);
const query = (url: string) => {
  const params = new URL(url, 'http://localhost').searchParams;
  return { expires: Number(params.get('expires')), signature: params.get('signature')! };
};

describe('signed links', () => {
  const signer = createLinkSigner(SECRET, 600);
  const now = Date.UTC(2026, 10, 27, 12);

  it('work for their path until they expire, and not a second after', () => {
    const { url, expiresAt } = signer.sign('/files/a.pdf', now);
    expect(expiresAt.getTime()).toBe(now + 600_000);
    expect(signer.verify('/files/a.pdf', query(url), now)).toBe(true);
    expect(signer.verify('/files/a.pdf', query(url), now + 599_000)).toBe(true);
    expect(signer.verify('/files/a.pdf', query(url), now + 600_000)).toBe(false);
  });

  it('fail for another path, another expiry, another secret, or without a signature', () => {
    const { url } = signer.sign('/files/a.pdf', now);
    const signed = query(url);
    expect(signer.verify('/files/b.pdf', signed, now)).toBe(false);
    expect(signer.verify('/files/a.pdf', { ...signed, expires: signed.expires + 60 }, now)).toBe(
      false,
    );
    expect(createLinkSigner('b'.repeat(32), 600).verify('/files/a.pdf', signed, now)).toBe(false);
    expect(signer.verify('/files/a.pdf', { expires: signed.expires }, now)).toBe(false);
    expect(signer.verify('/files/a.pdf', { ...signed, signature: 'x' }, now)).toBe(false);
  });
});
