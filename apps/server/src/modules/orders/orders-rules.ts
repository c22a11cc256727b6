import {
  OPEN_ORDER_STATES,
  REVIEW_EDIT_DAYS,
  type OrderAction,
  type OrderEvent,
  type OrderRequestKind,
  type OrderState,
  type OrderTab,
} from '@giglane/contract/order-values';
import type { NotificationKind } from '@giglane/contract/message-values';
import { serverText } from '@giglane/contract/server-text';
import { isAdmin, type SessionUser } from '../../lib/access-rules';
import { forbidden, HttpError, invalid, notFound } from '../../lib/errors';
import type { BlockFacts } from '../messaging/messages-rules';

/** The people an order concerns: whoever placed it and the gig's seller at the time. */
export type OrderParties = { buyerId: number; sellerId: number };

/** Who moves an order: one of its parties, an admin, or the marketplace itself (`system`). */
export type Actor = 'buyer' | 'seller' | 'admin' | 'system';

/** The party who asked for an open request (decision 052); the other one answers it. */
export type Party = 'buyer' | 'seller';

/** A request one party made of the other, open until it is answered, lapses or the order moves on. */
export type OpenRequest = {
  kind: OrderRequestKind;
  by: Party;
  reason: string;
  /** An extension's days; null for a cancellation. */
  days: number | null;
};

/** What the state machine knows of an order: its state, its moments and its package's terms. */
export type OrderFacts = {
  state: OrderState;
  startedAt: Date | null;
  dueAt: Date | null;
  deliveredAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  revisionsUsed: number;
  /** The package's; null: unlimited revisions. */
  revisions: number | null;
  deliveryDays: number;
  /** Days the buyer granted on top of the package's through accepted extensions. */
  extraDays: number;
  /** The open request (decision 052); unknown counts as none. */
  request?: OpenRequest | null;
  /**
   * Whether the seller has done anything with the order: a move of theirs in its timeline or a
   * message in its thread. Read where the buyer may withdraw; unknown counts as done.
   */
  sellerActed?: boolean;
  /**
   * Whether the order waits for its buyer's payment (decision 045): it may not start until paid.
   * Read where it starts.
   */
  paymentDue?: boolean;
  /**
   * Whether the order is late now (`isLate`), which lets its buyer cancel it without the seller.
   * Read where the buyer cancels a started order; unknown counts as not late.
   */
  late?: boolean;
  /**
   * Whether a cancellation request of the order was declined (decision 056): the parties
   * disagree, so either may open a dispute while it is worked on. Unknown counts as not declined.
   */
  cancellationDeclined?: boolean;
};

const ACTIVE: readonly OrderState[] = ['placed', 'in_progress', 'revision_requested', 'disputed'];
const BEFORE_DELIVERY: readonly OrderState[] = ['placed', 'in_progress'];
/** Being worked on: where the parties may ask each other to cancel or for more days. */
const WORKED_ON: readonly OrderState[] = ['in_progress', 'revision_requested'];

/**
 * The order's state machine, declared once (decision 023): each move, from which states each
 * actor may make it, the state it leads to and the timeline entry it writes. Completed and
 * cancelled are final for everyone but an admin, who may reopen a completed order. An order that
 * waits for its payment does not start (`paymentDue`, decision 045).
 */
