import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { routeOf } from '../../lib/routes';

/** Money's endpoints (decision 045): each checks who may ask, then calls the payments' service. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.payments;

  app.route({
    ...routeOf(endpoints.getPaymentSettings),
    handler: async (_request, reply) => reply.ok(service.settings()),
  });

  app.route({
    ...routeOf(endpoints.getOrderPayment),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.ok(await service.view(user, request.params.id));
    },
  });

  app.route({
    ...routeOf(endpoints.payOrder),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.created(await service.pay(user, request.params.id, request.body.card));
    },
  });

  app.route({
    ...routeOf(endpoints.confirmOrderPayment),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.ok(await service.confirm(user, request.params.id));
    },
  });

  app.route({
    ...routeOf(endpoints.getEarnings),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.ok(await service.earnings(user));
    },
  });

  app.route({
    ...routeOf(endpoints.pageEarnings),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.ok(await service.earningsHistory(user, request.query));
    },
  });

  app.route({
    ...routeOf(endpoints.pageBilling),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.ok(await service.pageBilling(user, request.query));
    },
  });

  app.route({
    ...routeOf(endpoints.pageWithdrawals),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.ok(await service.pageWithdrawals(user, request.query, false));
    },
  });

  app.route({
    ...routeOf(endpoints.requestWithdrawal),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.created(await service.requestWithdrawal(user, request.body.amount));
    },
  });

  app.route({
    ...routeOf(endpoints.pageAllWithdrawals),
    handler: async (request, reply) => {
      const user = await request.requireAdmin();
      return reply.ok(await service.pageWithdrawals(user, request.query, true));
    },
  });

  app.route({
    ...routeOf(endpoints.approveWithdrawal),
    handler: async (request, reply) => {
      const user = await request.requireAdmin();
      return reply.ok(await service.approveWithdrawal(user, request.params.id));
    },
  });

  app.route({
    ...routeOf(endpoints.markWithdrawalPaid),
    handler: async (request, reply) => {
      const user = await request.requireAdmin();
      return reply.ok(await service.markWithdrawalPaid(user, request.params.id));
    },
  });

  app.route({
    ...routeOf(endpoints.rejectWithdrawal),
    handler: async (request, reply) => {
      const user = await request.requireAdmin();
      return reply.ok(await service.rejectWithdrawal(user, request.params.id, request.body.reason));
    },
  });

  app.route({
    ...routeOf(endpoints.getFinanceSummary),
    handler: async (request, reply) => {
      const user = await request.requireAdmin();
      return reply.ok(await service.financeSummary(user));
    },
  });

  app.route({
    ...routeOf(endpoints.reconcileBooks),
    handler: async (request, reply) => {
      const user = await request.requireAdmin();
      return reply.ok(await service.reconcile(user));
    },
  });
};
