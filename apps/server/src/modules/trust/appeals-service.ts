import type {
  Appeal,
  Appealable,
  CreateAppealBody,
  SuspensionAppealBody,
} from '@giglane/contract/appeals';
import type { PagingQuery } from '@giglane/contract/paging';
import type { Database, Transaction } from '../../db/client';
import type { SessionUser } from '../../lib/access-rules';
import { HttpError, invalid, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { verifyPassword } from '../../lib/passwords';
import { serverText } from '@giglane/contract/server-text';
import type { UsersRepository } from '../accounts/users-repository';
import { findAddressees, recordMail } from '../mail/mail-service';
import type { AppealsRepository } from './appeals-repository';
import {
  assertMayAppeal,
  assertOwnAction,
  NOT_SUSPENDED,
  WRONG_CREDENTIALS,
  type AppealedAction,
} from './appeals-rules';
import type { ReportsRepository } from './reports-repository';

/**
 * Appeals (decision 058): the account an admin hid a gig of, or suspended, appeals once, in its own
 * words; the appeal waits in the admins' queue and is settled by their next action on the target
 * (see the reports' service). Writing one takes the target's turn, as an admin's action does, so an
 * appeal and the action that takes the appealed one back cannot cross.
 */
export function createAppealsService(
  db: Database,
  repo: AppealsRepository,
  reports: Pick<ReportsRepository, 'lockTarget'>,
  users: Pick<UsersRepository, 'findCredentials'>,
) {
  async function file(
    tx: Transaction,
    userId: number,
    action: AppealedAction,
    text: string,
  ): Promise<Appeal> {
    const appeal = await repo.insertAppeal(tx, { actionId: action.id, userId, text });
    const to = (await findAddressees(tx, [userId])).get(userId);
    if (to)
      await recordMail(tx, {
        to: to.email,
        userId,
        template: 'appeal-received',
        data: { name: to.name, action: action.action, summary: action.summary },
      });
    return appeal;
  }

  /** The action under its target's turn, read again, as the rules weigh it for `userId`. */
  async function lockedAction(
    tx: Transaction,
    userId: number,
    actionId: number,
    kind: AppealedAction['action'],
  ) {
    const found = await repo.findAction(tx, actionId);
    if (!found) throw notFound();
    await reports.lockTarget(tx, found.targetType, found.targetId);
    return assertMayAppeal(userId, await repo.findAction(tx, actionId), kind);
  }

  return {
    /** The hiding of the caller's gig, and its appeal if written; 404 for another's action. */
    async appealable(user: SessionUser, actionId: number): Promise<Appealable> {
      const action = assertOwnAction(user.id, await repo.findAction(db, actionId), 'hide-gig');
      return {
        actionId: action.id,
        action: action.action,
        targetType: action.targetType,
        targetId: action.targetId,
        summary: action.summary,
        reason: action.reason,
        inEffect: action.inEffect,
        appeal: await repo.findByAction(db, actionId),
      };
    },

    /** The seller's appeal of their gig's hiding. */
    async appealGig(
      user: SessionUser,
      input: CreateAppealBody & { text: string },
    ): Promise<Appeal> {
      return db.transaction(async (tx) => {
        const action = await lockedAction(tx, user.id, Number(input.actionId), 'hide-gig');
        return file(tx, user.id, action, input.text);
      });
    },

    /**
     * A suspended account's appeal, shown to be its own by its e-mail and password: one 400 naming
     * `password`, and the same hashing work, for an unknown e-mail and a wrong one, as sign-in
     * does; 409 naming `email` for an account that is not suspended.
     */
    async appealSuspension(
      input: SuspensionAppealBody & { email: string; password: string; text: string },
    ): Promise<Appeal> {
      const credentials = await users.findCredentials(input.email);
      const matches = await verifyPassword(credentials?.passwordHash ?? null, input.password);
      if (!credentials || !matches) throw invalid('password', WRONG_CREDENTIALS);
      const userId = credentials.session.id;
      return db.transaction(async (tx) => {
        await reports.lockTarget(tx, 'user', userId);
        const actionId = await repo.findSuspension(tx, userId);
        if (actionId === null) throw new HttpError(409, NOT_SUSPENDED, serverText.conflict);
        const action = assertMayAppeal(userId, await repo.findAction(tx, actionId), 'suspend-user');
        return file(tx, userId, action, input.text);
      });
    },

    async queue(query: Omit<PagingQuery, 'keyword'>) {
      const { rows, total } = await repo.queuePage(query);
      return pageOf({ ...query, keyword: null }, total, rows);
    },
  };
}

export type AppealsService = ReturnType<typeof createAppealsService>;
