import { pagePaths } from '@giglane/contract/page-paths';
import type { MailTemplate } from './layout';

/** The moves of an order that tell the other party by mail, beside its placing. */
export const ORDER_UPDATE_KINDS = [
  'requirements_answered',
  'order_delivered',
  'revision_requested',
  'order_completed',
  'order_cancelled',
  'cancellation_requested',
  'cancellation_declined',
  'extension_requested',
  'extension_accepted',
  'extension_declined',
  'dispute_opened',
  'dispute_received',
  'dispute_decided',
] as const;
export type OrderUpdateKind = (typeof ORDER_UPDATE_KINDS)[number];

type Data = {
  orderId: number;
  kind: OrderUpdateKind;
  gigTitle: string;
  /** Who made the move; null when the marketplace did (an order completed on its own). */
  actorName: string | null;
  note?: string | null;
};

const says: Record<
  OrderUpdateKind,
  { subject: string; heading: string; did: (who: string) => string; then: string }
> = {
  requirements_answered: {
    subject: 'Requirements answered',
    heading: 'The buyer answered your questions',
    did: (who) => `${who} answered the requirements of`,
    then: 'The order has started: its due date counts from now.',
  },
  order_delivered: {
    subject: 'Your order was delivered',
    heading: 'Your order was delivered',
    did: (who) => `${who} delivered`,
    then: 'Look at the delivery, then accept it or ask for a revision.',
  },
  revision_requested: {
    subject: 'A revision was asked',
    heading: 'A revision was asked',
    did: (who) => `${who} asked for a revision of`,
    then: 'Open the order to read what should change.',
  },
  order_completed: {
    subject: 'Order completed',
    heading: 'The order is complete',
    did: (who) => `${who} completed`,
    then: 'Thank you for working through Giglane.',
  },
  order_cancelled: {
    subject: 'Order cancelled',
    heading: 'The order was cancelled',
    did: (who) => `${who} cancelled`,
    then: 'Open the order to see its timeline.',
  },
  cancellation_requested: {
    subject: 'A cancellation was asked',
    heading: 'Cancel the order together?',
    did: (who) => `${who} asked to cancel`,
    then: 'Open the order to accept or decline. Without an answer in time, the order is cancelled.',
  },
  cancellation_declined: {
    subject: 'Cancellation declined',
    heading: 'The cancellation was declined',
    did: (who) => `${who} declined to cancel`,
    then: 'The order goes on as before.',
  },
  extension_requested: {
    subject: 'More days asked',
    heading: 'The seller asks for more days',
    did: (who) => `${who} asked for more days on`,
    then: 'Open the order to accept the new due date or decline it.',
  },
  extension_accepted: {
    subject: 'Extension accepted',
    heading: 'The new due date is set',
    did: (who) => `${who} accepted more days on`,
    then: 'The order shows its new due date.',
  },
  extension_declined: {
    subject: 'Extension declined',
    heading: 'The extension was declined',
    did: (who) => `${who} declined more days on`,
    then: 'The due date stays as it was.',
  },
  dispute_opened: {
    subject: 'A dispute was opened',
    heading: 'An admin will decide',
    did: (who) => `${who} opened a dispute on`,
    then: 'The order is on hold until an admin decides: no delivery, acceptance or request meanwhile. Messages still go through.',
  },
  // The opener's own receipt: `who` is them.
  dispute_received: {
    subject: 'Your dispute was opened',
    heading: 'An admin will decide',
    did: () => 'You opened a dispute on',
    then: 'The order is on hold until an admin decides: no delivery, acceptance or request meanwhile. You will be told of the decision, which both of you will read on the order.',
  },
  // Decided by an admin for Giglane: the mail names the marketplace, not the admin.
  dispute_decided: {
    subject: 'The dispute was decided',
    heading: 'The dispute is decided',
    did: () => 'Giglane decided the dispute on',
    then: 'Open the order to read the decision and see the money.',
  },
};

/** To the other party of an order's move: what happened, and the order's link. */
export const orderUpdate: MailTemplate<Data> = {
  kind: 'orders',
  subject: ({ kind, gigTitle }) => `${says[kind].subject}: ${gigTitle}`,
  body: ({ orderId, kind, gigTitle, actorName, note }, link) => ({
    preview: `${says[kind].did(actorName ?? 'Giglane')} “${gigTitle}”.`,
    heading: says[kind].heading,
    paragraphs: [`${says[kind].did(actorName ?? 'Giglane')} “${gigTitle}”.`, says[kind].then],
    quote: note ?? undefined,
    action: { label: 'Open the order', url: link(pagePaths.order(orderId)) },
  }),
};
