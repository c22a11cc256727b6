import { z } from 'zod';
import { paging, pagingQuery } from './paging';

/** Where a mail is: waiting for the worker, handed to the SMTP server, or kept (no SMTP_URL). */
export const MAIL_STATUSES = ['queued', 'sent', 'kept'] as const;

/** One mail in the admins' Mail outbox list, newest first. */
export const mailSummary = z.object({
  id: z.number().int(),
  to: z.string(),
  template: z.string(),
  subject: z.string().nullable().describe('null until the worker has rendered it'),
  status: z.enum(MAIL_STATUSES),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type MailSummary = z.infer<typeof mailSummary>;

/** GET /api/admin/mail: a page of the mails, newest first; `keyword` matches recipient or subject. */
export const mailListQuery = pagingQuery;
export const mailList = paging(mailSummary);

/** GET /api/admin/mail/{id}: one mail as it left; its bodies are null once sent by SMTP. */
export const mailDetail = mailSummary.extend({
  html: z.string().nullable(),
  htmlUrl: z
    .string()
    .nullable()
    .describe(
      'a signed link to GET /api/admin/mail/{id}/html, for a frame: the HTML alone under a policy of its own, for a short while; null when the HTML is not kept',
    ),
  text: z.string().nullable(),
  headers: z.record(z.string(), z.string()),
});
export type MailDetail = z.infer<typeof mailDetail>;

/**
 * The kinds of mail a user may turn off, each on by default (decision 049). Account mail (a reset
 * link, a confirmation, a change of address) always goes and is no choice.
 */
export const MAIL_CHOICES = ['orders', 'messages', 'reviews', 'payments'] as const;
export type MailChoice = (typeof MAIL_CHOICES)[number];

const choice = (what: string) => z.boolean().describe(`whether ${what} are e-mailed`);

/** GET and PUT /api/me/mail-preferences: each kind of mail, on or off. */
export const mailPreferences = z.object({
  orders: choice(
    "an order's moves (placed, answered, delivered, revision, completed, cancelled, late)",
  ),
  messages: choice('unread messages'),
  reviews: choice('reviews of your gigs'),
  payments: choice('payment receipts and withdrawal steps'),
});
export type MailPreferences = z.infer<typeof mailPreferences>;

/** The unsubscribe token of a mail's List-Unsubscribe link: signed, naming a user and a kind. */
export const unsubscribeQuery = z.object({
  token: z
    .string()
    .min(1, 'must not be blank')
    .max(200)
    .describe("the token of the mail's List-Unsubscribe link"),
});

/** POST /api/mail/unsubscribe: RFC 8058's one-click body, `List-Unsubscribe=One-Click`. */
export const unsubscribeBody = z.object({
  'List-Unsubscribe': z.literal('One-Click', { error: 'must be One-Click' }),
});

/** Which mails a token's link turns off, and whether they still come. */
export const unsubscribeState = z.object({
  kind: z.enum(MAIL_CHOICES),
  subscribed: z.boolean(),
});
export type UnsubscribeState = z.infer<typeof unsubscribeState>;
