import { isAdmin, type SessionUser } from '../../lib/access-rules';
import { serverText } from '@giglane/contract/server-text';
import { badRequest, forbidden, HttpError, invalid, notFound } from '../../lib/errors';

/*
 * Who may read and write a conversation, start one, and block, and who is told of what happens in
 * it (decision 024). Pure: the service reads the facts, these decide. A conversation's existence is
 * private: anyone who may not read it gets the 404 of a conversation that does not exist.
 */

/** A conversation's two members. */
export type ConversationParties = { buyerId: number; sellerId: number };

/** A conversation's id, its members and what it is about. */
export type ConversationFacts = ConversationParties & {
  id: number;
  gigId: number | null;
  orderId: number | null;
};

/** Whether two people blocked each other, as seen from the one acting. */
export type BlockFacts = { byMe: boolean; byThem: boolean };

export const NOT_ACCEPTING = 'This user is not accepting messages from you.';
export const YOU_BLOCKED = 'You blocked this user: unblock them to send messages.';
export const NOT_YOURSELF = 'You cannot message yourself.';
export const SELLERS_OR_KNOWN =
  'sellerId: must be a seller, or someone you already share an order or a conversation with';
export const ADMIN_READS_ONLY = 'An admin reads conversations of others and cannot write in them.';
export const ACCOUNT_SUSPENDED =
  'This account is suspended: it can neither send nor receive messages.';

export const isMember = (conversation: ConversationParties, user: SessionUser) =>
  conversation.buyerId === user.id || conversation.sellerId === user.id;

/** The member who is not `userId`. */
export const otherMember = (conversation: ConversationParties, userId: number) =>
  conversation.buyerId === userId ? conversation.sellerId : conversation.buyerId;

/**
 * Its two members read a conversation (an order's thread: its buyer and seller); an admin reads
 * it read-only; anyone else gets 404.
 */
export function assertMayRead(
  conversation: ConversationParties,
  user: SessionUser,
): { readOnly: boolean } {
  if (isMember(conversation, user)) return { readOnly: false };
  if (isAdmin(user)) return { readOnly: true };
  throw notFound();
}

/** 403 while either of the two blocked the other, the blocker told how to write again. */
function assertNotBlocked(blocked: BlockFacts): void {
  if (blocked.byThem) throw forbidden(NOT_ACCEPTING);
  if (blocked.byMe) throw forbidden(YOU_BLOCKED);
}

/**
 * Only a member acts in a conversation (marks it read, types): an admin who is not one reads only
 * (403); anyone else gets 404.
 */
export function assertMember(conversation: ConversationParties, user: SessionUser): void {
  if (assertMayRead(conversation, user).readOnly) throw forbidden(ADMIN_READS_ONLY);
}

/**
 * 409 while the other person's account is suspended (decision 053): it has no session to write
 * with, and nobody writes to it either, so its conversations are frozen until it is restored.
 */
function assertNotSuspended(otherSuspended: boolean): void {
  if (otherSuspended) throw new HttpError(409, ACCOUNT_SUSPENDED, serverText.conflict);
}

/**
 * A member writes, unless one of the two blocked the other (403) or the other is suspended (409);
 * see `assertMember`.
 */
export function assertMaySend(
  conversation: ConversationParties & { otherSuspended: boolean },
  user: SessionUser,
  blocked: BlockFacts,
): void {
  assertMember(conversation, user);
  assertNotBlocked(blocked);
  assertNotSuspended(conversation.otherSuspended);
}

/** A message says something or carries a file. */
export function assertMessageHasContent(text: string, files: number): void {
  if (text === '' && files === 0)
    throw invalid('text', 'must not be empty: write a message or attach a file');
}

/**
 * "Contact Me": a listed gig (404 for an unknown, draft, paused or held one), a seller, or someone
 * the caller already shares an order or a conversation with (403 for anyone else); never the
 * caller themselves (400), nobody either of the two blocked (403), no suspended account (409).
 */
export function assertMayContact(
  user: SessionUser,
  target: { sellerId: number; gigListed?: boolean; reachable: boolean; suspended: boolean },
  blocked: BlockFacts,
): void {
  if (target.gigListed === false) throw notFound();
  if (target.sellerId === user.id) throw badRequest(NOT_YOURSELF);
  // A user id alone would let anyone write to every account in turn.
  if (!target.reachable) throw forbidden(SELLERS_OR_KNOWN);
  assertNotBlocked(blocked);
  assertNotSuspended(target.suspended);
}

/** Blocking is of someone else. */
export function assertMayBlock(user: SessionUser, userId: number): void {
  if (userId === user.id) throw invalid('userId', 'must be another user than yourself');
}

/** A member's one unread message notification of a conversation, new or moved to the top. */
export type MessageNotice = {
  userId: number;
  kind: 'message';
  actorId: number;
  gigId: number | null;
  orderId: number | null;
  conversationId: number;
};

/**
 * Who is told of a new message: the recipient by their notification of the conversation, and both
 * members' open pages by the message itself (the sender's other tabs show it too). The sender gets
 * no notification: answering reads what came before, their own notification of it included.
 */
export function toldOfMessage(
  conversation: ConversationFacts,
  senderId: number,
): { notice: MessageNotice; pages: number[] } {
  return {
    notice: {
      userId: otherMember(conversation, senderId),
      kind: 'message',
      actorId: senderId,
      gigId: conversation.gigId,
      orderId: conversation.orderId,
      conversationId: conversation.id,
    },
    pages: [conversation.buyerId, conversation.sellerId],
  };
}

/** A read mark that went forward shows the other member how far their messages were seen. */
export const toldOfRead = (conversation: ConversationParties, readerId: number) => [
  otherMember(conversation, readerId),
];

/** What a member's unread-messages job finds (decision 050), the oldest unread message first. */
export type UnreadMailFacts = {
  /** The member holds a live socket on some instance: the messages reached their page. */
  connected: boolean;
  /** When the oldest message they have neither read nor been mailed was sent; null: none. */
  oldestUnreadAt: Date | null;
};

/**
 * Whether to mail a member their unread messages now (decision 050): never while they are
 * connected or have nothing unread; once the oldest unread message has waited `delayMs`; earlier,
 * `later` says when to look again (the messages the job was recorded for were read, newer ones
 * were not).
 */
export function unreadMailDecision(
  facts: UnreadMailFacts,
  now: Date,
  delayMs: number,
): { do: 'nothing' } | { do: 'mail' } | { do: 'later'; inMs: number } {
  if (facts.connected || facts.oldestUnreadAt === null) return { do: 'nothing' };
  const waited = now.getTime() - facts.oldestUnreadAt.getTime();
  return waited >= delayMs ? { do: 'mail' } : { do: 'later', inMs: delayMs - waited };
}
