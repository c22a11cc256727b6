import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { serverText } from '@giglane/contract/server-text';
import { assertOwnerOrAdmin } from '../../lib/access-rules';
import { notFound } from '../../lib/errors';
import { routeOf } from '../../lib/routes';

/**
 * The profile's country, languages, education and certifications: anyone reads them (the screens
 * show only the filled ones to others); the owner or an admin edits them.
 */
export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.profiles;

  app.route({
    ...routeOf(endpoints.getProfileDetails),
    handler: async (request, reply) => {
      const details = await repo.find(request.params.id);
      if (!details) throw notFound();
      return reply.ok(details);
    },
  });

  app.route({
    ...routeOf(endpoints.updateProfileDetails),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      assertOwnerOrAdmin(user, request.params.id);
      if (!(await repo.find(request.params.id))) throw notFound();
      await repo.update(request.params.id, request.body);
      return reply.ok((await repo.find(request.params.id))!, serverText.updated);
    },
  });
};
