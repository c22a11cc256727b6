import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATES, type OrderState } from '@giglane/contract/order-values';
import { serverText } from '@giglane/contract/server-text';
import {
  actorsOf,
  applyTransition,
  assertCan,
  assertMaySee,
  assertNotOwnGig,
  can,
  isLate,
  noticesOf,
  personActions,
  revisionsLeft,
  startSteps,
  TRANSITIONS,
  type Actor,
  type OrderFacts,
  type Transition,
} from './orders-rules';

const admin = { id: 1, role: 'ADMIN' } as const;
const buyer = { id: 2, role: 'USER' } as const;
const seller = { id: 3, role: 'USER' } as const;
const stranger = { id: 4, role: 'USER' } as const;
const parties = { buyerId: buyer.id, sellerId: seller.id };

const DAY = 86_400_000;
const now = new Date('2026-05-01T10:00:00Z');

/** An order in the given state, as the state machine would have left it. */
function orderIn(state: OrderState, terms: Partial<OrderFacts> = {}): OrderFacts {
  const started = state !== 'placed';
  return {
    state,
    startedAt: started ? new Date(now.getTime() - 2 * DAY) : null,
    dueAt: started ? new Date(now.getTime() + DAY) : null,
    deliveredAt: ['delivered', 'completed'].includes(state) ? now : null,
    completedAt: state === 'completed' ? now : null,
    cancelledAt: state === 'cancelled' ? now : null,
    cancelReason: state === 'cancelled' ? 'No longer needed' : null,
    revisionsUsed: 0,
    revisions: 2,
    deliveryDays: 3,
    extraDays: 0,
    ...terms,
  };
}

/** Every allowed move, by whom and from where: the whole table, written out once more. */
const allowed: [Transition, Actor, OrderState, OrderState][] = [
  ['start', 'system', 'placed', 'in_progress'],
  ['answer_requirements', 'buyer', 'placed', 'in_progress'],
  ['deliver', 'seller', 'in_progress', 'delivered'],
  ['deliver', 'seller', 'revision_requested', 'delivered'],
  ['request_revision', 'buyer', 'delivered', 'revision_requested'],
  ['accept', 'buyer', 'delivered', 'completed'],
  ['auto_complete', 'system', 'delivered', 'completed'],
  ['cancel', 'buyer', 'placed', 'cancelled'],
  ['cancel', 'seller', 'placed', 'cancelled'],
  ['cancel', 'seller', 'in_progress', 'cancelled'],
  ['cancel', 'admin', 'placed', 'cancelled'],
  ['cancel', 'admin', 'in_progress', 'cancelled'],
  ['cancel', 'admin', 'delivered', 'cancelled'],
  ['cancel', 'admin', 'revision_requested', 'cancelled'],
  ['complete', 'admin', 'placed', 'completed'],
  ['complete', 'admin', 'in_progress', 'completed'],
  ['complete', 'admin', 'delivered', 'completed'],
  ['complete', 'admin', 'revision_requested', 'completed'],
  ['reopen', 'admin', 'completed', 'in_progress'],
  // A request keeps the state; answering one needs it open (below).
  ['request_cancellation', 'buyer', 'in_progress', 'in_progress'],
  ['request_cancellation', 'buyer', 'revision_requested', 'revision_requested'],
  ['request_cancellation', 'seller', 'in_progress', 'in_progress'],
  ['request_cancellation', 'seller', 'revision_requested', 'revision_requested'],
  ['request_extension', 'seller', 'in_progress', 'in_progress'],
  ['request_extension', 'seller', 'revision_requested', 'revision_requested'],
  // A dispute: the buyer contests a delivery; while worked on it needs a declined cancellation
  // (below). Only an admin's decision leaves it.
  ['open_dispute', 'buyer', 'delivered', 'disputed'],
  ['release_dispute', 'admin', 'disputed', 'completed'],
  ['refund_dispute', 'admin', 'disputed', 'cancelled'],
];
const ACTORS: Actor[] = ['buyer', 'seller', 'admin', 'system'];
const isAllowed = (move: Transition, actor: Actor, state: OrderState) =>
  allowed.some(([m, a, s]) => m === move && a === actor && s === state);

