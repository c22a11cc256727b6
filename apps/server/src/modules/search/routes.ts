import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuery, searchReply } from '@giglane/contract/search';
import { replies } from '../../lib/route-schemas';
import { searchFromQuery } from './search-wire';

const tags = ['CongViec'];

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.search;

  app.get(
    '/api/cong-viec/tim-kiem',
    {
      schema: {
        tags,
        summary: 'Search gig cards with filters, a sort and facets, a page at a time',
        querystring: searchQuery,
        response: replies(searchReply),
      },
    },
    async (request, reply) => reply.ok(await repo.search(searchFromQuery(request.query))),
  );
};
