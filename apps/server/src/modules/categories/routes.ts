import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverText } from '@giglane/contract/server-text';
import { category, categoryBody } from '@giglane/contract/categories';
import { paging, sortColumns, sortedPagingQuery } from '@giglane/contract/paging';
import { notFound } from '../../lib/errors';
import { idParams, replies, signedIn } from '../../lib/route-schemas';
import { categoryFromBody } from './categories-wire';

const tags = ['LoaiCongViec'];

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.categories;

  app.get(
    '/api/loai-cong-viec',
    { schema: { tags, summary: 'All categories', response: replies(z.array(category)) } },
    async (_request, reply) => reply.ok(await repo.list()),
  );

  app.get(
    '/api/loai-cong-viec/phan-trang-tim-kiem',
    {
      schema: {
        tags,
        summary: 'Categories, a page at a time, by name',
        querystring: sortedPagingQuery(sortColumns.jobTypes),
        response: replies(paging(category)),
      },
    },
    async (request, reply) => reply.ok(await repo.page(request.query)),
  );

  app.get(
    '/api/loai-cong-viec/:id',
    {
      schema: {
        tags,
        summary: 'One category',
        params: idParams,
        response: replies(category, { errors: [404] }),
      },
    },
    async (request, reply) => {
      const row = await repo.find(request.params.id);
      if (!row) throw notFound();
      return reply.ok(row);
    },
  );

  app.post(
    '/api/loai-cong-viec',
    {
      schema: {
        tags,
        summary: 'Add a category (admin)',
        security: signedIn,
        body: categoryBody,
        response: replies(category, { status: 201, errors: [403] }),
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      return reply.created(await repo.create(categoryFromBody(request.body)));
    },
  );

  app.put(
    '/api/loai-cong-viec/:id',
    {
      schema: {
        tags,
        summary: 'Rename a category (admin)',
        security: signedIn,
        params: idParams,
        body: categoryBody,
        response: replies(category, { errors: [403, 404] }),
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      const { name } = categoryFromBody(request.body);
      const row = await repo.update(request.params.id, { name });
      if (!row) throw notFound();
      return reply.ok(row, serverText.updated);
    },
  );

  app.delete(
    '/api/loai-cong-viec/:id',
    {
      schema: {
        tags,
        summary: 'Delete a category with its groups (admin)',
        security: signedIn,
        params: idParams,
        response: replies(z.null(), { errors: [403, 404] }),
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      if (!(await repo.remove(request.params.id))) throw notFound();
      return reply.ok(null, serverText.deleted);
    },
  );
};
