import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  void app;
};
