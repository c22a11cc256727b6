import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { MailChoice, MailDetail, MailSummary } from '@giglane/contract/mail';
import type { PagingQuery } from '@giglane/contract/paging';
import { offsetOf } from '../../lib/paging';
import { users } from '../accounts/accounts-schema';
import { gigs } from '../gigs/gigs-schema';
import { queryRows, type Database, type Transaction } from '../../db/client';
import { outboxEvents } from '../../db/outbox-schema';
import { mailOptOuts, mails, type MailStatus } from './mail-schema';
import type { MailKind } from './templates/layout';

/** A mail as the worker renders and sends it. */
export type QueuedMail = {
  id: number;
  key: string;
  userId: number | null;
  toAddress: string;
  template: string;
  data: Record<string, unknown> | null;
};

/**
 * Writes mails to be sent and the `mail.send` event of each (decision 047), in the caller's
 * transaction, in one statement, leaving out those whose addressee turned their kind off
 * (decision 049): the one gate every mail passes. Answers the written mails' ids, in order, and
 * their events'.
 */
export async function insertMails(
  tx: Transaction,
  rows: readonly {
    toAddress: string;
    userId: number | null;
    template: string;
    data: object;
    kind: MailKind;
  }[],
): Promise<{ mailIds: number[]; eventIds: number[] }> {
  const written = await queryRows<{ mailId: number; eventId: number | string }>(
    tx,
    sql`with m as (
          insert into ${mails} (to_address, user_id, template, data)
          select r.to_address, r.user_id, r.template, r.data
            from rows from (jsonb_to_recordset(${JSON.stringify(
              rows.map((row) => ({
                to_address: row.toAddress,
                user_id: row.userId,
                template: row.template,
                data: row.data,
                kind: row.kind,
              })),
            )}::jsonb) as (to_address text, user_id int, template text, data jsonb, kind text))
                 with ordinality as r(to_address, user_id, template, data, kind, n)
           where r.user_id is null or not exists (
             select 1 from ${mailOptOuts} o where o.user_id = r.user_id and o.kind = r.kind)
           order by r.n
          returning id),
        e as (
          insert into ${outboxEvents} (topic, payload, dedupe_key)
          select 'mail.send', jsonb_build_object('mailId', m.id), 'mail ' || m.id from m
           order by m.id
          returning id, (payload->>'mailId')::int as mail_id)
        select e.mail_id as "mailId", e.id as "eventId" from e order by e.mail_id`,
  );
  return {
    mailIds: written.map((row) => row.mailId),
    eventIds: written.map((row) => Number(row.eventId)),
  };
}

/** The addresses and names of users a service mails, by id. */
export async function findAddressees(
  tx: Transaction,
  ids: readonly number[],
): Promise<Map<number, { email: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The names of gigs a service's mails quote, by id. */
export async function findGigTitles(
  tx: Transaction,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: gigs.id, title: gigs.name })
    .from(gigs)
    .where(inArray(gigs.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.title]));
}

const summaryColumns = {
  id: mails.id,
  to: mails.toAddress,
  template: mails.template,
  subject: mails.subject,
  status: mails.status,
  createdAt: mails.createdAt,
  sentAt: mails.sentAt,
};

const toWire = <T extends { createdAt: Date; sentAt: Date | null }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** A keyword's match on the recipient or the subject, its wildcards taken literally. */
function matching(keyword: string | null): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(mails.toAddress, pattern), ilike(mails.subject, pattern));
}

export function createMailRepository(db: Database) {
  return {
    /** The kinds of mail the user turned off. */
    async optOuts(tx: Transaction, userId: number): Promise<MailChoice[]> {
      const rows = await tx
        .select({ kind: mailOptOuts.kind })
        .from(mailOptOuts)
        .where(eq(mailOptOuts.userId, userId));
      return rows.map((row) => row.kind);
    },

    /** Turns these kinds off for the user (again: nothing changes); false when no such user. */
    async optOut(tx: Transaction, userId: number, kinds: readonly MailChoice[]): Promise<boolean> {
      if (kinds.length === 0) return true;
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!user) return false;
      await tx
        .insert(mailOptOuts)
        .values(kinds.map((kind) => ({ userId, kind })))
        .onConflictDoNothing();
      return true;
    },

    /** Turns these kinds back on for the user. */
    async optIn(tx: Transaction, userId: number, kinds: readonly MailChoice[]) {
      if (kinds.length === 0) return;
      await tx
        .delete(mailOptOuts)
        .where(and(eq(mailOptOuts.userId, userId), inArray(mailOptOuts.kind, [...kinds])));
    },

    /** A page of the mails, newest first, with the number of matches. */
    async page(query: PagingQuery): Promise<{ rows: MailSummary[]; total: number }> {
      const where = matching(query.keyword);
      const [rows, [count]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(mails)
          .where(where)
          .orderBy(desc(mails.id))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(mails)
          .where(where),
      ]);
      return { rows: rows.map(toWire), total: count!.n };
    },

    /** One mail with its bodies and headers, or null. */
    async find(id: number): Promise<Omit<MailDetail, 'htmlUrl'> | null> {
      const [row] = await db
        .select({ ...summaryColumns, html: mails.html, text: mails.text, headers: mails.headers })
        .from(mails)
        .where(eq(mails.id, id));
      return row ? { ...toWire(row), headers: row.headers ?? {} } : null;
    },

    /** The mail, locked, if it still waits to be sent; null once it left or was deleted. */
    async lockQueued(tx: Transaction, id: number): Promise<QueuedMail | null> {
      const [row] = await tx
        .select({
          id: mails.id,
          key: mails.key,
          userId: mails.userId,
          toAddress: mails.toAddress,
          template: mails.template,
          data: mails.data,
        })
        .from(mails)
        .where(and(eq(mails.id, id), eq(mails.status, 'queued')))
        .for('update');
      return row ?? null;
    },

    /** What left, or was kept for the Mail outbox: the bodies are null when they are not kept. */
    async markLeft(
      tx: Transaction,
      id: number,
      left: {
        status: Exclude<MailStatus, 'queued'>;
        subject: string;
        html: string | null;
        text: string | null;
        headers: Record<string, string>;
        keepData: boolean;
      },
    ) {
      const { keepData, ...fields } = left;
      await tx
        .update(mails)
        .set({ ...fields, ...(keepData ? {} : { data: null }), sentAt: new Date() })
        .where(eq(mails.id, id));
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
