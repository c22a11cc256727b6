import { serverText } from '@giglane/contract/server-text';
import type { AppealableAction, ModerationAction } from '@giglane/contract/report-values';
import { HttpError, notFound } from '../../lib/errors';

/*
 * Who may appeal what, and which admin actions answer an appeal (decision 058), as pure functions:
 * the appeals' service asks these with the facts its repository read.
 */

/** An appealable admin action as the rules weigh it; `ownerId` is the account it was taken against. */
export type AppealedAction = {
  id: number;
  action: AppealableAction;
  targetType: 'gig' | 'user';
  targetId: number;
  /** What the target read when the admin acted, and the admin's reason. */
  summary: string;
  reason: string;
  ownerId: number | null;
  /** Still what the target is: the gig hidden, the account suspended, by this very action. */
  inEffect: boolean;
};

export const ALREADY_APPEALED =
  'actionId: this decision was already appealed, and each decision is appealed once';
export const NOT_IN_EFFECT =
  'actionId: this decision was taken back, so there is nothing to appeal';
/** One answer for an unknown e-mail and a wrong password: it must not tell which. */
export const WRONG_CREDENTIALS = 'the e-mail and password match no account';
export const NOT_SUSPENDED =
  'email: this account is not suspended, so there is nothing to appeal: sign in instead';

/**
 * An action of `kind` taken against `userId`'s account: 404 for one that is not theirs, or of
 * another kind (the caller learns nothing of others').
 */
export function assertOwnAction(
  userId: number,
  action: AppealedAction | null,
  kind: AppealableAction,
): AppealedAction {
  if (!action || action.action !== kind || action.ownerId !== userId) throw notFound();
  return action;
}

/**
 * The account an action was taken against may appeal it once, while it is in effect: 404 as
 * `assertOwnAction`, 409 naming `actionId` once it was taken back.
 */
export function assertMayAppeal(
  userId: number,
  action: AppealedAction | null,
  kind: AppealableAction,
): AppealedAction {
  const own = assertOwnAction(userId, action, kind);
  if (!own.inEffect) throw new HttpError(409, NOT_IN_EFFECT, serverText.conflict);
  return own;
}

/**
 * The appeals an admin action settles, and how: taking back a hiding or a suspension grants the
 * appeals of it; declining leaves the action standing. Other actions settle none.
 */
export function appealsSettledBy(action: ModerationAction): {
  kinds: readonly AppealableAction[];
  status: 'granted' | 'declined';
} | null {
  switch (action) {
    case 'unhide-gig':
      return { kinds: ['hide-gig'], status: 'granted' };
    case 'unsuspend-user':
      return { kinds: ['suspend-user'], status: 'granted' };
    case 'decline-appeal':
      return { kinds: ['hide-gig', 'suspend-user'], status: 'declined' };
    default:
      return null;
  }
}
