import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { notFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { routeOf } from '../../lib/routes';

/** A user's own notifications: only ever the caller's, so there is nobody else to refuse. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.notifications;

  app.route({
    ...routeOf(endpoints.listNotifications),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const query = { ...request.query, keyword: null };
      const { data, total, unread } = await repo.page(user.id, query);
      return reply.ok({ ...pageOf(query, total, data), unread });
    },
  });

  app.route({
    ...routeOf(endpoints.markNotificationRead),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      // Someone else's notification is answered as one that does not exist.
      const marked = await repo.markRead(user.id, request.params.id);
      if (!marked) throw notFound();
      return reply.ok(marked);
    },
  });

  app.route({
    ...routeOf(endpoints.markAllNotificationsRead),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      await repo.markAllRead(user.id);
      return reply.ok({ unread: 0 });
    },
  });

  app.route({
    ...routeOf(endpoints.getUnreadCounts),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.ok(await repo.unreadCounts(user.id));
    },
  });
};
