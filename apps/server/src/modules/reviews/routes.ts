import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  review,
  reviewListItem,
  reviewView,
  createReviewBody,
  gigReviewsParams,
  updateReviewBody,
} from '@giglane/contract/reviews';
import { paging, sortColumns, sortedPagingQuery } from '@giglane/contract/paging';
import { serverText } from '@giglane/contract/server-text';
import { notFound } from '../../lib/errors';
import { idParams, replies, signedIn } from '../../lib/route-schemas';
import { gigIdFromParams } from '../gigs/gigs-wire';
import { assertMayChangeReview, reviewerOf } from './reviews-rules';
import { newReviewFromBody, reviewChangesFromBody } from './reviews-wire';

const tags = ['BinhLuan'];

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.reviews;

  app.get(
    '/api/binh-luan',
    { schema: { tags, summary: 'All reviews', response: replies(z.array(review)) } },
    async (_request, reply) => reply.ok(await repo.list()),
  );

  app.get(
    '/api/binh-luan/phan-trang-tim-kiem',
    {
      schema: {
        tags,
        summary:
          "Reviews with their gig's and reviewer's names, a page at a time, by text or gig name (admin)",
        security: signedIn,
        querystring: sortedPagingQuery(sortColumns.comments),
        response: replies(paging(reviewListItem), { errors: [403] }),
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      return reply.ok(await repo.page(request.query));
    },
  );

  app.get(
    '/api/binh-luan/lay-binh-luan-theo-cong-viec/:MaCongViec',
    {
      schema: {
        tags,
        summary: "A gig's reviews with their reviewers, newest first",
        params: gigReviewsParams,
        response: replies(z.array(reviewView), { errors: [404] }),
      },
    },
    async (request, reply) => {
      const rows = await repo.listForGig(gigIdFromParams(request.params));
      if (!rows) throw notFound();
      return reply.ok(rows);
    },
  );

  app.post(
    '/api/binh-luan',
    {
      schema: {
        tags,
        summary: 'Review and rate a gig as the caller (an admin may name the reviewer)',
        security: signedIn,
        body: createReviewBody,
        response: replies(review, { status: 201, errors: [403] }),
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const review = newReviewFromBody(request.body);
      const row = await repo.create({ ...review, reviewerId: reviewerOf(user, review.reviewerId) });
      return reply.created(row);
    },
  );

  app.put(
    '/api/binh-luan/:id',
    {
      schema: {
        tags,
        summary: 'Edit a review (its reviewer or an admin)',
        security: signedIn,
        params: idParams,
        body: updateReviewBody,
        response: replies(review, { errors: [403, 404] }),
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const existing = await repo.find(request.params.id);
      if (!existing) throw notFound();
      assertMayChangeReview(user, { reviewerId: existing.maNguoiBinhLuan });
      const row = await repo.update(existing.id, reviewChangesFromBody(request.body));
      if (!row) throw notFound();
      return reply.ok(row, serverText.updated);
    },
  );

  app.delete(
    '/api/binh-luan/:id',
    {
      schema: {
        tags,
        summary: 'Delete a review (its reviewer or an admin)',
        security: signedIn,
        params: idParams,
        response: replies(z.null(), { errors: [403, 404] }),
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const existing = await repo.find(request.params.id);
      if (!existing) throw notFound();
      assertMayChangeReview(user, { reviewerId: existing.maNguoiBinhLuan });
      if (!(await repo.remove(existing.id))) throw notFound();
      return reply.ok(null, serverText.deleted);
    },
  );
};
