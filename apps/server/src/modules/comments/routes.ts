import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  void app;
};
