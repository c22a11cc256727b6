import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { routeOf } from '../../lib/routes';

/** The original API's skills (`/api/skill`). */
export const originalSkillsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.skills;

  app.route({
    ...routeOf(endpoints.listSkills),
    handler: async (_request, reply) => reply.ok(await repo.list()),
  });
};
