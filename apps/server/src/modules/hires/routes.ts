import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverText } from '@giglane/contract/server-text';
import {
  completeHireParams,
  createHireBody,
  hire,
  hiredJob,
  updateHireBody,
} from '@giglane/contract/hires';
import { paging, sortColumns, sortedPagingQuery } from '@giglane/contract/paging';
import { badRequest, notFound } from '../../lib/errors';
import { idParams, replies, signedIn } from '../../lib/route-schemas';
import { assertOwnerOrAdmin, isAdmin } from '../../plugins/auth';

const tags = ['ThueCongViec'];

export const hiresRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.hires;

  app.get(
    '/api/thue-cong-viec',
    {
      schema: {
        tags,
        summary: 'All hire records (admin)',
        security: signedIn,
        response: replies(z.array(hire), { errors: [403] }),
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      return reply.ok(await repo.list());
    },
  );

  app.get(
    '/api/thue-cong-viec/phan-trang-tim-kiem',
    {
      schema: {
        tags,
        summary: "Hire records, a page at a time, by job name or hirer's name or email (admin)",
        security: signedIn,
        querystring: sortedPagingQuery(sortColumns.hires),
        response: replies(paging(hire), { errors: [403] }),
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      return reply.ok(await repo.page(request.query));
    },
  );

  app.get(
    '/api/thue-cong-viec/lay-danh-sach-da-thue',
    {
      schema: {
        tags,
        summary: "The caller's hires with their jobs, newest first",
        security: signedIn,
        response: replies(z.array(hiredJob), { errors: [403] }),
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      return reply.ok(await repo.listHiredBy(user.id));
    },
  );

  app.get(
    '/api/thue-cong-viec/:id',
    {
      schema: {
        tags,
        summary: 'One hire record (its hirer or an admin)',
        security: signedIn,
        params: idParams,
        response: replies(hire, { errors: [403, 404] }),
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const row = await repo.find(request.params.id);
      if (!row) throw notFound();
      assertOwnerOrAdmin(user, row.maNguoiThue);
      return reply.ok(row);
    },
  );

  app.post(
    '/api/thue-cong-viec',
    {
      schema: {
        tags,
        summary: 'Book a job (an admin may book for anyone and set hoanThanh)',
        security: signedIn,
        body: createHireBody,
        response: replies(hire, { status: 201, errors: [403] }),
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const { maCongViec, maNguoiThue = user.id, ngayThue, hoanThanh } = request.body;
      assertOwnerOrAdmin(user, maNguoiThue);
      const row = await repo.create({
        jobId: maCongViec,
        hirerId: maNguoiThue,
        hiredOn: ngayThue,
        // A booking starts unfinished; only an admin records one as already done.
        completed: isAdmin(user) && hoanThanh,
      });
      return reply.created(row);
    },
  );

  app.put(
    '/api/thue-cong-viec/:id',
    {
      schema: {
        tags,
        summary: 'Edit a hire record (admin)',
        security: signedIn,
        params: idParams,
        body: updateHireBody,
        response: replies(hire, { errors: [403, 404] }),
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      const { maCongViec, maNguoiThue, ngayThue, hoanThanh } = request.body;
      const row = await repo.update(request.params.id, {
        jobId: maCongViec,
        hirerId: maNguoiThue,
        hiredOn: ngayThue,
        completed: hoanThanh,
      });
      if (!row) throw notFound();
      return reply.ok(row, serverText.updated);
    },
  );

  app.delete(
    '/api/thue-cong-viec/:id',
    {
      schema: {
        tags,
        summary: 'Cancel a hire (its hirer or an admin)',
        security: signedIn,
        params: idParams,
        response: replies(z.null(), { errors: [403, 404] }),
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const row = await repo.find(request.params.id);
      if (!row) throw notFound();
      assertOwnerOrAdmin(user, row.maNguoiThue);
      if (!(await repo.remove(row.id))) throw notFound();
      return reply.ok(null, serverText.deleted);
    },
  );

  app.post(
    '/api/thue-cong-viec/hoan-thanh-cong-viec/:MaThueCongViec',
    {
      schema: {
        tags,
        summary: 'Mark a hire done (its hirer, the seller of the job, or an admin)',
        security: signedIn,
        params: completeHireParams,
        response: replies(hire, { errors: [403] }),
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const id = request.params.MaThueCongViec;
      const parties = await repo.findParties(id);
      if (!parties) throw badRequest(serverText.hireNotFound);
      assertOwnerOrAdmin(user, parties.hirerId, parties.sellerId);
      const row = await repo.complete(id);
      if (!row) throw badRequest(serverText.hireNotFound);
      return reply.ok(row, serverText.updated);
    },
  );
};