export const transitions = {
  /** The order starts at once: its gig asks no requirements. */
  start: { from: { system: ['placed'] }, to: 'in_progress', event: 'started' },
  /** The buyer answers the seller's requirements, which starts the order. */
  answer_requirements: {
    from: { buyer: ['placed'] },
    to: 'in_progress',
    event: 'requirements_answered',
  },
  deliver: {
    from: { seller: ['in_progress', 'revision_requested'] },
    to: 'delivered',
    event: 'delivered',
  },
  request_revision: {
    from: { buyer: ['delivered'] },
    to: 'revision_requested',
    event: 'revision_requested',
  },
  accept: { from: { buyer: ['delivered'] }, to: 'completed', event: 'accepted' },
  /** A delivery the buyer left alone completes once it is old enough (the completion job). */
  auto_complete: { from: { system: ['delivered'] }, to: 'completed', event: 'auto_completed' },
  /** The buyer's cancel of a started order needs it late (`late`): a way out the seller missed. */
  cancel: {
    from: {
      buyer: ['placed', 'in_progress', 'revision_requested'],
      seller: BEFORE_DELIVERY,
      admin: [...BEFORE_DELIVERY, 'delivered', 'revision_requested'],
    },
    to: 'cancelled',
    event: 'cancelled',
  },
  /**
   * The buyer's DEL in the original API: an order its seller has not touched yet is withdrawn,
   * also once started, since the original's bookings start at once (decision 023).
   */
  withdraw: { from: { buyer: BEFORE_DELIVERY }, to: 'cancelled', event: 'cancelled' },
  /** The admin's Complete (the original API's hoanThanh true). */
  complete: {
    from: { admin: [...BEFORE_DELIVERY, 'delivered', 'revision_requested'] },
    to: 'completed',
    event: 'completed_by_admin',
  },
  /** The admin's Incomplete on a completed order: back to work. */
  reopen: { from: { admin: ['completed'] }, to: 'in_progress', event: 'reopened_by_admin' },
  // Decision 052: requests one party makes of the other. `to: null` keeps the order's state.
  /** Either party asks the other to cancel together, with a reason. */
  request_cancellation: {
    from: { buyer: WORKED_ON, seller: WORKED_ON },
    to: null,
    event: 'cancellation_requested',
  },
  /** The other party agrees: cancelled, refunded as any cancel before a delivery. */
  accept_cancellation: {
    from: { buyer: WORKED_ON, seller: WORKED_ON },
    to: 'cancelled',
    event: 'cancellation_accepted',
  },
  decline_cancellation: {
    from: { buyer: WORKED_ON, seller: WORKED_ON },
    to: null,
    event: 'cancellation_declined',
  },
  /** Nobody answered in time: the marketplace accepts the request (its timer, the outbox's). */
  lapse_cancellation: {
    from: { system: WORKED_ON },
    to: 'cancelled',
    event: 'cancellation_lapsed',
  },
  /** The seller asks for more days, with a reason. */
  request_extension: { from: { seller: WORKED_ON }, to: null, event: 'extension_requested' },
  /** The buyer agrees: the due date moves by the days asked. */
  accept_extension: { from: { buyer: WORKED_ON }, to: null, event: 'extension_accepted' },
  decline_extension: { from: { buyer: WORKED_ON }, to: null, event: 'extension_declined' },
  // Decision 056: a dispute freezes the order until an admin decides; nothing else moves it.
  /**
   * Either party, once a cancellation was declined (`cancellationDeclined`), while it is worked
   * on; the buyer, contesting a delivery, while it is delivered.
   */
  open_dispute: {
    from: { buyer: [...WORKED_ON, 'delivered'], seller: WORKED_ON },
    to: 'disputed',
    event: 'dispute_opened',
  },
  /** The admin releases the order to the seller: completed, the seller paid. */
  release_dispute: { from: { admin: ['disputed'] }, to: 'completed', event: 'dispute_released' },
  /** The admin refunds the buyer, in full or in part (`refund`): cancelled. */
  refund_dispute: { from: { admin: ['disputed'] }, to: 'cancelled', event: 'dispute_refunded' },
} as const satisfies Record<
  string,
  { from: Partial<Record<Actor, readonly OrderState[]>>; to: OrderState | null; event: OrderEvent }
>;

/** The request a move makes, answers or lets lapse; null for the other moves. */
export function requestKindOf(move: Transition): OrderRequestKind | null {
  if (move.endsWith('_cancellation')) return 'cancellation';
  if (move.endsWith('_extension')) return 'extension';
  return null;
}

const ASKS = new Set<Transition>(['request_cancellation', 'request_extension']);

/**
 * What became of the open request when a move ended it: answered, lapsed, or closed by a move
 * that took the order elsewhere (a delivery, a cancel).
 */
export function requestOutcomeOf(move: Transition): 'accepted' | 'declined' | 'lapsed' | 'closed' {
  if (move === 'accept_cancellation' || move === 'accept_extension') return 'accepted';
  if (move === 'decline_cancellation' || move === 'decline_extension') return 'declined';
  if (move === 'lapse_cancellation') return 'lapsed';
  return 'closed';
}

/**
 * Who is told of each timeline entry (decision 038), next to the state machine: the notification
 * its buyer and seller get, but not the one who made the move (the marketplace's moves, with no
 * actor, tell both). Entries without one only move the parties' open pages (a live event).
 */
