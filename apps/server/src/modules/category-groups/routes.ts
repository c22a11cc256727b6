import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverText } from '@giglane/contract/server-text';
import {
  subcategory,
  subcategoryBody,
  categoryGroup,
  categoryGroupBody,
  menuEntry,
  updateCategoryGroupBody,
} from '@giglane/contract/categories';
import { paging, pagingQuery } from '@giglane/contract/paging';
import { idParam } from '@giglane/contract/wire';
import { badRequest, notFound } from '../../lib/errors';
import { idParams, replies, signedIn } from '../../lib/route-schemas';
import {
  categoryIdFromParams,
  groupFromBody,
  groupIdFromParams,
  nameFromSubcategoryBody,
} from './category-groups-wire';

const tags = ['ChiTietLoaiCongViec'];
const menuTags = ['CongViec'];

export const categoryGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.categoryGroups;

  app.get(
    '/api/chi-tiet-loai-cong-viec',
    {
      schema: {
        tags,
        summary: 'All groups with their subcategories',
        response: replies(z.array(categoryGroup)),
      },
    },
    async (_request, reply) => reply.ok(await repo.list()),
  );

  app.get(
    '/api/chi-tiet-loai-cong-viec/phan-trang-tim-kiem',
    {
      schema: {
        tags,
        summary: 'Groups, a page at a time, by group name',
        querystring: pagingQuery,
        response: replies(paging(categoryGroup)),
      },
    },
    async (request, reply) => reply.ok(await repo.page(request.query)),
  );

  // Groups and subcategories share one id space, so this path names one record of either kind.
  app.get(
    '/api/chi-tiet-loai-cong-viec/:id',
    {
      schema: {
        tags,
        summary: 'The group or the subcategory with this id',
        params: idParams,
        response: replies(z.union([categoryGroup, subcategory])),
      },
    },
    async (request, reply) => {
      const row = await repo.findEntry(request.params.id);
      if (!row) throw badRequest(serverText.detailNotFound);
      return reply.ok(row);
    },
  );

  app.post(
    '/api/chi-tiet-loai-cong-viec',
    {
      schema: {
        tags,
        summary: 'Add a subcategory (admin); the server chooses the id',
        security: signedIn,
        body: subcategoryBody,
        response: replies(subcategory, { status: 201, errors: [403] }),
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      return reply.created(await repo.createSubcategory(nameFromSubcategoryBody(request.body)));
    },
  );

  app.put(
    '/api/chi-tiet-loai-cong-viec/:id',
    {
      schema: {
        tags,
        summary: 'Rename the group or the subcategory with this id (admin)',
        security: signedIn,
        params: idParams,
        body: subcategoryBody,
        response: replies(z.union([categoryGroup, subcategory]), { errors: [403, 404] }),
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      const row = await repo.renameEntry(request.params.id, nameFromSubcategoryBody(request.body));
      if (!row) throw notFound();
      return reply.ok(row, serverText.updated);
    },
  );

  app.delete(
    '/api/chi-tiet-loai-cong-viec/:id',
    {
      schema: {
        tags,
        summary:
          'Delete the group or the subcategory with this id (admin): a group leaves its subcategories, a subcategory leaves every group and is refused while gigs use it',
        security: signedIn,
        params: idParams,
        response: replies(z.null(), { errors: [403, 404] }),
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      if (!(await repo.removeEntry(request.params.id))) throw notFound();
      return reply.ok(null, serverText.deleted);
    },
  );

  app.post(
    '/api/chi-tiet-loai-cong-viec/them-nhom-chi-tiet-loai',
    {
      schema: {
        tags,
        summary: 'Add a group with its subcategories (admin); the server chooses the id',
        security: signedIn,
        body: categoryGroupBody,
        response: replies(categoryGroup, { status: 201, errors: [403] }),
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      return reply.created(await repo.create(groupFromBody(request.body)));
    },
  );

  app.put(
    '/api/chi-tiet-loai-cong-viec/sua-nhom-chi-tiet-loai/:id',
    {
      schema: {
        tags,
        summary: 'Edit a group (admin); a given subcategory list replaces its subcategories',
        security: signedIn,
        params: idParams,
        body: updateCategoryGroupBody,
        response: replies(categoryGroup, { errors: [403, 404] }),
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      const row = await repo.update(request.params.id, groupFromBody(request.body));
      if (!row) throw notFound();
      return reply.ok(row, serverText.updated);
    },
  );

  app.post(
    '/api/chi-tiet-loai-cong-viec/upload-hinh-nhom-loai-cong-viec/:MaNhomLoaiCongViec',
    {
      schema: {
        tags,
        summary: "Upload a group's picture (admin): multipart, one file part named formFile",
        security: signedIn,
        consumes: ['multipart/form-data'],
        params: z.object({ MaNhomLoaiCongViec: idParam }),
        response: replies(categoryGroup, { errors: [403] }),
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      const id = groupIdFromParams(request.params);
      // Checked before reading the file, so no picture is stored for a group that is not there.
      if (!(await repo.exists(id))) throw badRequest(serverText.uploadGroupNotFound);
      const image = await app.repos.images.save(await request.readImageUpload('images'));
      const row = await repo.setImage(id, image);
      // The group may have been deleted while the file was uploading.
      if (!row) throw badRequest(serverText.uploadGroupNotFound);
      return reply.ok(row, serverText.updated);
    },
  );

  app.get(
    '/api/cong-viec/lay-menu-loai-cong-viec',
    {
      schema: {
        tags: menuTags,
        summary: 'The menu: every category with its groups and their subcategories',
        response: replies(z.array(menuEntry)),
      },
    },
    async (_request, reply) => reply.ok(await repo.menu()),
  );

  app.get(
    '/api/cong-viec/lay-chi-tiet-loai-cong-viec/:MaLoaiCongViec',
    {
      schema: {
        tags: menuTags,
        summary: "One category's menu entry: an array of 0 or 1",
        params: z.object({ MaLoaiCongViec: idParam }),
        response: replies(z.array(menuEntry)),
      },
    },
    async (request, reply) => reply.ok(await repo.menu(categoryIdFromParams(request.params))),
  );
};
