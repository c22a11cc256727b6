/**
 * A key for one checkout: 32 random hex digits. `crypto.randomUUID` exists only on secure
 * origins, and a marketplace may be served over plain HTTP inside a network; getRandomValues is
 * everywhere.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
