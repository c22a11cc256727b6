import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AppealStatus,
  ModerationAction,
  ReportReason,
  ReportStatus,
  ReportTarget,
} from '@giglane/contract/report-values';
import { users } from '../accounts/accounts-schema';

/**
 * Every action an admin took on a reported target (decision 053): who, when and why. Kept when
 * the admin's account goes (`admin_id` emptied) and when the target does: the audit outlives both.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<ModerationAction>().notNull(),
    targetType: text('target_type').$type<ReportTarget>().notNull(),
    targetId: integer('target_id').notNull(),
    note: text('note').notNull(),
    /** What the target read when the action was taken: a notice of it outlives a removed review. */
    snapshot: text('snapshot').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moderation_actions_target_idx').on(t.targetType, t.targetId, t.id),
    check(
      'moderation_actions_action_check',
      sql`${t.action} in ('hide-gig', 'unhide-gig', 'suspend-user', 'unsuspend-user', 'remove-message', 'remove-review', 'dismiss', 'decline-appeal')`,
    ),
    check(
      'moderation_actions_target_check',
      sql`${t.targetType} in ('gig', 'user', 'message', 'review', 'buyer-review')`,
    ),
  ],
);

/**
 * A user's report of a gig, a user, a message or a review (of a gig, or of a buyer). The target is named by type and id, not
 * a foreign key: a report stays when its message or review is removed, with `snapshot`, what the
 * target read when it was reported. `target_user_id` is the account behind it. One open report per
 * reporter and target (`reports_one_open_idx`); an action closes them all with its id.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').$type<ReportTarget>().notNull(),
    targetId: integer('target_id').notNull(),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    details: text('details').notNull().default(''),
    snapshot: text('snapshot').notNull().default(''),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    actionId: integer('action_id').references(() => moderationActions.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_one_open_idx')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_open_idx')
      .on(t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_target_user_idx')
      .on(t.targetUserId)
      .where(sql`${t.targetUserId} IS NOT NULL`),
    check(
      'reports_target_check',
      sql`${t.targetType} in ('gig', 'user', 'message', 'review', 'buyer-review')`,
    ),
    check('reports_status_check', sql`${t.status} in ('open', 'actioned', 'dismissed')`),
  ],
);

/**
 * An account's appeal of an admin's action against it (decision 058): a hidden gig or its
 * suspension, once per action (`appeals_action_idx`). Settled by the admin action that takes the
 * appealed one back (granted) or declines it, named by `decision_action_id`, whose note is the
 * answer.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: serial('id').primaryKey(),
    actionId: integer('action_id')
      .notNull()
      .references(() => moderationActions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status').$type<AppealStatus>().notNull().default('open'),
    decisionActionId: integer('decision_action_id').references(() => moderationActions.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appeals_action_idx').on(t.actionId),
    index('appeals_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'open'`),
    check('appeals_status_check', sql`${t.status} in ('open', 'granted', 'declined')`),
  ],
);
