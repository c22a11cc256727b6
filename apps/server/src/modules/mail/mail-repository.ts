import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { mails, type MailStatus } from './mail-schema';

/** A mail as the worker renders and sends it. */
export type QueuedMail = {
  id: number;
  key: string;
  userId: number | null;
  toAddress: string;
  template: string;
  data: Record<string, unknown> | null;
};

/** Writes a mail to be sent, in the caller's transaction; answers its id. */
export async function insertMail(
  tx: Transaction,
  mail: { toAddress: string; userId: number | null; template: string; data: object },
): Promise<number> {
  const [row] = await tx
    .insert(mails)
    .values({ ...mail, data: mail.data as Record<string, unknown> })
    .returning({ id: mails.id });
  return row!.id;
}

export function createMailRepository(_db: Database) {
  return {
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
