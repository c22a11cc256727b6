import { and, eq, sql } from 'drizzle-orm';
import type { Message } from '@giglane/contract/messages';
import { REMOVED_MESSAGE_TEXT } from '@giglane/contract/report-values';
import type { PagingQuery } from '@giglane/contract/paging';
import { queryRows, type Database, type Transaction } from '../../db/client';
import { users } from '../accounts/accounts-schema';
import { gigs, isListed } from '../gigs/gigs-schema';
import { blocks, messageAttachments, messages } from './messaging-schema';
import { orders } from '../orders/orders-schema';
import type { CheckedFile } from '../files/file-checks';
import { offsetOf } from '../../lib/paging';
import { insertImage } from '../files/images-repository';
import type {
  BlockFacts,
  ConversationFacts,
  ConversationParties,
  MessageNotice,
  UnreadMailFacts,
} from './messages-rules';
import { isConnected } from './presence-repository';
import { messageToWire, type StoredConversationRow, type StoredMessage } from './messages-wire';

/** The database, or a service's transaction. */
type Executor = Database | Transaction;

/** A person as conversations and notifications show them: the seller's display name first. */
export const personJson = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id,
    'name', coalesce(nullif(${alias}.display_name, ''), ${alias}.name), 'avatar', ${alias}.avatar)`);

/**
 * A conversation as one of its members sees it (`viewer`): the other member, the gig asked about,
 * the order, the last message, the viewer's unread count, and every conversation the viewer has
 * with the same person. `m` is the viewer's member row.
 */
const rowColumns = sql`
  c.id, c.buyer_id as "buyerId", c.seller_id as "sellerId",
  ${personJson('o')} as other,
  case when g.id is null then null else json_build_object('id', g.id, 'title', g.name) end as gig,
  c.order_id as "orderId",
  case when lm.id is null then null else json_build_object(
    'senderId', lm.sender_id, 'text', lm.text, 'at', lm.created_at,
    'attachments', (select count(*) from message_attachments a where a.message_id = lm.id))
  end as "lastMessage",
  m.unread, coalesce(c.last_message_at, c.created_at) as "updatedAt",
  coalesce((
    select json_agg(json_build_object(
             'id', tc.id, 'orderId', tc.order_id,
             'gig', case when tg.id is null then null
                         else json_build_object('id', tg.id, 'title', tg.name) end,
             'unread', tm.unread, 'lastMessageAt', tm.last_message_at)
           order by tm.last_message_at desc nulls last, tc.id desc)
      from conversation_members tm
      join conversations tc on tc.id = tm.conversation_id
      left join jobs tg on tg.id = tc.gig_id
     where tm.user_id = m.user_id and o.id in (tc.buyer_id, tc.seller_id)
       and (tm.last_message_at is not null or tc.id = c.id)), '[]'::json) as threads`;

const rowJoins = sql`
  join conversations c on c.id = m.conversation_id
  join users o on o.id = case when c.buyer_id = m.user_id then c.seller_id else c.buyer_id end
  left join jobs g on g.id = c.gig_id
  left join messages lm on lm.id = c.last_message_id`;

/** A message's files, in the order they were sent. */
const attachmentsOf = sql`coalesce((
  select json_agg(json_build_object('id', a.id, 'name', a.name, 'size', a.size,
                                    'contentType', a.content_type) order by a.position)
    from message_attachments a where a.message_id = x.id), '[]'::json) as attachments`;

const messageColumns = sql`x.id, x.conversation_id as "conversationId", x.sender_id as "senderId",
  x.text, x.client_key as "clientKey", x.created_at as at, ${attachmentsOf}`;

/**
 * Writes a message with what follows from it, in one statement of the caller's transaction: the
 * conversation's last message moves, the recipient counts it unread, the sender has read the
 * conversation to its end (their message notification too), and the recipient's notification is
 * written or moved to the top, as the rules gave it (`toldOfMessage`). Null: the sender's client
 * key names a message written before, and nothing is written.
 */
export async function writeMessage(
  tx: Transaction,
  message: {
    conversationId: number;
    senderId: number;
    text: string;
    clientKey: string | null;
    /** Left out: now. */
    at?: Date;
  },
  notice: MessageNotice,
): Promise<{ id: number; noticeId: number } | null> {
  const [row] = await queryRows<{ id: number; noticeId: number }>(
    tx,
    sql`with m as (
          insert into messages (conversation_id, sender_id, text, client_key, created_at)
          values (${message.conversationId}, ${message.senderId}, ${message.text},
                  ${message.clientKey}, ${message.at ?? sql`default`})
          on conflict (sender_id, client_key) do nothing
          returning id, conversation_id, sender_id, created_at),
        moved as (
          update conversations c
             set last_message_id = greatest(c.last_message_id, m.id),
                 last_message_at = greatest(c.last_message_at, m.created_at)
            from m where c.id = m.conversation_id),
        counted as (
          update conversation_members cm
             set last_message_at = greatest(cm.last_message_at, m.created_at),
                 unread = case when cm.user_id = ${notice.userId} then cm.unread + 1 else 0 end,
                 read_up_to = case when cm.user_id = m.sender_id
                                   then greatest(cm.read_up_to, m.id) else cm.read_up_to end
            from m where cm.conversation_id = m.conversation_id),
        answered as (
          update notifications n set read_at = now()
            from m
           where n.user_id = m.sender_id and n.conversation_id = m.conversation_id
             and n.kind = 'message' and n.read_at is null),
        notice as (
          insert into notifications (user_id, kind, actor_id, gig_id, order_id, conversation_id)
          select ${notice.userId}::int, ${notice.kind}::text, ${notice.actorId}::int,
                 ${notice.gigId}::int, ${notice.orderId}::int, ${notice.conversationId}::int
            from m
          on conflict (user_id, conversation_id) where kind = 'message' and read_at is null
          do update set created_at = now(), actor_id = excluded.actor_id, gig_id = excluded.gig_id
          returning id)
        select m.id, notice.id as "noticeId" from m, notice`,
  );
  return row ?? null;
}

/**
 * A conversation's facts as `writerId` acts in it, with who blocked whom of the two and whether
 * the other is suspended; `lock` takes the row as a message's writes do, so the facts hold until
 * the transaction ends.
 */
async function writerFacts(q: Executor, id: number, writerId: number, lock: boolean) {
  const other = sql`case when c.buyer_id = ${writerId} then c.seller_id else c.buyer_id end`;
  const [row] = await queryRows<ConversationFacts & BlockFacts & { otherSuspended: boolean }>(
    q,
    sql`select c.id, c.buyer_id as "buyerId", c.seller_id as "sellerId", c.gig_id as "gigId",
               c.order_id as "orderId",
               exists (select 1 from blocks where blocker_id = ${writerId} and blocked_id = ${other})
                 as "byMe",
               exists (select 1 from blocks where blocker_id = ${other} and blocked_id = ${writerId})
                 as "byThem",
               exists (select 1 from users where id = ${other} and suspended_at is not null)
                 as "otherSuspended"
          from conversations c where c.id = ${id} ${lock ? sql`for no key update` : sql``}`,
  );
  if (!row) return null;
  const { byMe, byThem, ...facts } = row;
  return { ...facts, blocked: { byMe, byThem } };
}

/** Who of the two blocked the other, as `userId` sees it: what messages and orders both ask. */
export async function findBlockFacts(
  q: Executor,
  userId: number,
  otherId: number,
): Promise<BlockFacts> {
  const rows = await q
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      sql`(${blocks.blockerId}, ${blocks.blockedId}) in ((${userId}, ${otherId}), (${otherId}, ${userId}))`,
    );
  return {
    byMe: rows.some((row) => row.blockerId === userId),
    byThem: rows.some((row) => row.blockerId === otherId),
  };
}

export function createMessagesRepository(db: Database) {
  async function findMessage(id: number): Promise<Message | null> {
    const [row] = await queryRows<StoredMessage>(
      db,
      sql`select ${messageColumns} from messages x where x.id = ${id}`,
    );
    return row ? messageToWire(row) : null;
  }

  return {
    findMessage,
    blockFacts: findBlockFacts,

    /**
     * An admin removes a message (decision 053): its text becomes a notice in the thread, so the
     * conversation keeps its order and its latest message, and its files go. False: no such message.
     */
    async removeMessage(tx: Transaction, id: number): Promise<boolean> {
      const rows = await tx
        .update(messages)
        .set({ text: REMOVED_MESSAGE_TEXT })
        .where(eq(messages.id, id))
        .returning({ id: messages.id });
      if (rows.length === 0) return false;
      await tx.delete(messageAttachments).where(eq(messageAttachments.messageId, id));
      return true;
    },

    /** The conversation's facts as `writerId` acts in it; null: no such conversation. */
    findWriterFacts: (id: number, writerId: number) => writerFacts(db, id, writerId, false),

    /** The same, read in the transaction and held by it. */
    lockWriterFacts: (tx: Transaction, id: number, writerId: number) =>
      writerFacts(tx, id, writerId, true),

    /** The conversation's members and subject; null: no such conversation. */
    async findFacts(id: number, q: Executor = db): Promise<ConversationFacts | null> {
      const [row] = await queryRows<ConversationFacts>(
        q,
        sql`select id, buyer_id as "buyerId", seller_id as "sellerId", gig_id as "gigId",
                   order_id as "orderId"
              from conversations where id = ${id}`,
      );
      return row ?? null;
    },

    /**
     * Whether the caller may open a conversation with the user by id: a seller, or someone they
     * already share an order (either side of it) or a conversation with; whether the user is
     * suspended; null: no such user.
     */
    async contactFacts(
      q: Executor,
      callerId: number,
      id: number,
    ): Promise<{ reachable: boolean; suspended: boolean } | null> {
      const [row] = await queryRows<{ reachable: boolean; suspended: boolean }>(
        q,
        sql`select u.suspended_at is not null as suspended,
                   u.seller_since is not null
                   or exists (select 1 from hires
                               where (hirer_id = ${callerId} and seller_id = u.id)
                                  or (hirer_id = u.id and seller_id = ${callerId}))
                   or exists (select 1 from conversations
                               where least(buyer_id, seller_id) = least(${callerId}::int, u.id)
                                 and greatest(buyer_id, seller_id) = greatest(${callerId}::int, u.id))
                   as reachable
              from users u where u.id = ${id}`,
      );
      return row ?? null;
    },

    /**
     * A gig's seller, whether it is listed (active and held by no admin, decision 053) and whether
     * its seller is suspended; null: no such gig.
     */
    async findGig(
      q: Executor,
      id: number,
    ): Promise<{ sellerId: number; listed: boolean; suspended: boolean } | null> {
      const [row] = await q
        .select({
          sellerId: gigs.sellerId,
          listed: sql<boolean>`${isListed}`,
          suspended: sql<boolean>`${users.suspendedAt} is not null`,
        })
        .from(gigs)
        .innerJoin(users, eq(users.id, gigs.sellerId))
        .where(eq(gigs.id, id));
      return row ?? null;
    },

    /**
     * The one conversation between the two (whoever started it), made on the first contact; a
     * gig asked about becomes the one it is about, a contact from the seller page keeps it.
     */
    async openInquiry(
      tx: Transaction,
      input: { buyerId: number; sellerId: number; gigId: number | null },
    ) {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`insert into conversations (seller_id, buyer_id, gig_id)
            values (${input.sellerId}, ${input.buyerId}, ${input.gigId})
            on conflict ((least(buyer_id, seller_id)), (greatest(buyer_id, seller_id)))
               where order_id is null
            do update set gig_id = coalesce(excluded.gig_id, conversations.gig_id)
            returning id`,
      );
      return row!.id;
    },

    /** An order's two parties, whose thread it is; null: no such order. */
    async findOrderParties(orderId: number): Promise<ConversationParties | null> {
      const [row] = await db
        .select({ buyerId: orders.buyerId, sellerId: orders.sellerId })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row ?? null;
    },

    /** The order's own thread, made on its first read; null: no such order. */
    async openOrderThread(tx: Transaction, orderId: number): Promise<number | null> {
      await tx.execute(sql`
        insert into conversations (seller_id, buyer_id, gig_id, order_id)
        select ${orders.sellerId}, ${orders.buyerId}, ${orders.gigId}, ${orders.id}
          from ${orders} where ${orders.id} = ${orderId}
        on conflict (order_id) where order_id is not null do nothing`);
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`select id from conversations where order_id = ${orderId}`,
      );
      return row?.id ?? null;
    },

    /**
     * The conversation as `viewerId`, one of its members, sees it, with both participants, how
     * far the other has read the viewer's messages, and who blocked whom.
     */
    async findView(id: number, viewerId: number) {
      const [row] = await queryRows<
        StoredConversationRow & {
          participants: { id: number; name: string; avatar: string }[];
          seenUpTo: number | null;
          byMe: boolean;
          byThem: boolean;
          suspended: boolean;
        }
      >(
        db,
        sql`select ${rowColumns},
                   b.suspended_at is not null or s.suspended_at is not null as suspended,
                   json_build_array(${personJson('b')}, ${personJson('s')}) as participants,
                   (select max(x.id) from messages x
                     where x.conversation_id = c.id and x.sender_id = m.user_id
                       and x.id <= (select om.read_up_to from conversation_members om
                                     where om.conversation_id = c.id and om.user_id = o.id))
                     as "seenUpTo",
                   exists (select 1 from blocks where blocker_id = m.user_id and blocked_id = o.id)
                     as "byMe",
                   exists (select 1 from blocks where blocker_id = o.id and blocked_id = m.user_id)
                     as "byThem"
              from conversation_members m ${rowJoins}
              join users b on b.id = c.buyer_id
              join users s on s.id = c.seller_id
             where m.conversation_id = ${id} and m.user_id = ${viewerId}`,
      );
      return row ?? null;
    },

    /**
     * The user's inbox: one row per person they have written with, that person's latest
     * conversation (with the others among its threads), the latest first; and how many of those
     * people have written something the user has not read.
     */
    async inbox(userId: number, query: Omit<PagingQuery, 'keyword'>) {
      const mine = sql`
        select pm.conversation_id, pm.last_message_at, pm.unread,
               case when pc.buyer_id = pm.user_id then pc.seller_id else pc.buyer_id end as other_id
          from conversation_members pm join conversations pc on pc.id = pm.conversation_id
         where pm.user_id = ${userId} and pm.last_message_at is not null`;
      const [rows, [counts]] = await Promise.all([
        queryRows<StoredConversationRow>(
          db,
          sql`select ${rowColumns}
                from (select distinct on (other_id) conversation_id, last_message_at
                        from (${mine}) mine
                       order by other_id, last_message_at desc, conversation_id desc) latest
                join conversation_members m
                  on m.conversation_id = latest.conversation_id and m.user_id = ${userId}
                ${rowJoins}
               order by latest.last_message_at desc, latest.conversation_id desc
               limit ${query.pageSize} offset ${offsetOf({ ...query, keyword: null })}`,
        ),
        queryRows<{ total: number; unread: number }>(
          db,
          sql`select count(distinct other_id)::int as total,
                     (count(distinct other_id) filter (where unread > 0))::int as unread
                from (${mine}) mine`,
        ),
      ]);
      return { rows, total: counts!.total, unreadConversations: counts!.unread };
    },

    /**
     * Up to `limit` messages, oldest first: after `after` (catching up), or before `before` (the
     * newest when left out), and whether more remain that way.
     */
    async listMessages(
      conversationId: number,
      page: { before?: number; after?: number; limit: number },
    ): Promise<{ messages: Message[]; more: boolean }> {
      const forwards = page.after !== undefined;
      const bound = forwards
        ? sql`and x.id > ${page.after}`
        : page.before !== undefined
          ? sql`and x.id < ${page.before}`
          : sql``;
      const rows = await queryRows<StoredMessage>(
        db,
        sql`select ${messageColumns} from messages x
             where x.conversation_id = ${conversationId} ${bound}
             order by x.id ${forwards ? sql`asc` : sql`desc`}
             limit ${page.limit + 1}`,
      );
      const more = rows.length > page.limit;
      const kept = rows.slice(0, page.limit);
      if (!forwards) kept.reverse();
      return { messages: kept.map(messageToWire), more };
    },

    /** A message's files, in the order they were sent, with their stored bytes' rows. */
    async insertAttachments(tx: Transaction, messageId: number, files: CheckedFile[]) {
      for (const [position, file] of files.entries()) {
        await insertImage(tx, {
          path: file.path,
          key: file.key,
          contentType: file.contentType,
          size: file.size,
        });
        await tx.execute(sql`
          insert into message_attachments (message_id, position, path, name, content_type, size)
          values (${messageId}, ${position}, ${file.path}, ${file.name}, ${file.contentType},
                  ${file.size})`);
      }
    },

    /** The message the sender wrote with this client key. */
    async findByClientKey(senderId: number, clientKey: string): Promise<Message | null> {
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.senderId, senderId), eq(messages.clientKey, clientKey)));
      return row ? findMessage(row.id) : null;
    },

    /**
     * Marks the reader's messages read up to `upTo` (never beyond the last message, never back):
     * the unread count is recounted under the member row's lock, so a message arriving meanwhile
     * is counted once; once nothing is unread the conversation's message notification is read
     * too. `moved`: the mark went forward.
     */
    async markRead(tx: Transaction, conversationId: number, readerId: number, upTo: number) {
      const [before] = await queryRows<{ readUpTo: number }>(
        tx,
        sql`select read_up_to as "readUpTo" from conversation_members
             where conversation_id = ${conversationId} and user_id = ${readerId} for update`,
      );
      // Read again after the lock: a message committed meanwhile is counted now, and one
      // written after waits for this transaction and counts itself.
      const upToSql = sql`greatest(m.read_up_to, least(${upTo}, coalesce(c.last_message_id, 0)))`;
      const [{ readUpTo, unread }] = (await queryRows<{ readUpTo: number; unread: number }>(
        tx,
        sql`update conversation_members m
               set read_up_to = ${upToSql},
                   unread = (select count(*)::int from messages x
                              where x.conversation_id = m.conversation_id
                                and x.id > ${upToSql} and x.sender_id <> m.user_id)
              from conversations c
             where c.id = m.conversation_id and m.conversation_id = ${conversationId}
               and m.user_id = ${readerId}
         returning m.read_up_to as "readUpTo", m.unread`,
      )) as [{ readUpTo: number; unread: number }];
      if (unread === 0)
        await tx.execute(sql`
          update notifications set read_at = now()
           where user_id = ${readerId} and conversation_id = ${conversationId}
             and kind = 'message' and read_at is null`);
      return { readUpTo, unread, moved: readUpTo > before!.readUpTo };
    },

    /** The user with this id blocks or unblocks the other; false: no such other user. */
    async setBlock(
      tx: Transaction,
      blockerId: number,
      blockedId: number,
      blocked: boolean,
    ): Promise<boolean> {
      const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.id, blockedId));
      if (!found) return false;
      if (blocked) await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
      else
        await tx
          .delete(blocks)
          .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
      return true;
    },

    /**
     * What a member's unread-messages job needs (decision 050), with their side of the
     * conversation locked, so two jobs never mail the same messages: the address, whether they are
     * connected, the last message already read or mailed, and when the oldest after it was sent.
     * Null: no such member any more.
     */
    async lockUnreadMail(
      tx: Transaction,
      conversationId: number,
      userId: number,
    ): Promise<
      (UnreadMailFacts & { email: string; name: string; after: number; now: Date }) | null
    > {
      const [row] = await queryRows<{
        email: string;
        name: string;
        after: number;
        connected: boolean;
        oldestUnreadAt: Date | string | null;
        now: Date | string;
      }>(
        tx,
        sql`with me as (
              select cm.conversation_id, cm.user_id,
                     greatest(cm.read_up_to, cm.mailed_up_to) as after
                from conversation_members cm
               where cm.conversation_id = ${conversationId} and cm.user_id = ${userId}
                 for update)
            select u.email, u.name, me.after, ${isConnected(sql`me.user_id`)} as connected,
                   (select min(x.created_at) from messages x
                     where x.conversation_id = me.conversation_id and x.id > me.after
                       and x.sender_id <> me.user_id) as "oldestUnreadAt",
                   now() as now
              from me join users u on u.id = me.user_id`,
      );
      if (!row) return null;
      return {
        ...row,
        oldestUnreadAt: row.oldestUnreadAt === null ? null : new Date(row.oldestUnreadAt),
        now: new Date(row.now),
      };
    },

    /**
     * The member's messages after `after`, newest first, at most `limit`, with how many there are
     * in all and who sent them.
     */
    async unreadMessages(
      tx: Transaction,
      conversationId: number,
      userId: number,
      after: number,
      limit: number,
    ) {
      const rows = await queryRows<{
        id: number;
        text: string;
        at: Date | string;
        from: string;
        files: number;
        total: number;
      }>(
        tx,
        sql`select x.id, x.text, x.created_at as at,
                   coalesce(nullif(s.display_name, ''), s.name) as "from",
                   (select count(*)::int from message_attachments a where a.message_id = x.id)
                     as files,
                   (count(*) over ())::int as total
              from messages x join users s on s.id = x.sender_id
             where x.conversation_id = ${conversationId} and x.id > ${after}
               and x.sender_id <> ${userId}
             order by x.id desc
             limit ${limit}`,
      );
      return rows.map((row) => ({ ...row, at: new Date(row.at) }));
    },

    /** The member was mailed the messages up to `upTo`. */
    async markMailed(tx: Transaction, conversationId: number, userId: number, upTo: number) {
      await tx.execute(sql`
        update conversation_members set mailed_up_to = greatest(mailed_up_to, ${upTo})
         where conversation_id = ${conversationId} and user_id = ${userId}`);
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
