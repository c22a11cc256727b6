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
