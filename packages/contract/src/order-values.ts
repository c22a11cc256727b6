/** An order's plain values and limits, shared by the schemas and the pages (no zod here). */

/**
 * An order's states (decision 023). A revision request is a state of its own: the seller works on
 * it, and delivering again leads back to delivered. Disputed is frozen until an admin decides
 * (decision 056). Completed and cancelled are final. "Late" is not a state: an order is late while
 * it is in progress or in revision past its due time.
 */
export const ORDER_STATES = [
  'placed',
  'in_progress',
  'delivered',
  'revision_requested',
  'disputed',
  'completed',
  'cancelled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** The states whose orders the seller still has to finish: the gig page's "Orders in Queue". */
export const OPEN_ORDER_STATES = [
  'placed',
  'in_progress',
  'delivered',
  'revision_requested',
  'disputed',
] as const satisfies readonly OrderState[];

/**
 * What a person may do to an order through the API, as the order's `actions` lists them for the
 * caller. The state machine's own moves (starting, completing on its own after a delivery, an
 * admin's complete and reopen) are the server's: see `ORDER_EVENTS`.
 */
export const ORDER_ACTIONS = [
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
  'review',
  'edit_review',
  'reply_to_review',
  'review_buyer',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The entries of an order's timeline: what happened, by whom (null: the marketplace itself). */
export const ORDER_EVENTS = [
  'placed',
  'requirements_answered',
  'started',
  'delivered',
  'revision_requested',
  'accepted',
  'auto_completed',
  'completed_by_admin',
  'reopened_by_admin',
  'cancelled',
  'cancellation_requested',
  'cancellation_accepted',
  'cancellation_declined',
  'cancellation_lapsed',
  'extension_requested',
  'extension_accepted',
  'extension_declined',
  'dispute_opened',
  'dispute_released',
  'dispute_refunded',
  'reviewed',
  'review_replied',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/**
 * The tabs of "My orders" and of the seller's "Orders". Active holds the orders being worked on
 * (placed, in progress, revision requested) and those disputed, late ones included; Late only those past due.
 */
export const ORDER_TABS = ['active', 'late', 'delivered', 'completed', 'cancelled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** Questions a seller may ask every buyer of a gig, answered once per order. */
export const REQUIREMENTS_MAX = 5;
export const REQUIREMENT_QUESTION_MAX = 300;
export const REQUIREMENT_ANSWER_MAX = 2_000;

export const DELIVERY_MESSAGE_MAX = 5_000;
export const DELIVERY_FILES_MAX = 5;
/** Bytes a delivered file may hold, unless the server is configured otherwise (MAX_DELIVERY_FILE_MB). */
export const DELIVERY_FILE_MAX_BYTES = 250_000_000;
/** What a delivery may carry, told by each file's content, never its name (decision 023). */
export const DELIVERY_FILE_TYPES = [
  'jpg',
  'png',
  'gif',
  'pdf',
  'zip',
  'mp4',
  'mov',
  'webm',
] as const;

export const REVISION_NOTE_MAX = 2_000;
export const CANCEL_REASON_MAX = 500;

/**
 * What one party of an order in progress may ask the other (decision 052): to cancel it together,
 * or (the seller) for more days. One request is open at a time.
 */
export const ORDER_REQUEST_KINDS = ['cancellation', 'extension'] as const;
export type OrderRequestKind = (typeof ORDER_REQUEST_KINDS)[number];
/** A cancellation request nobody answers is accepted this long after it was made (configurable). */
export const CANCELLATION_ANSWER_HOURS = 48;
/** Days an extension may add at once. */
export const EXTENSION_DAYS_MAX = 30;

/**
 * How an admin decides a dispute (decision 056): the seller is paid (the order completes), or the
 * buyer is refunded in full or in part (the order is cancelled).
 */
export const DISPUTE_OUTCOMES = ['release', 'full_refund', 'part_refund'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
export const DISPUTE_REASON_MAX = 2_000;
export const DISPUTE_DECISION_MAX = 5_000;

/** A delivered order completes by itself this long after its last delivery (configurable). */
export const AUTO_COMPLETE_DAYS = 3;

/** A review written from an order may be edited for this long. */
export const REVIEW_EDIT_DAYS = 14;

/**
 * How long after completion the buyer and the seller may each write their review before both are
 * published anyway (REVIEW_WINDOW, decision 054): until then neither sees the other's.
 */
export const DEFAULT_REVIEW_WINDOW_SECONDS = 10 * 24 * 60 * 60;
export const REVIEW_TEXT_MAX = 5_000;
export const REVIEW_REPLY_MAX = 2_000;

/**
 * Who may review a gig (REVIEWS): `open`, any signed-in user through the original form and
 * `POST /api/binh-luan`; `orders`, only a buyer with a completed order of the gig.
 */
export const REVIEW_MODES = ['open', 'orders'] as const;
export type ReviewMode = (typeof REVIEW_MODES)[number];

/** The number an order is shown and searched by: `GL` and the id, six digits at least. */
export const orderNumber = (id: number) => `GL${String(id).padStart(6, '0')}`;
