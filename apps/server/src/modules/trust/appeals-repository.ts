import { sql } from 'drizzle-orm';
import type { AdminAppeal, Appeal } from '@giglane/contract/appeals';
import type { PagingQuery } from '@giglane/contract/paging';
import type { AppealableAction, AppealStatus, ReportTarget } from '@giglane/contract/report-values';
import { serverText } from '@giglane/contract/server-text';
import { queryRows, type Database, type Transaction } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/errors';
import { offsetOf } from '../../lib/paging';
import { ALREADY_APPEALED, type AppealedAction } from './appeals-rules';

type Executor = Database | Transaction;

type AppealRow = Omit<Appeal, 'createdAt' | 'decision'> & {
  createdAt: Date | string;
  decisionNote: string | null;
  decidedAt: Date | string | null;
  appellantId: number | null;
  appellantName: string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

const toAppeal = ({
  decisionNote,
  decidedAt,
  appellantId: _id,
  appellantName: _name,
  ...row
}: AppealRow): Appeal => ({
  ...row,
  createdAt: iso(row.createdAt),
  decision:
    decisionNote === null || decidedAt === null
      ? null
      : { note: decisionNote, decidedAt: iso(decidedAt) },
});

const toAdminAppeal = (row: AppealRow): AdminAppeal => ({
  ...toAppeal(row),
  appellant: row.appellantId === null ? null : { id: row.appellantId, name: row.appellantName! },
});

/**
 * An appeal with the action it appeals (what, why) and the action that settled it (the answer).
 * The summary is what the target read when the admin acted: a gig's title, an account's name.
 */
const appealSelect = sql`select a.id, a.action_id as "actionId", m.action, m.target_type as "targetType",
                                m.target_id as "targetId", m.snapshot as summary, m.note as reason,
                                a.text, a.status, a.created_at as "createdAt",
                                d.note as "decisionNote", d.created_at as "decidedAt",
                                u.id as "appellantId", u.name as "appellantName"
                           from appeals a
                           join moderation_actions m on m.id = a.action_id
                           left join moderation_actions d on d.id = a.decision_action_id
                           left join users u on u.id = a.user_id`;

/** Appeals of admins' actions (decision 058): their writing, the queue, and their settling. */
export function createAppealsRepository(db: Database) {
  return {
    /**
     * An appealable action with the account it was taken against and whether it is still in
     * effect: the last of its kind's moves on its target (a hiding not followed by a showing, a
     * suspension not followed by a restoring) while the gig is hidden or the account suspended.
     */
    async findAction(q: Executor, actionId: number): Promise<AppealedAction | null> {
      const [row] = await queryRows<AppealedAction>(
        q,
        sql`select m.id, m.action, m.target_type as "targetType", m.target_id as "targetId",
                   m.snapshot as summary, m.note as reason,
                   case m.action when 'hide-gig' then j.creator_id else m.target_id end as "ownerId",
                   (case m.action when 'hide-gig' then j.hold = 'hidden'
                                  else u.suspended_at is not null end)
                   and not exists (
                     select 1 from moderation_actions later
                      where later.target_type = m.target_type and later.target_id = m.target_id
                        and later.id > m.id
                        and later.action in (m.action,
                          case m.action when 'hide-gig' then 'unhide-gig' else 'unsuspend-user' end)
                   ) as "inEffect"
              from moderation_actions m
              left join jobs j on m.target_type = 'gig' and j.id = m.target_id
              left join users u on m.target_type = 'user' and u.id = m.target_id
             where m.id = ${actionId} and m.action in ('hide-gig', 'suspend-user')`,
      );
      return row ?? null;
    },

    /** The suspension in effect of an account: its last suspending action, if it is suspended. */
    async findSuspension(q: Executor, userId: number): Promise<number | null> {
      const [row] = await queryRows<{ id: number }>(
        q,
        sql`select m.id from moderation_actions m join users u on u.id = m.target_id
             where m.target_type = 'user' and m.target_id = ${userId}
               and m.action = 'suspend-user' and u.suspended_at is not null
             order by m.id desc limit 1`,
      );
      return row?.id ?? null;
    },

    /** Writes the appeal; 409 naming `actionId` when the action was appealed before. */
    async insertAppeal(
      tx: Transaction,
      input: { actionId: number; userId: number; text: string },
    ): Promise<Appeal> {
      try {
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`insert into appeals (action_id, user_id, text)
              values (${input.actionId}, ${input.userId}, ${input.text}) returning id`,
        );
        const [appeal] = await queryRows<AppealRow>(
          tx,
          sql`${appealSelect} where a.id = ${row!.id}`,
        );
        return toAppeal(appeal!);
      } catch (error) {
        if (isUniqueViolation(error))
          throw new HttpError(409, ALREADY_APPEALED, serverText.conflict);
        throw error;
      }
    },

    /** The appeal of an action, if one was written. */
    async findByAction(q: Executor, actionId: number): Promise<Appeal | null> {
      const [row] = await queryRows<AppealRow>(
        q,
        sql`${appealSelect} where a.action_id = ${actionId}`,
      );
      return row ? toAppeal(row) : null;
    },

    /** Every appeal of actions on a target, newest first, for its page in the Reports queue. */
    async findForTarget(q: Executor, type: ReportTarget, id: number): Promise<AdminAppeal[]> {
      const rows = await queryRows<AppealRow>(
        q,
        sql`${appealSelect} where m.target_type = ${type} and m.target_id = ${id} order by a.id desc`,
      );
      return rows.map(toAdminAppeal);
    },

    /**
     * Settles the open appeals of the actions of `kinds` on a target with the action that did it;
     * each one and its writer.
     */
    async settle(
      tx: Transaction,
      target: { type: ReportTarget; id: number },
      kinds: readonly AppealableAction[],
      status: Exclude<AppealStatus, 'open'>,
      decisionActionId: number,
    ): Promise<{ id: number; userId: number; action: AppealableAction; summary: string }[]> {
      return queryRows(
        tx,
        sql`update appeals a set status = ${status}, decision_action_id = ${decisionActionId}
              from moderation_actions m
             where m.id = a.action_id and a.status = 'open'
               and m.target_type = ${target.type} and m.target_id = ${target.id}
               and m.action in (${sql.join(
                 kinds.map((kind) => sql`${kind}`),
                 sql`, `,
               )})
         returning a.id, a.user_id as "userId", m.action, m.snapshot as summary`,
      );
    },

    /** A page of the open appeals, oldest first: each waits its turn. */
    async queuePage(query: Omit<PagingQuery, 'keyword'>) {
      const rows = await queryRows<AppealRow>(
        db,
        sql`${appealSelect} where a.status = 'open' order by a.created_at, a.id
             limit ${query.pageSize} offset ${offsetOf({ ...query, keyword: null })}`,
      );
      const [count] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from appeals where status = 'open'`,
      );
      return { rows: rows.map(toAdminAppeal), total: count!.n };
    },
  };
}

export type AppealsRepository = ReturnType<typeof createAppealsRepository>;
