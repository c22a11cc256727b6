import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { PagingQuery } from '@giglane/contract/paging';
import type {
  ModerationAction,
  ReportReason,
  ReportStatus,
  ReportTarget,
} from '@giglane/contract/report-values';
import type { ModerationEntry, Report } from '@giglane/contract/reports';
import { queryRows, type Database, type Transaction } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/errors';
import { offsetOf } from '../../lib/paging';
import { serverText } from '@giglane/contract/server-text';
import { users } from '../accounts/accounts-schema';
import { moderationActions, reports } from './trust-schema';
import { ALREADY_REPORTED, type ShownOn, type TargetFacts } from './reports-rules';

type Executor = Database | Transaction;

/** The SQL reading each kind of target: what it says, whose it is, and (a message) its people. */
const targetQueries: Record<ReportTarget, (id: number) => ReturnType<typeof sql>> = {
  gig: (id) => sql`select j.name as summary, j.creator_id as "ownerId", j.hold = 'hidden' as hidden,
                          null::int[] as members, 'gig' as "shownOnPage", j.id as "shownOnId"
                     from jobs j where j.id = ${id}`,
  user: (id) => sql`select u.name as summary, u.id as "ownerId", false as hidden,
                           null::int[] as members,
                           case when u.seller_since is null then 'buyer' else 'seller' end
                             as "shownOnPage",
                           u.id as "shownOnId"
                      from users u where u.id = ${id}`,
  message: (id) => sql`select m.text as summary, m.sender_id as "ownerId", false as hidden,
                              array[c.buyer_id, c.seller_id] as members,
                              null as "shownOnPage", null::int as "shownOnId"
                         from messages m join conversations c on c.id = m.conversation_id
                        where m.id = ${id}`,
  review: (id) => sql`select c.content as summary, c.author_id as "ownerId", false as hidden,
                             null::int[] as members, 'gig' as "shownOnPage", c.job_id as "shownOnId"
                        from comments c where c.id = ${id}`,
  // Only what others can read: published, and not removed; on the buyer's profile.
  'buyer-review': (
    id,
  ) => sql`select b.content as summary, b.seller_id as "ownerId", false as hidden,
                                     null::int[] as members,
                                     'buyer' as "shownOnPage", b.buyer_id as "shownOnId"
                                from buyer_reviews b
                               where b.id = ${id} and b.published_at is not null
                                 and b.removed_at is null`,
};

const iso = (value: Date | string) => new Date(value).toISOString();

const reportColumns = {
  id: reports.id,
  targetType: reports.targetType,
  targetId: reports.targetId,
  reason: reports.reason,
  details: reports.details,
  status: reports.status,
  createdAt: reports.createdAt,
};

