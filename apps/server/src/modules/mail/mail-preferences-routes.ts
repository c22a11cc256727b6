import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { routeOf } from '../../lib/routes';

/**
 * Each user's choice of mail, and the one-click unsubscribe of RFC 8058 (decision 049). The
 * unsubscribe routes take no session: the signed token names the user and the kind.
 */
export const mailPreferencesRoutes: FastifyPluginAsyncZod<{ authRateLimit: number }> = async (
  app,
  { authRateLimit },
) => {
  const service = app.services.mail;
  const config = { rateLimit: { max: authRateLimit, timeWindow: '1 minute' } };

  // Mail clients post RFC 8058's `List-Unsubscribe=One-Click` as a form; only these routes read one.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.route({
    ...routeOf(endpoints.getMailPreferences),
    handler: async (request, reply) => {
      const caller = await request.requireUser();
      return reply.ok(await service.preferences(caller.id));
    },
  });

  app.route({
    ...routeOf(endpoints.updateMailPreferences),
    handler: async (request, reply) => {
      const caller = await request.requireUser();
      return reply.ok(await service.setPreferences(caller.id, request.body));
    },
  });

  app.route({
    ...routeOf(endpoints.getUnsubscribe),
    config,
    handler: async (request, reply) =>
      reply.ok(await service.describeUnsubscribe(request.query.token)),
  });

  app.route({
    ...routeOf(endpoints.unsubscribe),
    config,
    handler: async (request, reply) => reply.ok(await service.unsubscribe(request.query.token)),
  });
};