describe('the order state machine', () => {
  it.each(allowed)('%s by the %s from %s leads to %s', (move, actor, from, to) => {
    const order = orderIn(from);
    expect(can(order, move, [actor])).toBe(true);
    expect(() => assertCan(order, move, [actor])).not.toThrow();
    expect(applyTransition(order, move, now, 'A reason').state).toBe(to);
  });

  const refused = TRANSITIONS.flatMap((move) =>
    ACTORS.flatMap((actor) =>
      ORDER_STATES.filter((state) => !isAllowed(move, actor, state)).map(
        (state) => [move, actor, state] as const,
      ),
    ),
  );
  it.each(refused)('refuses %s by the %s from %s', (move, actor, state) => {
    expect(can(orderIn(state), move, [actor])).toBe(false);
  });

  it('refuses with 403 whoever may never make the move, and 409 naming the state otherwise', () => {
    expect(() => assertCan(orderIn('in_progress'), 'deliver', ['buyer'])).toThrow(
      expect.objectContaining({ statusCode: 403, content: serverText.notOwner }),
    );
    expect(() => assertCan(orderIn('delivered'), 'cancel', ['buyer'])).toThrow(
      expect.objectContaining({
        statusCode: 409,
        content:
          'state: the order is delivered; this can be done only while it is placed or in progress or revision requested',
      }),
    );
  });

  it('lets the buyer cancel a started order alone only once it is late', () => {
    for (const state of ['in_progress', 'revision_requested'] as const) {
      expect(can(orderIn(state, { late: true }), 'cancel', ['buyer']), state).toBe(true);
      expect(() => assertCan(orderIn(state, { late: false }), 'cancel', ['buyer'])).toThrow(
        expect.objectContaining({
          statusCode: 409,
          content:
            'dueAt: the order is not late; once it has started, its buyer may cancel it only after its due date',
        }),
      );
      // The seller and admins need no lateness.
      expect(can(orderIn('in_progress', { late: false }), 'cancel', ['seller'])).toBe(true);
      expect(can(orderIn(state, { late: false }), 'cancel', ['admin'])).toBe(true);
    }
    expect(can(orderIn('delivered', { late: true }), 'cancel', ['buyer'])).toBe(false);
  });

  const asked = (kind: 'cancellation' | 'extension', by: 'buyer' | 'seller') => ({
    kind,
    by,
    reason: 'Why',
    days: kind === 'extension' ? 3 : null,
  });

  it('lets only the other party answer an open request, and keeps one open at a time', () => {
    for (const state of ['in_progress', 'revision_requested'] as const) {
      const byBuyer = orderIn(state, { request: asked('cancellation', 'buyer') });
      // The seller's own cancel lasts until the first delivery.
      expect(personActions(byBuyer, ['seller'])).toEqual([
        'deliver',
        ...(state === 'in_progress' ? ['cancel'] : []),
        'accept_cancellation',
        'decline_cancellation',
      ]);
      expect(() => assertCan(byBuyer, 'accept_cancellation', ['buyer'])).toThrow(
        expect.objectContaining({
          statusCode: 409,
          content: 'request: the buyer asked; only the other party answers',
        }),
      );
      expect(() => assertCan(byBuyer, 'request_extension', ['seller'])).toThrow(
        expect.objectContaining({
          statusCode: 409,
          content:
            'request: the cancellation request waits for its answer; one request is open at a time',
        }),
      );
      expect(() => assertCan(byBuyer, 'accept_extension', ['buyer'])).toThrow(
        expect.objectContaining({
          statusCode: 409,
          content: 'request: there is no extension request to answer',
        }),
      );
      // Admins and the marketplace's timer: the timer lapses it, an admin may not answer it.
      expect(can(byBuyer, 'lapse_cancellation', ['system'])).toBe(true);
      expect(() => assertCan(byBuyer, 'accept_cancellation', ['admin'])).toThrow(
        expect.objectContaining({ statusCode: 403 }),
      );
    }
    expect(
      can(
        orderIn('delivered', { request: asked('cancellation', 'buyer') }),
        'accept_cancellation',
        ['seller'],
      ),
    ).toBe(false);
  });

  it("cancels with the request's reason, and moves the due date by the days granted", () => {
    const cancelled = applyTransition(
      orderIn('in_progress', { request: asked('cancellation', 'seller') }),
      'accept_cancellation',
      now,
    );
    expect(cancelled).toMatchObject({ state: 'cancelled', cancelReason: 'Why', request: null });
    const order = orderIn('in_progress', { request: asked('extension', 'seller') });
    const extended = applyTransition(order, 'accept_extension', now);
    expect(extended.dueAt).toEqual(new Date(order.dueAt!.getTime() + 3 * DAY));
    expect(extended).toMatchObject({ state: 'in_progress', extraDays: 3, request: null });
    const declined = applyTransition(order, 'decline_extension', now);
    expect(declined).toMatchObject({ dueAt: order.dueAt, extraDays: 0, request: null });
    // A move elsewhere closes the request: a delivery answers it in its own way.
    expect(applyTransition(order, 'deliver', now).request).toBeNull();
    expect(
      applyTransition(orderIn('in_progress'), 'request_extension', now, 'Busy', {
        by: 'seller',
        days: 5,
      }).request,
    ).toEqual({ kind: 'extension', by: 'seller', reason: 'Busy', days: 5 });
  });

  it('lets the buyer withdraw an order only before delivery and while its seller has not acted', () => {
    for (const state of ['placed', 'in_progress'] as const) {
      const untouched = orderIn(state, { sellerActed: false });
      expect(can(untouched, 'withdraw', ['buyer'])).toBe(true);
      const withdrawn = applyTransition(untouched, 'withdraw', now, 'Deleted');
      expect(withdrawn).toMatchObject({
        state: 'cancelled',
        cancelledAt: now,
        cancelReason: 'Deleted',
      });
      // Acted on, or not known to be untouched: refused, saying why.
      for (const sellerActed of [true, undefined])
        expect(() => assertCan(orderIn(state, { sellerActed }), 'withdraw', ['buyer'])).toThrow(
          expect.objectContaining({
            statusCode: 409,
            content: 'seller: the seller has started on the order; it can no longer be deleted',
          }),
        );
    }
    expect(can(orderIn('delivered', { sellerActed: false }), 'withdraw', ['buyer'])).toBe(false);
    expect(() =>
      assertCan(orderIn('placed', { sellerActed: false }), 'withdraw', ['seller']),
    ).toThrow(expect.objectContaining({ statusCode: 403 }));
  });

  it('allows a revision only while the package has one left, and counts it', () => {
    const last = orderIn('delivered', { revisions: 1, revisionsUsed: 0 });
    const asked = applyTransition(last, 'request_revision', now);
    expect(asked.revisionsUsed).toBe(1);
    expect(revisionsLeft(asked)).toBe(0);
    const again = applyTransition(applyTransition(asked, 'deliver', now), 'request_revision', now);
    expect(
      can({ ...again, state: 'delivered', revisionsUsed: 1 }, 'request_revision', ['buyer']),
    ).toBe(false);
    expect(() =>
      assertCan({ ...asked, state: 'delivered' }, 'request_revision', ['buyer']),
    ).toThrow(
      expect.objectContaining({
        statusCode: 409,
        content: 'revisions: all 1 revisions of the package are used',
      }),
    );
    const unlimited = orderIn('delivered', { revisions: null, revisionsUsed: 40 });
    expect(can(unlimited, 'request_revision', ['buyer'])).toBe(true);
    expect(revisionsLeft(unlimited)).toBeNull();
  });

  it('sets the due time when the order starts: the start plus the package days', () => {
    const started = applyTransition(orderIn('placed', { deliveryDays: 4 }), 'start', now);
    expect(started.startedAt).toEqual(now);
    expect(started.dueAt).toEqual(new Date(now.getTime() + 4 * DAY));
  });

  it('keeps the cancel reason and the moments of each step', () => {
    expect(applyTransition(orderIn('placed'), 'cancel', now, 'Ordered twice')).toMatchObject({
      cancelledAt: now,
      cancelReason: 'Ordered twice',
    });
    expect(applyTransition(orderIn('in_progress'), 'deliver', now).deliveredAt).toEqual(now);
    expect(applyTransition(orderIn('completed'), 'reopen', now).completedAt).toBeNull();
  });

  it('calls late only an order being worked on past its due time', () => {
    const past = new Date(now.getTime() - 1);
    expect(isLate(orderIn('in_progress', { dueAt: past }), now)).toBe(true);
    expect(isLate(orderIn('revision_requested', { dueAt: past }), now)).toBe(true);
    expect(isLate(orderIn('in_progress'), now)).toBe(false);
    expect(isLate(orderIn('delivered', { dueAt: past }), now)).toBe(false);
    expect(isLate(orderIn('placed'), now)).toBe(false);
  });

  it('offers each party the moves it may make now, and strangers none', () => {
    expect(personActions(orderIn('placed'), ['buyer'])).toEqual(['answer_requirements', 'cancel']);
    expect(personActions(orderIn('in_progress'), ['seller'])).toEqual([
      'deliver',
      'cancel',
      'request_cancellation',
      'request_extension',
    ]);
    expect(personActions(orderIn('delivered'), ['buyer'])).toEqual([
      'request_revision',
      'accept',
      'open_dispute',
    ]);
    expect(personActions(orderIn('delivered'), ['admin'])).toEqual(['cancel']);
    expect(personActions(orderIn('completed'), ['buyer', 'seller', 'admin'])).toEqual([]);
    expect(personActions(orderIn('in_progress'), [])).toEqual([]);
  });
});

