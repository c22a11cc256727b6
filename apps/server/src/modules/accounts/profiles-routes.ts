import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { serverText } from '@giglane/contract/server-text';
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
      const { id } = request.params;
      await app.services.accounts.saveProfileDetails(await request.requireUser(), id, request.body);
      const details = await repo.find(id);
      // Deleted by someone else between the write and this read.
      if (!details) throw notFound();
      return reply.ok(details, serverText.updated);
    },
  });
};
