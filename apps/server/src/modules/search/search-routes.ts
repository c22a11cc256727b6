import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { routeOf } from '../../lib/routes';
import { searchReplyOf } from './search-engine';
import { searchFromQuery } from './search-wire';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // The search subsystem's one call (search-engine.ts); the reply puts its facets beside the page.
  const engine = app.repos.search;

  app.route({
    ...routeOf(endpoints.searchGigs),
    handler: async (request, reply) =>
      reply.ok(searchReplyOf(await engine.query(searchFromQuery(request.query)))),
  });
};
