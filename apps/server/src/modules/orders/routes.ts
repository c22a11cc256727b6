import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { serverText } from '@giglane/contract/server-text';
import { badRequest, notFound } from '../../lib/errors';
import { routeOf } from '../../lib/routes';
import { assertCanAct, orderToPlace } from './orders-rules';
import { newOrderFromBody, orderChangesFromBody, orderIdFromParams } from './orders-wire';

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.orders;

  app.route({
    ...routeOf(endpoints.listOrders),
    handler: async (request, reply) => {
      await request.requireAdmin();
      return reply.ok(await repo.list());
    },
  });

  app.route({
    ...routeOf(endpoints.pageOrders),
    handler: async (request, reply) => {
      await request.requireAdmin();
      return reply.ok(await repo.page(request.query));
    },
  });

  app.route({
    ...routeOf(endpoints.listMyOrders),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.ok(await repo.listOrderedBy(user.id));
    },
  });

  app.route({
    ...routeOf(endpoints.getOrder),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const row = await repo.find(request.params.id);
      if (!row) throw notFound();
      assertCanAct({ buyerId: row.maNguoiThue }, 'read', user);
      return reply.ok(row);
    },
  });

  app.route({
    ...routeOf(endpoints.createOrder),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const wanted = newOrderFromBody(request.body);
      const { listedOnly, ...placed } = orderToPlace(user, wanted);
      const row = await repo.create({ ...wanted, ...placed }, { listedOnly });
      return reply.created(row);
    },
  });

  app.route({
    ...routeOf(endpoints.updateOrder),
    handler: async (request, reply) => {
      await request.requireAdmin();
      const row = await repo.update(request.params.id, orderChangesFromBody(request.body));
      if (!row) throw notFound();
      return reply.ok(row, serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.deleteOrder),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const row = await repo.find(request.params.id);
      if (!row) throw notFound();
      assertCanAct({ buyerId: row.maNguoiThue }, 'cancel', user);
      if (!(await repo.remove(row.id))) throw notFound();
      return reply.ok(null, serverText.deleted);
    },
  });

  app.route({
    ...routeOf(endpoints.completeOrder),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const id = orderIdFromParams(request.params);
      const parties = await repo.findParties(id);
      if (!parties) throw badRequest(serverText.hireNotFound);
      assertCanAct(parties, 'complete', user);
      const row = await repo.complete(id);
      if (!row) throw badRequest(serverText.hireNotFound);
      return reply.ok(row, serverText.updated);
    },
  });
};
