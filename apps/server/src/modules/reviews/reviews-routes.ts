import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import type { ReviewMode } from '@giglane/contract/order-values';
import type { SocialLink } from '@giglane/contract/settings';
import { notFound } from '../../lib/errors';
import { routeOf } from '../../lib/routes';
import { orderReviewToWire } from './reviews-wire';
import { LEVEL_NAMES, LEVEL_REQUIREMENTS } from './seller-levels-rules';

/**
 * The settings the web app reads, the admin's page of reviews, a gig's review summary, and the
 * reviews of orders with the seller's reply. The original API's comments are in
 * `original-reviews-routes.ts`.
 */
export const reviewsRoutes: FastifyPluginAsyncZod<{
  /** Told by GET /api/settings, so the open review form knows who may write. */
  reviews: ReviewMode;
  /** Told by GET /api/settings, so the delivery form names the configured limit. */
  maxDeliveryFileBytes: number;
  /** Told by GET /api/settings, so the order page and the help pages say when it completes. */
  autoCompleteAfterMs: number;
  /** Told by GET /api/settings, so the order page and the help pages say when it lapses. */
  cancellationAnswerMs: number;
  /** Told by GET /api/settings, so the order page says until when the reviews stay blind. */
  reviewWindowMs: number;
  /** Told by GET /api/settings, for the footer. */
  socialLinks: SocialLink[];
}> = async (app, options) => {
  const repo = app.repos.reviews;
  const service = app.services.reviews;

  app.route({
    ...routeOf(endpoints.getSettings),
    handler: async (_request, reply) =>
      reply.ok({
        reviews: options.reviews,
        maxDeliveryFileBytes: options.maxDeliveryFileBytes,
        autoCompleteAfterSeconds: Math.round(options.autoCompleteAfterMs / 1000),
        cancellationAnswerSeconds: Math.round(options.cancellationAnswerMs / 1000),
        reviewWindowSeconds: Math.round(options.reviewWindowMs / 1000),
        sellerLevels: LEVEL_REQUIREMENTS.map((requirements) => ({
          ...requirements,
          name: LEVEL_NAMES[requirements.level],
        })),
        socialLinks: options.socialLinks,
      }),
  });

  app.route({
    ...routeOf(endpoints.getSellerLevel),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.ok(await service.standing(user));
    },
  });

  app.route({
    ...routeOf(endpoints.pageReviews),
    handler: async (request, reply) => {
      await request.requireAdmin();
      return reply.ok(await repo.page(request.query));
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
      const review = await service.reviewOrder(
        user,
        request.params.id,
        request.body,
        options.reviewWindowMs,
      );
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
    ...routeOf(endpoints.reviewBuyer),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.created(
        await service.reviewBuyer(user, request.params.id, request.body, options.reviewWindowMs),
      );
    },
  });

  app.route({
    ...routeOf(endpoints.listBuyerReviews),
    handler: async (request, reply) => {
      const profile = await repo.buyerProfile(request.params.id);
      if (!profile) throw notFound();
      return reply.ok(profile);
    },
  });

  app.route({
    ...routeOf(endpoints.voteReviewHelpful),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.ok(await service.voteHelpful(user, request.params.id, request.body.vote));
    },
  });

  app.route({
    ...routeOf(endpoints.listReviewsHelpful),
    handler: async (request, reply) => {
      const viewer = await request.optionalUser();
      return reply.ok(await repo.votesOf(request.query.ids, viewer?.id ?? null));
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
