import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { serverText } from '@giglane/contract/server-text';
import { notFound } from '../../lib/errors';
import { routeOf } from '../../lib/routes';
import { categoryFromBody } from './categories-wire';

/** The original API's categories (`/api/loai-cong-viec`), an adapter over the catalog's repository. */
export const originalCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.categories;

  app.route({
    ...routeOf(endpoints.listCategories),
    handler: async (_request, reply) => reply.ok(await repo.list()),
  });

  app.route({
    ...routeOf(endpoints.pageCategories),
    handler: async (request, reply) => reply.ok(await repo.page(request.query)),
  });

  app.route({
    ...routeOf(endpoints.getCategory),
    handler: async (request, reply) => {
      const row = await repo.find(request.params.id);
      if (!row) throw notFound();
      return reply.ok(row);
    },
  });

  app.route({
    ...routeOf(endpoints.createCategory),
    handler: async (request, reply) => {
      await request.requireAdmin();
      return reply.created(await repo.create(categoryFromBody(request.body)));
    },
  });

  app.route({
    ...routeOf(endpoints.updateCategory),
    handler: async (request, reply) => {
      await request.requireAdmin();
      const { name } = categoryFromBody(request.body);
      const row = await repo.update(request.params.id, { name });
      if (!row) throw notFound();
      return reply.ok(row, serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.deleteCategory),
    handler: async (request, reply) => {
      await request.requireAdmin();
      if (!(await repo.remove(request.params.id))) throw notFound();
      return reply.ok(null, serverText.deleted);
    },
  });
};
