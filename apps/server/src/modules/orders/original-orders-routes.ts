import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { serverText } from '@giglane/contract/server-text';
import { notFound } from '../../lib/errors';
import { routeOf } from '../../lib/routes';
import {
  newOrderFromBody,
  orderChangesFromBody,
  orderedGigToWire,
  orderIdFromParams,
} from './orders-wire';
import { assertMayReadRecord, hireNotFound } from './original-orders';

/**
 * The original API's hire records (`/api/thue-cong-viec`), an adapter over the orders: each
 * handler reads the wire, calls the orders' service or repository and answers the record; who may
 * act the original's way and what it answers are in `original-orders.ts`.
 */
export const originalOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.orders;
  const service = app.services.orders;

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
      return reply.ok((await repo.listOrderedBy(user.id)).map(orderedGigToWire));
    },
  });

  app.route({
    ...routeOf(endpoints.getOrder),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const order = await repo.findFacts(request.params.id);
      if (!order) throw notFound();
      assertMayReadRecord(order, user);
      return reply.ok(await repo.find(order.id));
    },
  });

  app.route({
    ...routeOf(endpoints.createOrder),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.created(await service.createLegacy(user, newOrderFromBody(request.body)));
    },
  });

  app.route({
    ...routeOf(endpoints.updateOrder),
    handler: async (request, reply) => {
      const user = await request.requireAdmin();
      // hoanThanh is the admin's Complete / Incomplete: a move of the state machine, if any.
      const row = await service.updateLegacy(
        user,
        request.params.id,
        orderChangesFromBody(request.body),
      );
      if (!row) throw notFound();
      return reply.ok(row, serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.deleteOrder),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      await service.deleteLegacy(user, request.params.id);
      return reply.ok(null, serverText.deleted);
    },
  });

  app.route({
    ...routeOf(endpoints.completeOrder),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const id = orderIdFromParams(request.params);
      if (!(await service.completeLegacy(user, id))) throw hireNotFound();
      return reply.ok(await repo.find(id), serverText.updated);
    },
  });
};
