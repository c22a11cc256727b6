import { pagePaths } from '@giglane/contract/page-paths';
import type { AppealableAction, ReportTarget } from '@giglane/contract/report-values';
import type { MailTemplate } from './layout';

/*
 * The mails of moderation (decision 053), all of kind `account`: they concern the account's own
 * report or standing, so no preference turns them off.
 */

const targetNames: Record<ReportTarget, string> = {
  gig: 'gig',
  user: 'account',
  message: 'message',
  review: 'review',
  'buyer-review': 'review of a buyer',
};

/** To a reporter: an admin settled their report. What was done to whom stays between them. */
export const reportSettled: MailTemplate<{
  name: string;
  targetType: ReportTarget;
  summary: string;
  outcome: 'actioned' | 'dismissed';
}> = {
  kind: 'account',
  subject: ({ outcome }) =>
    outcome === 'actioned' ? 'We acted on your report' : 'We looked into your report',
  body: ({ name, targetType, summary, outcome }, link) => ({
    preview:
      outcome === 'actioned'
        ? `Thanks for reporting this ${targetNames[targetType]}: we took action.`
        : `We found no breach of our rules in the ${targetNames[targetType]} you reported.`,
    heading: outcome === 'actioned' ? 'We acted on your report' : 'We looked into your report',
    paragraphs: [
      `Hi ${name},`,
      outcome === 'actioned'
        ? `Thanks for reporting this ${targetNames[targetType]}. An admin reviewed it and took action under our rules.`
        : `Thanks for reporting this ${targetNames[targetType]}. An admin reviewed it and found no breach of our rules, so nothing was changed.`,
    ],
    quote: summary || undefined,
    action: { label: 'See Trust & Safety', url: link(pagePaths.trustAndSafety()) },
    footnote: 'If it happens again, report it again: every report is read.',
  }),
};

/** What an admin took down, in the words the author reads. */
const takenDown = {
  'hide-gig': { subject: 'Your gig was hidden', what: 'hid your gig' },
  'remove-message': { subject: 'Your message was removed', what: 'removed your message' },
  'remove-review': { subject: 'Your review was removed', what: 'removed your review' },
} as const;

/**
 * To the account behind a target: an admin hid their gig or removed what they wrote, and why. A
 * hidden gig may be appealed, once (decision 058); a removal is final.
 */
export const contentRemoved: MailTemplate<{
  name: string;
  action: keyof typeof takenDown;
  summary: string;
  note: string;
  actionId: number;
}> = {
  kind: 'account',
  subject: ({ action }) => takenDown[action].subject,
  body: ({ name, action, summary, note, actionId }, link) => ({
    preview: `An admin ${takenDown[action].what}: ${note}`,
    heading: takenDown[action].subject,
    paragraphs: [
      `Hi ${name},`,
      `An admin ${takenDown[action].what} for breaking Giglane’s rules.`,
      `The reason: ${note}`,
    ],
    quote: summary || undefined,
    ...(action === 'hide-gig'
      ? {
          action: { label: 'Appeal this decision', url: link(pagePaths.appeal(actionId)) },
          footnote: 'You can appeal once; an admin answers by e-mail.',
        }
      : {
          action: { label: 'Read the rules', url: link(pagePaths.trustAndSafety()) },
          footnote: 'A removal is final: what was removed cannot be restored.',
        }),
  }),
};

/** To a suspended account: it can no longer sign in, sell or message, and why. */
export const accountSuspended: MailTemplate<{ name: string; reason: string }> = {
  kind: 'account',
  subject: () => 'Your Giglane account is suspended',
  body: ({ name, reason }, link) => ({
    preview: `Your account is suspended: ${reason}`,
    heading: 'Your account is suspended',
    paragraphs: [
      `Hi ${name},`,
      'An admin suspended your Giglane account. You are signed out everywhere; until it is restored you cannot sign in, and your gigs, messages and seller page are out of sight.',
      `The reason: ${reason}`,
    ],
    action: { label: 'Appeal the suspension', url: link(pagePaths.appeal()) },
    footnote: 'You can appeal once, with your e-mail and password; an admin answers by e-mail.',
  }),
};

/** To an account an admin restored: it may sign in again. */
export const accountRestored: MailTemplate<{ name: string }> = {
  kind: 'account',
  subject: () => 'Your Giglane account is restored',
  body: ({ name }, link) => ({
    preview: 'You can sign in again.',
    heading: 'Your account is restored',
    paragraphs: [
      `Hi ${name},`,
      'An admin restored your Giglane account: you can sign in again, and your gigs are back in sight unless an admin hid one.',
    ],
    action: { label: 'Sign in', url: link(pagePaths.login()) },
  }),
};

const appealed: Record<AppealableAction, string> = {
  'hide-gig': 'the hiding of your gig',
  'suspend-user': 'the suspension of your account',
};

/** To an appeal's writer: it was received and waits for an admin (decision 058). */
export const appealReceived: MailTemplate<{
  name: string;
  action: AppealableAction;
  summary: string;
}> = {
  kind: 'account',
  subject: () => 'We received your appeal',
  body: ({ name, action, summary }, link) => ({
    preview: `An admin will read your appeal of ${appealed[action]}.`,
    heading: 'We received your appeal',
    paragraphs: [
      `Hi ${name},`,
      `Thanks for writing. An admin will read your appeal of ${appealed[action]} and answer by e-mail.`,
    ],
    quote: summary || undefined,
    action: { label: 'Read the rules', url: link(pagePaths.trustAndSafety()) },
  }),
};

/**
 * To an appeal's writer: an admin declined it, or granted a gig's (a granted suspension's appeal
 * is told by the restored account's own mail).
 */
export const appealDecided: MailTemplate<{
  name: string;
  action: AppealableAction;
  summary: string;
  outcome: 'granted' | 'declined';
  note: string;
}> = {
  kind: 'account',
  subject: ({ outcome }) =>
    outcome === 'granted' ? 'Your appeal was granted' : 'Your appeal was declined',
  body: ({ name, action, summary, outcome, note }, link) => ({
    preview:
      outcome === 'granted'
        ? `An admin took back ${appealed[action]}.`
        : `An admin read your appeal of ${appealed[action]}: the decision stands.`,
    heading: outcome === 'granted' ? 'Your appeal was granted' : 'Your appeal was declined',
    paragraphs: [
      `Hi ${name},`,
      outcome === 'granted'
        ? `An admin read your appeal and took back ${appealed[action]}.`
        : `An admin read your appeal of ${appealed[action]}, and the decision stands.`,
      `The answer: ${note}`,
    ],
    quote: summary || undefined,
    action: { label: 'Read the rules', url: link(pagePaths.trustAndSafety()) },
  }),
};
