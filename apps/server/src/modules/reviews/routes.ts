import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { serverText } from '@giglane/contract/server-text';
import type { ReviewMode } from '@giglane/contract/order-values';
import { isAdmin } from '../../lib/access-rules';
import { notFound } from '../../lib/errors';
import { routeOf } from '../../lib/routes';
import { gigIdFromParams } from '../gigs/gigs-wire';
import { assertMaySee } from '../orders/orders-rules';
import {
  alreadyReplied,
  assertInEditWindow,
  assertMayChangeReview,
  assertMayEditOrderReview,
  assertMayReply,
  assertMayReviewGig,
  assertMayReviewOrder,
  reviewerOf,
} from './reviews-rules';
import { newReviewFromBody, orderReviewToWire, reviewChangesFromBody } from './reviews-wire';

export const reviewsRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewMode;
  /** Told by GET /api/settings, so the delivery form names the configured limit. */
  maxDeliveryFileBytes: number;
}> = async (app, options) => {
  const repo = app.repos.reviews;

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
      const reviewerId = reviewerOf(user, review.reviewerId);
      const takesOrder = options.reviews === 'orders';
      if (takesOrder)
        assertMayReviewGig(options.reviews, await repo.completedOrdersOf(reviewerId, review.gigId));
      const row = await repo.create({ ...review, reviewerId }, { takesOrder });
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
      // A review of an order keeps its edit window here too; admins moderate at any time.
      const origin = await repo.findOrigin(existing.id);
      if (origin?.orderId && !isAdmin(user)) assertInEditWindow(origin, new Date());
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
      const order = await app.repos.orders.findFacts(request.params.id);
      if (!order) throw notFound();
      assertMayReviewOrder(order, assertMaySee(order, user));
      const review = await repo.createForOrder(order, request.body);
      return reply.created(orderReviewToWire(review));
    },
  });

  app.route({
    ...routeOf(endpoints.editOrderReview),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const order = await app.repos.orders.findFacts(request.params.id);
      if (!order) throw notFound();
      const actors = assertMaySee(order, user);
      const review = await repo.findOfOrder(order.id);
      assertMayEditOrderReview(
        actors,
        review && { createdAt: review.createdAt, replied: review.reply !== null },
        new Date(),
      );
      return reply.ok(orderReviewToWire(await repo.updateForOrder(order.id, request.body)));
    },
  });

  app.route({
    ...routeOf(endpoints.replyToReview),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const review = await repo.findForReply(request.params.id);
      if (!review) throw notFound();
      assertMayReply(user, review);
      const replied = await repo.reply(request.params.id, user.id, request.body.text);
      // Another reply was saved between the check and the write.
      if (!replied) throw alreadyReplied();
      return reply.created(replied);
    },
  });
};
