import { randomBytes } from 'node:crypto';
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

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (user) =>
      new SignJWT({ email: user.email, role: user.role, sv: user.sessionVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
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
