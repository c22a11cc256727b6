import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { routeOf } from '../../lib/routes';

/** The admins' Mail outbox (decision 047): every mail, and one with its bodies and headers. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.mail;

  app.route({
    ...routeOf(endpoints.listMail),
    handler: async (request, reply) => {
      await request.requireAdmin();
      return reply.ok(await service.list(request.query));
    },
  });

  app.route({
    ...routeOf(endpoints.getMail),
    handler: async (request, reply) => {
      await request.requireAdmin();
      return reply.ok(await service.find(request.params.id));
    },
  });
};
