import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LIVE_PATH } from '@giglane/contract/message-values';
import { serverText } from '@giglane/contract/server-text';
import { assertAdmin, type SessionUser } from '../lib/access-rules';
import { forbidden } from '../lib/errors';
import { sessionHolds, sessionKeyOf, type TokenService } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** The user a session token belongs to, or null: the `token` header's check, for any token. */
    sessionOf(token: string | undefined): Promise<SessionUser | null>;
  }
  interface FastifyRequest {
    /** The signed-in user; 403 "token user hết hạn hoặc không đúng" without a valid token. */
    requireUser(): Promise<SessionUser>;
    /** The signed-in ADMIN; 403 "User không phải quyền admin" for anyone else. */
    requireAdmin(): Promise<SessionUser>;
    /** The signed-in user, or null: public routes treat a stale token as no token. */
    optionalUser(): Promise<SessionUser | null>;
    /** The key of the session the request's token belongs to, if it sent one. */
    sessionKey(): string | undefined;
    sessionUser: Promise<SessionUser | null> | undefined;
  }
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw?.trim()) return raw.trim().replace(/^Bearer\s+/i, '');
  const authorization = request.headers.authorization;
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i);
  return bearer?.[1]?.trim();
}

export default fp(
  async (
    app: FastifyInstance,
    options: {
      tokens: TokenService;
      apiKeys: string[];
      /** The user with the session version their tokens must carry, and the one session kept. */
      findSessionUser: (
        id: number,
      ) => Promise<(SessionUser & { sessionVersion: number; keptSession: string | null }) | null>;
    },
  ) => {
    const { tokens, apiKeys, findSessionUser } = options;

    // The original checked tokenCybersoft on every call; we do when keys are configured. A
    // browser's WebSocket cannot send headers: the live channel's first frame, a session token
    // only the keyed API hands out, is its credential.
    if (apiKeys.length > 0) {
      const allowed = new Set(apiKeys);
      app.addHook('onRequest', async (request) => {
        if (!request.url.startsWith('/api/') || request.url === LIVE_PATH) return;
        const key = request.headers.tokencybersoft;
        if (typeof key !== 'string' || !allowed.has(key)) throw forbidden(serverText.badApiKey);
      });
    }

    app.decorate('sessionOf', async (token: string | undefined) => {
      const claims = token ? await tokens.verify(token) : null;
      // The role is read fresh: a demoted or deleted user loses access at once, and a token
      // from before a password change or a sign-out everywhere carries an older version, unless
      // it is the session that set the new password.
      if (!token || !claims) return null;
      const found = await findSessionUser(claims.id);
      if (!found) return null;
      const current = sessionHolds(found, { ...claims, key: sessionKeyOf(token) });
      return current ? { id: found.id, role: found.role } : null;
    });

    app.decorateRequest('sessionUser', undefined);

    app.decorateRequest('optionalUser', function (this: FastifyRequest) {
      this.sessionUser ??= app.sessionOf(tokenOf(this));
      return this.sessionUser;
    });

    app.decorateRequest('sessionKey', function (this: FastifyRequest) {
      const token = tokenOf(this);
      return token ? sessionKeyOf(token) : undefined;
    });

    app.decorateRequest('requireUser', async function (this: FastifyRequest) {
      const user = await this.optionalUser();
      if (!user) throw forbidden(serverText.badUserToken);
      return user;
    });

    app.decorateRequest('requireAdmin', async function (this: FastifyRequest) {
      const user = await this.requireUser();
      assertAdmin(user);
      return user;
    });
  },
  { name: 'auth' },
);
