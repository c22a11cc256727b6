import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const skillsRoutes: FastifyPluginAsyncZod = async (app) => {
  void app;
};
