import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { serverText } from '@giglane/contract/server-text';
import type { ReviewMode } from '@giglane/contract/order-values';
import { notFound } from '../../lib/errors';
import { routeOf } from '../../lib/routes';
import { gigIdFromParams } from '../gigs/gigs-wire';
import { newReviewFromBody, orderReviewToWire, reviewChangesFromBody } from './reviews-wire';

export const reviewsRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewMode;
  /** Told by GET /api/settings, so the delivery form names the configured limit. */
  maxDeliveryFileBytes: number;
}> = async (app, options) => {
  const repo = app.repos.reviews;
  const service = app.services.reviews;

  app.route({
    ...routeOf(endpoints.getSettings),
    handler: async (_request, reply) =>
      reply.ok({ reviews: options.reviews, maxDeliveryFileBytes: options.maxDeliveryFileBytes }),
  });

  app.route({
    ...routeOf(endpoints.listReviews),
    handler: async (_request, reply) => reply.ok(await repo.list()),
  });

  app.route({
    ...routeOf(endpoints.pageReviews),
    handler: async (request, reply) => {
      await request.requireAdmin();
      return reply.ok(await repo.page(request.query));
    },
  });

  app.route({
    ...routeOf(endpoints.listGigReviews),
    handler: async (request, reply) => {
      const rows = await repo.listForGig(gigIdFromParams(request.params));
      if (!rows) throw notFound();
      return reply.ok(rows);
    },
  });

  app.route({
    ...routeOf(endpoints.createReview),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const review = newReviewFromBody(request.body);
      return reply.created(await service.create(user, review, options.reviews));
    },
  });

  app.route({
    ...routeOf(endpoints.updateReview),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const changes = reviewChangesFromBody(request.body);
      return reply.ok(await service.update(user, request.params.id, changes), serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.deleteReview),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      await service.remove(user, request.params.id);
      return reply.ok(null, serverText.deleted);
    },
  });

  app.route({
    ...routeOf(endpoints.getGigReviewSummary),
    handler: async (request, reply) => {
      const summary = await repo.summary(request.params.id);
      if (!summary) throw notFound();
      return reply.ok(summary);
    },
  });

  app.route({
    ...routeOf(endpoints.reviewOrder),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const review = await service.reviewOrder(user, request.params.id, request.body);
      return reply.created(orderReviewToWire(review));
    },
  });

  app.route({
    ...routeOf(endpoints.editOrderReview),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const review = await service.editOrderReview(user, request.params.id, request.body);
      return reply.ok(orderReviewToWire(review));
    },
  });

  app.route({
    ...routeOf(endpoints.replyToReview),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.created(await service.reply(user, request.params.id, request.body.text));
    },
  });
};