export const noticeOf = {
  placed: 'order_placed',
  requirements_answered: 'requirements_answered',
  started: null,
  delivered: 'order_delivered',
  revision_requested: 'revision_requested',
  accepted: 'order_completed',
  auto_completed: 'order_completed',
  completed_by_admin: 'order_completed',
  reopened_by_admin: null,
  cancelled: 'order_cancelled',
  cancellation_requested: 'cancellation_requested',
  cancellation_accepted: 'order_cancelled',
  cancellation_declined: 'cancellation_declined',
  cancellation_lapsed: 'order_cancelled',
  extension_requested: 'extension_requested',
  extension_accepted: 'extension_accepted',
  extension_declined: 'extension_declined',
  dispute_opened: 'dispute_opened',
  dispute_released: 'dispute_decided',
  dispute_refunded: 'dispute_decided',
  // A review and its reply tell their own people (the reviews' notifications).
  reviewed: null,
  review_replied: null,
} as const satisfies Record<OrderEvent, NotificationKind | null>;

/**
 * The moves whose maker is told too, with a notice of its own: opening a dispute hands the order
 * to Giglane, and its opener is told Giglane has it and what comes next.
 */
const receiptOf: Partial<Record<OrderEvent, NotificationKind>> = {
  dispute_opened: 'dispute_received',
};

/**
 * The notifications a timeline entry gives: one per party who did not make the move, and a receipt
 * to the party who did, for the moves that have one.
 */
export function noticesOf(
  order: OrderParties & { gigId: number; id: number },
  entry: { type: OrderEvent; actorId: number | null },
): OrderNotice[] {
  const kind = noticeOf[entry.type];
  if (kind === null) return [];
  const receipt = receiptOf[entry.type];
  return [order.buyerId, order.sellerId].flatMap((userId): OrderNotice[] => {
    const told = userId !== entry.actorId ? kind : receipt;
    return told
      ? [{ userId, kind: told, actorId: entry.actorId, gigId: order.gigId, orderId: order.id }]
      : [];
  });
}

/** A notification of an order's move, as it is written. */
export type OrderNotice = {
  userId: number;
  kind: NotificationKind;
  actorId: number | null;
  gigId: number;
  orderId: number;
};

export type Transition = keyof typeof transitions;
export const TRANSITIONS = Object.keys(transitions) as Transition[];

/** The moves a person asks for through the API, in the order the order page offers them. */
export const PERSON_TRANSITIONS = [
  'answer_requirements',
  'deliver',
  'request_revision',
  'accept',
  'cancel',
  'request_cancellation',
  'accept_cancellation',
  'decline_cancellation',
  'request_extension',
  'accept_extension',
  'decline_extension',
  'open_dispute',
] as const satisfies readonly Transition[];

export const DAY_MS = 86_400_000;

/** One move asked of the state machine: by whom (the parts they play, their id) and why. */
export type Step = {
  move: Transition;
  actors: readonly Actor[];
  /** Who acted, for the timeline; null for the marketplace itself. */
  actorId: number | null;
  note?: string | null;
  /** A request's days (an extension). */
  days?: number;
};

/** The marketplace starts an order whose gig asks nothing; otherwise the buyer's answers do. */
export const startSteps = (order: { questions: number }): Step[] =>
  order.questions === 0 ? [{ move: 'start', actors: ['system'], actorId: null }] : [];

/** The parts of an order a user plays: buyer, seller and admin (an admin may buy, too). */
export function actorsOf(order: OrderParties, user: SessionUser): Actor[] {
  const actors: Actor[] = [];
  if (user.id === order.buyerId) actors.push('buyer');
  if (user.id === order.sellerId) actors.push('seller');
  if (isAdmin(user)) actors.push('admin');
  return actors;
}

/** An order exists only for its parties and admins: 404 for anyone else, as for no order at all. */
export function assertMaySee(order: OrderParties, user: SessionUser): Actor[] {
  const actors = actorsOf(order, user);
  if (actors.length === 0) throw notFound();
  return actors;
}

function startsFrom(move: Transition, actor: Actor): readonly OrderState[] {
  const from: Partial<Record<Actor, readonly OrderState[]>> = transitions[move].from;
  return from[actor] ?? [];
}

