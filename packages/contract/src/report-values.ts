import { pagePatterns } from './page-paths';

/** Reports' and moderation's plain values, shared by the schemas and the pages (no zod here). */

/**
 * What can be reported (decision 053): a `review` is a buyer's of a gig, a `buyer-review` a
 * seller's of a buyer, shown on the buyer's profile.
 */
export const REPORT_TARGETS = ['gig', 'user', 'message', 'review', 'buyer-review'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** Why, from a fixed list: the queue groups and counts by it. */
export const REPORT_REASONS = [
  'spam',
  'scam',
  'harassment',
  'inappropriate',
  'off-platform',
  'intellectual-property',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Spam or misleading',
  scam: 'Fraud or scam',
  harassment: 'Harassment or hate',
  inappropriate: 'Inappropriate or adult content',
  'off-platform': 'Asks to pay or talk outside Giglane',
  'intellectual-property': 'Copies someone else’s work',
  other: 'Something else',
};

/** Characters the reporter may add in their own words. */
export const REPORT_DETAILS_MAX = 1_000;
/** Characters of an admin's reason for an action. */
export const MODERATION_NOTE_MAX = 1_000;

/**
 * What an admin does about a reported target: hide (or show again) a gig, suspend (or restore)
 * the account behind the target, remove a message or a review, or dismiss the reports.
 */
export const MODERATION_ACTIONS = [
  'hide-gig',
  'unhide-gig',
  'suspend-user',
  'unsuspend-user',
  'remove-message',
  'remove-review',
  'dismiss',
  'decline-appeal',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const moderationActionLabels: Record<ModerationAction, string> = {
  'hide-gig': 'Hid the gig',
  'unhide-gig': 'Showed the gig again',
  'suspend-user': 'Suspended the account',
  'unsuspend-user': 'Restored the account',
  'remove-message': 'Removed the message',
  'remove-review': 'Removed the review',
  dismiss: 'Dismissed the reports',
  'decline-appeal': 'Declined the appeal',
};

/** Open: waiting for an admin; actioned: an action settled it; dismissed: nothing to do. */
export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The text a removed message keeps in its thread. */
export const REMOVED_MESSAGE_TEXT = 'This message was removed by Giglane for breaking the rules.';

/** The 403 of a suspended account's sign-in, naming the admins' reason and how to appeal. */
export const accountSuspendedText = (reason: string) =>
  `This account is suspended: ${reason}. You can appeal once at ${pagePatterns.appeal}.`;

/**
 * The actions their account may appeal, once each (decision 058): those an admin can take back.
 * A removed message or review is gone, so its removal is final.
 */
export const APPEALABLE_ACTIONS = ['hide-gig', 'suspend-user'] as const;
export type AppealableAction = (typeof APPEALABLE_ACTIONS)[number];

/** Characters of an appeal, in its writer's own words. */
export const APPEAL_TEXT_MAX = 2_000;

/** Open: waiting for an admin; granted: the action was taken back; declined: it stands. */
export const APPEAL_STATUSES = ['open', 'granted', 'declined'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
