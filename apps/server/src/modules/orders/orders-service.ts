import type { DisputeOutcome } from '@giglane/contract/order-values';
import type { Order } from '@giglane/contract/orders';
import type { Database, Transaction } from '../../db/client';
import type { SessionUser } from '../../lib/access-rules';
import { invalid, notFound } from '../../lib/errors';
import { recordEvents } from '../../lib/outbox';
import { findBlockFacts } from '../messaging/messages-repository';
import type { OrderMoney } from './order-money';
import { announceOrder, addOrderEvent } from './order-events';
import { mailLateOrders } from './order-mails';
import { assertQuoteConfirmed, quoteOf, type QuotedPackage } from './order-quote';
import type {
  DeliveredFile,
  LegacyOrder,
  LegacyOrderChanges,
  LockedOrder,
  NewOrder,
  OrdersRepository,
} from './orders-repository';
import {
  applyTransition,
  assertAnswersFit,
  assertCan,
  assertMaySee,
  assertNotBlockedFromOrdering,
  assertNotOwnGig,
  GIG_UNAVAILABLE,
  isLate,
  partyOf,
  requestOutcomeOf,
  startSteps,
  transitions,
  type OrderFacts,
  type Step,
  type Transition,
} from './orders-rules';
import {
  assertRecordReferences,
  completionOfRecord,
  deletionOfRecord,
  legacyBasicOf,
  orderToPlace,
} from './original-orders';

/** Orders completed per transaction: a backlog goes in short transactions, one after another. */
export const AUTO_COMPLETE_BATCH = 100;

/**
 * The orders' service (decision 038): each function is one transaction that loads the order's
 * facts through the repository, asks the state machine (`orders-rules.ts`), writes, and records
 * what happened: the timeline, the notifications the rules give and the outbox's live events.
 * Routes call these; the outbox's worker calls `completeDue`. Each move's money moves in its
 * transaction too (`money`, decision 045): an order that waits for its payment does not start.
 */
