import { pagePaths } from '@giglane/contract/page-paths';
import type { MailTemplate } from './layout';

/** To an account's address: the link to set a new password (decision 048). */
export const passwordReset: MailTemplate<{ name: string; token: string }> = {
  kind: 'account',
  subject: () => 'Set a new Giglane password',
  body: ({ name, token }, link) => ({
    preview: 'Your link to set a new password, valid for one hour.',
    heading: 'Set a new password',
    paragraphs: [
      `Hi ${name},`,
      'Someone, hopefully you, asked to set a new password for your Giglane account. Setting one signs you out on every other device.',
    ],
    action: { label: 'Set a new password', url: link(pagePaths.resetPassword(token)) },
    footnote:
      'The link works once, for one hour. If you did not ask for it, ignore this mail: your password stays as it is.',
  }),
};

/** To an address with no account: the same request, answered without telling anyone else. */
export const passwordResetNoAccount: MailTemplate<Record<string, never>> = {
  kind: 'account',
  subject: () => 'Set a new Giglane password',
  body: (_data, link) => ({
    preview: 'Someone asked to reset a password for this address, which has no account.',
    heading: 'No Giglane account uses this address',
    paragraphs: [
      'Someone, hopefully you, asked to set a new Giglane password for this address, but no account uses it.',
      'If you have an account, it may be under another address. Or you can join with this one.',
    ],
    action: { label: 'Join Giglane', url: link(pagePaths.register()) },
    footnote: 'If you did not ask, ignore this mail.',
  }),
};

/**
 * To a suspended account's address: no reset link, since a new password opens nothing, but why, and
 * the appeal page, as its sign-in would say (decisions 053 and 058).
 */
export const passwordResetSuspended: MailTemplate<{ name: string; reason: string }> = {
  kind: 'account',
  subject: () => 'Set a new Giglane password',
  body: ({ name, reason }, link) => ({
    preview: 'Your Giglane account is suspended: a new password would not open it.',
    heading: 'Your account is suspended',
    paragraphs: [
      `Hi ${name},`,
      'Someone, hopefully you, asked to set a new password for your Giglane account. The account is suspended, so a new password would not open it, and none was set.',
      `The reason: ${reason}`,
      'You can appeal the suspension once, with your e-mail and password.',
    ],
    action: { label: 'Appeal the suspension', url: link(pagePaths.appeal()) },
    footnote: 'If you did not ask, ignore this mail.',
  }),
};
