import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { PACKAGE_TIERS } from '@giglane/contract/gig-offer-values';
import { serverText } from '@giglane/contract/server-text';
import type { SessionUser } from '../../lib/access-rules';
import { badRequest, forbidden, invalid, notFound } from '../../lib/errors';
import { checkDeliveryFiles, FILE_FOLDERS } from '../../lib/files';
import { routeOf } from '../../lib/routes';
import { pictureOf } from '../gigs/gig-columns';
import { reviewActions } from '../reviews/reviews-rules';
import { assertMayEditGig } from '../seller-gigs/seller-gigs-rules';
import { assertQuoteConfirmed, quoteOf } from './order-quote';
import type { LockedOrder } from './orders-repository';
import {
  assertAnswersFit,
  assertCan,
  assertMaySee,
  assertNotOwnGig,
  autoCompleteAt,
  legacyActors,
  orderToPlace,
  personActions,
  startSteps,
  type Step,
  type Transition,
} from './orders-rules';
import {
  newOrderFromBody,
  orderChangesFromBody,
  orderedGigToWire,
  orderIdFromParams,
  orderRowToWire,
  orderViewToWire,
} from './orders-wire';

export type OrdersRoutesOptions = {
  /** How long after its last delivery an order completes on its own. */
  autoCompleteAfterMs: number;
  /** Bytes a delivered file may hold. */
  maxDeliveryFileBytes: number;
};

/** One move of the user's on an order: a stranger gets a 404 (the order stays hidden). */
const stepOf =
  (user: SessionUser, move: Transition, note: string | null = null) =>
  (order: LockedOrder): Step[] => [
    { move, actors: assertMaySee(order, user), actorId: user.id, note },
  ];

const DELIVERY_PART = endpoints.deliverOrder.form.files.part;
const CANCELLED_FROM_PROFILE = 'Cancelled by the buyer from their profile';

