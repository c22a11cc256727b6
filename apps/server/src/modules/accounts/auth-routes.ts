import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { serverText } from '@giglane/contract/server-text';
import { forbidden } from '../../lib/errors';
import { routeOf } from '../../lib/routes';

/**
 * Ending every session of the caller (decision 015). Signing up and in are the original API's, in
 * `original-auth-routes.ts`.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.signOutEverywhere),
    handler: async (request, reply) => {
      const caller = await request.requireUser();
      const session = await app.services.accounts.signOutEverywhere(caller.id);
      // Deleted between the token check and now.
      if (!session) throw forbidden(serverText.badUserToken);
      const token = await app.tokens.sign(session);
      // In the header too, as a password change hands it: a client takes a fresh token there.
      return reply.header('token', token).ok({ token });
    },
  });
};
