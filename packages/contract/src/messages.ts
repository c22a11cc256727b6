import { z } from 'zod';
import { assetUrl } from './asset-urls';
import { MESSAGE_TEXT_MAX, MESSAGES_PAGE_SIZE, NOTIFICATION_KINDS } from './message-values';
import { paging, pagingQuery } from './paging';
import { REPORT_TARGETS } from './report-values';
import { idParam, wireInt } from './wire';

const isoDate = z.string().describe('ISO 8601');
const positiveId = (rule: string) => wireInt.pipe(z.number().int().positive(rule));

// ── Conversations ──────────────────────────────────────────────────────────────────────────────

/** The other person of a conversation, or a notification's actor. */
export const person = z.object({
  id: z.number().int(),
  name: z.string().describe("the seller's display name, or the account's name"),
  avatar: assetUrl().describe('absolute URL, or empty'),
});
export type Person = z.infer<typeof person>;

/** What a conversation is about: a gig asked about, or an order (its own thread). */
export const conversationSubject = z.object({
  gig: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  order: z
    .object({ id: z.number().int(), number: z.string().describe('e.g. GL000123') })
    .nullable()
    .describe("set on an order's thread"),
});

export const messageAttachment = z.object({
  id: z.number().int(),
  name: z.string().describe('the name it was sent with'),
  size: z.number().int().describe('bytes'),
  contentType: z.string(),
  url: assetUrl().describe(
    "absolute URL of GET /api/message-attachments/{id}: needs the token header of a participant's or an admin's session",
  ),
});
export type MessageAttachment = z.infer<typeof messageAttachment>;

export const message = z.object({
  id: z
    .number()
    .int()
    .describe('rises with every message: a client catches up from the last it has'),
  conversationId: z.number().int(),
  senderId: z.number().int(),
  text: z.string(),
  attachments: z.array(messageAttachment),
  at: isoDate,
  clientKey: z.string().nullable().describe("the sender's own key for the message, if it sent one"),
});
export type Message = z.infer<typeof message>;

/** One of the caller's conversations with the same person: the questions, or an order's thread. */
export const personThread = conversationSubject.extend({
  id: z.number().int(),
  unread: z.number().int().describe('messages the caller has not read'),
  lastMessageAt: isoDate.nullable(),
});
export type PersonThread = z.infer<typeof personThread>;

/**
 * A row of the inbox: one per person, their latest conversation with the caller, and every
 * conversation the two have (its `threads`).
 */
export const conversationRow = conversationSubject.extend({
  id: z.number().int(),
  other: person.describe("the other participant (for an admin reading, the conversation's seller)"),
  lastMessage: z
    .object({
      senderId: z.number().int(),
      text: z.string(),
      attachments: z.number().int(),
      at: isoDate,
    })
    .nullable()
    .describe('null: nothing written yet'),
  unread: z.number().int().describe('messages the caller has not read'),
  updatedAt: isoDate,
  threads: z
    .array(personThread)
    .describe(
      "every conversation of the caller's with the same person that has a message, and this one, latest first: the questions asked before any order and each order's thread",
    ),
});
export type ConversationRow = z.infer<typeof conversationRow>;

/** GET /api/conversations/{id}: one conversation, without its messages. */
export const conversationView = conversationRow.extend({
  participants: z.array(person).length(2),
  /** The last message of the caller's that the other participant has read: "Seen". */
  seenUpTo: z.number().int().nullable(),
  readOnly: z.boolean().describe('an admin who is not a participant may read, never write'),
  blocked: z.object({
    byMe: z.boolean().describe('the caller blocked the other participant'),
    byThem: z.boolean().describe('the other participant blocked the caller: sending is refused'),
  }),
  suspended: z
    .boolean()
    .describe(
      'an admin suspended one of the two accounts: nobody writes in the conversation until it is restored',
    ),
});
export type ConversationView = z.infer<typeof conversationView>;

/**
 * POST /api/conversations: "Contact Me". The seller (from a seller page), or the gig asked about
 * (its seller is the other participant). The same pair and gig always meet in the same conversation.
 */
export const startConversationBody = z
  .object({
    sellerId: positiveId('must be a user id').optional(),
    gigId: positiveId('must be a gig id').optional(),
  })
  .refine((body) => body.sellerId !== undefined || body.gigId !== undefined, {
    message: 'must name the seller or the gig',
    path: ['sellerId'],
  });
export type StartConversationBody = z.input<typeof startConversationBody>;

export const conversationListQuery = pagingQuery.omit({ keyword: true });
export type ConversationListQuery = z.input<typeof conversationListQuery>;

export const conversationList = paging(conversationRow).extend({
  unreadConversations: z
    .number()
    .int()
    .describe('people with unread messages: the rows with an unread count, on any page'),
});
export type ConversationList = z.infer<typeof conversationList>;

