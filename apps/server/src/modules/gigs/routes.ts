import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverText } from '@giglane/contract/server-text';
import {
  createGigBody,
  subcategoryIdParams,
  gig,
  gigIdParams,
  gigNameParams,
  gigView,
  updateGigBody,
} from '@giglane/contract/gigs';
import { paging, sortColumns, sortedPagingQuery } from '@giglane/contract/paging';
import { badRequest, notFound } from '../../lib/errors';
import { idParams, replies, signedIn } from '../../lib/route-schemas';
import { assertMayWriteGigs, sellerOfNewGig } from './gigs-rules';
import {
  gigFromBody,
  gigIdFromParams,
  gigNameFromParams,
  subcategoryIdFromParams,
} from './gigs-wire';

const tags = ['CongViec'];

export const gigsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.gigs;

  app.get(
    '/api/cong-viec',
    { schema: { tags, summary: 'All gigs', response: replies(z.array(gig)) } },
    async (_request, reply) => reply.ok(await repo.list()),
  );

  app.get(
    '/api/cong-viec/phan-trang-tim-kiem',
    {
      schema: {
        tags,
        summary: 'Gigs, a page at a time, by name',
        querystring: sortedPagingQuery(sortColumns.jobs),
        response: replies(paging(gig)),
      },
    },
    async (request, reply) => reply.ok(await repo.page(request.query)),
  );

  app.get(
    '/api/cong-viec/:id',
    {
      schema: {
        tags,
        summary: 'One gig',
        params: idParams,
        response: replies(gig, { errors: [404] }),
      },
    },
    async (request, reply) => {
      const row = await repo.find(request.params.id);
      if (!row) throw notFound();
      return reply.ok(row);
    },
  );

  app.post(
    '/api/cong-viec',
    {
      schema: {
        tags,
        summary: 'Add a gig (admin); the seller defaults to the caller',
        security: signedIn,
        body: createGigBody,
        response: replies(gig, { status: 201, errors: [403] }),
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      assertMayWriteGigs(user);
      const gig = gigFromBody(request.body);
      const sellerId = sellerOfNewGig(user, gig.sellerId);
      return reply.created(
        await repo.create({ ...gig, sellerId, image: request.assetPath(gig.image) }),
      );
    },
  );

  app.put(
    '/api/cong-viec/:id',
    {
      schema: {
        tags,
        summary: 'Update a gig (admin); fields left out keep their value',
        security: signedIn,
        params: idParams,
        body: updateGigBody,
        response: replies(gig, { errors: [403, 404] }),
      },
    },
    async (request, reply) => {
      assertMayWriteGigs(await request.requireUser());
      const gig = gigFromBody(request.body);
      const row = await repo.update(request.params.id, {
        ...gig,
        image: request.assetPath(gig.image),
      });
      if (!row) throw notFound();
      return reply.ok(row, serverText.updated);
    },
  );

  app.delete(
    '/api/cong-viec/:id',
    {
      schema: {
        tags,
        summary: 'Delete a gig with its orders and reviews (admin)',
        security: signedIn,
        params: idParams,
        response: replies(z.null(), { errors: [403, 404] }),
      },
    },
    async (request, reply) => {
      assertMayWriteGigs(await request.requireUser());
      if (!(await repo.remove(request.params.id))) throw notFound();
      return reply.ok(null, serverText.deleted);
    },
  );

  app.post(
    '/api/cong-viec/upload-hinh-cong-viec/:MaCongViec',
    {
      schema: {
        tags,
        summary: "Upload a gig's picture (admin): multipart, one file part named formFile",
        security: signedIn,
        consumes: ['multipart/form-data'],
        params: gigIdParams,
        response: replies(gig, { errors: [403, 429, 503] }),
      },
    },
    async (request, reply) => {
      assertMayWriteGigs(await request.requireUser());
      const id = gigIdFromParams(request.params);
      // Checked before the upload is decoded and stored, so an unknown gig leaves no picture behind.
      if (!(await repo.find(id))) throw badRequest(serverText.uploadJobNotFound);
      // The gig may have been deleted while the picture uploaded: then nothing is stored.
      const row = await repo.setImage(id, await request.readImageUpload('images'));
      if (!row) throw badRequest(serverText.uploadJobNotFound);
      return reply.ok(row);
    },
  );

  app.get(
    '/api/cong-viec/lay-cong-viec-theo-chi-tiet-loai/:MaChiTietLoai',
    {
      schema: {
        tags,
        summary: 'Gig cards of a subcategory',
        params: subcategoryIdParams,
        response: replies(z.array(gigView)),
      },
    },
    async (request, reply) =>
      reply.ok(await repo.viewsOfSubcategory(subcategoryIdFromParams(request.params))),
  );

  app.get(
    '/api/cong-viec/lay-cong-viec-chi-tiet/:MaCongViec',
    {
      schema: {
        tags,
        summary: 'The gig page of one gig, as a list of one',
        params: gigIdParams,
        response: replies(z.array(gigView), { errors: [404] }),
      },
    },
    async (request, reply) => {
      const row = await repo.findView(gigIdFromParams(request.params));
      if (!row) throw notFound();
      return reply.ok([row]);
    },
  );

  app.get(
    '/api/cong-viec/lay-danh-sach-cong-viec-theo-ten/:TenCongViec',
    {
      schema: {
        tags,
        summary: 'Gig cards whose name contains the text, case-insensitively',
        params: gigNameParams,
        response: replies(z.array(gigView)),
      },
    },
    async (request, reply) => reply.ok(await repo.viewsByName(gigNameFromParams(request.params))),
  );
};
