import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { pagePaths } from '@giglane/contract/page-paths';
import { routeOf } from '../../lib/routes';

/**
 * Money's endpoints (decisions 045, 046): each checks who may ask, then calls the payments'
 * service. `publicUrl` is where Stripe's onboarding sends a seller back to.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ publicUrl: string | undefined }> = async (
  app,
  { publicUrl },
) => {
  const service = app.services.payments;

  // Stripe signs the bytes it sent: the webhook reads its body raw, in a scope of its own, so
  // every other route keeps the JSON parser.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.route({
      ...routeOf(endpoints.receiveStripeEvent),
      handler: async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        return reply.ok(
          await service.receiveEvent(body, Array.isArray(signature) ? signature[0] : signature),
        );
      },
    });
  });

  app.route({
    ...routeOf(endpoints.startOrderPaymentIntent),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.created(await service.startIntent(user, request.params.id));
    },
  });

  app.route({
    ...routeOf(endpoints.getPayoutAccount),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.ok(await service.payoutAccount(user));
    },
  });

  app.route({
    ...routeOf(endpoints.startPayoutOnboarding),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const page = `${publicUrl ?? `${request.protocol}://${request.host}`}${pagePaths.earnings()}`;
      return reply.created(
        await service.startOnboarding(user, {
          refreshUrl: `${page}?payouts=refresh`,
          returnUrl: `${page}?payouts=return`,
        }),
      );
    },
  });

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
