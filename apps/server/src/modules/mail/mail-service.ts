import nodemailer from 'nodemailer';
import type { PagingQuery } from '@giglane/contract/paging';
import { notFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import type { Transaction } from '../../db/client';
import { noteRecorded } from '../../lib/outbox';
import { insertMails, type MailRepository } from './mail-repository';
import { mailTemplates, type MailData, type MailTemplateName } from './templates';
import { renderBody, type MailTemplate } from './templates/layout';

/**
 * Records a mail in the caller's transaction, with the outbox event that sends it (decision 047):
 * it leaves if, and only if, what it announces commits. Rendered when it leaves, with the links of
 * the public URL then.
 */
export async function recordMail<N extends MailTemplateName>(
  tx: Transaction,
  mail: RecordedMail<N>,
): Promise<number> {
  const [id] = await recordMails(tx, [mail as RecordedMail]);
  return id!;
}

/** A mail as a service records it: to whom (the user, when it is one), which template, its data. */
export type RecordedMail<N extends MailTemplateName = MailTemplateName> = {
  [T in N]: { to: string; userId: number | null; template: T; data: MailData<T> };
}[N];

/** Several mails as `recordMail` records one, rows and events in one statement. */
export async function recordMails(
  tx: Transaction,
  list: readonly RecordedMail[],
): Promise<number[]> {
  if (list.length === 0) return [];
  const { mailIds, eventIds } = await insertMails(
    tx,
    list.map((mail) => ({
      toAddress: mail.to,
      userId: mail.userId,
      template: mail.template,
      data: mail.data,
    })),
  );
  noteRecorded(eventIds);
  return mailIds;
}

export type MailSettings = {
  /** The SMTP server (smtp:// or smtps://); undefined: mail is kept for the Mail outbox. */
  smtpUrl: string | undefined;
  /** The From address, `Name <address>` or an address. */
  from: string;
  /** The origin every link starts with, asked when a mail leaves. */
  publicUrl: () => string;
  /** How long a message may stay unread before its recipient, away, is mailed (decision 050). */
  unreadMailDelayMs: number;
};

/** The domain of the From address, which Message-IDs end with. */
const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'giglane.invalid';

export function createMailService(repo: MailRepository, settings: MailSettings) {
  const transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : undefined;
  const domain = domainOf(settings.from);

  return {
    /** Whether mail leaves by SMTP, or is kept for the Mail outbox. */
    sends: transport !== undefined,

    /** The Mail outbox's page, newest first; the route lets admins alone ask. */
    async list(query: PagingQuery) {
      const { rows, total } = await repo.page(query);
      return pageOf(query, total, rows);
    },

    /** One mail as it left, or 404. */
    async find(id: number) {
      const mail = await repo.find(id);
      if (!mail) throw notFound();
      return mail;
    },

    /**
     * Renders and sends one recorded mail, in the worker's transaction, which holds its row: a
     * mail already sent is left alone, so an event handled again sends nothing. Its Message-ID is
     * the same on every attempt. Without SMTP it is kept, rendered, for the Mail outbox.
     */
    async send(tx: Transaction, mailId: number): Promise<void> {
      const mail = await repo.lockQueued(tx, mailId);
      if (!mail) return;
      const template = mailTemplates[mail.template as MailTemplateName] as
        MailTemplate<unknown> | undefined;
      if (!template) throw new Error(`mail ${mail.id}: no template ${mail.template}`);
      const base = settings.publicUrl();
      const link = (path: string) => `${base}${path}`;
      const subject = template.subject(mail.data);
      const { html, text } = await renderBody(template.body(mail.data, link), { home: link('/') });
      const messageId = `<${mail.key}@${domain}>`;
      const headers: Record<string, string> = { 'Message-ID': messageId };
      if (!transport) {
        await repo.markLeft(tx, mail.id, {
          status: 'kept',
          subject,
          html,
          text,
          headers,
          keepData: true,
        });
        return;
      }
      await transport.sendMail({
        from: settings.from,
        to: mail.toAddress,
        subject,
        html,
        text,
        messageId,
      });
      // A sent mail's bodies may hold a secret (a reset link): the database keeps only its envelope.
      await repo.markLeft(tx, mail.id, {
        status: 'sent',
        subject,
        html: null,
        text: null,
        headers,
        keepData: false,
      });
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
