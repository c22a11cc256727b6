import type { PagingQuery } from '@giglane/contract/paging';
import { endpointPaths } from '@giglane/contract/endpoint-paths';
import { MAIL_CHOICES, type MailChoice, type MailPreferences } from '@giglane/contract/mail';
import { pagePaths } from '@giglane/contract/page-paths';
import { invalid, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import type { Database, Transaction } from '../../db/client';
import { noteRecorded } from '../../lib/outbox';
import { insertMails, type MailRepository } from './mail-repository';
export { findAddressees, findGigTitles } from './mail-repository';
import { mailTemplates, type MailData, type MailTemplateName } from './templates';
import { renderBody, type MailTemplate } from './templates/layout';
import type { UnsubscribeTokens } from './unsubscribe-tokens';

/**
 * Records a mail in the caller's transaction, with the outbox event that sends it (decision 047):
 * it leaves if, and only if, what it announces commits. Rendered when it leaves, with the links of
 * the public URL then.
 */
export async function recordMail<N extends MailTemplateName>(
  tx: Transaction,
  mail: RecordedMail<N>,
): Promise<number | null> {
  const [id] = await recordMails(tx, [mail as RecordedMail]);
  return id ?? null;
}

/** A mail as a service records it: to whom (the user, when it is one), which template, its data. */
export type RecordedMail<N extends MailTemplateName = MailTemplateName> = {
  [T in N]: { to: string; userId: number | null; template: T; data: MailData<T> };
}[N];

/**
 * Several mails as `recordMail` records one, rows and events in one statement. A mail to a user
 * who turned its template's kind off is not written (decision 049): answers the ids of those that
 * were.
 */
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
      kind: mailTemplates[mail.template].kind,
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
  /** Signs and checks the tokens of unsubscribe links (decision 049). */
  unsubscribeTokens: UnsubscribeTokens;
};

/** The domain of the From address, which Message-IDs end with. */
const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'giglane.invalid';

const preferencesOf = (off: readonly MailChoice[]): MailPreferences =>
  Object.fromEntries(MAIL_CHOICES.map((kind) => [kind, !off.includes(kind)])) as MailPreferences;

export function createMailService(db: Database, repo: MailRepository, settings: MailSettings) {
  // Loaded only where mail leaves by SMTP: a server keeping its mail for the Mail outbox does not
  // hold nodemailer (2 MiB).
  const smtpUrl = settings.smtpUrl;
  const transport = smtpUrl
    ? import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl))
    : undefined;
  const domain = domainOf(settings.from);
  const tokens = settings.unsubscribeTokens;

  /** The user and kind an unsubscribe token names, or 400 naming `token`. */
  function unsubscribeTarget(token: string) {
    const target = tokens.verify(token);
    if (!target) throw invalid('token', 'is not a valid unsubscribe link');
    return target;
  }

  return {
    /** Whether mail leaves by SMTP, or is kept for the Mail outbox. */
    sends: transport !== undefined,

    /** Which kinds of mail the user receives. */
    preferences: (userId: number) =>
      db.transaction(async (tx) => preferencesOf(await repo.optOuts(tx, userId))),

    /** Turns each kind on or off as `wanted` says, and answers the user's choices as stored. */
    setPreferences: (userId: number, wanted: MailPreferences) =>
      db.transaction(async (tx) => {
        await repo.optOut(
          tx,
          userId,
          MAIL_CHOICES.filter((kind) => !wanted[kind]),
        );
        await repo.optIn(
          tx,
          userId,
          MAIL_CHOICES.filter((kind) => wanted[kind]),
        );
        return preferencesOf(await repo.optOuts(tx, userId));
      }),

    /** Which mails an unsubscribe link turns off, and whether they still come; changes nothing. */
    describeUnsubscribe: (token: string) => {
      const { userId, kind } = unsubscribeTarget(token);
      return db.transaction(async (tx) => ({
        kind,
        subscribed: !(await repo.optOuts(tx, userId)).includes(kind),
      }));
    },

    /** One-click unsubscribe (RFC 8058): the token's kind of mail no longer goes to its user. */
    unsubscribe: (token: string) => {
      const { userId, kind } = unsubscribeTarget(token);
      return db.transaction(async (tx) => {
        if (!(await repo.optOut(tx, userId, [kind])))
          throw invalid('token', 'names an account that no longer exists');
        return { kind, subscribed: false };
      });
    },

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
      const messageId = `<${mail.key}@${domain}>`;
      const listHeaders: Record<string, string> = {};
      // A kind the addressee may turn off carries RFC 8058's one-click link for mail clients, and
      // a link in the footer to a page that asks first (a GET must never unsubscribe).
      const token =
        template.kind !== 'account' && mail.userId !== null
          ? tokens.sign(mail.userId, template.kind)
          : null;
      if (token) {
        const oneClick = `${endpointPaths.unsubscribe.path}?token=${encodeURIComponent(token)}`;
        listHeaders['List-Unsubscribe'] = `<${link(oneClick)}>`;
        listHeaders['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      }
      const { html, text } = renderBody(template.body(mail.data, link), {
        home: link('/'),
        unsubscribe: token ? link(pagePaths.unsubscribe(token)) : undefined,
      });
      const headers = { 'Message-ID': messageId, ...listHeaders };
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
      await (
        await transport
      ).sendMail({
        from: settings.from,
        to: mail.toAddress,
        subject,
        html,
        text,
        messageId,
        headers: listHeaders,
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
