import { endpointPaths } from '@giglane/contract/endpoint-paths';
import type {
  ConversationRow,
  ConversationView,
  Message,
  Person,
} from '@giglane/contract/messages';
import { orderNumber } from '@giglane/contract/order-values';

/** A moment as the wire writes it; JSON built by the database gives its own ISO text. */
const iso = (moment: Date | string) => new Date(moment).toISOString();

/**
 * Where an attachment downloads from (a member's or an admin's token needed). A path here: the
 * reply makes it absolute, as it does pictures' (decision 006).
 */
export const attachmentPath = (id: number) =>
  endpointPaths.getMessageAttachment.path.replace(':id', String(id));

export type StoredMessage = {
  id: number;
  conversationId: number;
  senderId: number;
  text: string;
  clientKey: string | null;
  at: Date | string;
  attachments: { id: number; name: string; size: number; contentType: string }[];
};

export const messageToWire = (row: StoredMessage): Message => ({
  id: row.id,
  conversationId: row.conversationId,
  senderId: row.senderId,
  text: row.text,
  attachments: row.attachments.map((file) => ({ ...file, url: attachmentPath(file.id) })),
  at: iso(row.at),
  clientKey: row.clientKey,
});

/** A conversation as one of its members' rows reads it. */
export type StoredConversationRow = {
  id: number;
  buyerId: number;
  sellerId: number;
  other: Person;
  gig: { id: number; title: string } | null;
  orderId: number | null;
  lastMessage: { senderId: number; text: string; attachments: number; at: string } | null;
  unread: number;
  updatedAt: Date | string;
  threads: {
    id: number;
    orderId: number | null;
    gig: { id: number; title: string } | null;
    unread: number;
    lastMessageAt: string | null;
  }[];
};

const orderOf = (orderId: number | null) =>
  orderId === null ? null : { id: orderId, number: orderNumber(orderId) };

export const conversationRowToWire = (row: StoredConversationRow): ConversationRow => ({
  id: row.id,
  other: row.other,
  gig: row.gig,
  order: orderOf(row.orderId),
  lastMessage: row.lastMessage && { ...row.lastMessage, at: iso(row.lastMessage.at) },
  unread: row.unread,
  updatedAt: iso(row.updatedAt),
  threads: row.threads.map(({ orderId, lastMessageAt, ...thread }) => ({
    ...thread,
    order: orderOf(orderId),
    lastMessageAt: lastMessageAt && iso(lastMessageAt),
  })),
});

/**
 * The conversation page's view. An admin reading someone else's conversation reads it as its
 * buyer's row shows it (the other: the seller), with nothing of the buyer's own: no unread count,
 * no "Seen", no blocks.
 */
export function conversationViewToWire(
  row: StoredConversationRow & {
    participants: Person[];
    seenUpTo: number | null;
    byMe: boolean;
    byThem: boolean;
    suspended: boolean;
  },
  readOnly: boolean,
): ConversationView {
  return {
    ...conversationRowToWire(row),
    participants: row.participants,
    seenUpTo: readOnly ? null : row.seenUpTo,
    readOnly,
    unread: readOnly ? 0 : row.unread,
    blocked: readOnly ? { byMe: false, byThem: false } : { byMe: row.byMe, byThem: row.byThem },
    suspended: row.suspended,
  };
}
