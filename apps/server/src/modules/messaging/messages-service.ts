import type { Message } from '@giglane/contract/messages';
import type { Database, Transaction } from '../../db/client';
import type { SessionUser } from '../../lib/access-rules';
import { invalid, notFound } from '../../lib/errors';
import type { CheckedFile } from '../files/file-checks';
import { recordEvents, type OutboxEvent } from '../../lib/outbox';
import { recordMail } from '../mail/mail-service';
import { UNREAD_MAIL_MESSAGES } from '../mail/templates/unread-messages';
import { notificationEvent } from './notifications-repository';
import { writeMessage, type MessagesRepository } from './messages-repository';
import {
  assertMayBlock,
  assertMayContact,
  assertMayRead,
  assertMaySend,
  assertMember,
  toldOfMessage,
  toldOfRead,
  unreadMailDecision,
} from './messages-rules';

/**
 * The job that mails a member a conversation's unread messages (decision 050): one waits per
 * member and conversation, so a burst of messages records it once, due `delayMs` after the first.
 */
const unreadMailJob = (conversationId: number, userId: number, delayMs: number): OutboxEvent => ({
  topic: 'messages.mail-unread',
  payload: { conversationId, userId },
  dedupeKey: `mail-unread ${conversationId} ${userId}`,
  delayMs,
});

/**
 * The messages' service (decision 038): each write is one transaction that loads the
 * conversation's facts through the repository, asks `messages-rules.ts`, writes, and records who
 * is told: the recipient's notification, and the live events of the message, of that notification
 * and of a read mark, sent by the outbox's worker once the transaction commits.
 */
