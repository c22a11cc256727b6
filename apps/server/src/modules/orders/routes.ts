import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverText } from '@giglane/contract/server-text';
import {
  completeOrderParams,
  createOrderBody,
  order,
  orderedGig,
  updateOrderBody,
} from '@giglane/contract/orders';
import { paging, sortColumns, sortedPagingQuery } from '@giglane/contract/paging';
import { badRequest, notFound } from '../../lib/errors';
import { idParams, replies, signedIn } from '../../lib/route-schemas';
import { assertCanAct, orderToPlace } from './orders-rules';
import { newOrderFromBody, orderChangesFromBody, orderIdFromParams } from './orders-wire';

const tags = ['ThueCongViec'];

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.orders;

  app.get(
    '/api/thue-cong-viec',
    {
      schema: {
        tags,
        summary: 'All orders (admin)',
        security: signedIn,
        response: replies(z.array(order), { errors: [403] }),
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
        summary: "Orders, a page at a time, by gig name or buyer's name or email (admin)",
        security: signedIn,
        querystring: sortedPagingQuery(sortColumns.hires),
        response: replies(paging(order), { errors: [403] }),
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
        summary: "The caller's orders with their gigs, newest first",
        security: signedIn,
        response: replies(z.array(orderedGig), { errors: [403] }),
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      return reply.ok(await repo.listOrderedBy(user.id));
    },
  );

  app.get(
    '/api/thue-cong-viec/:id',
    {
      schema: {
        tags,
        summary: 'One order (its buyer or an admin)',
        security: signedIn,
        params: idParams,
        response: replies(order, { errors: [403, 404] }),
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const row = await repo.find(request.params.id);
      if (!row) throw notFound();
      assertCanAct({ buyerId: row.maNguoiThue }, 'read', user);
      return reply.ok(row);
    },
  );

  app.post(
    '/api/thue-cong-viec',
    {
      schema: {
        tags,
        summary: 'Order a gig (an admin may order for anyone and set hoanThanh)',
        security: signedIn,
        body: createOrderBody,
        response: replies(order, { status: 201, errors: [403] }),
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const wanted = newOrderFromBody(request.body);
      const row = await repo.create({ ...wanted, ...orderToPlace(user, wanted) });
      return reply.created(row);
    },
  );

  app.put(
    '/api/thue-cong-viec/:id',
    {
      schema: {
        tags,
        summary: 'Edit an order (admin)',
        security: signedIn,
        params: idParams,
        body: updateOrderBody,
        response: replies(order, { errors: [403, 404] }),
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      const row = await repo.update(request.params.id, orderChangesFromBody(request.body));
      if (!row) throw notFound();
      return reply.ok(row, serverText.updated);
    },
  );

  app.delete(
    '/api/thue-cong-viec/:id',
    {
      schema: {
        tags,
        summary: 'Cancel an order (its buyer or an admin)',
        security: signedIn,
        params: idParams,
        response: replies(z.null(), { errors: [403, 404] }),
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const row = await repo.find(request.params.id);
      if (!row) throw notFound();
      assertCanAct({ buyerId: row.maNguoiThue }, 'cancel', user);
      if (!(await repo.remove(row.id))) throw notFound();
      return reply.ok(null, serverText.deleted);
    },
  );

  app.post(
    '/api/thue-cong-viec/hoan-thanh-cong-viec/:MaThueCongViec',
    {
      schema: {
        tags,
        summary: 'Mark an order done (its buyer, the seller of the gig, or an admin)',
        security: signedIn,
        params: completeOrderParams,
        response: replies(order, { errors: [403] }),
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const id = orderIdFromParams(request.params);
      const parties = await repo.findParties(id);
      if (!parties) throw badRequest(serverText.hireNotFound);
      assertCanAct(parties, 'complete', user);
      const row = await repo.complete(id);
      if (!row) throw badRequest(serverText.hireNotFound);
      return reply.ok(row, serverText.updated);
    },
  );
};
