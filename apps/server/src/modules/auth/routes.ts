import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverText } from '@giglane/contract/server-text';
import {
  signinBody,
  signinReply,
  signoutEverywhereReply,
  signupBody,
  user,
} from '@giglane/contract/users';
import { badRequest, forbidden } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { replies, signedIn } from '../../lib/route-schemas';
import { SIGN_UP_ROLE } from '../users/users-rules';
import { credentialsFromBody, newAccountFromBody } from './auth-wire';

const tags = ['Auth'];

export const authRoutes: FastifyPluginAsyncZod<{ authRateLimit: number }> = async (
  app,
  { authRateLimit },
) => {
  const repo = app.repos.users;
  // Per client address: slows password guessing and mass sign-ups without touching reads.
  const config = { rateLimit: { max: authRateLimit, timeWindow: '1 minute' } };

  app.post(
    '/api/auth/signup',
    {
      config,
      schema: {
        tags,
        summary: 'Create an account (always role USER)',
        body: signupBody,
        response: replies(user, { errors: [429] }),
      },
    },
    async (request, reply) => {
      const { password, ...fields } = newAccountFromBody(request.body);
      // The original answers 200 here, not 201; clients check for it.
      return reply.ok(
        await repo.create({
          ...fields,
          role: SIGN_UP_ROLE,
          passwordHash: await hashPassword(password),
        }),
      );
    },
  );

  app.post(
    '/api/auth/signin',
    {
      config,
      schema: {
        tags,
        summary: 'Sign in; send the token back in the `token` header',
        body: signinBody,
        response: replies(signinReply, { errors: [429] }),
      },
    },
    async (request, reply) => {
      const { email, password } = credentialsFromBody(request.body);
      const credentials = await repo.findCredentials(email);
      // One text, and the same hashing work, for an unknown email and a wrong password: neither
      // the reply nor its timing may tell which.
      const matches = await verifyPassword(credentials?.passwordHash ?? null, password);
      if (!credentials || !matches) throw badRequest(serverText.wrongCredentials);
      const found = (await repo.find(credentials.session.id))!;
      return reply.ok({ user: found, token: await app.tokens.sign(credentials.session) });
    },
  );

  app.post(
    '/api/auth/signout-everywhere',
    {
      schema: {
        tags,
        summary:
          "End every session of the caller (all devices); answers a fresh token for the caller's own",
        security: signedIn,
        response: replies(signoutEverywhereReply, { errors: [403] }),
      },
    },
    async (request, reply) => {
      const caller = await request.requireUser();
      const session = await repo.endSessions(caller.id);
      // Deleted between the token check and now.
      if (!session) throw forbidden(serverText.badUserToken);
      return reply.ok({ token: await app.tokens.sign(session) });
    },
  );
};