export function createMessagesService(
  db: Database,
  repo: MessagesRepository,
  settings: {
    /** How long a message may stay unread before its recipient, away, is mailed. */
    unreadMailDelayMs: number;
  },
) {
  return {
    /**
     * "Contact Me" about a gig or from a user's page: the one conversation between the caller and
     * the seller, made on the first contact. Answers its id.
     */
    async contact(user: SessionUser, target: { sellerId?: number; gigId?: number }) {
      return db.transaction(async (tx) => {
        let sellerId = target.sellerId!;
        let gigListed: boolean | undefined;
        // Whoever lists a gig takes questions about it.
        let reachable = true;
        let suspended: boolean;
        if (target.gigId !== undefined) {
          const gig = await repo.findGig(tx, target.gigId);
          if (!gig) throw notFound();
          if (target.sellerId !== undefined && target.sellerId !== gig.sellerId)
            throw invalid('sellerId', 'must be the seller of the gig, or left out');
          sellerId = gig.sellerId;
          gigListed = gig.listed;
          suspended = gig.suspended;
        } else {
          const facts = await repo.contactFacts(tx, user.id, sellerId);
          if (!facts) throw notFound();
          reachable = facts.reachable;
          suspended = facts.suspended;
        }
        assertMayContact(
          user,
          { sellerId, gigListed, reachable, suspended },
          await repo.blockFacts(tx, user.id, sellerId),
        );
        return repo.openInquiry(tx, { buyerId: user.id, sellerId, gigId: target.gigId ?? null });
      });
    },

    /**
     * The order's own thread, for the same people as the order page (its buyer and seller, an
     * admin read-only), made on its first read. Answers its id; 404 for anyone else.
     */
    async orderThread(user: SessionUser, orderId: number): Promise<number> {
      const parties = await repo.findOrderParties(orderId);
      if (!parties) throw notFound();
      assertMayRead(parties, user);
      const id = await db.transaction((tx) => repo.openOrderThread(tx, orderId));
      if (id === null) throw notFound();
      return id;
    },

    /**
     * A member's message and its files. Who may write is asked again under the conversation's
     * lock, so a block made while the files were read holds. The same client key from the same
     * sender answers the message it wrote first, files and all, also when two sends race: the
     * second waits for the first's lock, or its unique entry, and then finds its message.
     */
    async send(
      user: SessionUser,
      id: number,
      input: { text: string; clientKey: string | null; files: CheckedFile[] },
    ): Promise<Message> {
      const written = await db.transaction(async (tx) => {
        const conversation = await repo.lockWriterFacts(tx, id, user.id);
        if (!conversation) throw notFound();
        assertMaySend(conversation, user, conversation.blocked);
        const told = toldOfMessage(conversation, user.id);
        const message = await writeMessage(
          tx,
          { conversationId: id, senderId: user.id, text: input.text, clientKey: input.clientKey },
          told.notice,
        );
        if (!message) return null;
        await repo.insertAttachments(tx, message.id, input.files);
        // In the order the trigger that did this sent them: the notification, then the message.
        // The mail job first: the wake-up at commit names the newest event, which is due now.
        await recordEvents(tx, [
          unreadMailJob(id, told.notice.userId, settings.unreadMailDelayMs),
          notificationEvent({ id: message.noticeId, userId: told.notice.userId }),
          { topic: 'live', payload: { k: 'message', id: message.id, to: told.pages } },
        ]);
        return message.id;
      });
      const message =
        written === null
          ? await repo.findByClientKey(user.id, input.clientKey!)
          : await repo.findMessage(written);
      if (message!.conversationId !== id)
        throw invalid('clientKey', 'already names a message of another conversation');
      return message!;
    },

    /**
     * Marks a member's messages read up to `upTo`; a mark that went forward moves the other
     * member's "Seen".
     */
    async markRead(user: SessionUser, id: number, upTo: number) {
      return db.transaction(async (tx) => {
        const conversation = await repo.findFacts(id, tx);
        if (!conversation) throw notFound();
        assertMember(conversation, user);
        const read = await repo.markRead(tx, id, user.id, upTo);
        if (read.moved)
          await recordEvents(tx, [
            {
              topic: 'live',
              payload: {
                k: 'read',
                c: id,
                u: user.id,
                upTo: read.readUpTo,
                to: toldOfRead(conversation, user.id),
              },
            },
          ]);
        return { readUpTo: read.readUpTo, unread: read.unread };
      });
    },

    /**
     * The unread-messages job, in the outbox worker's transaction (decision 050): one mail with
     * every message the member has neither read nor been mailed, unless they read them or are
     * connected; when newer messages than the job's have not waited long enough, the job comes
     * back when they have.
     */
    async mailUnread(tx: Transaction, conversationId: number, userId: number): Promise<void> {
      const facts = await repo.lockUnreadMail(tx, conversationId, userId);
      if (!facts) return;
      const decision = unreadMailDecision(facts, facts.now, settings.unreadMailDelayMs);
      if (decision.do === 'later')
        await recordEvents(tx, [unreadMailJob(conversationId, userId, decision.inMs)]);
      if (decision.do !== 'mail') return;
      const unread = await repo.unreadMessages(
        tx,
        conversationId,
        userId,
        facts.after,
        UNREAD_MAIL_MESSAGES,
      );
      if (unread.length === 0) return;
      await recordMail(tx, {
        to: facts.email,
        userId,
        template: 'unread-messages',
        data: {
          conversationId,
          name: facts.name,
          from: unread[0]!.from,
          messages: unread
            .map((message) => ({
              text: message.text,
              at: message.at.toISOString(),
              files: message.files,
            }))
            .reverse(),
          more: unread[0]!.total - unread.length,
        },
      });
      await repo.markMailed(tx, conversationId, userId, unread[0]!.id);
    },

    /** The user blocks or unblocks another; 404 when there is no such user. */
    async setBlock(user: SessionUser, userId: number, blocked: boolean): Promise<void> {
      assertMayBlock(user, userId);
      await db.transaction(async (tx) => {
        if (!(await repo.setBlock(tx, user.id, userId, blocked))) throw notFound();
      });
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
