/** Conversations' and notifications' plain values and limits, shared by the schemas and the pages (no zod here). */

export const MESSAGE_TEXT_MAX = 5_000;
export const MESSAGE_ATTACHMENTS_MAX = 5;
/** Bytes an attachment may hold. */
export const MESSAGE_ATTACHMENT_MAX_BYTES = 5_000_000;
/** What a message may carry, told by each file's content, never its name: pictures and PDF. */
export const MESSAGE_ATTACHMENT_TYPES = ['jpg', 'png', 'gif', 'pdf'] as const;
/** Messages per page when a conversation is read backwards. */
export const MESSAGES_PAGE_SIZE = 30;
/** Messages a user may send per minute, unless MESSAGE_RATE_LIMIT says otherwise. */
export const MESSAGE_RATE_LIMIT_DEFAULT = 30;

/**
 * What a notification tells its user. `message` is one per conversation while unread: a second
 * message before it is read moves it to the top instead of adding another.
 */
export const NOTIFICATION_KINDS = [
  'message',
  'order_placed',
  'requirements_answered',
  'order_delivered',
  'revision_requested',
  'order_completed',
  'order_cancelled',
  'cancellation_requested',
  'cancellation_declined',
  'extension_requested',
  'extension_accepted',
  'extension_declined',
  'dispute_opened',
  // To the party who opened a dispute: Giglane has it (decision 056).
  'dispute_received',
  'dispute_decided',
  'review_posted',
  'review_replied',
  'buyer_reviewed',
  // Moderation (decision 053): to a reporter, their report settled; to the account behind a
  // target, what an admin took down.
  'report_actioned',
  'report_dismissed',
  'gig_hidden',
  'message_removed',
  'review_removed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The live channel's path: a WebSocket, signed in by its first frame (docs/api.md). */
export const LIVE_PATH = '/api/live';
/** How long a live connection may stay silent before the server closes it; it pings at half. */
export const LIVE_IDLE_MS = 60_000;
/** Close codes the live channel uses beyond the standard ones. */
export const LIVE_CLOSE = { badToken: 4401, authTimeout: 4408, tooMany: 4429 } as const;
