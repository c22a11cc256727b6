import { formatCents } from '@giglane/contract/payment-values';
import { pagePaths } from '@giglane/contract/page-paths';
import type { MailTemplate } from './layout';

const says = {
  requested: {
    subject: 'Withdrawal requested',
    line: (amount: string) => `You asked to withdraw ${amount}.`,
    then: 'It is taken from your available balance and is paid once an admin approves it.',
  },
  paid: {
    subject: 'Withdrawal paid',
    line: (amount: string) => `Your withdrawal of ${amount} was paid.`,
    then: 'It may take a few days to show in your account.',
  },
};

/** To the seller: a step of their withdrawal. */
export const payoutUpdate: MailTemplate<{ step: keyof typeof says; amount: number }> = {
  kind: 'payments',
  subject: ({ step, amount }) => `${says[step].subject}: ${formatCents(amount)}`,
  body: ({ step, amount }, link) => ({
    preview: says[step].line(formatCents(amount)),
    heading: says[step].subject,
    paragraphs: [says[step].line(formatCents(amount)), says[step].then],
    action: { label: 'Open your earnings', url: link(pagePaths.earnings()) },
  }),
};
