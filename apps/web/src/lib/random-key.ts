/**
 * 32 random hex digits, for a key a client makes once per request it may retry. `crypto.randomUUID`
 * exists only on secure origins, and a marketplace may be served over plain HTTP inside a network;
 * getRandomValues is everywhere.
 */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
