import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';

export const TOKEN_LIFETIME = '7d';

/** Whom a token names, and the user's session version when it was issued. */
export type SessionClaims = { id: number; sessionVersion: number };

export type TokenService = {
  sign: (user: SessionClaims & { email: string; role: string }) => Promise<string>;
  /** The token's claims and when it expires (ms), or null when forged, expired or malformed. */
  verify: (token: string) => Promise<(SessionClaims & { expiresAt: number }) | null>;
};

/**
 * A session's key: its token's hash, which the user row may hold to keep that one session past a
 * raised version (decision 015) without the database ever holding a usable token.
 */
export const sessionKeyOf = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/**
 * Whether a session still holds: its token carries the user's current session version, or it is
 * the one session kept when the version was last raised (the session that set a new password).
 */
export const sessionHolds = (
  user: { sessionVersion: number; keptSession: string | null },
  session: { sessionVersion: number; key: string },
) =>
  user.sessionVersion === session.sessionVersion ||
  (user.keptSession !== null && user.keptSession === session.key);

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (user) =>
      new SignJWT({ email: user.email, role: user.role, sv: user.sessionVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        // Each sign-in is a session of its own, even two in the same second (sessionKeyOf).
        .setJti(randomBytes(12).toString('base64url'))
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const id = Number(payload.sub);
        // Tokens signed before session versions existed carry none: they belong to version 0.
        const sessionVersion = payload.sv ?? 0;
        return Number.isSafeInteger(id) && id > 0 && Number.isSafeInteger(sessionVersion)
          ? {
              id,
              sessionVersion: sessionVersion as number,
              expiresAt: (payload.exp ?? Infinity) * 1000,
            }
          : null;
      } catch {
        return null;
      }
    },
  };
}

/**
 * The signing secret: JWT_SECRET when set; otherwise one generated on first start and kept in the
 * data folder, so tokens survive restarts and no secret is ever written in the code.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string) {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async () => {
      // Another process won the race; use its secret.
    });
    return (await readFile(file, 'utf8')).trim();
  }
}
