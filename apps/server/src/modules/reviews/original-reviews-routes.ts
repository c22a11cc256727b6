import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import type { ReviewMode } from '@giglane/contract/order-values';
import { serverText } from '@giglane/contract/server-text';
import { notFound } from '../../lib/errors';
import { routeOf } from '../../lib/routes';
import { gigIdFromParams } from '../gigs/gigs-wire';
import { newReviewFromBody, reviewChangesFromBody } from './reviews-wire';

/**
 * The original API's comments (`/api/binh-luan`), an adapter over the reviews: each handler reads
 * the wire and calls the reviews' service or repository; whom a review is written as and who may
 * change it are in `original-reviews.ts`.
 */
export const originalReviewsRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewMode;
  reviewWindowMs: number;
}> = async (app, options) => {
  const repo = app.repos.reviews;
  const service = app.services.reviews;

  app.route({
    ...routeOf(endpoints.listReviews),
    handler: async (_request, reply) => reply.ok(await repo.list()),
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
      return reply.created(
        await service.create(user, review, options.reviews, options.reviewWindowMs),
      );
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
};
