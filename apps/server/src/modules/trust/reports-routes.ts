import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { routeOf } from '../../lib/routes';

/** Reports, and the admins' Reports queue and actions (decision 053). */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reports;

  app.route({
    ...routeOf(endpoints.createReport),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.created(await service.report(user, request.body));
    },
  });

  app.route({
    ...routeOf(endpoints.listReportQueue),
    handler: async (request, reply) => {
      await request.requireAdmin();
      return reply.ok(await service.queue(request.query));
    },
  });

  app.route({
    ...routeOf(endpoints.getReportTarget),
    handler: async (request, reply) => {
      const admin = await request.requireAdmin();
      const { targetType, targetId } = request.params;
      return reply.ok(await service.detail(admin, targetType, targetId));
    },
  });

  app.route({
    ...routeOf(endpoints.moderateReportTarget),
    handler: async (request, reply) => {
      const admin = await request.requireAdmin();
      const { targetType, targetId } = request.params;
      return reply.ok(await service.moderate(admin, targetType, targetId, request.body));
    },
  });
};
