import { z } from 'zod';
import { assetUrl } from './asset-urls';
import { gigPackage, gigPicture } from './gig-offers';
import { PACKAGE_TIERS } from './gig-offer-values';
import { gig } from './gigs';
import {
  CANCEL_REASON_MAX,
  DELIVERY_MESSAGE_MAX,
  DISPUTE_DECISION_MAX,
  DISPUTE_OUTCOMES,
  DISPUTE_REASON_MAX,
  EXTENSION_DAYS_MAX,
  ORDER_ACTIONS,
  ORDER_REQUEST_KINDS,
  ORDER_EVENTS,
  ORDER_STATES,
  ORDER_TABS,
  REQUIREMENT_ANSWER_MAX,
  REQUIREMENT_QUESTION_MAX,
  REQUIREMENTS_MAX,
  REVISION_NOTE_MAX,
} from './order-values';
import { paging, pagingQuery, sortColumns, sortedPagingQuery } from './paging';
import { buyerReview, orderReview } from './reviews';
import {
  idParam,
  optionalWireDate,
  requiredText,
  userIdOrUnset,
  wireBool,
  wireDate,
  wireDateOut,
  wireInt,
} from './wire';

const isoDate = z.string().describe('ISO 8601');
const orderState = z.enum(ORDER_STATES);

// ── The original API: /api/thue-cong-viec ──────────────────────────────────────────────────────────

/** A record is an order (decision 023): `hoanThanh` is true exactly when its state is completed. */
export const order = z.object({
  id: z.number().int(),
  maCongViec: z.number().int(),
  maNguoiThue: z.number().int(),
  ngayThue: wireDateOut,
  hoanThanh: z.boolean(),
  state: orderState.describe("the order's state; hoanThanh is state = completed"),
});
export type Order = z.infer<typeof order>;

export const orderedGig = z.object({
  id: z.number().int(),
  ngayThue: wireDateOut,
  hoanThanh: z.boolean(),
  state: orderState,
  congViec: gig.describe("the gig as it is now: giaTien and moTaNgan are its Basic package's"),
  package: gigPackage.describe(
    'the package the order bought, as it was then (ours, beyond the original)',
  ),
});
export type OrderedGig = z.infer<typeof orderedGig>;

const positiveId = (rule: string) => wireInt.pipe(z.number().positive(rule));

/**
 * POST /api/thue-cong-viec: places an order of the gig's Basic package; a missing date means
 * today. The buyer defaults to the caller; only an admin may order for someone else or record a
 * finished order.
 */
export const createOrderBody = z.object({
  id: z.unknown().optional().describe('ignored: the server numbers new hires'),
  maCongViec: positiveId('must be a job id'),
  maNguoiThue: userIdOrUnset.optional().describe('0 or left out: the caller'),
  ngayThue: optionalWireDate,
  hoanThanh: wireBool.optional().default(false),
});
export type CreateOrderBody = z.input<typeof createOrderBody>;

/**
 * PUT /api/thue-cong-viec/{id}: fields left out keep their value. `hoanThanh` true completes the
 * order, false reopens a completed one to in progress.
 */
export const updateOrderBody = z.object({
  id: z.unknown().optional().describe('ignored: the path names the record'),
  maCongViec: positiveId('must be a job id').optional(),
  maNguoiThue: positiveId('must be a user id').optional(),
  ngayThue: wireDate.optional(),
  hoanThanh: wireBool.optional(),
});
export type UpdateOrderBody = z.input<typeof updateOrderBody>;

export const completeOrderParams = z.object({ MaThueCongViec: idParam });

/** The admin list's query: the original paging and sort, and optionally one state. */
export const pageOrdersQuery = sortedPagingQuery(sortColumns.hires).extend({
  state: z
    .enum(ORDER_STATES, { error: `must be one of ${ORDER_STATES.join(', ')}` })
    .optional()
    .describe('only orders in this state'),
});

// ── Orders: /api/orders, /api/seller-orders ──────────────────────────────────────────────────────

/** A person on an order: its buyer or its seller. */
export const orderParty = z.object({
  id: z.number().int(),
  name: z.string().describe("the seller's display name, or the account's name"),
  avatar: assetUrl().describe('absolute URL, or empty'),
});
export type OrderParty = z.infer<typeof orderParty>;

export const orderGig = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: gigPicture.nullable(),
});
export type OrderGig = z.infer<typeof orderGig>;

export const quoteFee = z.object({
  name: z.string().describe('what the fee is for'),
  amount: z.number().describe('US$, to the cent (2.75)'),
});
export type QuoteFee = z.infer<typeof quoteFee>;

