import { and, asc, desc, eq, inArray, isNull, like, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { PACKAGE_TIERS, type PackageTier } from '@giglane/contract/gig-offer-values';
import type { GigPackage } from '@giglane/contract/gig-offers';
import type {
  DisputeOutcome,
  OrderEvent,
  OrderState,
  OrderTab,
} from '@giglane/contract/order-values';
import type { Order, OrderedGig, OrderTabCounts } from '@giglane/contract/orders';
import type { Paging, PagingQuery, SortColumn, SortedPagingQuery } from '@giglane/contract/paging';
import { answeredDate, type SentDate } from '@giglane/contract/wire-values';
import type { Database, Transaction } from '../../db/client';
import { users } from '../accounts/accounts-schema';
import { gigPackages, gigRequirements, gigs } from '../gigs/gigs-schema';
import { conversations, messages } from '../messaging/messaging-schema';
import {
  deliveries,
  deliveryFiles,
  orderDisputes,
  orders,
  orderEvents,
  orderRequests,
  orderRequirements,
} from './orders-schema';
import { buyerReviews, reviews } from '../reviews/reviews-schema';
import {
  containsPattern,
  lookedUpOnce,
  offsetOf,
  pageOf,
  pagedByIds,
  type KnownTotal,
} from '../../lib/paging';
import { rowCount } from '../../lib/row-counts';
import { insertImage } from '../files/images-repository';
import { coverOf, gigColumns, qualified, type StoredPicture } from '../gigs/gig-columns';
import { listRequirements } from '../gigs/gig-requirements';
import {
  LATE_STATES,
  QUEUE_STATES,
  TAB_STATES,
  type OpenRequest,
  type OrderFacts,
  type OrderParties,
  type Party,
} from './orders-rules';

// ── The original API's record ────────────────────────────────────────────────────────────────────

const columns = {
  id: orders.id,
  maCongViec: orders.gigId,
  maNguoiThue: orders.buyerId,
  ngayThue: orders.orderedOn,
  hoanThanh: orders.completed,
  state: sql<OrderState>`${orders.state}`,
};

/** What a record is read with: its columns and the date's text as its client sent it. */
const selected = { ...columns, ngayThueText: orders.orderedOnText };

const toWire = <T extends { ngayThue: string; ngayThueText: string | null }>({
  ngayThueText,
  ...row
}: T): Omit<T, 'ngayThueText'> => ({
  ...row,
  ngayThue: answeredDate(row.ngayThue, ngayThueText),
});

/** An order of the original API in the glossary's names. */
/**
 * What an order's mails name (decision 047), in one read: the addresses and names of the people
 * by id, and the gig's name.
 */
export async function findMailFacts(
  tx: Transaction,
  userIds: readonly number[],
  gigId: number,
): Promise<{ people: Map<number, { email: string; name: string }>; gigTitle: string | null }> {
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      gigTitle: sql<string | null>`(select ${gigs.name} from ${gigs} where ${gigs.id} = ${gigId})`,
    })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return {
    people: new Map(rows.map((row) => [row.id, row])),
    gigTitle: rows[0]?.gigTitle ?? null,
  };
}

export type LegacyOrder = { gigId: number; buyerId: number; orderedOn: SentDate | null };
export type LegacyOrderChanges = Partial<Omit<LegacyOrder, 'orderedOn'>> & {
  orderedOn?: SentDate;
};

/**
 * The gig and the buyer an order of the original API names, each null when it does not exist.
 * The rows found are locked against deletion until the caller's transaction ends, so the order
 * never points at a gig or user deleted meanwhile.
 */
async function lockReferences(tx: Transaction, refs: { gigId?: number; buyerId?: number }) {
  const [gig] =
    refs.gigId === undefined
      ? []
      : await tx
          .select({
            id: gigs.id,
            status: gigs.status,
            hold: gigs.hold,
            sellerId: gigs.sellerId,
            price: gigs.price,
            shortDescription: gigs.shortDescription,
            deliveryDays: gigs.deliveryDays,
          })
          .from(gigs)
          .where(eq(gigs.id, refs.gigId))
          .for('key share');
  const [buyer] =
    refs.buyerId === undefined
      ? []
      : await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, refs.buyerId))
          .for('key share');
  return { gig: gig ?? null, buyerFound: buyer !== undefined };
}

/**
 * Orders whose gig's name or buyer's name or email holds the keyword, any case, read from the
 * order's own lower-cased copy of the three (`keywords`, kept by triggers, migration 0012) through
 * its trigram index; or the order whose number (GL000123, or the id alone) it is.
 */
