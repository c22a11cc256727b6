import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
export const hashPassword = (password: string) => hash(password);

/**
 * The hash of a password nobody knows, made once at start with the same cost as real ones: an
 * unknown email is checked against it, so it takes the same work as a wrong password and the
 * reply's timing does not tell which emails have accounts.
 */
const unknownUserHash = hashPassword(randomBytes(32).toString('base64url'));

/** Whether the password matches; with no hash (no such account) always false, after equal work. */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  try {
    const matches = await verify(passwordHash ?? (await unknownUserHash), password);
    return matches && passwordHash !== null;
  } catch {
    return false;
  }
}