const messageCursor = (rule: string) => wireInt.pipe(z.number().int().min(0, rule)).optional();

/**
 * GET /api/conversations/{id}/messages: `before` pages backwards from a message (the newest page
 * when left out); `after` catches up on what came after the last message a client has.
 */
export const messageListQuery = z.object({
  before: messageCursor('must be a message id'),
  after: messageCursor('must be a message id'),
  limit: wireInt
    .pipe(z.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100'))
    .optional()
    .default(MESSAGES_PAGE_SIZE),
});
export type MessageListQuery = z.input<typeof messageListQuery>;

export const messageList = z.object({
  messages: z.array(message).describe('oldest first'),
  more: z
    .boolean()
    .describe('with `before` (or neither): older messages remain; with `after`: newer ones remain'),
});
export type MessageList = z.infer<typeof messageList>;

/**
 * POST /api/conversations/{id}/messages, multipart: these fields and up to 5 files in parts named
 * `files`. A message has text or at least one file.
 */
export const messageForm = z.object({
  text: z
    .string({ error: 'must be text' })
    .max(MESSAGE_TEXT_MAX, `must be at most ${MESSAGE_TEXT_MAX} characters`)
    .optional()
    .default('')
    .transform((text) => text.trim()),
  clientKey: z
    .string({ error: 'must be text' })
    .regex(/^[\w-]{8,100}$/, 'must be 8 to 100 letters, digits, "-" or "_"')
    .optional()
    .describe(
      'made once per message by the client (a UUID): sending it again answers the same message',
    ),
});
export type MessageForm = z.input<typeof messageForm>;

/** PUT /api/conversations/{id}/read: everything up to this message is read. */
export const markReadBody = z.object({
  upTo: positiveId('must be a message id'),
});
export type MarkReadBody = z.input<typeof markReadBody>;

export const markReadReply = z.object({
  conversationId: z.number().int(),
  readUpTo: z.number().int(),
  unread: z.number().int(),
});

export const typingReply = z.object({ conversationId: z.number().int() });

export const userIdParams = z.object({ userId: idParam });

export const blockReply = z.object({
  userId: z.number().int(),
  blocked: z.boolean(),
});

// ── Notifications ──────────────────────────────────────────────────────────────────────────────

export const notification = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  actor: person
    .nullable()
    .describe('who did it; null: the marketplace (an order completing on its own)'),
  gig: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  order: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  conversationId: z.number().int().nullable(),
  reviewId: z.number().int().nullable(),
  moderation: z
    .object({
      targetType: z.enum(REPORT_TARGETS),
      summary: z.string().describe('what the reported or removed target read at the time'),
      note: z
        .string()
        .nullable()
        .describe("the admin's reason, told to the account behind the target; null to a reporter"),
    })
    .nullable()
    .describe('set on the notices of reports and moderation (decision 053)'),
  link: z.string().describe("the web app's page where it happened, e.g. /orders/12 or /inbox/5"),
  read: z.boolean(),
  at: isoDate,
});
export type Notification = z.infer<typeof notification>;

export const notificationListQuery = pagingQuery.omit({ keyword: true });
export type NotificationListQuery = z.input<typeof notificationListQuery>;

export const notificationList = paging(notification).extend({
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationList>;

export const markAllReadReply = z.object({ unread: z.literal(0) });

/** GET /api/me/unread: the header's badges. */
export const unreadCounts = z.object({
  conversations: z
    .number()
    .int()
    .describe("people with unread messages: the inbox's rows with an unread count"),
  notifications: z.number().int(),
});
export type UnreadCounts = z.infer<typeof unreadCounts>;

// ── The live channel (a WebSocket at LIVE_PATH) ───────────────────────────────────────────────────

/** The client's first frame: its session token. Nothing else is ever read from a client. */
export const liveHello = z.object({ type: z.literal('auth'), token: z.string().min(1) });
export type LiveHello = z.infer<typeof liveHello>;

/** What the server sends. Events are hints to show at once; the HTTP API stays the record. */
export const liveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), userId: z.number().int() }),
  z.object({ type: z.literal('message'), message }),
  z.object({
    type: z.literal('read'),
    conversationId: z.number().int(),
    userId: z.number().int(),
    readUpTo: z.number().int(),
  }),
  z.object({
    type: z.literal('typing'),
    conversationId: z.number().int(),
    userId: z.number().int(),
  }),
  z.object({ type: z.literal('notification'), notification }),
  z
    .object({ type: z.literal('order'), orderId: z.number().int() })
    .describe(
      'an order the user is the buyer or seller of changed (a move, its review or reply): read it, the order lists and the figures again',
    ),
  z
    .object({ type: z.literal('resync') })
    .describe('the server may have missed events (its database link dropped): fetch again'),
]);
export type LiveEvent = z.infer<typeof liveEvent>;