function keywordMatch(keyword: string): SQL {
  const byText = like(orders.keywords, sql`lower(${containsPattern(keyword)})`);
  const number = /^(?:GL)?0*(\d{1,9})$/i.exec(keyword);
  return number ? or(byText, eq(orders.id, Number(number[1])))! : byText;
}

// ── Orders ───────────────────────────────────────────────────────────────────────────────────────

/** An order as the state machine and the checks see it, read under its row lock. */
export type LockedOrder = OrderFacts &
  OrderParties & {
    request?: StoredRequest | null;
    id: number;
    gigId: number;
    questions: number;
    /** Its buyer answered the requirements (perhaps while its payment was due). */
    answered: boolean;
    reviewed: boolean;
  };

/**
 * The open request as stored: its row, and when it was made and lapses (JSON's ISO text); a
 * request the state machine has just made has neither yet.
 */
export type StoredRequest = OpenRequest & { id?: number; at?: string; answerBy?: string | null };

/** The outer order's id inside a subquery (a bare "id" there would be the subquery's own). */
const orderId = qualified(orders.id);

const lockedColumns = {
  id: orders.id,
  gigId: orders.gigId,
  buyerId: orders.buyerId,
  sellerId: orders.sellerId,
  state: sql<OrderState>`${orders.state}`,
  startedAt: orders.startedAt,
  dueAt: orders.dueAt,
  deliveredAt: orders.deliveredAt,
  completedAt: orders.completedAt,
  cancelledAt: orders.cancelledAt,
  cancelReason: orders.cancelReason,
  revisionsUsed: orders.revisionsUsed,
  revisions: orders.packageRevisions,
  deliveryDays: orders.packageDeliveryDays,
  extraDays: orders.extraDays,
  request: sql<StoredRequest | null>`(
    select json_build_object('id', r.id, 'kind', r.kind, 'by', r.asked_by, 'reason', r.reason,
                             'days', r.days, 'at', r.at, 'answerBy', r.answer_by)
      from ${orderRequests} r where r.order_id = ${orderId} and r.outcome is null)`,
  questions: sql<number>`(select count(*)::int from ${orderRequirements}
                           where ${orderRequirements.orderId} = ${orderId})`,
  answered: sql<boolean>`${orders.requirementsAnsweredAt} is not null`,
  cancellationDeclined: sql<boolean>`exists (
    select 1 from ${orderRequests} r
     where r.order_id = ${orderId} and r.kind = 'cancellation' and r.outcome = 'declined')`,
  reviewed: sql<boolean>`${orders.reviewedAt} is not null`,
  sellerActed: sql<boolean>`(
    exists (select 1 from ${orderEvents}
             where ${orderEvents.orderId} = ${orderId}
               and ${orderEvents.actorId} = ${qualified(orders.sellerId)})
    or exists (select 1 from ${conversations}
                 join ${messages} on ${qualified(messages.conversationId)} = ${qualified(conversations.id)}
                where ${qualified(conversations.orderId)} = ${orderId}
                  and ${qualified(messages.senderId)} = ${qualified(orders.sellerId)}))`,
};

/**
 * Locks the order's row, then reads it. Two statements: one that waited for the lock would read
 * the other tables (its open request, its requirements) as they were before it waited, so an
 * answer to a request declined meanwhile would find it still open.
 */
