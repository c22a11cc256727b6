import type { PagingQuery } from '@giglane/contract/paging';
import type { ReportTarget } from '@giglane/contract/report-values';
import type {
  CreateReportBody,
  ModerationBody,
  Report,
  ReportGroup,
  ReportTargetView,
} from '@giglane/contract/reports';
import type { Database, Transaction } from '../../db/client';
import type { SessionUser } from '../../lib/access-rules';
import { notFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import type { UsersRepository } from '../accounts/users-repository';
import type { GigsRepository } from '../gigs/gigs-repository';
import type { MessagesRepository } from '../messaging/messages-repository';
import type { ReviewsRepository } from '../reviews/reviews-repository';
import { announceOrder } from '../orders/order-events';
import { findAddressees, recordMails, type RecordedMail } from '../mail/mail-service';
import { addNotifications } from '../messaging/notifications-repository';
import type { AppealsRepository } from './appeals-repository';
import { appealsSettledBy } from './appeals-rules';
import type { ReportsRepository } from './reports-repository';
import {
  allowedActions,
  assertMayModerate,
  assertMayReport,
  countReasons,
  isTakedown,
  reporterNotice,
  reportsAfter,
  TAKEDOWN_NOTICES,
  type TargetFacts,
} from './reports-rules';

type SettledAppeal = Awaited<ReturnType<AppealsRepository['settle']>>[number];

const hasOpenAppeal = (list: readonly { status: string }[]) =>
  list.some((appeal) => appeal.status === 'open');

/** The owners' writes an admin's action makes, each in the action's transaction. */
type Owners = {
  users: Pick<UsersRepository, 'writeSuspension'>;
  gigs: Pick<GigsRepository, 'writeHidden' | 'holdSellerGigs'>;
  messages: Pick<MessagesRepository, 'removeMessage'>;
  reviews: Pick<ReviewsRepository, 'deleteReview' | 'removeBuyerReview'>;
};

/**
 * Reports and the admins' actions on them (decision 053). Each action is one transaction: the
 * target's change through its owner's repository, the audit entry, and its reports settled.
 * Suspending an account ends its sessions by raising its session version, which announces the
 * end to every instance, closing its live sockets (decision 032), and holds its gigs out of every
 * list and the search; restoring it brings them back.
 */
export function createReportsService(
  db: Database,
  repo: ReportsRepository,
  appeals: Pick<AppealsRepository, 'findForTarget' | 'settle'>,
  owners: Owners,
) {
  async function apply(
    tx: Transaction,
    target: TargetFacts,
    { action, note }: { action: ModerationBody['action']; note: string },
  ): Promise<{ type: ReportTarget; id: number }> {
    const owner = target.owner;
    switch (action) {
      case 'hide-gig':
      case 'unhide-gig':
        await owners.gigs.writeHidden(tx, target.id, action === 'hide-gig');
        return { type: 'gig', id: target.id };
      case 'suspend-user':
      case 'unsuspend-user': {
        const suspended = action === 'suspend-user';
        await owners.users.writeSuspension(tx, owner!.id, suspended ? { reason: note } : null);
        await owners.gigs.holdSellerGigs(tx, owner!.id, suspended);
        return { type: 'user', id: owner!.id };
      }
      case 'remove-message':
        await owners.messages.removeMessage(tx, target.id);
        return { type: 'message', id: target.id };
      case 'remove-review': {
        const removed =
          target.type === 'buyer-review'
            ? await owners.reviews.removeBuyerReview(tx, target.id)
            : await owners.reviews.deleteReview(tx, target.id);
        // The order page shows its reviews: both parties' pages follow.
        if (removed?.orderId) await announceOrder(tx, removed.orderId);
        return { type: target.type, id: target.id };
      }
      case 'dismiss':
      case 'decline-appeal':
        return { type: target.type, id: target.id };
    }
  }

  /**
   * Tells the people an action concerns, in its transaction (decision 053): each reporter whose
   * report it settled, in the app and by mail, that it was acted on or dismissed, not what was done
   * to whom; the account behind a gig hidden or a message or review removed, what and why; a
   * suspended or restored account, by mail, its sessions being over.
   */
  async function tell(
    tx: Transaction,
    action: { kind: ModerationBody['action']; id: number; note: string; snapshot: string },
    target: TargetFacts,
    settled: {
      outcome: 'dismissed' | 'actioned';
      reports: { id: number; reporterId: number }[];
      appeals: { status: 'granted' | 'declined'; list: SettledAppeal[] } | null;
    },
  ) {
    const owner = target.owner;
    const ownerTold =
      isTakedown(action.kind) || action.kind === 'suspend-user' || action.kind === 'unsuspend-user';
    const appellants = settled.appeals?.list ?? [];
    const people = await findAddressees(tx, [
      ...settled.reports.map((report) => report.reporterId),
      ...(owner && ownerTold ? [owner.id] : []),
      ...appellants.map((appeal) => appeal.userId),
    ]);
    await addNotifications(tx, [
      ...settled.reports.map((report) => ({
        userId: report.reporterId,
        kind: reporterNotice(settled.outcome),
        actorId: null,
        gigId: null,
        orderId: null,
        reportId: report.id,
      })),
      ...(owner && isTakedown(action.kind)
        ? [
            {
              userId: owner.id,
              kind: TAKEDOWN_NOTICES[action.kind],
              actorId: null,
              gigId: target.type === 'gig' ? target.id : null,
              orderId: null,
              moderationActionId: action.id,
            },
          ]
        : []),
    ]);
    const mails: RecordedMail[] = settled.reports.flatMap((report) => {
      const to = people.get(report.reporterId);
      return to
        ? [
            {
              to: to.email,
              userId: report.reporterId,
              template: 'report-settled' as const,
              data: {
                name: to.name,
                targetType: target.type,
                summary: target.summary,
                outcome: settled.outcome,
              },
            },
          ]
        : [];
    });
    const to = owner ? people.get(owner.id) : undefined;
    if (owner && to) {
      const name = to.name;
      if (isTakedown(action.kind))
        mails.push({
          to: to.email,
          userId: owner.id,
          template: 'content-removed',
          data: {
            name,
            action: action.kind,
            summary: action.snapshot,
            note: action.note,
            actionId: action.id,
          },
        });
      else if (action.kind === 'suspend-user')
        mails.push({
          to: to.email,
          userId: owner.id,
          template: 'account-suspended',
          data: { name, reason: action.note },
        });
      else if (action.kind === 'unsuspend-user')
        mails.push({
          to: to.email,
          userId: owner.id,
          template: 'account-restored',
          data: { name },
        });
    }
    // An appeal's answer; a restored account's own mail already tells it its appeal was granted.
    for (const appeal of action.kind === 'unsuspend-user' ? [] : appellants) {
      const writer = people.get(appeal.userId);
      if (writer && settled.appeals)
        mails.push({
          to: writer.email,
          userId: appeal.userId,
          template: 'appeal-decided',
          data: {
            name: writer.name,
            action: appeal.action,
            summary: appeal.summary,
            outcome: settled.appeals.status,
            note: action.note,
          },
        });
    }
    await recordMails(tx, mails);
  }

  async function view(
    admin: SessionUser,
    type: ReportTarget,
    id: number,
  ): Promise<ReportTargetView | null> {
    const [target, reports, actions, targetAppeals] = await Promise.all([
      repo.findTarget(db, type, id),
      repo.findReports(type, id),
      repo.findActions(type, id),
      appeals.findForTarget(db, type, id),
    ]);
    if (!target && reports.length === 0 && actions.length === 0) return null;
    return {
      targetType: type,
      targetId: id,
      // A removed review or a deleted gig is shown as it read when last reported.
      summary: target?.summary ?? reports[0]?.snapshot ?? '',
      exists: target !== null,
      hidden: target?.hidden ?? false,
      account: target?.owner ?? null,
      shownOn: target?.shownOn ?? null,
      reports: reports.map(({ snapshot: _, ...report }) => report),
      actions,
      appeals: targetAppeals,
      allowed: allowedActions(target, admin, hasOpenAppeal(targetAppeals)),
    };
  }

  return {
    /** A user's report; 404, 400 or 409 as `assertMayReport` and the one open report say. */
    async report(
      user: SessionUser,
      input: CreateReportBody & { details: string },
    ): Promise<Report> {
      return db.transaction(async (tx) => {
        const target = assertMayReport(
          user,
          await repo.findTarget(tx, input.targetType, Number(input.targetId)),
        );
        return repo.insertReport(tx, {
          reporterId: user.id,
          target,
          reason: input.reason,
          details: input.details,
        });
      });
    },

    async queue(query: Omit<PagingQuery, 'keyword'>) {
      const { rows, total } = await repo.queuePage(query);
      const groups: ReportGroup[] = rows.map((row) => ({
        targetType: row.targetType,
        targetId: row.targetId,
        summary: row.summary,
        account:
          row.accountId === null
            ? null
            : { id: row.accountId, name: row.accountName ?? '', suspended: !!row.accountSuspended },
        openCount: row.openCount,
        reasons: countReasons(row.reasons),
        lastReportedAt: row.lastReportedAt,
      }));
      return pageOf({ ...query, keyword: null }, total, groups);
    },

    /** A target's reports, state and audit; 404 for one never reported, acted on, nor existing. */
    async detail(admin: SessionUser, type: ReportTarget, id: number): Promise<ReportTargetView> {
      const found = await view(admin, type, id);
      if (!found) throw notFound();
      return found;
    },

    /** An admin's action on a target, kept in the audit; the target's view after it. */
    async moderate(
      admin: SessionUser,
      type: ReportTarget,
      id: number,
      input: { action: ModerationBody['action']; note: string },
    ): Promise<ReportTargetView> {
      await db.transaction(async (tx) => {
        await repo.lockTarget(tx, type, id);
        let target = await repo.findTarget(tx, type, id);
        // Suspending or restoring acts on the account behind the target: it takes the account's
        // turn too, so two admins acting through its gig and its profile at once take turns as
        // well. The account's lock always comes second, after its gig's, message's or review's.
        const onAccount = input.action === 'suspend-user' || input.action === 'unsuspend-user';
        if (onAccount && type !== 'user' && target?.owner) {
          await repo.lockTarget(tx, 'user', target.owner.id);
          target = await repo.findTarget(tx, type, id);
        }
        if (!target) throw notFound();
        const appealOpen = hasOpenAppeal(await appeals.findForTarget(tx, type, id));
        assertMayModerate(input.action, target, admin, appealOpen);
        const acted = await apply(tx, target, input);
        // What the acted-on target read: the reported one, or the account behind it.
        const snapshot = acted.type === target.type ? target.summary : (target.owner?.name ?? '');
        const actionId = await repo.insertAction(tx, {
          adminId: admin.id,
          action: input.action,
          targetType: acted.type,
          targetId: acted.id,
          note: input.note,
          snapshot,
        });
        const outcome = reportsAfter(input.action);
        const reports = outcome ? await repo.closeReports(tx, type, id, outcome, actionId) : [];
        const settles = appealsSettledBy(input.action);
        const settledAppeals = settles && {
          status: settles.status,
          list: await appeals.settle(tx, acted, settles.kinds, settles.status, actionId),
        };
        await tell(tx, { kind: input.action, id: actionId, note: input.note, snapshot }, target, {
          outcome: outcome ?? 'actioned',
          reports,
          appeals: settledAppeals,
        });
      });
      return (await view(admin, type, id))!;
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
