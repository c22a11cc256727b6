import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { MAIL_CHOICES, type MailChoice } from '@giglane/contract/mail';
import { users } from '../accounts/accounts-schema';

/** Where a mail is: waiting for the worker, handed to the SMTP server, or kept for the Mail outbox. */
export const MAIL_STATUSES = ['queued', 'sent', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every e-mail the app sends (decision 047): written with what it announces, by `recordMail`,
 * then rendered and sent by the outbox's worker. `data` is what its template needs; the rendered
 * `subject`, `html` and `text` are filled when it leaves. With SMTP configured the data and the
 * bodies are emptied once it is sent (they may hold a secret link); without it they are kept, as
 * the Mail outbox shows them. `key` makes the Message-ID, the same on every attempt.
 */
export const mails = pgTable(
  'mails',
  {
    id: serial('id').primaryKey(),
    key: uuid('key').notNull().defaultRandom(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    data: jsonb('data').$type<Record<string, unknown> | null>(),
    status: text('status').$type<MailStatus>().notNull().default('queued'),
    subject: text('subject'),
    html: text('html'),
    text: text('text'),
    /** The headers it left with (List-Unsubscribe and the like), as the Mail outbox shows them. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mails_created_idx').on(t.createdAt),
    index('mails_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    check('mails_status_check', sql`${t.status} in ('queued', 'sent', 'kept')`),
  ],
);

/**
 * The kinds of mail each user turned off (decision 049): a row says "no more of these". Every
 * kind is on until then, so an account needs no row, and `recordMails` reads this table in the
 * statement that writes the mails.
 */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MailChoice>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check(
      'mail_opt_outs_kind_check',
      sql.raw(`kind in (${MAIL_CHOICES.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
);