/**
 * What the buyer is shown for one package and confirms by placing the order: the server places it
 * only while the package still makes the same figures (decision 033).
 */
export const quote = z.object({
  tier: z.enum(PACKAGE_TIERS),
  name: z.string(),
  price: z.number().int().describe('US$'),
  deliveryDays: z.number().int(),
  dueAt: isoDate.describe('when the order is due if it starts now'),
  revisions: z.number().int().nullable().describe('null: unlimited'),
  fees: z
    .array(quoteFee)
    .describe("the buyer's service fees (GET /api/payments/settings); none when payments are off"),
  total: z.number().describe('US$, to the cent: the price and the fees, what the buyer pays'),
  version: z
    .string()
    .describe('a digest of the figures above but the due date; placing the order confirms it'),
});
export type Quote = z.infer<typeof quote>;

/** GET /api/gigs/{id}/checkout: what a buyer chooses from and is asked before placing an order. */
export const checkout = z.object({
  gig: orderGig.extend({
    stars: z.number().int(),
    ratingCount: z.number().int(),
    seller: orderParty,
  }),
  packages: z.array(gigPackage).describe('the packages offered, Basic first'),
  requirements: z.array(z.string()).describe("the seller's questions to every buyer, in order"),
  quotes: z.array(quote).describe('one per package, in the same order'),
});
export type Checkout = z.infer<typeof checkout>;

const answer = requiredText(REQUIREMENT_ANSWER_MAX);
const answers = z
  .array(answer, { error: 'must be a list of answers' })
  .max(REQUIREMENTS_MAX, `must hold at most ${REQUIREMENTS_MAX} answers`)
  .describe("one answer per question of the gig's requirements, in their order");

/**
 * POST /api/orders. No price: the server copies the package's price, delivery time and revisions
 * at purchase. The same key from the same buyer answers the order it placed first.
 */
export const placeOrderBody = z.object({
  gigId: positiveId('must be a gig id'),
  package: z.enum(PACKAGE_TIERS, { error: `must be one of ${PACKAGE_TIERS.join(', ')}` }),
  idempotencyKey: z
    .string({ error: 'must be text' })
    .regex(/^[\w-]{8,100}$/, 'must be 8 to 100 letters, digits, "-" or "_"')
    .describe('made once per checkout by the client (a UUID): a second submit gets the same order'),
  answers: answers.optional().describe('the requirements answered at checkout; or later'),
  quoteVersion: z
    .string({ error: 'must be the version of the quote the checkout showed' })
    .regex(/^[0-9a-f]{16,64}$/, 'must be the version of the quote the checkout showed')
    .describe("the quote's version the buyer confirms; another one now answers 409"),
});
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

/** POST /api/orders' 409 when the package changed since the checkout: nothing was placed. */
export const quoteChanged = z.object({
  reason: z.string().describe('what went wrong, naming quoteVersion'),
  quote: quote.describe('the figures now, to show the buyer and confirm'),
});
export type QuoteChanged = z.infer<typeof quoteChanged>;

/** PUT /api/orders/{id}/requirements. */
export const requirementsBody = z.object({ answers });
export type RequirementsBody = z.input<typeof requirementsBody>;

/**
 * POST /api/orders/{id}/deliveries is multipart: this text field, and up to DELIVERY_FILES_MAX
 * files in parts named `files` (DELIVERY_FILE_TYPES, told by content).
 */
export const deliveryForm = z.object({ message: requiredText(DELIVERY_MESSAGE_MAX) });
export type DeliveryForm = z.input<typeof deliveryForm>;

export const revisionBody = z.object({ note: requiredText(REVISION_NOTE_MAX) });
export type RevisionBody = z.input<typeof revisionBody>;

export const cancelOrderBody = z.object({
  reason: requiredText(CANCEL_REASON_MAX),
  refund: z
    .number({ error: 'must be a whole number of cents' })
    .int('must be a whole number of cents')
    .min(0, 'must be 0 cents or more')
    .max(2_147_483_647, 'is out of range')
    .optional()
    .describe(
      "US cents returned to the buyer of a paid order: an admin's cancel after a delivery may return part; left out, all",
    ),
});
export type CancelOrderBody = z.input<typeof cancelOrderBody>;

/** POST /api/orders/{id}/cancellation-request: either party asks the other to cancel together. */
export const cancellationRequestBody = z.object({ reason: requiredText(CANCEL_REASON_MAX) });
export type CancellationRequestBody = z.input<typeof cancellationRequestBody>;

