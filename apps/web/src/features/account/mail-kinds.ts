import type { MailChoice } from '@giglane/contract/mail';

/** What each kind of e-mail is called and sends, for the settings and unsubscribe pages. */
export const mailKinds: Record<MailChoice, { label: string; plural: string; sends: string }> = {
  orders: {
    label: 'Orders',
    plural: 'order e-mails',
    sends:
      'New orders, answered requirements, deliveries, revision requests, completed, cancelled and late orders.',
  },
  messages: {
    label: 'Messages',
    plural: 'message e-mails',
    sends: 'Messages you have not read after a few minutes: one e-mail per conversation.',
  },
  reviews: {
    label: 'Reviews',
    plural: 'review e-mails',
    sends: 'When a buyer reviews one of your gigs.',
  },
  payments: {
    label: 'Payments',
    plural: 'payment e-mails',
    sends: 'Receipts for what you pay, and each step of your withdrawals.',
  },
};
