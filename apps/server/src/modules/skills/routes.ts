import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { skill } from '@giglane/contract/skills';
import { replies } from '../../lib/route-schemas';

const tags = ['Skill'];

export const skillsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.skills;

  app.get(
    '/api/skill',
    { schema: { tags, summary: 'All skills', response: replies(z.array(skill)) } },
    async (_request, reply) => reply.ok(await repo.list()),
  );
};