describe('disputes (decision 056)', () => {
  it('lets either party open one while worked on only once a cancellation was declined', () => {
    for (const state of ['in_progress', 'revision_requested'] as const)
      for (const actor of ['buyer', 'seller'] as const) {
        expect(can(orderIn(state, { cancellationDeclined: true }), 'open_dispute', [actor])).toBe(
          true,
        );
        expect(() => assertCan(orderIn(state), 'open_dispute', [actor])).toThrow(
          expect.objectContaining({
            statusCode: 409,
            content:
              'dispute: a dispute may be opened while the order is worked on only after a request to cancel it was declined',
          }),
        );
      }
    // A delivery is the buyer's to contest, declined cancellation or not.
    expect(can(orderIn('delivered'), 'open_dispute', ['buyer'])).toBe(true);
    expect(
      can(orderIn('delivered', { cancellationDeclined: true }), 'open_dispute', ['seller']),
    ).toBe(false);
    expect(() => assertCan(orderIn('delivered'), 'open_dispute', ['admin'])).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
  });

  it('freezes the order: neither party may do anything, and nothing happens by itself', () => {
    const frozen = orderIn('disputed', { cancellationDeclined: true });
    expect(personActions(frozen, ['buyer'])).toEqual([]);
    expect(personActions(frozen, ['seller'])).toEqual([]);
    for (const move of TRANSITIONS)
      for (const actor of ACTORS)
        expect(can(frozen, move, [actor]), `${move} by ${actor}`).toBe(
          actor === 'admin' && (move === 'release_dispute' || move === 'refund_dispute'),
        );
  });

  it('closes an open request when the dispute opens, and keeps the decision as the reason', () => {
    const order = orderIn('in_progress', {
      cancellationDeclined: true,
      request: { kind: 'extension', by: 'seller', reason: 'More time', days: 2 },
    });
    const opened = applyTransition(order, 'open_dispute', now, 'We disagree', { by: 'buyer' });
    expect(opened).toMatchObject({ state: 'disputed', request: null });
    expect(applyTransition(opened, 'refund_dispute', now, 'Refund half')).toMatchObject({
      state: 'cancelled',
      cancelledAt: now,
      cancelReason: 'Refund half',
    });
    expect(applyTransition(opened, 'release_dispute', now, 'Paid')).toMatchObject({
      state: 'completed',
      completedAt: now,
    });
  });
});