/** POST /api/orders/{id}/extension-request: the seller asks the buyer for more days. */
export const extensionRequestBody = z.object({
  days: z
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(EXTENSION_DAYS_MAX, `must be at most ${EXTENSION_DAYS_MAX} days`),
  reason: requiredText(CANCEL_REASON_MAX),
});
export type ExtensionRequestBody = z.input<typeof extensionRequestBody>;

/** POST …/cancellation-request/answer and …/extension-request/answer: the other party's answer. */
export const requestAnswerBody = z.object({
  answer: z.enum(['accept', 'decline'], { error: 'must be accept or decline' }),
});
export type RequestAnswerBody = z.input<typeof requestAnswerBody>;

/** The request one party made of the other and that waits for its answer. */
export const orderRequest = z.object({
  kind: z.enum(ORDER_REQUEST_KINDS),
  by: z.enum(['buyer', 'seller']).describe('the party who asked; the other one answers'),
  reason: z.string(),
  days: z.number().int().nullable().describe('an extension: the days asked for'),
  at: isoDate,
  answerBy: isoDate
    .nullable()
    .describe('a cancellation: when it is accepted if the other party has not answered'),
});
export type OrderRequest = z.infer<typeof orderRequest>;

/** POST /api/orders/{id}/dispute: a party asks an admin to decide (decision 056). */
export const openDisputeBody = z.object({ reason: requiredText(DISPUTE_REASON_MAX) });
export type OpenDisputeBody = z.input<typeof openDisputeBody>;

/** POST /api/orders/{id}/dispute/decision: the admin's decision, which both parties read. */
export const decideDisputeBody = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES, { error: `must be one of ${DISPUTE_OUTCOMES.join(', ')}` }),
  refund: z
    .number({ error: 'must be a whole number of cents' })
    .int('must be a whole number of cents')
    .min(1, 'must be 1 cent or more')
    .max(2_147_483_647, 'is out of range')
    .optional()
    .describe('part_refund only: the US cents returned to the buyer, less than they paid'),
  decision: requiredText(DISPUTE_DECISION_MAX).describe('the written decision both parties see'),
});
export type DecideDisputeBody = z.input<typeof decideDisputeBody>;

/** An order's dispute: why it was opened and, once decided, the admin's decision. */
export const orderDispute = z.object({
  by: z.enum(['buyer', 'seller']).describe('the party who opened it'),
  reason: z.string(),
  openedAt: isoDate,
  outcome: z.enum(DISPUTE_OUTCOMES).nullable().describe('null: waits for an admin'),
  refund: z.number().int().nullable().describe('a part refund: the US cents returned'),
  decision: z.string().nullable().describe("the admin's written decision"),
  decidedAt: isoDate.nullable(),
});
export type OrderDispute = z.infer<typeof orderDispute>;

export const orderRequirement = z.object({
  question: z.string(),
  answer: z.string().nullable().describe('null: not answered yet'),
});

export const deliveryFile = z.object({
  name: z.string().describe('the name it was uploaded with'),
  url: assetUrl().describe('absolute URL; downloads as an attachment'),
  size: z.number().int().describe('bytes'),
  contentType: z.string(),
});
export type DeliveryFile = z.infer<typeof deliveryFile>;

export const delivery = z.object({
  id: z.number().int(),
  message: z.string(),
  files: z.array(deliveryFile),
  at: isoDate,
});
export type Delivery = z.infer<typeof delivery>;

export const timelineEvent = z.object({
  type: z.enum(ORDER_EVENTS),
  actor: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .describe('null: the marketplace (an order completing on its own)'),
  at: isoDate,
  note: z
    .string()
    .nullable()
    .describe("a revision note, a cancel reason, or a request's reason or days"),
});
export type TimelineEvent = z.infer<typeof timelineEvent>;

/** What the order lists show of each order. */
export const orderRow = z.object({
  id: z.number().int(),
  number: z.string().describe('the number people see, e.g. GL000123'),
  state: orderState,
  late: z.boolean().describe('in progress or in revision past its due time'),
  gig: orderGig,
  package: gigPackage.pick({ tier: true, name: true }),
  total: z.number().int().describe('US$, fixed at purchase'),
  buyer: orderParty,
  seller: orderParty,
  placedAt: isoDate,
  dueAt: isoDate.nullable().describe('null until the order starts'),
  deliveredAt: isoDate.nullable().describe('the latest delivery'),
  completedAt: isoDate.nullable(),
  cancelledAt: isoDate.nullable(),
});
export type OrderRow = z.infer<typeof orderRow>;

