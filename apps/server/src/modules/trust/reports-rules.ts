import { serverText } from '@giglane/contract/server-text';
import {
  REMOVED_MESSAGE_TEXT,
  type ModerationAction,
  type ReportReason,
  type ReportTarget,
} from '@giglane/contract/report-values';
import type { NotificationKind } from '@giglane/contract/message-values';
import type { SessionUser } from '../../lib/access-rules';
import { forbidden, HttpError, invalid, notFound } from '../../lib/errors';

/*
 * Who may report what and what an admin may do about it (decision 053), as pure functions: the
 * reports' service asks these with the facts its repository read.
 */

/** A reported target as the rules weigh it; `owner` is the account behind it. */
export type TargetFacts = {
  type: ReportTarget;
  id: number;
  /** What it reads now: a gig's title, a user's name, a message's or a review's text. */
  summary: string;
  owner: { id: number; name: string; suspended: boolean } | null;
  /** A gig an admin hid. */
  hidden: boolean;
  /** A message's two people: only they may report it, as only they can read it. */
  members: number[] | null;
  /** The public page where others read it; a message has none. */
  shownOn: ShownOn | null;
};

/** A public page: a gig's, or a seller's or a buyer's profile. */
export type ShownOn = { page: 'gig' | 'seller' | 'buyer'; id: number };

export const ALREADY_REPORTED =
  'You already reported this: an admin will look at your report before you can report it again.';
export const NOT_SELF_SUSPENSION = 'Admins cannot suspend their own account.';

/**
 * A signed-in user reports what they can see, that is not their own: 404 for a target that does
 * not exist or a message of someone else's conversation, 400 naming `targetId` for one's own.
 */
export function assertMayReport(user: SessionUser, target: TargetFacts | null): TargetFacts {
  if (!target || (target.members && !target.members.includes(user.id))) throw notFound();
  if (target.owner?.id === user.id)
    throw invalid('targetId', `must not be your own ${target.type}`);
  return target;
}

/** A removed message keeps the removal's notice in its thread. */
const isRemoved = (target: TargetFacts) =>
  target.type === 'message' && target.summary === REMOVED_MESSAGE_TEXT;

/**
 * What an admin may do about a target now. The account behind any target may be suspended (a
 * gig's seller, a message's sender, a review's author), except the admin's own; a target that was
 * deleted or removed leaves only its account and dismissing. An open appeal of an action on it may
 * be declined (decision 058); taking the action back grants it.
 */
export function allowedActions(
  target: TargetFacts | null,
  admin: SessionUser,
  appealOpen = false,
): ModerationAction[] {
  const actions: ModerationAction[] = [];
  if (target?.type === 'gig') actions.push(target.hidden ? 'unhide-gig' : 'hide-gig');
  if (target?.type === 'message' && !isRemoved(target)) actions.push('remove-message');
  if (target?.type === 'review' || target?.type === 'buyer-review') actions.push('remove-review');
  const owner = target?.owner;
  if (owner?.suspended) actions.push('unsuspend-user');
  else if (owner && owner.id !== admin.id) actions.push('suspend-user');
  actions.push('dismiss');
  if (appealOpen) actions.push('decline-appeal');
  return actions;
}

/**
 * 403 for an admin suspending themselves; 409 naming `action` for a move the target's state does
 * not allow (hiding a hidden gig, removing a message twice, an action of another kind of target).
 */
export function assertMayModerate(
  action: ModerationAction,
  target: TargetFacts | null,
  admin: SessionUser,
  appealOpen = false,
): void {
  if (action === 'suspend-user' && target?.owner?.id === admin.id)
    throw forbidden(NOT_SELF_SUSPENSION);
  const allowed = allowedActions(target, admin, appealOpen);
  if (!allowed.includes(action))
    throw new HttpError(
      409,
      `action: cannot ${action} this ${target?.type ?? 'target'} now (allowed: ${allowed.join(', ')})`,
      serverText.conflict,
    );
}

/**
 * What the reports an action settles become: dismissed, or actioned; restoring and answering an
 * appeal settle none.
 */
export function reportsAfter(action: ModerationAction): 'dismissed' | 'actioned' | null {
  if (action === 'dismiss') return 'dismissed';
  return ['unhide-gig', 'unsuspend-user', 'decline-appeal'].includes(action) ? null : 'actioned';
}

/**
 * The notice the account behind a target gets of an action that took it down. A suspension has
 * none in the app, its sessions being over: it is mailed. Showing again or restoring is mailed
 * only (restoring), or told by the gig itself (showing).
 */
export const TAKEDOWN_NOTICES = {
  'hide-gig': 'gig_hidden',
  'remove-message': 'message_removed',
  'remove-review': 'review_removed',
} as const satisfies Partial<Record<ModerationAction, NotificationKind>>;
export type TakedownAction = keyof typeof TAKEDOWN_NOTICES;

export const isTakedown = (action: ModerationAction): action is TakedownAction =>
  action in TAKEDOWN_NOTICES;

/** A reporter's notice of their report settled: acted on, or dismissed. */
export const reporterNotice = (settled: 'dismissed' | 'actioned'): NotificationKind =>
  settled === 'dismissed' ? 'report_dismissed' : 'report_actioned';

/** Open reports of one target counted by reason, most given first. */
export function countReasons(reasons: readonly ReportReason[]) {
  const counts = new Map<ReportReason, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}
