import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@giglane/contract/message-values';
import type { Notification, UnreadCounts } from '@giglane/contract/messages';
import type { PagingQuery } from '@giglane/contract/paging';
import { queryRows, type Database, type Transaction } from '../../db/client';
import { notifications } from './messaging-schema';
import { recordEvents, type OutboxEvent } from '../../lib/outbox';
import { offsetOf } from '../../lib/paging';
import { personJson } from './messages-repository';
import { notificationToWire, type StoredNotification } from './notifications-wire';

const columns = sql`n.id, n.user_id as "userId", n.kind,
  case when a.id is null then null else ${personJson('a')} end as actor,
  case when g.id is null then null else json_build_object('id', g.id, 'title', g.name) end as gig,
  n.order_id as "orderId", n.conversation_id as "conversationId", n.review_id as "reviewId",
  n.moderation_action_id as "moderationActionId",
  case when r.id is not null
         then json_build_object('targetType', r.target_type, 'summary', r.snapshot, 'note', null)
       when ma.id is not null
         then json_build_object('targetType', ma.target_type, 'summary', ma.snapshot,
                                'note', ma.note)
  end as moderation,
  n.read_at is not null as read, n.created_at as at`;

// A reporter reads what they reported, not the admin's note about its author; that author reads
// the note, the reason they were given.
const joins = sql`left join users a on a.id = n.actor_id left join jobs g on g.id = n.gig_id
  left join reports r on r.id = n.report_id
  left join moderation_actions ma on ma.id = n.moderation_action_id`;

/** The live event that shows a notification, new or moved to the top, to its user. */
export const notificationEvent = (row: { id: number; userId: number }): OutboxEvent => ({
  topic: 'live',
  payload: { k: 'notification', id: row.id, to: [row.userId] },
});

/**
 * Writes notifications a service decided on, in its transaction, and records the live event that
 * shows each to its user (decision 038). A message's is written with the message
 * (`writeMessage`), as one per conversation while unread.
 */
export async function addNotifications(
  tx: Transaction,
  rows: readonly {
    userId: number;
    kind: NotificationKind;
    actorId: number | null;
    gigId: number | null;
    orderId: number | null;
    reviewId?: number;
    reportId?: number;
    moderationActionId?: number;
  }[],
) {
  if (rows.length === 0) return;
  const written = await tx
    .insert(notifications)
    .values([...rows])
    .returning({ id: notifications.id, userId: notifications.userId });
  await recordEvents(tx, written.map(notificationEvent));
}

/** Notifications are read and marked here; who gets one is decided where it happens. */
export function createNotificationsRepository(db: Database) {
  async function find(where: ReturnType<typeof sql>): Promise<Notification | null> {
    const [row] = await queryRows<StoredNotification>(
      db,
      sql`select ${columns} from notifications n ${joins} where ${where}`,
    );
    return row ? notificationToWire(row) : null;
  }

  return {
    /** One notification by id, whoever it is for (the live channel sends it to its user). */
    findNotification: (id: number) => find(sql`n.id = ${id}`),

    /** The user's notifications, newest first (a message moved up by a newer one), and unread. */
    async page(userId: number, query: Omit<PagingQuery, 'keyword'>) {
      const [rows, [counts]] = await Promise.all([
        queryRows<StoredNotification>(
          db,
          sql`select ${columns} from notifications n ${joins}
               where n.user_id = ${userId}
               order by n.created_at desc, n.id desc
               limit ${query.pageSize} offset ${offsetOf({ ...query, keyword: null })}`,
        ),
        queryRows<{ total: number; unread: number }>(
          db,
          sql`select count(*)::int as total, (count(*) filter (where read_at is null))::int as unread
                from notifications where user_id = ${userId}`,
        ),
      ]);
      return { data: rows.map(notificationToWire), total: counts!.total, unread: counts!.unread };
    },

    /** Marks one of the user's notifications read; null: the user has no such notification. */
    async markRead(userId: number, id: number): Promise<Notification | null> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`update notifications set read_at = coalesce(read_at, now())
             where id = ${id} and user_id = ${userId} returning id`,
      );
      return row ? find(sql`n.id = ${row.id}`) : null;
    },

    async markAllRead(userId: number): Promise<void> {
      await db.execute(sql`
        update notifications set read_at = now() where user_id = ${userId} and read_at is null`);
    },

    /**
     * The header's badges: people with unread messages (the inbox's rows, decision 028), unread
     * notifications.
     */
    async unreadCounts(userId: number): Promise<UnreadCounts> {
      const [row] = await queryRows<UnreadCounts>(
        db,
        sql`select
              (select count(distinct case when c.buyer_id = m.user_id then c.seller_id
                                          else c.buyer_id end)::int
                 from conversation_members m join conversations c on c.id = m.conversation_id
                where m.user_id = ${userId} and m.unread > 0) as conversations,
              (select count(*)::int from notifications
                where user_id = ${userId} and read_at is null) as notifications`,
      );
      return row!;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