async function lockOrder(tx: Transaction, id: number): Promise<LockedOrder | null> {
  const [locked] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  if (!locked) return null;
  const [row] = await tx.select(lockedColumns).from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** Writes the order's state and moments as the state machine gave them. */
async function writeState(tx: Transaction, id: number, next: OrderFacts) {
  await tx
    .update(orders)
    .set({
      state: next.state,
      startedAt: next.startedAt,
      dueAt: next.dueAt,
      deliveredAt: next.deliveredAt,
      completedAt: next.completedAt,
      cancelledAt: next.cancelledAt,
      cancelReason: next.cancelReason,
      revisionsUsed: next.revisionsUsed,
      extraDays: next.extraDays,
    })
    .where(eq(orders.id, id));
}

/**
 * Opens a request (decision 052); the partial unique index keeps one open per order, which the
 * order's row lock already guarantees for the service. Answers its id.
 */
async function openRequest(
  tx: Transaction,
  orderId: number,
  request: OpenRequest & { at: Date; answerBy: Date | null },
): Promise<number> {
  const [row] = await tx
    .insert(orderRequests)
    .values({
      orderId,
      kind: request.kind,
      askedBy: request.by,
      reason: request.reason,
      days: request.days,
      at: request.at,
      answerBy: request.answerBy,
    })
    .returning({ id: orderRequests.id });
  return row!.id;
}

/** Ends the order's open request with what became of it. */
async function endRequest(
  tx: Transaction,
  orderId: number,
  outcome: 'accepted' | 'declined' | 'lapsed' | 'closed',
  at: Date,
) {
  await tx
    .update(orderRequests)
    .set({ outcome, endedAt: at })
    .where(and(eq(orderRequests.orderId, orderId), isNull(orderRequests.outcome)));
}

/** Opens the order's dispute (decision 056); one open per order, behind the order's row lock. */
async function openDispute(
  tx: Transaction,
  orderId: number,
  dispute: { by: Party; reason: string; at: Date },
) {
  await tx.insert(orderDisputes).values({
    orderId,
    openedBy: dispute.by,
    reason: dispute.reason,
    openedAt: dispute.at,
  });
}

/** Writes the admin's decision on the order's open dispute. */
async function decideDispute(
  tx: Transaction,
  orderId: number,
  decided: {
    outcome: DisputeOutcome;
    refund: number | null;
    decision: string;
    adminId: number;
    at: Date;
  },
) {
  await tx
    .update(orderDisputes)
    .set({
      outcome: decided.outcome,
      refund: decided.refund,
      decision: decided.decision,
      decidedBy: decided.adminId,
      decidedAt: decided.at,
    })
    .where(and(eq(orderDisputes.orderId, orderId), isNull(orderDisputes.outcome)));
}

/** The order a request belongs to, or null when there is no such request. */
async function findRequestOrder(tx: Transaction, requestId: number): Promise<number | null> {
  const [row] = await tx
    .select({ orderId: orderRequests.orderId })
    .from(orderRequests)
    .where(eq(orderRequests.id, requestId));
  return row?.orderId ?? null;
}

/**
 * The columns of an order that keep what it bought (decisions 023, 033): the package's terms as
 * they were, and the total, so a seller's later change never touches the order. The total is the
 * package's price: nothing is added to it yet.
 */
export const boughtColumns = (bought: GigPackage) => ({
  packageTier: PACKAGE_TIERS.indexOf(bought.tier),
  packageName: bought.name,
  packageDescription: bought.description,
  packageFeatures: bought.features,
  packageExtra: bought.extra,
  packageDeliveryDays: bought.deliveryDays,
  packageRevisions: bought.revisions,
  packagePrice: bought.price,
  total: bought.price,
});

/** The columns `boughtColumns` writes. */
export type BoughtColumn = keyof ReturnType<typeof boughtColumns>;

/**
 * Inserts an order in the caller's transaction: the row, with its gig's seller and the package it
 * bought as the caller read them, and a copy of the gig's questions. Null when the buyer placed an
 * order with the same key meanwhile.
 */
async function insertOrder(
  tx: Transaction,
  input: {
    gigId: number;
    buyerId: number;
    sellerId: number;
    bought: GigPackage;
    orderedOn: SentDate | null;
    idempotencyKey: string | null;
  },
  now: Date,
): Promise<LockedOrder | null> {
  const [row] = await tx
    .insert(orders)
    .values({
      gigId: input.gigId,
      buyerId: input.buyerId,
      sellerId: input.sellerId,
      orderedOn: input.orderedOn?.date ?? sql`current_date`,
      orderedOnText: input.orderedOn?.text ?? null,
      ...boughtColumns(input.bought),
      idempotencyKey: input.idempotencyKey,
      placedAt: now,
    })
    .onConflictDoNothing({ target: [orders.buyerId, orders.idempotencyKey] })
    .returning({ id: orders.id });
  if (!row) return null;
  await tx.execute(sql`
    insert into ${orderRequirements} (order_id, position, question)
    select ${row.id}, ${gigRequirements.position}, ${gigRequirements.question}
      from ${gigRequirements} where ${gigRequirements.gigId} = ${input.gigId}`);
  return lockOrder(tx, row.id);
}

/** What a buyer orders: the gig, the package, and the key that makes a second submit the first. */
export type NewOrder = {
  gigId: number;
  buyerId: number;
  tier: PackageTier;
  idempotencyKey: string;
};

/** The gig an order is placed for, as the checks before placing see it. */
export type GigForSale = {
  sellerId: number;
  status: string;
  /** Held by an admin (decision 053): not for sale whatever its status. */
  hold: string | null;
  tiers: PackageTier[];
};

/** An order's parties, gig and people, as one row of a list shows them. */
const buyers = alias(users, 'buyers');
const sellers = alias(users, 'sellers');
const partyName = (person: { displayName: AnyPgColumn; name: AnyPgColumn }) =>
  sql<string>`coalesce(nullif(${person.displayName}, ''), ${person.name})`;

const rowColumns = {
  id: orders.id,
  state: sql<OrderState>`${orders.state}`,
  dueAt: orders.dueAt,
  gig: { id: gigs.id, title: gigs.name },
  cover: coverOf(orders.gigId),
  packageTier: orders.packageTier,
  packageName: orders.packageName,
  total: orders.total,
  buyer: { id: buyers.id, name: partyName(buyers), avatar: buyers.avatar },
  seller: { id: sellers.id, name: partyName(sellers), avatar: sellers.avatar },
  placedAt: orders.placedAt,
  deliveredAt: orders.deliveredAt,
  completedAt: orders.completedAt,
  cancelledAt: orders.cancelledAt,
};

export type StoredOrderRow = {
  id: number;
  state: OrderState;
  dueAt: Date | null;
  gig: { id: number; title: string };
  cover: StoredPicture | null;
  packageTier: number;
  packageName: string;
  total: number;
  buyer: { id: number; name: string; avatar: string };
  seller: { id: number; name: string; avatar: string };
  placedAt: Date;
  deliveredAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
};

/** The copy of the package an order bought (decision 023), its tier as stored. */
export type StoredPackage = Omit<GigPackage, 'tier'> & { tier: number };

const boughtPackage = {
  tier: orders.packageTier,
  name: orders.packageName,
  description: orders.packageDescription,
  price: orders.packagePrice,
  deliveryDays: orders.packageDeliveryDays,
  revisions: orders.packageRevisions,
  features: orders.packageFeatures,
  extra: orders.packageExtra,
};

/** An ordered gig of the original API, with the package the order bought. */
export type StoredOrderedGig = Omit<OrderedGig, 'package'> & { package: StoredPackage };

/** Everything the order page shows, as stored. */
export type StoredOrder = StoredOrderRow &
  LockedOrder & {
    startedAt: Date | null;
    cancelReason: string | null;
    requirementsAnsweredAt: Date | null;
    package: StoredPackage;
    requirements: { question: string; answer: string | null }[];
    deliveries: {
      id: number;
      message: string;
      at: string;
      files: { name: string; url: string; size: number; contentType: string }[];
    }[];
    timeline: {
      type: OrderEvent;
      actor: { id: number; name: string } | null;
      at: string;
      note: string | null;
    }[];
    dispute: StoredDispute | null;
    review: {
      id: number;
      stars: number;
      communication: number;
      asDescribed: number;
      recommend: number;
      text: string;
      createdAt: string;
      updatedAt: string;
      reply: string | null;
      repliedAt: string | null;
    } | null;
    /** The seller's review of the buyer (decision 054); null too once an admin removed it. */
    buyerReview: { id: number; stars: number; text: string; createdAt: string } | null;
    /** The seller wrote it, removed since or not: the order's one review of its buyer. */
    sellerReviewed: boolean;
  };

const requirementsOf = sql<StoredOrder['requirements']>`coalesce((
  select json_agg(json_build_object('question', ${orderRequirements.question},
                                    'answer', ${orderRequirements.answer})
         order by ${orderRequirements.position})
    from ${orderRequirements} where ${orderRequirements.orderId} = ${orderId}), '[]'::json)`;

const deliveriesOf = sql<StoredOrder['deliveries']>`coalesce((
  select json_agg(json_build_object(
           'id', d.id, 'message', d.message, 'at', d.delivered_at,
           'files', coalesce((
             select json_agg(json_build_object('name', f.name, 'url', f.path, 'size', f.size,
                                               'contentType', f.content_type)
                    order by f.position)
               from ${deliveryFiles} f where f.delivery_id = d.id), '[]'::json))
         order by d.id)
    from ${deliveries} d where d.order_id = ${orderId}), '[]'::json)`;

const timelineOf = sql<StoredOrder['timeline']>`coalesce((
  select json_agg(json_build_object(
           'type', e.type, 'at', e.at, 'note', e.note,
           'actor', case when u.id is null then null else json_build_object(
                      'id', u.id, 'name', coalesce(nullif(u.display_name, ''), u.name)) end)
         order by e.id)
    from ${orderEvents} e left join ${users} u on u.id = e.actor_id
   where e.order_id = ${orderId}), '[]'::json)`;

const buyerReviewOf = sql<StoredOrder['buyerReview']>`(
  select json_build_object('id', b.id, 'stars', b.stars, 'text', b.content,
                           'createdAt', b.created_at)
    from ${buyerReviews} b where b.order_id = ${orderId} and b.removed_at is null)`;
const sellerReviewedOf = sql<boolean>`exists(
  select 1 from ${buyerReviews} b where b.order_id = ${orderId})`;

/** An order's dispute as stored: JSON's ISO texts for its moments. */
export type StoredDispute = {
  by: Party;
  reason: string;
  openedAt: string;
  outcome: DisputeOutcome | null;
  refund: number | null;
  decision: string | null;
  decidedAt: string | null;
};

const disputeOf = sql<StoredDispute | null>`(
  select json_build_object('by', d.opened_by, 'reason', d.reason, 'openedAt', d.opened_at,
                           'outcome', d.outcome, 'refund', d.refund, 'decision', d.decision,
                           'decidedAt', d.decided_at)
    from ${orderDisputes} d where d.order_id = ${orderId} order by d.id desc limit 1)`;

const reviewOf = sql<StoredOrder['review']>`(
  select json_build_object('id', c.id, 'stars', c.stars, 'communication', c.communication,
                           'asDescribed', c.as_described, 'recommend', c.recommend,
                           'text', c.content, 'createdAt', c.created_at,
                           'updatedAt', c.updated_at, 'reply', c.reply, 'repliedAt', c.replied_at)
    from ${reviews} c where c.order_id = ${orderId})`;

/** The states a tab lists, and for Late only those past due at `now`. */
function tabFilter(tab: OrderTab, now: Date): SQL {
  const states = inArray(orders.state, [...TAB_STATES[tab]]);
  return tab === 'late' ? and(states, lt(orders.dueAt, now))! : states;
}

/** How many of the person's orders each tab holds. */
function tabCounts(now: Date) {
  const count = (tab: OrderTab) =>
    sql<number>`(count(*) filter (where ${tabFilter(tab, now)}))::int`;
  return {
    active: count('active'),
    late: count('late'),
    delivered: count('delivered'),
    completed: count('completed'),
    cancelled: count('cancelled'),
  } satisfies Record<OrderTab, SQL>;
}

/**
 * Marks one of the reviewer's completed orders of the gig, not yet reviewed, as reviewed: that
 * order, or null when none is left. The order is locked as it is chosen, and one another
 * transaction is taking is skipped, so two takers never share an order. (Chosen and marked in two
 * statements: as a subquery of the UPDATE, the locking SELECT is run again for each row and marks
 * them all.)
 */
async function takeUnreviewedOrder(
  tx: Transaction,
  reviewerId: number,
  gigId: number,
): Promise<{
  id: number;
  gigId: number;
  buyerId: number;
  sellerId: number;
  completedAt: Date | null;
} | null> {
  const [open] = await tx
    .select({
      id: orders.id,
      gigId: orders.gigId,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
      completedAt: orders.completedAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.buyerId, reviewerId),
        eq(orders.gigId, gigId),
        eq(orders.state, 'completed'),
        isNull(orders.reviewedAt),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!open) return null;
  await tx
    .update(orders)
    .set({ reviewedAt: sql`now()` })
    .where(eq(orders.id, open.id));
  return open;
}

export function createOrdersRepository(db: Database) {
  const rowsQuery = () =>
    db
      .select(rowColumns)
      .from(orders)
      .innerJoin(gigs, eq(gigs.id, orders.gigId))
      .innerJoin(buyers, eq(buyers.id, orders.buyerId))
      .innerJoin(sellers, eq(sellers.id, orders.sellerId))
      .$dynamic();

  return {
    // ── The original API ──

    async list(): Promise<Order[]> {
      const rows = await db.select(selected).from(orders).orderBy(asc(orders.id));
      return rows.map(toWire);
    },

    /**
     * The keyword matches the gig's name, the buyer's name or email, or the order's number;
     * `state` keeps one state.
     */
    async page(
      query: SortedPagingQuery<SortColumn<'hires'>> & { state?: OrderState },
    ): Promise<Paging<Order>> {
      const inState = query.state ? eq(orders.state, query.state) : undefined;
      let where = and(query.keyword ? keywordMatch(query.keyword) : undefined, inState);
      let total: KnownTotal | undefined;
      // A keyword's matches are looked up once (lookedUpOnce): the trigram index costs most where
      // trigrams are common, as in emails, so it is not asked twice.
      const matching = where;
      if (query.keyword && matching)
        ({ where, total } = await lookedUpOnce(orders.id, matching, (limit) =>
          db.select({ id: orders.id }).from(orders).where(matching).limit(limit),
        ));
      if (!where) total = await rowCount(db, orders);
      return pagedByIds(db, query, {
        // Every page is read from hires alone: its indexes serve the sort, the state and the keyword.
        matches: () => db.select({ id: orders.id }).from(orders).where(where).$dynamic(),
        id: orders.id,
        sortable: columns,
        total,
        rows: async (ids, order) => {
          const rows = await db
            .select(selected)
            .from(orders)
            .innerJoin(ids, eq(ids.id, orders.id))
            .orderBy(...order);
          return rows.map(toWire);
        },
      });
    },

    async find(id: number): Promise<Order | null> {
      const [row] = await db.select(selected).from(orders).where(eq(orders.id, id));
      return row ? toWire(row) : null;
    },

    /**
     * The buyer's hires with their gigs, as the profile page lists them. A cancelled order is no
     * hire any more: the original API's DEL took it off this list, and its clients know no other
     * state to show it in. The order itself stays, under My orders' Cancelled tab.
     */
    async listOrderedBy(buyerId: number): Promise<StoredOrderedGig[]> {
      const rows = await db
        .select({
          id: orders.id,
          ngayThue: orders.orderedOn,
          ngayThueText: orders.orderedOnText,
          hoanThanh: orders.completed,
          state: sql<OrderState>`${orders.state}`,
          congViec: gigColumns,
          package: boughtPackage,
        })
        .from(orders)
        .innerJoin(gigs, eq(gigs.id, orders.gigId))
        .where(and(eq(orders.buyerId, buyerId), ne(orders.state, 'cancelled')))
        .orderBy(desc(orders.orderedOn), desc(orders.id));
      return rows.map(toWire);
    },

    // ── Orders ──

    /** An active gig's packages, questions and seller, for the checkout; null: none listed. */
    async findCheckout(gigId: number) {
      const [gig] = await db
        .select({
          id: gigs.id,
          title: gigs.name,
          cover: coverOf(gigs.id),
          stars: gigs.stars,
          ratingCount: gigs.ratingCount,
          seller: { id: users.id, name: partyName(users), avatar: users.avatar },
        })
        .from(gigs)
        .innerJoin(users, eq(users.id, gigs.sellerId))
        .where(and(eq(gigs.id, gigId), eq(gigs.status, 'active')));
      if (!gig) return null;
      const packages = await db
        .select({
          tier: gigPackages.tier,
          name: gigPackages.name,
          description: gigPackages.description,
          price: gigPackages.price,
          deliveryDays: gigPackages.deliveryDays,
          revisions: gigPackages.revisions,
          features: gigPackages.features,
          extra: gigPackages.extra,
        })
        .from(gigPackages)
        .where(eq(gigPackages.gigId, gigId))
        .orderBy(asc(gigPackages.tier));
      return { gig, packages, requirements: await listRequirements(db, gigId) };
    },

    /** The order's parties and state, unlocked, for a read's checks; null: no such order. */
    async findFacts(id: number): Promise<LockedOrder | null> {
      const [row] = await db.select(lockedColumns).from(orders).where(eq(orders.id, id));
      return row ?? null;
    },

    /** Everything the order page shows; null: no such order. */
    async findView(id: number): Promise<StoredOrder | null> {
      const [row] = await db
        .select({
          ...rowColumns,
          ...lockedColumns,
          startedAt: orders.startedAt,
          cancelReason: orders.cancelReason,
          requirementsAnsweredAt: orders.requirementsAnsweredAt,
          package: boughtPackage,
          requirements: requirementsOf,
          deliveries: deliveriesOf,
          timeline: timelineOf,
          dispute: disputeOf,
          review: reviewOf,
          buyerReview: buyerReviewOf,
          sellerReviewed: sellerReviewedOf,
        })
        .from(orders)
        .innerJoin(gigs, eq(gigs.id, orders.gigId))
        .innerJoin(buyers, eq(buyers.id, orders.buyerId))
        .innerJoin(sellers, eq(sellers.id, orders.sellerId))
        .where(eq(orders.id, id));
      return row ?? null;
    },

    /** One tab of a buyer's or a seller's orders, newest first, with every tab's count. */
    async listOf(
      party: 'buyer' | 'seller',
      userId: number,
      query: Omit<PagingQuery, 'keyword'> & { tab: OrderTab },
      now: Date,
    ): Promise<Paging<StoredOrderRow> & { counts: OrderTabCounts }> {
      const mine = eq(party === 'buyer' ? orders.buyerId : orders.sellerId, userId);
      const [page, [counts]] = await Promise.all([
        pagedByIds(
          db,
          { ...query, keyword: null, sortBy: 'placedAt', sortOrder: 'desc' },
          {
            matches: () =>
              db
                .select({ id: orders.id })
                .from(orders)
                .where(and(mine, tabFilter(query.tab, now)))
                .$dynamic(),
            id: orders.id,
            sortable: { placedAt: orders.placedAt },
            rows: (ids, order) =>
              rowsQuery()
                .innerJoin(ids, eq(ids.id, orders.id))
                .orderBy(...order),
          },
        ),
        db.select(tabCounts(now)).from(orders).where(mine),
      ]);
      return { ...page, counts: counts! };
    },

    /** A page of the open disputes with their orders, the longest waiting first (decision 056). */
    async disputeQueue(
      query: Omit<PagingQuery, 'keyword'>,
    ): Promise<
      Paging<StoredOrderRow & { dispute: { by: Party; reason: string; openedAt: Date } }>
    > {
      const open = isNull(orderDisputes.outcome);
      const [rows, [count]] = await Promise.all([
        db
          .select({
            ...rowColumns,
            dispute: {
              by: sql<Party>`${orderDisputes.openedBy}`,
              reason: orderDisputes.reason,
              openedAt: orderDisputes.openedAt,
            },
          })
          .from(orderDisputes)
          .innerJoin(orders, eq(orders.id, orderDisputes.orderId))
          .innerJoin(gigs, eq(gigs.id, orders.gigId))
          .innerJoin(buyers, eq(buyers.id, orders.buyerId))
          .innerJoin(sellers, eq(sellers.id, orders.sellerId))
          .where(open)
          .orderBy(asc(orderDisputes.openedAt), asc(orderDisputes.id))
          .limit(query.pageSize)
          .offset(offsetOf({ ...query, keyword: null })),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(orderDisputes)
          .where(open),
      ]);
      return pageOf({ ...query, keyword: null }, count!.n, rows);
    },

    /** The seller dashboard's figures: earnings, the queue and the tabs' counts. */
    async sellerStats(sellerId: number, now: Date) {
      const [row] = await db
        .select({
          ...tabCounts(now),
          earnings: sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.state} = 'completed'), 0)::int`,
          queue: sql<number>`(count(*) filter (where ${inArray(orders.state, [...QUEUE_STATES])}))::int`,
        })
        .from(orders)
        .where(eq(orders.sellerId, sellerId));
      const { earnings, queue, ...counts } = row!;
      return { earnings, queue, counts };
    },

    // ── Reads and writes in a service's transaction ──

    takeUnreviewedOrder,

    /** Marks the order reviewed; false when it has been (its one review, even if deleted since). */
    async takeOrder(tx: Transaction, orderId: number): Promise<boolean> {
      const [taken] = await tx
        .update(orders)
        .set({ reviewedAt: sql`now()` })
        .where(and(eq(orders.id, orderId), isNull(orders.reviewedAt)))
        .returning({ id: orders.id });
      return taken !== undefined;
    },

    lockOrder,
    openRequest,
    endRequest,
    findRequestOrder,
    openDispute,
    decideDispute,
    lockReferences,
    insertOrder,
    writeState,

    /** The order placed with this key by this buyer, if any. */
    async findByKey(tx: Database | Transaction, buyerId: number, idempotencyKey: string) {
      const [row] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.buyerId, buyerId), eq(orders.idempotencyKey, idempotencyKey)));
      return row ?? null;
    },

    /**
     * The gig an order is placed for, its row held: every change of a gig's packages updates it,
     * so the package read after is the one the order copies (decision 033). Orders of a gig take
     * it in turn anyway, as the order count's trigger counts them on the same row.
     */
    async lockGigForSale(tx: Transaction, gigId: number): Promise<GigForSale | null> {
      const [gig] = await tx
        .select({
          sellerId: gigs.sellerId,
          status: gigs.status,
          hold: gigs.hold,
          tiers: sql<number[]>`array(select ${gigPackages.tier} from ${gigPackages}
                                      where ${gigPackages.gigId} = ${gigs.id})`,
        })
        .from(gigs)
        .where(eq(gigs.id, gigId))
        .for('no key update');
      return gig ? { ...gig, tiers: gig.tiers.map((tier) => PACKAGE_TIERS[tier]!) } : null;
    },

    /** The gig's package as it is now, what an order of it copies; null: the gig has none such. */
    async findOffer(
      tx: Database | Transaction,
      gigId: number,
      tier: PackageTier,
    ): Promise<GigPackage | null> {
      const [offer] = await tx
        .select({
          name: gigPackages.name,
          description: gigPackages.description,
          price: gigPackages.price,
          deliveryDays: gigPackages.deliveryDays,
          revisions: gigPackages.revisions,
          features: gigPackages.features,
          extra: gigPackages.extra,
        })
        .from(gigPackages)
        .where(
          and(eq(gigPackages.gigId, gigId), eq(gigPackages.tier, PACKAGE_TIERS.indexOf(tier))),
        );
      return offer ? { ...offer, tier } : null;
    },

    /** The original API's fields of an order; those left out keep their value. */
    async writeLegacyFields(tx: Transaction, id: number, input: LegacyOrderChanges) {
      await tx
        .update(orders)
        // Drizzle leaves undefined fields out of the SET; `id = id` keeps an empty body valid.
        .set({
          id,
          gigId: input.gigId,
          buyerId: input.buyerId,
          orderedOn: input.orderedOn?.date,
          orderedOnText: input.orderedOn?.text,
          sellerId:
            input.gigId === undefined
              ? undefined
              : sql`(select ${gigs.sellerId} from ${gigs} where ${gigs.id} = ${input.gigId})`,
        })
        .where(eq(orders.id, id));
    },

    async deleteOrder(tx: Transaction, id: number): Promise<boolean> {
      const rows = await tx.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
      return rows.length > 0;
    },

    /**
     * Delivered orders whose delivery is older than `before`, at most `limit`, oldest first, each
     * locked and skipping rows another transaction holds: across instances each is taken once.
     */
    async lockDueDeliveries(tx: Transaction, before: Date, limit: number): Promise<LockedOrder[]> {
      return tx
        .select(lockedColumns)
        .from(orders)
        .where(and(eq(orders.state, 'delivered'), lt(orders.deliveredAt, before)))
        .orderBy(asc(orders.deliveredAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /**
     * Started orders past their due time whose parties were not yet told, at most `limit`, the
     * longest late first, each locked and skipping rows another transaction holds.
     */
    async lockNewlyLate(tx: Transaction, now: Date, limit: number): Promise<LockedOrder[]> {
      return tx
        .select(lockedColumns)
        .from(orders)
        .where(
          and(
            inArray(orders.state, [...LATE_STATES]),
            isNull(orders.lateMailedAt),
            lt(orders.dueAt, now),
          ),
        )
        .orderBy(asc(orders.dueAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** Marks the orders' parties told that they are late. */
    async markLateMailed(tx: Transaction, ids: readonly number[], now: Date) {
      if (ids.length === 0) return;
      await tx
        .update(orders)
        .set({ lateMailedAt: now })
        .where(inArray(orders.id, [...ids]));
    },

    writeAnswers,

    /** Stores a delivery with its files in the caller's transaction. */
    async writeDelivery(
      tx: Transaction,
      orderId: number,
      delivery: { message: string; files: DeliveredFile[] },
      now: Date,
    ): Promise<void> {
      const [row] = await tx
        .insert(deliveries)
        .values({ orderId, message: delivery.message, deliveredAt: now })
        .returning({ id: deliveries.id });
      for (const [position, file] of delivery.files.entries()) {
        await insertImage(tx, {
          path: file.path,
          key: file.key,
          contentType: file.contentType,
          size: file.size,
        });
        await tx.insert(deliveryFiles).values({
          deliveryId: row!.id,
          position,
          path: file.path,
          name: file.name,
          contentType: file.contentType,
          size: file.size,
        });
      }
    },
  };
}

/** A file of a delivery, checked and named by the server. */
export type DeliveredFile = {
  path: string;
  key: string;
  name: string;
  contentType: string;
  size: number;
};

/** The buyer's answers, in the questions' order, in the caller's transaction. */
async function writeAnswers(tx: Transaction, orderId: number, answers: string[], now: Date) {
  for (const [position, answer] of answers.entries())
    await tx
      .update(orderRequirements)
      .set({ answer })
      .where(and(eq(orderRequirements.orderId, orderId), eq(orderRequirements.position, position)));
  await tx.update(orders).set({ requirementsAnsweredAt: now }).where(eq(orders.id, orderId));
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