/** Why the move cannot be made now, or null when it can (a revision needs one left). */
function refusal(order: OrderFacts, move: Transition, actors: readonly Actor[]): string | null {
  const allowedFrom = actors.flatMap((actor) => startsFrom(move, actor));
  if (!allowedFrom.includes(order.state))
    return `state: the order is ${order.state.replace('_', ' ')}; this can be done only while it is ${[
      ...new Set(allowedFrom),
    ]
      .map((state) => state.replace('_', ' '))
      .join(' or ')}`;
  if (move === 'request_revision' && revisionsLeft(order) === 0)
    return `revisions: all ${order.revisions} revisions of the package are used`;
  if ((move === 'start' || move === 'answer_requirements') && order.paymentDue === true)
    return 'payment: the order is not paid yet; it starts once its buyer pays';
  if (
    move === 'cancel' &&
    order.state !== 'placed' &&
    order.late !== true &&
    actors.every((actor) => actor === 'buyer' || !startsFrom(move, actor).includes(order.state))
  )
    return 'dueAt: the order is not late; once it has started, its buyer may cancel it only after its due date';
  if (move === 'withdraw' && order.sellerActed !== false)
    return 'seller: the seller has started on the order; it can no longer be deleted';
  if (move === 'open_dispute' && order.state !== 'delivered' && order.cancellationDeclined !== true)
    return 'dispute: a dispute may be opened while the order is worked on only after a request to cancel it was declined';
  const kind = requestKindOf(move);
  const open = order.request ?? null;
  if (kind && ASKS.has(move) && open)
    return `request: the ${open.kind} request waits for its answer; one request is open at a time`;
  if (kind && !ASKS.has(move)) {
    if (open?.kind !== kind) return `request: there is no ${kind} request to answer`;
    if (move !== 'lapse_cancellation' && !actors.some((actor) => actor !== open.by))
      return `request: the ${open.by} asked; only the other party answers`;
  }
  return null;
}

/** The party a user plays in a request, from their parts in the order. */
export const partyOf = (actors: readonly Actor[]): Party =>
  actors.includes('buyer') ? 'buyer' : 'seller';

export function can(order: OrderFacts, move: Transition, actors: readonly Actor[]): boolean {
  return refusal(order, move, actors) === null;
}

/**
 * 403 "Không có quyền" when none of the user's parts may ever make the move; 409 naming the
 * state (or the revisions) when they may, but not now.
 */
export function assertCan(order: OrderFacts, move: Transition, actors: readonly Actor[]): void {
  if (!actors.some((actor) => startsFrom(move, actor).length > 0))
    throw forbidden(serverText.notOwner);
  const reason = refusal(order, move, actors);
  if (reason !== null) throw new HttpError(409, reason, serverText.conflict);
}

/**
 * The order after the move, made at `now`: a pure function of its facts. The due time is set
 * exactly when the order starts (start + the package's days and any granted); a note is the cancel
 * reason, or a request's reason (`asked`: who asks, and an extension's days).
 */
export function applyTransition(
  order: OrderFacts,
  move: Transition,
  now: Date,
  note: string | null = null,
  asked?: { by: Party; days?: number },
): OrderFacts {
  const to: OrderState | null = transitions[move].to;
  const next: OrderFacts = { ...order, state: to ?? order.state };
  // A request is open only while the order stays where it was asked.
  if (next.state !== order.state) next.request = null;
  const start = () => {
    next.startedAt = order.startedAt ?? now;
    next.dueAt =
      order.dueAt ??
      new Date(next.startedAt.getTime() + (order.deliveryDays + order.extraDays) * DAY_MS);
  };
  switch (move) {
    case 'start':
    case 'answer_requirements':
      start();
      break;
    case 'deliver':
      next.deliveredAt = now;
      break;
    case 'request_revision':
      next.revisionsUsed = order.revisionsUsed + 1;
      break;
    case 'accept':
    case 'auto_complete':
    case 'complete':
      next.completedAt = now;
      break;
    case 'cancel':
    case 'withdraw':
    case 'refund_dispute':
      next.cancelledAt = now;
      next.cancelReason = note;
      break;
    case 'release_dispute':
      next.completedAt = now;
      break;
    case 'reopen':
      start();
      next.completedAt = null;
      break;
    case 'request_cancellation':
    case 'request_extension':
      next.request = {
        kind: requestKindOf(move)!,
        by: asked?.by ?? 'buyer',
        reason: note ?? '',
        days: asked?.days ?? null,
      };
      break;
    case 'accept_cancellation':
    case 'lapse_cancellation':
      next.cancelledAt = now;
      next.cancelReason = order.request?.reason ?? note;
      break;
    case 'accept_extension': {
      const days = order.request?.days ?? 0;
      next.extraDays = order.extraDays + days;
      next.dueAt = order.dueAt && new Date(order.dueAt.getTime() + days * DAY_MS);
      next.request = null;
      break;
    }
    case 'decline_cancellation':
    case 'decline_extension':
      next.request = null;
      break;
  }
  return next;
}

