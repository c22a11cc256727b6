import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const authRoutes: FastifyPluginAsyncZod<{ authRateLimit: number }> = async (app) => {
  void app;
};