/** GET /api/orders/{id}: the order page, for its buyer, its seller and admins. */
export const orderView = orderRow.omit({ package: true }).extend({
  package: gigPackage.describe('the package as it was bought'),
  startedAt: isoDate.nullable(),
  autoCompleteAt: isoDate
    .nullable()
    .describe('while delivered: when the order completes unless the buyer acts'),
  cancelReason: z.string().nullable(),
  request: orderRequest.nullable().describe('the open request, waiting for the other party'),
  dispute: orderDispute.nullable().describe("the order's latest dispute, open or decided"),
  revisionsUsed: z.number().int(),
  revisionsLeft: z.number().int().nullable().describe('null: unlimited'),
  requirements: z.array(orderRequirement).describe("the gig's questions as they were at purchase"),
  requirementsAnsweredAt: isoDate.nullable(),
  deliveries: z.array(delivery).describe('oldest first'),
  timeline: z.array(timelineEvent).describe('oldest first'),
  actions: z
    .array(z.enum(ORDER_ACTIONS))
    .describe('what the caller may do now, decided by the server'),
  partyActions: z
    .object({ buyer: z.array(z.enum(ORDER_ACTIONS)), seller: z.array(z.enum(ORDER_ACTIONS)) })
    .describe("what each party may do now (the order's moves, reviews aside)"),
  review: orderReview
    .nullable()
    .describe(
      "the buyer's review of this order; its seller sees it once the reviews are published",
    ),
  buyerReview: buyerReview
    .nullable()
    .describe("the seller's review of the buyer; its buyer sees it once the reviews are published"),
  reviewWindow: z
    .object({
      closesAt: isoDate.describe('both reviews are published then, written or not'),
      buyerWrote: z.boolean(),
      sellerWrote: z.boolean(),
      published: z.boolean().describe('both have written, or the window has closed'),
    })
    .nullable()
    .describe('the two-way review of a completed order (decision 054); null: not completed'),
  canReview: z.boolean().describe('the caller may write the review now'),
});
export type OrderView = z.infer<typeof orderView>;

export const orderTabCounts = z.object(
  Object.fromEntries(ORDER_TABS.map((tab) => [tab, z.number().int()])) as Record<
    (typeof ORDER_TABS)[number],
    z.ZodNumber
  >,
);
export type OrderTabCounts = z.infer<typeof orderTabCounts>;

/** GET /api/orders and /api/seller-orders: one tab, newest first, a page at a time. */
export const orderListQuery = pagingQuery.omit({ keyword: true }).extend({
  tab: z
    .enum(ORDER_TABS, { error: `must be one of ${ORDER_TABS.join(', ')}` })
    .optional()
    .default('active'),
});
export type OrderListQuery = z.input<typeof orderListQuery>;

export const orderList = paging(orderRow).extend({
  counts: orderTabCounts.describe("how many of the caller's orders each tab holds"),
});
export type OrderList = z.infer<typeof orderList>;

/** GET /api/admin/disputes: the open disputes, the longest waiting first (decision 056). */
export const disputeQueueQuery = pagingQuery.omit({ keyword: true });
export const disputeQueueRow = orderRow.extend({
  dispute: orderDispute.pick({ by: true, reason: true, openedAt: true }),
});
export type DisputeQueueRow = z.infer<typeof disputeQueueRow>;
export const disputeQueue = paging(disputeQueueRow);
export type DisputeQueue = z.infer<typeof disputeQueue>;

/** GET /api/seller-orders/stats: the seller dashboard's figures. */
export const sellerOrderStats = z.object({
  earnings: z.number().int().describe("US$: the totals of the seller's completed orders"),
  queue: z.number().int().describe('open orders: placed, in progress, delivered or in revision'),
  counts: orderTabCounts,
});
export type SellerOrderStats = z.infer<typeof sellerOrderStats>;

/** GET and PUT /api/seller-gigs/{id}/requirements: what every buyer of the gig is asked. */
export const gigRequirements = z.object({
  gigId: z.number().int(),
  questions: z.array(z.string()),
});
export type GigRequirements = z.infer<typeof gigRequirements>;

export const gigRequirementsBody = z.object({
  questions: z
    .array(requiredText(REQUIREMENT_QUESTION_MAX), { error: 'must be a list of questions' })
    .max(REQUIREMENTS_MAX, `must hold at most ${REQUIREMENTS_MAX} questions`),
});
export type GigRequirementsBody = z.input<typeof gigRequirementsBody>;
