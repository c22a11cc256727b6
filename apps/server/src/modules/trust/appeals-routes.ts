import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { routeOf } from '../../lib/routes';

/** Appeals of a hidden gig or a suspended account, and the admins' list of them (decision 058). */
export const appealsRoutes: FastifyPluginAsyncZod<{ authRateLimit: number }> = async (
  app,
  { authRateLimit },
) => {
  const service = app.services.appeals;

  app.route({
    ...routeOf(endpoints.getAppealable),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.ok(await service.appealable(user, request.params.actionId));
    },
  });

  app.route({
    ...routeOf(endpoints.createAppeal),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.created(await service.appealGig(user, request.body));
    },
  });

  app.route({
    ...routeOf(endpoints.appealSuspension),
    // It checks a password: limited per client address as sign-in is.
    config: { rateLimit: { max: authRateLimit, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      return reply.created(await service.appealSuspension(request.body));
    },
  });

  app.route({
    ...routeOf(endpoints.listAppealQueue),
    handler: async (request, reply) => {
      await request.requireAdmin();
      return reply.ok(await service.queue(request.query));
    },
  });
};
