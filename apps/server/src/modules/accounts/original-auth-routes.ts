import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { verifyPassword } from '../../lib/passwords';
import { routeOf } from '../../lib/routes';
import { credentialsFromBody, newAccountFromBody } from './auth-wire';
import { accountSuspended } from './users-rules';
import { wrongCredentials } from './original-accounts';

/**
 * The original API's sign-up and sign-in (`/api/auth`), an adapter over the accounts' service, the
 * users' repository and the tokens; what they answer the original's way is in
 * `original-accounts.ts`.
 */
export const originalAuthRoutes: FastifyPluginAsyncZod<{ authRateLimit: number }> = async (
  app,
  { authRateLimit },
) => {
  const repo = app.repos.users;
  // Per client address: slows password guessing and mass sign-ups without touching reads.
  const config = { rateLimit: { max: authRateLimit, timeWindow: '1 minute' } };

  app.route({
    ...routeOf(endpoints.signUp),
    config,
    handler: async (request, reply) => {
      // The original answers 200 here, not 201; clients check for it.
      return reply.ok(await app.services.accounts.signUp(newAccountFromBody(request.body)));
    },
  });

  app.route({
    ...routeOf(endpoints.signIn),
    config,
    handler: async (request, reply) => {
      const { email, password } = credentialsFromBody(request.body);
      const credentials = await repo.findCredentials(email);
      // One text, and the same hashing work, for an unknown email and a wrong password: neither
      // the reply nor its timing may tell which.
      const matches = await verifyPassword(credentials?.passwordHash ?? null, password);
      if (!credentials || !matches) throw wrongCredentials();
      // Only the account's owner, who knows its password, learns it is suspended and why.
      if (credentials.suspension) throw accountSuspended(credentials.suspension.reason);
      const found = (await repo.find(credentials.session.id))!;
      return reply.ok({ user: found, token: await app.tokens.sign(credentials.session) });
    },
  });
};
