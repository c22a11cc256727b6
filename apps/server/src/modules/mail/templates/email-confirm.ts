import { pagePaths } from '@giglane/contract/page-paths';
import type { MailTemplate } from './layout';

/** To a new or changed address: the link that confirms it (decision 048). */
export const emailConfirm: MailTemplate<{ name: string; token: string }> = {
  kind: 'account',
  subject: () => 'Confirm your Giglane e-mail address',
  body: ({ name, token }, link) => ({
    preview: 'One click confirms this address for your Giglane account.',
    heading: 'Confirm your e-mail address',
    paragraphs: [
      `Hi ${name},`,
      'Confirm that this address is yours: Giglane then sends your account’s mail here.',
    ],
    action: { label: 'Confirm this address', url: link(pagePaths.confirmEmail(token)) },
    footnote: 'The link works for 24 hours. If you did not ask for it, ignore this mail.',
  }),
};

/** To the old address once a new one took its place: the change did not go unnoticed. */
export const emailChanged: MailTemplate<{ name: string; newEmail: string }> = {
  kind: 'account',
  subject: () => 'Your Giglane e-mail address was changed',
  body: ({ name, newEmail }, link) => ({
    preview: `Your Giglane account now uses ${newEmail}.`,
    heading: 'Your e-mail address was changed',
    paragraphs: [
      `Hi ${name},`,
      `Your Giglane account now uses ${newEmail}; mail no longer comes to this address.`,
      'If you did not make this change, set a new password at once and contact us.',
    ],
    action: { label: 'Set a new password', url: link(pagePaths.forgotPassword()) },
  }),
};
