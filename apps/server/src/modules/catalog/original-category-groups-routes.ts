import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { serverText } from '@giglane/contract/server-text';
import { notFound } from '../../lib/errors';
import { routeOf } from '../../lib/routes';
import {
  categoryIdFromParams,
  groupFromBody,
  groupIdFromParams,
  nameFromSubcategoryBody,
} from './category-groups-wire';
import { categoryNodeNotFound, uploadGroupNotFound } from './original-catalog';

/**
 * The original API's groups and subcategories (`/api/chi-tiet-loai-cong-viec`) and the category
 * menu, an adapter over the catalog's repository; what they answer the original's way is in
 * `original-catalog.ts`.
 */
export const originalCategoryGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.categoryGroups;

  app.route({
    ...routeOf(endpoints.listCategoryGroups),
    handler: async (_request, reply) => reply.ok(await repo.list()),
  });

  app.route({
    ...routeOf(endpoints.pageCategoryGroups),
    handler: async (request, reply) => reply.ok(await repo.page(request.query)),
  });

  // Groups and subcategories share one id space, so this path names one record of either kind.
  app.route({
    ...routeOf(endpoints.getCategoryNode),
    handler: async (request, reply) => {
      const row = await repo.findEntry(request.params.id);
      if (!row) throw categoryNodeNotFound();
      return reply.ok(row);
    },
  });

  app.route({
    ...routeOf(endpoints.createSubcategory),
    handler: async (request, reply) => {
      await request.requireAdmin();
      return reply.created(await repo.createSubcategory(nameFromSubcategoryBody(request.body)));
    },
  });

  app.route({
    ...routeOf(endpoints.updateCategoryNode),
    handler: async (request, reply) => {
      await request.requireAdmin();
      const row = await repo.renameEntry(request.params.id, nameFromSubcategoryBody(request.body));
      if (!row) throw notFound();
      return reply.ok(row, serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.deleteCategoryNode),
    handler: async (request, reply) => {
      await request.requireAdmin();
      if (!(await repo.removeEntry(request.params.id))) throw notFound();
      return reply.ok(null, serverText.deleted);
    },
  });

  app.route({
    ...routeOf(endpoints.createCategoryGroup),
    handler: async (request, reply) => {
      await request.requireAdmin();
      return reply.created(await repo.create(groupFromBody(request.body)));
    },
  });

  app.route({
    ...routeOf(endpoints.updateCategoryGroup),
    handler: async (request, reply) => {
      await request.requireAdmin();
      const row = await repo.update(request.params.id, groupFromBody(request.body));
      if (!row) throw notFound();
      return reply.ok(row, serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.uploadCategoryGroupImage),
    handler: async (request, reply) => {
      await request.requireAdmin();
      const id = groupIdFromParams(request.params);
      // Checked before reading the file, so no picture is stored for a group that is not there.
      if (!(await repo.exists(id))) throw uploadGroupNotFound();
      const image = await app.repos.images.save(await request.readImageUpload('images'));
      const row = await repo.setImage(id, image);
      // The group may have been deleted while the file was uploading.
      if (!row) throw uploadGroupNotFound();
      return reply.ok(row, serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.getCategoryMenu),
    handler: async (_request, reply) => reply.ok(await repo.menu()),
  });

  app.route({
    ...routeOf(endpoints.getCategoryMenuEntry),
    handler: async (request, reply) =>
      reply.ok(await repo.menu(categoryIdFromParams(request.params))),
  });
};
