import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { routeOf } from '../../lib/routes';

/** The one reply to a forgot-password request, whether or not the address has an account. */
const LINK_SENT =
  'If this address has a Giglane account, a link to set a new password is on its way.';

/**
 * Forgot password, confirming addresses and changing them (decision 048). The routes without a
 * session are limited per client address like sign-in; the service limits each address and
 * account on top.
 */
export const accountRecoveryRoutes: FastifyPluginAsyncZod<{ authRateLimit: number }> = async (
  app,
  { authRateLimit },
) => {
  const service = app.services.accountRecovery;
  const config = { rateLimit: { max: authRateLimit, timeWindow: '1 minute' } };

  app.route({
    ...routeOf(endpoints.requestPasswordReset),
    config,
    handler: async (request, reply) => {
      await service.requestPasswordReset(request.body.email);
      return reply.ok({ message: LINK_SENT });
    },
  });

  app.route({
    ...routeOf(endpoints.resetPassword),
    config,
    handler: async (request, reply) => {
      const { user, session } = await service.resetPassword(
        request.body.token,
        request.body.password,
      );
      return reply.ok({ user, token: await app.tokens.sign(session) });
    },
  });

  app.route({
    ...routeOf(endpoints.confirmEmail),
    config,
    handler: async (request, reply) => reply.ok(await service.confirmEmail(request.body.token)),
  });

  app.route({
    ...routeOf(endpoints.getAccountEmail),
    handler: async (request, reply) => {
      const caller = await request.requireUser();
      return reply.ok(await service.emailOf(caller.id));
    },
  });

  app.route({
    ...routeOf(endpoints.changeEmail),
    config,
    handler: async (request, reply) => {
      const caller = await request.requireUser();
      const { email, password } = request.body;
      return reply.ok(await service.changeEmail(caller.id, email, password));
    },
  });

  app.route({
    ...routeOf(endpoints.resendEmailConfirmation),
    config,
    handler: async (request, reply) => {
      const caller = await request.requireUser();
      return reply.ok(await service.resendConfirmation(caller.id));
    },
  });
};
