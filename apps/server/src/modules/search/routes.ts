import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { routeOf } from '../../lib/routes';
import { searchFromQuery } from './search-wire';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.search;

  app.route({
    ...routeOf(endpoints.searchGigs),
    handler: async (request, reply) => reply.ok(await repo.search(searchFromQuery(request.query))),
  });
};