describe('who an order concerns', () => {
  it('names the parts a user plays, and hides the order from everyone else', () => {
    expect(actorsOf(parties, buyer)).toEqual(['buyer']);
    expect(actorsOf(parties, seller)).toEqual(['seller']);
    expect(actorsOf(parties, admin)).toEqual(['admin']);
    expect(actorsOf({ buyerId: admin.id, sellerId: seller.id }, admin)).toEqual(['buyer', 'admin']);
    expect(() => assertMaySee(parties, stranger)).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
  });

  it('starts an order at once only when its gig asks nothing', () => {
    expect(startSteps({ questions: 0 })).toEqual([
      { move: 'start', actors: ['system'], actorId: null },
    ]);
    expect(startSteps({ questions: 2 })).toEqual([]);
  });

  it('refuses an order of your own gig with a 400 naming the field', () => {
    expect(() => assertNotOwnGig(3, 3, 'gigId')).toThrow(
      expect.objectContaining({
        statusCode: 400,
        content: 'gigId: must be a gig of another seller: not your own',
      }),
    );
    expect(() => assertNotOwnGig(2, 3, 'gigId')).not.toThrow();
  });
});

describe('no sequence of moves reaches an illegal order', () => {
  const moves = fc.array(
    fc.record({
      move: fc.constantFrom(...TRANSITIONS),
      actor: fc.constantFrom(...ACTORS),
      hours: fc.integer({ min: 0, max: 200 }),
    }),
    { maxLength: 40 },
  );
  const terms = fc.record({
    revisions: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
    deliveryDays: fc.integer({ min: 1, max: 90 }),
  });

  it('keeps every invariant, whatever is tried in whatever order', () => {
    fc.assert(
      fc.property(terms, moves, (packageTerms, tried) => {
        let order = orderIn('placed', { ...packageTerms, revisionsUsed: 0 });
        let clock = now.getTime();
        for (const { move, actor, hours } of tried) {
          clock += hours * 3_600_000;
          const before = order;
          if (!can(order, move, [actor])) continue;
          // A dispute opens only where the parties disagree, and only a decision ends it.
          if (move === 'open_dispute')
            expect(before.state === 'delivered' ? actor : before.cancellationDeclined).toBe(
              before.state === 'delivered' ? 'buyer' : true,
            );
          if (before.state === 'disputed') {
            expect(actor).toBe('admin');
            expect(['release_dispute', 'refund_dispute']).toContain(move);
          }
          order = applyTransition(order, move, new Date(clock), 'A reason', {
            by: actor === 'seller' ? 'seller' : 'buyer',
            ...(move === 'request_extension' && { days: (hours % 30) + 1 }),
          });
          // The database's fact a decline leaves behind (a declined request's row).
          if (move === 'decline_cancellation') order = { ...order, cancellationDeclined: true };

          // Cancelled is final; completed is final but for an admin's reopen.
          expect(before.state).not.toBe('cancelled');
          if (before.state === 'completed') expect([move, actor]).toEqual(['reopen', 'admin']);
          // Revisions never exceed the package's.
          if (order.revisions !== null)
            expect(order.revisionsUsed).toBeLessThanOrEqual(order.revisions);
          // A due time exactly when started, the package's days after the start.
          expect(order.startedAt === null).toBe(order.dueAt === null);
          if (order.startedAt && order.dueAt)
            expect(order.dueAt.getTime() - order.startedAt.getTime()).toBe(
              (order.deliveryDays + order.extraDays) * DAY,
            );
          // A request is open only while the order is worked on, and only the other party
          // answers it; a cancellation by agreement needs one asked.
          if (order.request) expect(['in_progress', 'revision_requested']).toContain(order.state);
          if (/^(accept|decline)_/.test(move) && move !== 'accept') {
            expect(before.request?.by).not.toBe(actor);
            expect(order.request).toBeNull();
          }
          if (move === 'accept_cancellation' || move === 'lapse_cancellation')
            expect(before.request?.kind).toBe('cancellation');
          if (order.state === 'placed') expect(order.startedAt).toBeNull();
          if (['in_progress', 'delivered', 'revision_requested', 'disputed'].includes(order.state))
            expect(order.startedAt).not.toBeNull();
          // Each state carries the moments it stands for.
          if (order.state === 'delivered') expect(order.deliveredAt).not.toBeNull();
          expect(order.state === 'completed').toBe(order.completedAt !== null);
          expect(order.state === 'cancelled').toBe(order.cancelledAt !== null);
          if (order.state === 'cancelled') expect(order.cancelReason).toBe('A reason');
          expect(ORDER_STATES).toContain(order.state);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never lets a buyer or seller move a completed or cancelled order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<OrderState>('completed', 'cancelled'),
        fc.constantFrom(...TRANSITIONS),
        fc.constantFrom<Actor>('buyer', 'seller', 'system'),
        (state, move, actor) => !can(orderIn(state), move, [actor]),
      ),
    );
  });
});

describe('who is told of a move', () => {
  const order = { id: 7, gigId: 3, buyerId: 10, sellerId: 20 };
  const notice = (userId: number, kind: string, actorId: number | null) => ({
    userId,
    kind,
    actorId,
    gigId: 3,
    orderId: 7,
  });

  it('tells the other party, not the one who moved', () => {
    expect(noticesOf(order, { type: 'delivered', actorId: 20 })).toEqual([
      notice(10, 'order_delivered', 20),
    ]);
    expect(noticesOf(order, { type: 'placed', actorId: 10 })).toEqual([
      notice(20, 'order_placed', 10),
    ]);
  });

  it("tells both of the marketplace's and an admin's moves", () => {
    expect(noticesOf(order, { type: 'auto_completed', actorId: null })).toEqual([
      notice(10, 'order_completed', null),
      notice(20, 'order_completed', null),
    ]);
    expect(noticesOf(order, { type: 'cancelled', actorId: 1 })).toEqual([
      notice(10, 'order_cancelled', 1),
      notice(20, 'order_cancelled', 1),
    ]);
    // A dispute: the other party of its opening and its opener a receipt, both parties of the
    // admin's decision.
    expect(noticesOf(order, { type: 'dispute_opened', actorId: 10 })).toEqual([
      notice(10, 'dispute_received', 10),
      notice(20, 'dispute_opened', 10),
    ]);
    for (const type of ['dispute_released', 'dispute_refunded'] as const)
      expect(noticesOf(order, { type, actorId: 1 })).toEqual([
        notice(10, 'dispute_decided', 1),
        notice(20, 'dispute_decided', 1),
      ]);
  });

  it('tells no one of a start, a reopening, a review or a reply: those have their own', () => {
    for (const type of ['started', 'reopened_by_admin', 'reviewed', 'review_replied'] as const)
      expect(noticesOf(order, { type, actorId: null })).toEqual([]);
  });
});