export function createOrdersService(
  db: Database,
  repo: OrdersRepository,
  money: OrderMoney,
  times: { cancellationAnswerMs: number },
) {
  /**
   * Keeps the requests' rows with the order's facts (decision 052): a request made opens one, with
   * a timer on the outbox for a cancellation's answer; one answered, lapsed or overtaken by a move
   * elsewhere ends the open one.
   */
  async function followRequest(
    tx: Transaction,
    orderId: number,
    before: OrderFacts,
    after: OrderFacts,
    move: Transition,
    now: Date,
  ) {
    if (before.request && !after.request)
      await repo.endRequest(tx, orderId, requestOutcomeOf(move), now);
    if (!after.request || before.request) return;
    const answerBy =
      after.request.kind === 'cancellation'
        ? new Date(now.getTime() + times.cancellationAnswerMs)
        : null;
    const requestId = await repo.openRequest(tx, orderId, { ...after.request, at: now, answerBy });
    if (answerBy)
      await recordEvents(tx, [
        {
          topic: 'orders.cancellation-due',
          payload: { requestId },
          delayMs: times.cancellationAnswerMs,
        },
      ]);
  }

  /**
   * Keeps the dispute's row with the order's state (decision 056): a move into disputed opens one
   * with the step's reason; the admin's move out of it writes the decision (the step's note) and
   * how the money went: released, or refunded in full or in `refund` cents.
   */
  async function followDispute(
    tx: Transaction,
    orderId: number,
    before: OrderFacts,
    after: OrderFacts,
    step: Step,
    now: Date,
    refund: number | undefined,
  ) {
    if (after.state === 'disputed' && before.state !== 'disputed')
      await repo.openDispute(tx, orderId, {
        by: partyOf(step.actors),
        reason: step.note ?? '',
        at: now,
      });
    else if (before.state === 'disputed' && after.state !== 'disputed')
      await repo.decideDispute(tx, orderId, {
        outcome:
          step.move === 'release_dispute'
            ? 'release'
            : refund === undefined
              ? 'full_refund'
              : 'part_refund',
        refund: refund ?? null,
        decision: step.note ?? '',
        adminId: step.actorId!,
        at: now,
      });
  }

  /**
   * Makes each step in turn on the locked order: the rules refuse it (403, 409) or give the order
   * after it, which is written with its timeline entry, whom it tells and its money's movement
   * (`refund`: the cents an admin's cancel returns, when not all).
   */
  async function makeSteps(
    tx: Transaction,
    order: LockedOrder,
    steps: Step[],
    now: Date,
    refund?: number,
  ) {
    let current: LockedOrder = order;
    for (const step of steps) {
      const starts = step.move === 'start' || step.move === 'answer_requirements';
      const facts = {
        ...current,
        late: isLate(current, now),
        ...(starts && { paymentDue: await money.isDue(tx, order.id) }),
      };
      assertCan(facts, step.move, step.actors);
      const next = applyTransition(current, step.move, now, step.note ?? null, {
        by: partyOf(step.actors),
        days: step.days,
      });
      await repo.writeState(tx, order.id, next);
      await followRequest(tx, order.id, current, next, step.move, now);
      await followDispute(tx, order.id, current, next, step, now, refund);
      await addOrderEvent(tx, {
        order,
        type: transitions[step.move].event,
        actorId: step.actorId,
        at: now,
        // An accepted extension's entry keeps the due date it set, for the timeline to show.
        note: step.move === 'accept_extension' ? next.dueAt!.toISOString() : step.note,
      });
      await money.afterMove(
        tx,
        { id: order.id, sellerId: order.sellerId, before: current.state },
        step.move,
        { now, refund },
      );
      current = { ...current, ...next };
    }
    // A completed order changes its seller's record: their level is recomputed after the commit
    // (decision 054), once however many of their orders complete meanwhile.
    if (current.state === 'completed' && order.state !== 'completed')
      await recordEvents(tx, [
        {
          topic: 'sellers.levels-due',
          payload: { sellerId: order.sellerId },
          dedupeKey: `sellers.levels-due:${order.sellerId}`,
        },
      ]);
    return current;
  }

  /**
   * One transaction on the locked order: `decide` gives its steps (or throws), `write` adds what
   * they carry before they are made. False: no such order.
   */
  async function onOrder(
    id: number,
    decide: (order: LockedOrder) => Step[],
    write?: (tx: Transaction, order: LockedOrder, now: Date) => Promise<void>,
    refund?: number,
  ): Promise<boolean> {
    const now = new Date();
    return db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, id);
      if (!order) return false;
      const steps = decide(order);
      await write?.(tx, order, now);
      await makeSteps(tx, order, steps, now, refund);
      return true;
    });
  }

  /** One move of the user's: a stranger gets a 404 (the order stays hidden). */
  const personStep =
    (user: SessionUser, move: Transition, note: string | null = null, days?: number) =>
    (order: LockedOrder): Step[] => [
      { move, actors: assertMaySee(order, user), actorId: user.id, note, days },
    ];

  return {
    /**
     * The order's facts as its page weighs what may be done now: a placed order that waits for
     * its payment offers no start, as the state machine would refuse one.
     */
    async factsForPage<T extends OrderFacts & { id: number }>(order: T): Promise<T> {
      const facts = { ...order, late: isLate(order, new Date()) };
      if (order.state !== 'placed') return facts;
      return { ...facts, paymentDue: await money.isDue(db, order.id) };
    },

    // ── The original API (its rules: original-orders.ts) ──

    /**
     * `POST /api/thue-cong-viec`: the gig's Basic package as it is now (or the gig's own fields as
     * one, `legacyBasicOf`), a missing date being the database's today; started at once unless
     * its gig asks questions, and completed when an admin records it so.
     */
    async createLegacy(
      user: SessionUser,
      wanted: Omit<LegacyOrder, 'buyerId'> & { buyerId?: number; completed: boolean },
    ): Promise<Order> {
      const { listedOnly, buyerId, completed } = orderToPlace(user, wanted);
      const now = new Date();
      const id = await db.transaction(async (tx) => {
        const input = { gigId: wanted.gigId, buyerId, orderedOn: wanted.orderedOn };
        const refs = await repo.lockReferences(tx, input);
        assertRecordReferences(input, refs, listedOnly);
        const gig = refs.gig!;
        if (listedOnly)
          assertNotBlockedFromOrdering(await findBlockFacts(tx, buyerId, gig.sellerId));
        const bought = (await repo.findOffer(tx, gig.id, 'basic')) ?? legacyBasicOf(gig);
        const order = (await repo.insertOrder(
          tx,
          { ...input, sellerId: gig.sellerId, bought, idempotencyKey: null },
          now,
        ))!;
        assertNotOwnGig(order.buyerId, order.sellerId, 'maCongViec');
        await addOrderEvent(tx, { order, type: 'placed', actorId: buyerId, at: now });
        await makeSteps(
          tx,
          order,
          [
            ...startSteps(order),
            ...(completed
              ? [{ move: 'complete' as const, actors: ['admin' as const], actorId: user.id }]
              : []),
          ],
          now,
        );
        return order.id;
      });
      return (await repo.find(id))!;
    },

    /**
     * The admin's edit: fields left out keep their value, `completed` is the admin's Complete or
     * Incomplete (a move, if any). An order moved to another gig is that gig's seller's to
     * deliver. Null when there is no such order.
     */
    async updateLegacy(
      user: SessionUser,
      id: number,
      changes: LegacyOrderChanges & { completed?: boolean },
    ): Promise<Order | null> {
      const { completed, ...fields } = changes;
      const now = new Date();
      const found = await db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, id);
        if (!order) return false;
        assertRecordReferences(fields, await repo.lockReferences(tx, fields));
        const isCompleted = order.state === 'completed';
        const steps: Step[] =
          completed === undefined || completed === isCompleted
            ? []
            : [{ move: completed ? 'complete' : 'reopen', actors: ['admin'], actorId: user.id }];
        // Its parties before and after: a change of gig or buyer moves it between their lists.
        await announceOrder(tx, order);
        await makeSteps(tx, order, steps, now);
        await repo.writeLegacyFields(tx, id, fields);
        await announceOrder(tx, id);
        return true;
      });
      return found ? repo.find(id) : null;
    },

    /**
     * `DELETE /api/thue-cong-viec/{id}`: the admin's Manage Service deletes the record; the
     * buyer's cancels the order while it is placed, or withdraws it while its seller has not
     * touched it, and the record stays. 404 when there is none, 403 for anyone else.
     */
    async deleteLegacy(user: SessionUser, id: number): Promise<void> {
      const now = new Date();
      await db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, id);
        if (!order) throw notFound();
        const deletion = deletionOfRecord(order, user);
        if (deletion === 'delete') {
          await money.assertMayDelete(tx, id);
          await announceOrder(tx, order);
          await repo.deleteOrder(tx, id);
        } else await makeSteps(tx, order, [deletion], now);
      });
    },

    /**
     * `POST /api/thue-cong-viec/hoan-thanh-cong-viec/{id}`: the buyer accepts a delivery; an
     * admin completes an order in any state before the end. False: no such order.
     */
    completeLegacy: (user: SessionUser, id: number) =>
      onOrder(id, (order) => [completionOfRecord(order, user)]),

    // ── Orders ──

    /**
     * Places the order at the quote the buyer confirmed, or answers the one the same buyer placed
     * with the same key. It starts at once when its gig asks nothing, or when the answers come
     * with it. Null when the gig does not exist.
     */
    async place(
      user: SessionUser,
      input: Omit<NewOrder, 'buyerId'> & { answers?: string[]; quoteVersion: string },
    ): Promise<{ id: number } | null> {
      const { gigId, tier, idempotencyKey, answers, quoteVersion } = input;
      const earlier = await repo.findByKey(db, user.id, idempotencyKey);
      if (earlier) return earlier;
      const now = new Date();
      const placed = await db.transaction(async (tx) => {
        const gig = await repo.lockGigForSale(tx, gigId);
        if (!gig) return null;
        if (gig.status !== 'active')
          throw invalid('gigId', 'must be a gig that is listed (not a draft or paused)');
        if (gig.hold !== null) throw invalid('gigId', GIG_UNAVAILABLE);
        assertNotOwnGig(user.id, gig.sellerId, 'gigId');
        assertNotBlockedFromOrdering(await findBlockFacts(tx, user.id, gig.sellerId));
        if (!gig.tiers.includes(tier))
          throw invalid('package', `must be a package the gig offers, not ${tier}`);
        const before = await repo.findByKey(tx, user.id, idempotencyKey);
        if (before) return before;
        // The gig offers the tier: asked above, under the gig's lock.
        const offer = (await repo.findOffer(tx, gigId, tier))!;
        assertQuoteConfirmed(
          quoteVersion,
          quoteOf(gigId, offer, now, money.quoteFees(offer.price)),
        );
        const order = await repo.insertOrder(
          tx,
          {
            gigId,
            buyerId: user.id,
            sellerId: gig.sellerId,
            bought: offer,
            idempotencyKey,
            orderedOn: null,
          },
          now,
        );
        // Null: a concurrent submit with the same key committed first; its order is the answer.
        if (!order) return 'placed concurrently' as const;
        if (answers !== undefined && (answers.length > 0 || order.questions > 0))
          assertAnswersFit(answers, order.questions);
        await addOrderEvent(tx, { order, type: 'placed', actorId: user.id, at: now });
        // Its terms are the quote's; while they are unpaid the order waits, answered or not.
        await money.fixTerms(tx, order.id, offer.price);
        const due = await money.isDue(tx, order.id);
        let steps = due ? [] : startSteps(order);
        if (order.questions > 0 && answers !== undefined) {
          await repo.writeAnswers(tx, order.id, answers, now);
          if (!due) steps = [{ move: 'answer_requirements', actors: ['buyer'], actorId: user.id }];
        }
        await makeSteps(tx, order, steps, now);
        return { id: order.id };
      });
      return placed === 'placed concurrently'
        ? (await repo.findByKey(db, user.id, idempotencyKey))!
        : placed;
    },

    /** The buyer's answers to the seller's questions, which start the order. False: no order. */
    answerRequirements: (user: SessionUser, id: number, answers: string[]) =>
      onOrder(
        id,
        (order) => {
          const actors = assertMaySee(order, user);
          assertCan(order, 'answer_requirements', actors);
          assertAnswersFit(answers, order.questions);
          return [{ move: 'answer_requirements', actors, actorId: user.id }];
        },
        (tx, order, now) => repo.writeAnswers(tx, order.id, answers, now),
      ),

    /** The seller's delivery with its files. False: no such order. */
    deliver: (
      user: SessionUser,
      id: number,
      delivery: { message: string; files: DeliveredFile[] },
    ) =>
      onOrder(id, personStep(user, 'deliver'), (tx, order, now) =>
        repo.writeDelivery(tx, order.id, delivery, now),
      ),

    /**
     * A move of the order page that carries at most a note (and a cancel, the cents an admin
     * refunds). False: no such order.
     */
    move: (
      user: SessionUser,
      id: number,
      move: 'request_revision' | 'accept' | 'cancel',
      note: string | null = null,
      refund?: number,
    ) => onOrder(id, personStep(user, move, note), undefined, refund),

    /**
     * A request of the other party (decision 052): to cancel together, with its reason, or for
     * more days (the seller). False: no such order.
     */
    request: (
      user: SessionUser,
      id: number,
      kind: 'cancellation' | 'extension',
      reason: string,
      days?: number,
    ) => onOrder(id, personStep(user, `request_${kind}`, reason, days)),

    /**
     * The other party's answer to the open request: accepting a cancellation cancels the order and
     * refunds a paid one, as a cancel before a delivery does. False: no such order.
     */
    answer: (
      user: SessionUser,
      id: number,
      kind: 'cancellation' | 'extension',
      answer: 'accept' | 'decline',
    ) => onOrder(id, personStep(user, `${answer}_${kind}`)),

    /**
     * A party asks an admin to decide (decision 056): the order is frozen as disputed. False: no
     * such order.
     */
    openDispute: (user: SessionUser, id: number, reason: string) =>
      onOrder(id, personStep(user, 'open_dispute', reason)),

    /**
     * The admin's decision on a disputed order: released to the seller (completed, paid as an
     * accepted delivery), or refunded in full or in part (cancelled, the escrow settled through
     * the admin's cancel's money path, decision 045). False: no such order.
     */
    decideDispute: (
      admin: SessionUser,
      id: number,
      body: { outcome: DisputeOutcome; refund?: number; decision: string },
    ) => {
      const { outcome, refund, decision } = body;
      if (outcome === 'part_refund' && refund === undefined)
        throw invalid('refund', 'must be given for a part refund: the cents returned to the buyer');
      if (outcome !== 'part_refund' && refund !== undefined)
        throw invalid('refund', 'must be left out: only a part refund names an amount');
      const move = outcome === 'release' ? 'release_dispute' : 'refund_dispute';
      return onOrder(id, personStep(admin, move, decision), undefined, refund);
    },

    /**
     * A cancellation request's answer time is up (the outbox's timer, in the worker's
     * transaction): accepted for the party who did not answer, unless it was answered, or the
     * order moved on, meanwhile. The request's row says which: only an open one lapses.
     */
    async lapseCancellation(tx: Transaction, requestId: number) {
      const orderId = await repo.findRequestOrder(tx, requestId);
      if (orderId === null) return;
      const order = await repo.lockOrder(tx, orderId);
      if (!order || order.request?.id !== requestId) return;
      await makeSteps(
        tx,
        order,
        [{ move: 'lapse_cancellation', actors: ['system'], actorId: null }],
        new Date(),
      );
    },

    /** The checkout's quote of a package now, with the buyer's fees of this server. */
    quote: (gigId: number, offer: QuotedPackage, now: Date) =>
      quoteOf(gigId, offer, now, money.quoteFees(offer.price)),

    /**
     * Starts an order its payment has just paid, in the payment's transaction: at once when its
     * gig asks nothing or its buyer answered already; otherwise the answers start it.
     */
    async startPaid(tx: Transaction, order: LockedOrder, now: Date) {
      const steps: Step[] =
        order.questions === 0 || order.answered
          ? [{ move: 'start', actors: ['system'], actorId: null }]
          : [];
      await makeSteps(tx, order, steps, now);
    },

    /**
     * Completes, in the worker's transaction, the delivered orders left alone longer than
     * `afterMs` (decision 023), a batch at most; a full batch records another round at once.
     */
    async completeDue(tx: Transaction, afterMs: number): Promise<number> {
      const now = new Date();
      const due = await repo.lockDueDeliveries(
        tx,
        new Date(now.getTime() - afterMs),
        AUTO_COMPLETE_BATCH,
      );
      for (const order of due)
        await makeSteps(
          tx,
          order,
          [{ move: 'auto_complete', actors: ['system'], actorId: null }],
          now,
        );
      if (due.length === AUTO_COMPLETE_BATCH)
        await recordEvents(tx, [{ topic: 'orders.complete-due', payload: { afterMs } }]);
      return due.length;
    },

    /**
     * Tells the parties of orders that became late since the last round, once each (decision
     * 049), in the worker's transaction; a full batch records another round at once.
     */
    async mailLate(tx: Transaction, now = new Date()): Promise<number> {
      const late = await repo.lockNewlyLate(tx, now, AUTO_COMPLETE_BATCH);
      await mailLateOrders(tx, late);
      await repo.markLateMailed(
        tx,
        late.map((order) => order.id),
        now,
      );
      if (late.length === AUTO_COMPLETE_BATCH)
        await recordEvents(tx, [{ topic: 'orders.mail-late', payload: {} }]);
      return late.length;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