/** Revisions the buyer may still ask for; null: unlimited. */
export function revisionsLeft(order: Pick<OrderFacts, 'revisions' | 'revisionsUsed'>) {
  return order.revisions === null ? null : Math.max(0, order.revisions - order.revisionsUsed);
}

/** The states of an order being worked on, which may be late. */
export const LATE_STATES: readonly OrderState[] = ['in_progress', 'revision_requested'];

/** Late: being worked on past its due time. Not a state: it follows from the clock. */
export function isLate(order: Pick<OrderFacts, 'state' | 'dueAt'>, now: Date): boolean {
  return LATE_STATES.includes(order.state) && order.dueAt !== null && order.dueAt < now;
}

/** The states each tab lists; Late further keeps only the late ones (`isLate`). */
export const TAB_STATES: Record<OrderTab, readonly OrderState[]> = {
  active: ACTIVE,
  late: LATE_STATES,
  delivered: ['delivered'],
  completed: ['completed'],
  cancelled: ['cancelled'],
};

/** The gig page's "Orders in Queue" counts these. */
export const QUEUE_STATES = OPEN_ORDER_STATES;

/** What the user may do to the order now, as the order page offers it. */
export function personActions(order: OrderFacts, actors: readonly Actor[]) {
  return PERSON_TRANSITIONS.filter((move) => can(order, move, actors));
}

/** When a delivered order completes on its own; null when it is not delivered. */
export function autoCompleteAt(
  order: Pick<OrderFacts, 'state' | 'deliveredAt'>,
  delayMs: number,
): Date | null {
  return order.state === 'delivered' && order.deliveredAt
    ? new Date(order.deliveredAt.getTime() + delayMs)
    : null;
}

/** Nobody orders their own gig: a 400 naming the field that chose it. */
export function assertNotOwnGig(buyerId: number, sellerId: number, field: string): void {
  if (buyerId === sellerId) throw invalid(field, 'must be a gig of another seller: not your own');
}

/** A gig an admin holds (hidden, or its seller suspended: decision 053) takes no orders. */
export const GIG_UNAVAILABLE = 'must be a gig that is listed: this gig is unavailable';

/**
 * The conversation's block reaches orders (issue 27): nobody orders from someone they blocked or
 * who blocked them. 409 naming the rule, the blocker told how to order again.
 */
export function assertNotBlockedFromOrdering(blocked: BlockFacts): void {
  if (blocked.byMe)
    throw new HttpError(
      409,
      'You blocked this seller: unblock them to order.',
      serverText.conflict,
    );
  if (blocked.byThem)
    throw new HttpError(
      409,
      'This seller does not take orders from you: one of you blocked the other.',
      serverText.conflict,
    );
}

/** The answers must match the questions one for one. */
export function assertAnswersFit(answers: readonly string[], questions: number): void {
  if (answers.length !== questions)
    throw invalid(
      'answers',
      `must answer each of the ${questions} questions, in order (${answers.length} given)`,
    );
}

/** Until when a review written from an order may be edited by its buyer. */
export const editableUntil = (createdAt: Date) =>
  new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);

/** What a review of an order looks like to the checks: when it was written, and its reply. */
export type OrderReviewFacts = { createdAt: Date; replied: boolean };

/**
 * What the caller may do about the order's reviews now: its buyer writes one once the order is
 * completed (once: a deleted review does not reopen the order) and edits it for REVIEW_EDIT_DAYS
 * while it is unpublished;
 * the seller reviews the buyer once, and replies once to the buyer's review when it is published
 * (`published`: the two-way review's window, decision 054).
 */
export function reviewActions(
  order: { state: OrderState; reviewed: boolean; sellerReviewed: boolean },
  actors: readonly Actor[],
  review: OrderReviewFacts | null,
  now: Date,
  published: boolean,
): OrderAction[] {
  const actions: OrderAction[] = [];
  const completed = order.state === 'completed';
  if (actors.includes('buyer') && completed && !order.reviewed) actions.push('review');
  // Final once published: the seller may have read it (decision 054).
  if (actors.includes('buyer') && review && !published && now < editableUntil(review.createdAt))
    actions.push('edit_review');
  if (actors.includes('seller') && review && published && !review.replied)
    actions.push('reply_to_review');
  if (actors.includes('seller') && completed && !order.sellerReviewed) actions.push('review_buyer');
  return actions;
}
