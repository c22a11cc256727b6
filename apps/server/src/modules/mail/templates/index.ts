import type { MailTemplate } from './layout';
import { emailChanged, emailConfirm } from './email-confirm';
import {
  accountRestored,
  accountSuspended,
  appealDecided,
  appealReceived,
  contentRemoved,
  reportSettled,
} from './moderation';
import { orderLate } from './order-late';
import { orderPlaced } from './order-placed';
import { orderUpdate } from './order-update';
import { passwordReset, passwordResetNoAccount, passwordResetSuspended } from './password-reset';
import { unreadMessages } from './unread-messages';
import { paymentReceived } from './payment-received';
import { payoutUpdate } from './payout-update';
import { reviewReceived } from './review-received';

/**
 * Every mail template by name, one file each. A new kind of mail is a file beside these and a line
 * here; `recordMail` then takes its name and its data, typed.
 */
export const mailTemplates = {
  'order-placed': orderPlaced,
  'order-update': orderUpdate,
  'order-late': orderLate,
  'review-received': reviewReceived,
  'payment-received': paymentReceived,
  'payout-update': payoutUpdate,
  'password-reset': passwordReset,
  'password-reset-no-account': passwordResetNoAccount,
  'password-reset-suspended': passwordResetSuspended,
  'email-confirm': emailConfirm,
  'email-changed': emailChanged,
  'report-settled': reportSettled,
  'content-removed': contentRemoved,
  'account-suspended': accountSuspended,
  'account-restored': accountRestored,
  'appeal-received': appealReceived,
  'appeal-decided': appealDecided,
  // Kind 'messages', for the per-kind preferences of recordMails.
  'unread-messages': unreadMessages,
};

export type MailTemplateName = keyof typeof mailTemplates;
/** The data a template's mail is recorded with. */
export type MailData<N extends MailTemplateName> =
  (typeof mailTemplates)[N] extends MailTemplate<infer D> ? D : never;
