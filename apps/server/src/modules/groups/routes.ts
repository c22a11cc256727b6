import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  void app;
};
