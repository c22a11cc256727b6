import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { serverText } from '@giglane/contract/server-text';
import { notFound } from '../../lib/errors';
import { routeOf } from '../../lib/routes';
import { gigIdFromParams } from '../gigs/gigs-wire';
import { assertMayChangeReview, reviewerOf } from './reviews-rules';
import { newReviewFromBody, reviewChangesFromBody } from './reviews-wire';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.reviews;

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
      const row = await repo.create({ ...review, reviewerId: reviewerOf(user, review.reviewerId) });
      return reply.created(row);
    },
  });

  app.route({
    ...routeOf(endpoints.updateReview),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const existing = await repo.find(request.params.id);
      if (!existing) throw notFound();
      assertMayChangeReview(user, { reviewerId: existing.maNguoiBinhLuan });
      const row = await repo.update(existing.id, reviewChangesFromBody(request.body));
      if (!row) throw notFound();
      return reply.ok(row, serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.deleteReview),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const existing = await repo.find(request.params.id);
      if (!existing) throw notFound();
      assertMayChangeReview(user, { reviewerId: existing.maNguoiBinhLuan });
      if (!(await repo.remove(existing.id))) throw notFound();
      return reply.ok(null, serverText.deleted);
    },
  });
};