export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, options) => {
  const repo = app.repos.orders;

  /** The order page for the user: 404 for a stranger, the actions the rules allow now. */
  async function viewFor(user: SessionUser, id: number) {
    const order = await repo.findView(id);
    if (!order) throw notFound();
    const actors = assertMaySee(order, user);
    const now = new Date();
    const review = order.review && {
      createdAt: new Date(order.review.createdAt),
      replied: order.review.reply !== null,
    };
    return orderViewToWire(
      order,
      {
        actions: [...personActions(order, actors), ...reviewActions(order, actors, review, now)],
        autoCompleteAt: autoCompleteAt(order, options.autoCompleteAfterMs),
      },
      now,
    );
  }

  /** Makes the user's move on the order and answers the order page as it is after it. */
  async function move(user: SessionUser, id: number, decide: (order: LockedOrder) => Step[]) {
    if (!(await repo.act(id, decide))) throw notFound();
    return viewFor(user, id);
  }

  // ── The original API ──

  app.route({
    ...routeOf(endpoints.listOrders),
    handler: async (request, reply) => {
      await request.requireAdmin();
      return reply.ok(await repo.list());
    },
  });

  app.route({
    ...routeOf(endpoints.pageOrders),
    handler: async (request, reply) => {
      await request.requireAdmin();
      return reply.ok(await repo.page(request.query));
    },
  });

  app.route({
    ...routeOf(endpoints.listMyOrders),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.ok((await repo.listOrderedBy(user.id)).map(orderedGigToWire));
    },
  });

  app.route({
    ...routeOf(endpoints.getOrder),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const order = await repo.findFacts(request.params.id);
      if (!order) throw notFound();
      // As in the original API: the buyer and admins read a record.
      if (!legacyActors(order, user).some((actor) => actor !== 'seller'))
        throw forbidden(serverText.notOwner);
      return reply.ok(await repo.find(order.id));
    },
  });

  app.route({
    ...routeOf(endpoints.createOrder),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const wanted = newOrderFromBody(request.body);
      const { listedOnly, buyerId, completed } = orderToPlace(user, wanted);
      const row = await repo.createLegacy(
        { ...wanted, buyerId },
        {
          listedOnly,
          after: (order) => {
            assertNotOwnGig(order.buyerId, order.sellerId, 'maCongViec');
            return [
              ...startSteps(order),
              ...(completed
                ? [{ move: 'complete' as const, actors: ['admin' as const], actorId: user.id }]
                : []),
            ];
          },
        },
      );
      return reply.created(row);
    },
  });

  app.route({
    ...routeOf(endpoints.updateOrder),
    handler: async (request, reply) => {
      const user = await request.requireAdmin();
      const { completed, ...changes } = orderChangesFromBody(request.body);
      // hoanThanh is the admin's Complete / Incomplete: a move of the state machine, if any.
      const row = await repo.updateLegacy(request.params.id, changes, (order) => {
        const isCompleted = order.state === 'completed';
        if (completed === undefined || completed === isCompleted) return [];
        return [{ move: completed ? 'complete' : 'reopen', actors: ['admin'], actorId: user.id }];
      });
      if (!row) throw notFound();
      return reply.ok(row, serverText.updated);
    },
  });

  app.route({
    ...routeOf(endpoints.deleteOrder),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const order = await repo.findFacts(request.params.id);
      if (!order) throw notFound();
      const actors = legacyActors(order, user);
      // The admin's Manage Service deletes the record. The buyer's DEL cancels the order while
      // it is placed, or withdraws it while its seller has not touched it: the record stays.
      if (actors.includes('admin')) {
        if (!(await repo.remove(order.id))) throw notFound();
      } else {
        if (!actors.includes('buyer')) throw forbidden(serverText.notOwner);
        const cancelled = await repo.act(order.id, (locked) => [
          {
            move: locked.state === 'placed' ? 'cancel' : 'withdraw',
            actors: ['buyer'],
            actorId: user.id,
            note: CANCELLED_FROM_PROFILE,
          },
        ]);
        if (!cancelled) throw notFound();
      }
      return reply.ok(null, serverText.deleted);
    },
  });

  app.route({
    ...routeOf(endpoints.completeOrder),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const id = orderIdFromParams(request.params);
      const found = await repo.act(id, (order) => {
        const actors = legacyActors(order, user);
        // The buyer accepts a delivery; an admin completes an order in any state before the end.
        return [
          actors.includes('admin')
            ? { move: 'complete', actors: ['admin'], actorId: user.id }
            : { move: 'accept', actors, actorId: user.id },
        ];
      });
      if (!found) throw badRequest(serverText.hireNotFound);
      return reply.ok(await repo.find(id), serverText.updated);
    },
  });

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
        quotes: packages.map((offer) => quoteOf(found.gig.id, offer, now)),
      });
    },
  });

  app.route({
    ...routeOf(endpoints.placeOrder),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const { gigId, package: tier, idempotencyKey, answers, quoteVersion } = request.body;
      const placed = await repo.place(
        { gigId, buyerId: user.id, tier, idempotencyKey },
        {
          assertSale: (gig) => {
            if (gig.status !== 'active')
              throw invalid('gigId', 'must be a gig that is listed (not a draft or paused)');
            assertNotOwnGig(user.id, gig.sellerId, 'gigId');
            if (!gig.tiers.includes(tier))
              throw invalid('package', `must be a package the gig offers, not ${tier}`);
          },
          confirmQuote: (offer, now) =>
            assertQuoteConfirmed(quoteVersion, quoteOf(gigId, offer, now)),
          after: (order) => {
            if (answers !== undefined && (answers.length > 0 || order.questions > 0))
              assertAnswersFit(answers, order.questions);
            if (order.questions === 0) return { steps: startSteps(order) };
            if (answers === undefined) return { steps: [] };
            return {
              steps: [{ move: 'answer_requirements', actors: ['buyer'], actorId: user.id }],
              answers,
            };
          },
        },
      );
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
      const { answers } = request.body;
      if (
        !(await repo.act(
          request.params.id,
          (order) => {
            const actors = assertMaySee(order, user);
            assertCan(order, 'answer_requirements', actors);
            assertAnswersFit(answers, order.questions);
            return [{ move: 'answer_requirements', actors, actorId: user.id }];
          },
          (tx, order, now) => repo.writeAnswers(tx, order.id, answers, now),
        ))
      )
        throw notFound();
      return reply.ok(await viewFor(user, request.params.id));
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
      const delivered = await repo.act(id, stepOf(user, 'deliver'), (tx, order, now) =>
        repo.writeDelivery(tx, order.id, { message: fields.data.message, files }, now),
      );
      if (!delivered) throw notFound();
      return reply.ok(await viewFor(user, id));
    },
  });

  app.route({
    ...routeOf(endpoints.requestRevision),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const { id } = request.params;
      return reply.ok(await move(user, id, stepOf(user, 'request_revision', request.body.note)));
    },
  });

  app.route({
    ...routeOf(endpoints.acceptOrder),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.ok(await move(user, request.params.id, stepOf(user, 'accept')));
    },
  });

  app.route({
    ...routeOf(endpoints.cancelOrder),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const { id } = request.params;
      return reply.ok(await move(user, id, stepOf(user, 'cancel', request.body.reason)));
    },
  });

  // ── The seller's questions ──

  /** The gig's seller or an admin: 403 for anyone else, 404 when there is no such gig. */
  async function assertMayEditRequirements(user: SessionUser, gigId: number) {
    const sellerId = await repo.findGigSeller(gigId);
    if (sellerId === null) throw notFound();
    assertMayEditGig(user, { sellerId });
  }

  app.route({
    ...routeOf(endpoints.getGigRequirements),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const gigId = request.params.id;
      await assertMayEditRequirements(user, gigId);
      return reply.ok({ gigId, questions: await repo.listRequirements(gigId) });
    },
  });

  app.route({
    ...routeOf(endpoints.saveGigRequirements),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const gigId = request.params.id;
      await assertMayEditRequirements(user, gigId);
      await repo.replaceRequirements(gigId, request.body.questions);
      return reply.ok({ gigId, questions: await repo.listRequirements(gigId) });
    },
  });
};