const toReport = <T extends { createdAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export function createReportsRepository(db: Database) {
  /** A target's facts; null: there is none (or no longer). */
  async function findTarget(
    q: Executor,
    type: ReportTarget,
    id: number,
  ): Promise<TargetFacts | null> {
    const [row] = await queryRows<{
      summary: string;
      ownerId: number | null;
      hidden: boolean;
      members: number[] | null;
      shownOnPage: ShownOn['page'] | null;
      shownOnId: number | null;
    }>(q, targetQueries[type](id));
    if (!row) return null;
    const [owner] =
      row.ownerId === null
        ? []
        : await q
            .select({
              id: users.id,
              name: users.name,
              suspended: sql<boolean>`${users.suspendedAt} is not null`,
            })
            .from(users)
            .where(eq(users.id, row.ownerId));
    return {
      type,
      id,
      summary: row.summary,
      owner: owner ?? null,
      hidden: row.hidden,
      members: row.members,
      shownOn:
        row.shownOnPage && row.shownOnId !== null
          ? { page: row.shownOnPage, id: row.shownOnId }
          : null,
    };
  }

  return {
    findTarget,

    /**
     * Holds the target against other admins' actions until the transaction ends: two admins
     * acting at once take turns, the second seeing what the first did.
     */
    async lockTarget(tx: Transaction, type: ReportTarget, id: number): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reports ${type}`}), ${id})`);
    },

    /** Writes the report; 409 while the reporter's earlier report of the target is open. */
    async insertReport(
      tx: Transaction,
      input: {
        reporterId: number;
        target: TargetFacts;
        reason: ReportReason;
        details: string;
      },
    ): Promise<Report> {
      try {
        const [row] = await tx
          .insert(reports)
          .values({
            reporterId: input.reporterId,
            targetType: input.target.type,
            targetId: input.target.id,
            targetUserId: input.target.owner?.id ?? null,
            reason: input.reason,
            details: input.details,
            snapshot: input.target.summary,
          })
          .returning(reportColumns);
        return toReport(row!);
      } catch (error) {
        if (isUniqueViolation(error))
          throw new HttpError(409, ALREADY_REPORTED, serverText.conflict);
        throw error;
      }
    },

    /** A page of the targets with open reports, most reported first, then the latest. */
    async queuePage(query: Omit<PagingQuery, 'keyword'>) {
      const rows = await queryRows<{
        targetType: ReportTarget;
        targetId: number;
        summary: string;
        accountId: number | null;
        accountName: string | null;
        accountSuspended: boolean | null;
        openCount: number;
        reasons: ReportReason[];
        lastReportedAt: Date | string;
      }>(
        db,
        sql`with grouped as (
              select target_type, target_id, count(*)::int as open_count,
                     max(created_at) as last_reported_at,
                     (array_agg(snapshot order by id desc))[1] as summary,
                     (array_agg(target_user_id order by id desc))[1] as account_id,
                     array_agg(reason order by id) as reasons
                from reports where status = 'open'
               group by target_type, target_id)
            select g.target_type as "targetType", g.target_id as "targetId", g.summary,
                   g.account_id as "accountId", u.name as "accountName",
                   u.suspended_at is not null as "accountSuspended",
                   g.open_count as "openCount", g.reasons,
                   g.last_reported_at as "lastReportedAt"
              from grouped g left join users u on u.id = g.account_id
             order by g.open_count desc, g.last_reported_at desc, g.target_type, g.target_id
             limit ${query.pageSize} offset ${offsetOf({ ...query, keyword: null })}`,
      );
      const [count] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (select distinct target_type, target_id
                                              from reports where status = 'open') t`,
      );
      return {
        rows: rows.map((row) => ({ ...row, lastReportedAt: iso(row.lastReportedAt) })),
        total: count!.n,
      };
    },

    /** Every report of a target, newest first, with its reporter, and what it read when reported. */
    async findReports(type: ReportTarget, id: number) {
      const rows = await db
        .select({
          ...reportColumns,
          snapshot: reports.snapshot,
          reporter: { id: users.id, name: users.name },
        })
        .from(reports)
        .innerJoin(users, eq(users.id, reports.reporterId))
        .where(and(eq(reports.targetType, type), eq(reports.targetId, id)))
        .orderBy(desc(reports.id));
      return rows.map(toReport);
    },

    /** The audit of a target: actions on it, and those that settled its reports, newest first. */
    async findActions(type: ReportTarget, id: number): Promise<ModerationEntry[]> {
      const settled = db
        .select({ id: reports.actionId })
        .from(reports)
        .where(and(eq(reports.targetType, type), eq(reports.targetId, id)));
      const rows = await db
        .select({
          id: moderationActions.id,
          action: moderationActions.action,
          targetType: moderationActions.targetType,
          targetId: moderationActions.targetId,
          adminId: users.id,
          adminName: users.name,
          note: moderationActions.note,
          createdAt: moderationActions.createdAt,
        })
        .from(moderationActions)
        .leftJoin(users, eq(users.id, moderationActions.adminId))
        .where(
          or(
            and(eq(moderationActions.targetType, type), eq(moderationActions.targetId, id)),
            inArray(moderationActions.id, settled),
          ),
        )
        .orderBy(desc(moderationActions.id));
      return rows.map(({ adminId, adminName, ...row }) => ({
        ...toReport(row),
        admin: adminId === null ? null : { id: adminId, name: adminName ?? '' },
      }));
    },

    /** Records an action in the audit; its id. */
    async insertAction(
      tx: Transaction,
      input: {
        adminId: number;
        action: ModerationAction;
        targetType: ReportTarget;
        targetId: number;
        note: string;
        snapshot: string;
      },
    ): Promise<number> {
      const [row] = await tx
        .insert(moderationActions)
        .values(input)
        .returning({ id: moderationActions.id });
      return row!.id;
    },

    /** Settles a target's open reports with the action that did it; each one and its reporter. */
    async closeReports(
      tx: Transaction,
      type: ReportTarget,
      id: number,
      status: Exclude<ReportStatus, 'open'>,
      actionId: number,
    ): Promise<{ id: number; reporterId: number }[]> {
      return tx
        .update(reports)
        .set({ status, actionId })
        .where(
          and(eq(reports.targetType, type), eq(reports.targetId, id), eq(reports.status, 'open')),
        )
        .returning({ id: reports.id, reporterId: reports.reporterId });
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
