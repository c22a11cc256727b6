import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '@giglane/contract/message-values';
import { users } from '../accounts/accounts-schema';
import { gigs } from '../gigs/gigs-schema';
import { orders } from '../orders/orders-schema';
import { reviews } from '../reviews/reviews-schema';
import { moderationActions, reports } from '../trust/trust-schema';

/**
 * A conversation between two people (decision 024): "Contact Me" opens one per pair, whoever wrote
 * first (`seller_id` the one contacted, `buyer_id` the one who started; `gig_id` the gig last asked
 * about); an order's own thread has `order_id`, its buyer and its seller. `last_message_*` are kept
 * by the messages service (decision 038).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gigId: integer('gig_id').references(() => gigs.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx')
      .on(sql`least(${t.buyerId}, ${t.sellerId})`, sql`greatest(${t.buyerId}, ${t.sellerId})`)
      .where(sql`${t.orderId} IS NULL`),
    uniqueIndex('conversations_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} IS NOT NULL`),
    index('conversations_seller_idx').on(t.sellerId),
    index('conversations_buyer_idx').on(t.buyerId),
    index('conversations_gig_idx')
      .on(t.gigId)
      .where(sql`${t.gigId} IS NOT NULL`),
    check('conversations_members_check', sql`${t.sellerId} <> ${t.buyerId}`),
  ],
);

/**
 * Each member's side of a conversation, two rows inserted with it by trigger: how far they have
 * read, how many messages they have not, and the inbox's order. Kept by the messages trigger.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    readUpTo: integer('read_up_to').notNull().default(0),
    unread: integer('unread').notNull().default(0),
    /** The newest message an unread-messages mail told this member of (decision 050). */
    mailedUpTo: integer('mailed_up_to').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_inbox_idx')
      .on(t.userId, t.lastMessageAt.desc(), t.conversationId.desc())
      .where(sql`${t.lastMessageAt} IS NOT NULL`),
    index('conversation_members_unread_idx')
      .on(t.userId)
      .where(sql`${t.unread} > 0`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    /** The sender's own key for the message: sending it again answers the same message. */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('messages_client_key_idx').on(t.senderId, t.clientKey),
  ],
);

/**
 * A message's files. The bytes are in `images` under `path` (`/attachments/…`, never served by
 * the public picture and file routes), deleted with the row by trigger (sql/files.sql).
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    path: text('path').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [
    index('message_attachments_message_idx').on(t.messageId, t.position),
    check('message_attachments_position_check', sql`${t.position} between 0 and 4`),
  ],
);

/** Who blocked whom: the blocked user can neither write to nor start a conversation with the blocker. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_pair_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/**
 * What happened that a user should know, written by the services in the transaction of what it
 * tells (decision 038): an order's move, a review or its reply, a message (one per conversation
 * while unread).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of NOTIFICATION_KINDS. */
    kind: text('kind').notNull(),
    /** Who did it; null: the marketplace. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    gigId: integer('gig_id').references(() => gigs.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id').references(() => conversations.id, {
      onDelete: 'cascade',
    }),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    /** The reporter's report an admin settled (decision 053). */
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'cascade' }),
    /** The admin's action on what the user wrote or sells (decision 053). */
    moderationActionId: integer('moderation_action_id').references(() => moderationActions.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
    uniqueIndex('notifications_message_idx')
      .on(t.userId, t.conversationId)
      .where(sql`${t.kind} = 'message' AND ${t.readAt} IS NULL`),
    index('notifications_actor_idx')
      .on(t.actorId)
      .where(sql`${t.actorId} IS NOT NULL`),
    index('notifications_gig_idx')
      .on(t.gigId)
      .where(sql`${t.gigId} IS NOT NULL`),
    index('notifications_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} IS NOT NULL`),
    index('notifications_conversation_idx')
      .on(t.conversationId)
      .where(sql`${t.conversationId} IS NOT NULL`),
    index('notifications_report_idx')
      .on(t.reportId)
      .where(sql`${t.reportId} IS NOT NULL`),
    index('notifications_moderation_action_idx')
      .on(t.moderationActionId)
      .where(sql`${t.moderationActionId} IS NOT NULL`),
    index('notifications_review_idx')
      .on(t.reviewId)
      .where(sql`${t.reviewId} IS NOT NULL`),
    check(
      'notifications_kind_check',
      sql.raw(`"notifications"."kind" in (${NOTIFICATION_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
  ],
);

/**
 * Who holds a live socket, per instance (decision 050): a row while a user has one on that
 * instance, its `seen_at` refreshed by the instance's heartbeat. Any instance asks here whether a
 * user is connected; a crashed instance's rows go stale and stop counting.
 */
export const livePresence = pgTable(
  'live_presence',
  {
    instanceId: uuid('instance_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.userId] }),
    index('live_presence_user_idx').on(t.userId, t.seenAt),
  ],
);
