import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverText } from '@giglane/contract/server-text';
import {
  createJobBody,
  detailIdParams,
  job,
  jobIdParams,
  jobNameParams,
  jobView,
  updateJobBody,
} from '@giglane/contract/jobs';
import { paging, sortColumns, sortedPagingQuery } from '@giglane/contract/paging';
import { badRequest, notFound } from '../../lib/errors';
import { idParams, replies, signedIn } from '../../lib/route-schemas';

const tags = ['CongViec'];

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.jobs;

  app.get(
    '/api/cong-viec',
    { schema: { tags, summary: 'All jobs', response: replies(z.array(job)) } },
    async (_request, reply) => reply.ok(await repo.list()),
  );

  app.get(
    '/api/cong-viec/phan-trang-tim-kiem',
    {
      schema: {
        tags,
        summary: 'Jobs, a page at a time, by name',
        querystring: sortedPagingQuery(sortColumns.jobs),
        response: replies(paging(job)),
      },
    },
    async (request, reply) => reply.ok(await repo.page(request.query)),
  );

  app.get(
    '/api/cong-viec/:id',
    {
      schema: {
        tags,
        summary: 'One job',
        params: idParams,
        response: replies(job, { errors: [404] }),
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
        summary: 'Add a job (admin); the seller defaults to the caller',
        security: signedIn,
        body: createJobBody,
        response: replies(job, { status: 201, errors: [403] }),
      },
    },
    async (request, reply) => {
      const admin = await request.requireAdmin();
      const nguoiTao = request.body.nguoiTao ?? admin.id;
      const hinhAnh = request.assetPath(request.body.hinhAnh);
      return reply.created(await repo.create({ ...request.body, nguoiTao, hinhAnh }));
    },
  );

  app.put(
    '/api/cong-viec/:id',
    {
      schema: {
        tags,
        summary: 'Update a job (admin); fields left out keep their value',
        security: signedIn,
        params: idParams,
        body: updateJobBody,
        response: replies(job, { errors: [403, 404] }),
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      const hinhAnh = request.assetPath(request.body.hinhAnh);
      const row = await repo.update(request.params.id, { ...request.body, hinhAnh });
      if (!row) throw notFound();
      return reply.ok(row, serverText.updated);
    },
  );

  app.delete(
    '/api/cong-viec/:id',
    {
      schema: {
        tags,
        summary: 'Delete a job with its hires and comments (admin)',
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

  app.post(
    '/api/cong-viec/upload-hinh-cong-viec/:MaCongViec',
    {
      schema: {
        tags,
        summary: "Upload a job's picture (admin): multipart, one file part named formFile",
        security: signedIn,
        consumes: ['multipart/form-data'],
        params: jobIdParams,
        response: replies(job, { errors: [403, 429, 503] }),
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      const id = request.params.MaCongViec;
      // Checked before the upload is decoded and stored, so an unknown job leaves no picture behind.
      if (!(await repo.find(id))) throw badRequest(serverText.uploadJobNotFound);
      // The job may have been deleted while the picture uploaded: then nothing is stored.
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
        summary: 'Job cards of a detail type',
        params: detailIdParams,
        response: replies(z.array(jobView)),
      },
    },
    async (request, reply) => reply.ok(await repo.viewsOfDetail(request.params.MaChiTietLoai)),
  );

  app.get(
    '/api/cong-viec/lay-cong-viec-chi-tiet/:MaCongViec',
    {
      schema: {
        tags,
        summary: 'The gig page of one job, as a list of one',
        params: jobIdParams,
        response: replies(z.array(jobView), { errors: [404] }),
      },
    },
    async (request, reply) => {
      const row = await repo.findView(request.params.MaCongViec);
      if (!row) throw notFound();
      return reply.ok([row]);
    },
  );

  app.get(
    '/api/cong-viec/lay-danh-sach-cong-viec-theo-ten/:TenCongViec',
    {
      schema: {
        tags,
        summary: 'Job cards whose name contains the text, case-insensitively',
        params: jobNameParams,
        response: replies(z.array(jobView)),
      },
    },
    async (request, reply) => reply.ok(await repo.viewsByName(request.params.TenCongViec)),
  );
};
