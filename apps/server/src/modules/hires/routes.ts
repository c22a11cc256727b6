import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const hiresRoutes: FastifyPluginAsyncZod = async (app) => {
  void app;
};
