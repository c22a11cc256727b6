import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { PACKAGE_TIERS } from '@giglane/contract/gig-offer-values';
import type { SessionUser } from '../../lib/access-rules';
import { invalid, notFound } from '../../lib/errors';
import { checkDeliveryFiles, FILE_FOLDERS } from '../files/file-checks';
import { routeOf } from '../../lib/routes';
import { pictureOf } from '../gigs/gig-columns';
import {
  assertCan,
  assertMaySee,
  autoCompleteAt,
  personActions,
  reviewActions,
} from './orders-rules';
import { reviewWindowOf, visibleReviews } from './order-review-window';
import { orderRowToWire, orderViewToWire } from './orders-wire';

export type OrdersRoutesOptions = {
  /** How long after its last delivery an order completes on its own. */
  autoCompleteAfterMs: number;
  /** Bytes a delivered file may hold. */
  maxDeliveryFileBytes: number;
  /** How long the two reviews of a completed order stay blind (decision 054). */
  reviewWindowMs: number;
};

const DELIVERY_PART = endpoints.deliverOrder.form.files.part;

/**
 * Orders as the new API has them: checkout, placing, the order page and its moves, the lists, and
 * the seller's questions. The original API's hire records are in `original-orders-routes.ts`.
 */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, options) => {
  const repo = app.repos.orders;
  const service = app.services.orders;

  /** The order page for the user: 404 for a stranger, the actions the rules allow now. */
  async function viewFor(user: SessionUser, id: number) {
    const found = await repo.findView(id);
    if (!found) throw notFound();
    const actors = assertMaySee(found, user);
    const order = await service.factsForPage(found);
    const now = new Date();
    const review = order.review && {
      createdAt: new Date(order.review.createdAt),
      replied: order.review.reply !== null,
    };
    const { sellerReviewed } = order;
    const reviewWindow = reviewWindowOf(
      { completedAt: order.completedAt, buyerWrote: order.reviewed, sellerWrote: sellerReviewed },
      options.reviewWindowMs,
      now,
    );
    const published = reviewWindow?.published ?? false;
    return orderViewToWire(
      order,
      {
        actions: [
          ...personActions(order, actors),
          ...reviewActions({ ...order, sellerReviewed }, actors, review, now, published),
        ],
        partyActions: {
          buyer: personActions(order, ['buyer']),
          seller: personActions(order, ['seller']),
        },
        autoCompleteAt: autoCompleteAt(order, options.autoCompleteAfterMs),
        reviewWindow,
        shown: visibleReviews(actors, published),
      },
      now,
    );
  }

  /** Answers the order page as it is after the user's move; 404 when there was no order. */
  async function after(user: SessionUser, id: number, found: boolean) {
    if (!found) throw notFound();
    return viewFor(user, id);
  }

  // ── Orders ──

  app.route({
    ...routeOf(endpoints.getCheckout),
    handler: async (request, reply) => {
      const found = await repo.findCheckout(request.params.id);
      if (!found) throw notFound();
      const packages = found.packages.map((offer) => ({
        ...offer,
        tier: PACKAGE_TIERS[offer.tier]!,
      }));
      const now = new Date();
      return reply.ok({
        gig: { ...found.gig, cover: found.gig.cover && pictureOf(found.gig.cover) },
        packages,
        requirements: found.requirements,
        quotes: packages.map((offer) => service.quote(found.gig.id, offer, now)),
      });
    },
  });

  app.route({
    ...routeOf(endpoints.placeOrder),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const { gigId, package: tier, idempotencyKey, answers, quoteVersion } = request.body;
      const placed = await service.place(user, {
        gigId,
        tier,
        idempotencyKey,
        answers,
        quoteVersion,
      });
      if (!placed) throw invalid('gigId', 'must be an existing gig');
      return reply.created(await viewFor(user, placed.id));
    },
  });

  app.route({
    ...routeOf(endpoints.getOrderView),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.ok(await viewFor(user, request.params.id));
    },
  });

  for (const [name, party] of [
    ['listBuyerOrders', 'buyer'],
    ['listSellerOrders', 'seller'],
  ] as const)
    app.route({
      ...routeOf(endpoints[name]),
      handler: async (request, reply) => {
        const user = await request.requireUser();
        const now = new Date();
        const { data, ...page } = await repo.listOf(party, user.id, request.query, now);
        return reply.ok({ ...page, data: data.map((row) => orderRowToWire(row, now)) });
      },
    });

  app.route({
    ...routeOf(endpoints.getSellerOrderStats),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.ok(await repo.sellerStats(user.id, new Date()));
    },
  });

  app.route({
    ...routeOf(endpoints.answerRequirements),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const { id } = request.params;
      const found = await service.answerRequirements(user, id, request.body.answers);
      return reply.ok(await after(user, id, found));
    },
  });

  app.route({
    ...routeOf(endpoints.deliverOrder),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const { id } = request.params;
      // Checked before the files are read, and again under the order's lock.
      const before = await repo.findFacts(id);
      if (!before) throw notFound();
      assertCan(before, 'deliver', assertMaySee(before, user));
      const { form } = endpoints.deliverOrder;
      const read = await request.readFormFiles({
        part: form.files.part,
        max: form.files.max,
        maxBytes: options.maxDeliveryFileBytes,
        folder: FILE_FOLDERS.delivery,
      });
      const fields = form.fields.safeParse(read.fields);
      if (!fields.success)
        throw invalid(
          String(fields.error.issues[0]!.path[0] ?? 'body'),
          fields.error.issues[0]!.message,
        );
      const files = await checkDeliveryFiles(read.files, DELIVERY_PART, app.files);
      const found = await service.deliver(user, id, { message: fields.data.message, files });
      return reply.ok(await after(user, id, found));
    },
  });

  app.route({
    ...routeOf(endpoints.requestRevision),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const { id } = request.params;
      const found = await service.move(user, id, 'request_revision', request.body.note);
      return reply.ok(await after(user, id, found));
    },
  });

  app.route({
    ...routeOf(endpoints.acceptOrder),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const { id } = request.params;
      return reply.ok(await after(user, id, await service.move(user, id, 'accept')));
    },
  });

  app.route({
    ...routeOf(endpoints.cancelOrder),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const { id } = request.params;
      const { reason, refund } = request.body;
      const found = await service.move(user, id, 'cancel', reason, refund);
      return reply.ok(await after(user, id, found));
    },
  });

  // Requests of the other party (decision 052).
  app.route({
    ...routeOf(endpoints.requestCancellation),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const { id } = request.params;
      const found = await service.request(user, id, 'cancellation', request.body.reason);
      return reply.ok(await after(user, id, found));
    },
  });

  app.route({
    ...routeOf(endpoints.requestExtension),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const { id } = request.params;
      const { reason, days } = request.body;
      const found = await service.request(user, id, 'extension', reason, days);
      return reply.ok(await after(user, id, found));
    },
  });

  for (const [name, kind] of [
    ['answerCancellation', 'cancellation'],
    ['answerExtension', 'extension'],
  ] as const)
    app.route({
      ...routeOf(endpoints[name]),
      handler: async (request, reply) => {
        const user = await request.requireUser();
        const { id } = request.params;
        const found = await service.answer(user, id, kind, request.body.answer);
        return reply.ok(await after(user, id, found));
      },
    });

  // Disputes (decision 056): a party opens one, an admin decides it.
  app.route({
    ...routeOf(endpoints.openDispute),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const { id } = request.params;
      const found = await service.openDispute(user, id, request.body.reason);
      return reply.ok(await after(user, id, found));
    },
  });

  app.route({
    ...routeOf(endpoints.decideDispute),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const { id } = request.params;
      const found = await service.decideDispute(user, id, request.body);
      return reply.ok(await after(user, id, found));
    },
  });

  app.route({
    ...routeOf(endpoints.listDisputeQueue),
    handler: async (request, reply) => {
      await request.requireAdmin();
      const now = new Date();
      const { data, ...page } = await repo.disputeQueue(request.query);
      return reply.ok({
        ...page,
        data: data.map((row) => ({
          ...orderRowToWire(row, now),
          dispute: { ...row.dispute, openedAt: row.dispute.openedAt.toISOString() },
        })),
      });
    },
  });
};
