import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { serverText } from '@giglane/contract/server-text';
import { badRequest, notFound } from '../../lib/errors';
import { routeOf } from '../../lib/routes';

/** Seller profiles: the caller's own (the onboarding), and the public seller page. */
export const sellersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.sellers;

  app.route({
    ...routeOf(endpoints.getSellerProfile),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const profile = await repo.ownProfile(user.id);
      if (!profile) throw badRequest(serverText.userNotFound);
      return reply.ok(profile);
    },
  });

  app.route({
    ...routeOf(endpoints.saveSellerProfile),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      await app.services.sellerGigs.saveSellerProfile(user.id, request.body);
      const profile = await repo.ownProfile(user.id);
      if (!profile) throw badRequest(serverText.userNotFound);
      return reply.ok(profile, serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.getSeller),
    handler: async (request, reply) => {
      const page = await repo.findPage(request.params.id);
      if (!page) throw notFound();
      return reply.ok(page);
    },
  });

  app.route({
    ...routeOf(endpoints.listRecentReviews),
    handler: async (request, reply) => reply.ok(await repo.recentPraise(request.query.limit)),
  });

  app.route({
    ...routeOf(endpoints.pageSellerReviews),
    handler: async (request, reply) => {
      const reviews = await repo.pageReviews(request.params.id, request.query);
      if (!reviews) throw notFound();
      return reply.ok(reviews);
    },
  });
};
