import { pagePaths } from '@giglane/contract/page-paths';
import type { MailTemplate } from './layout';

type Data = {
  orderId: number;
  gigTitle: string;
  /** Whom it is to: the buyer may now cancel; the seller should deliver. */
  to: 'buyer' | 'seller';
  otherName: string;
};

/** To both parties, once, when a started order passes its due time undelivered. */
export const orderLate: MailTemplate<Data> = {
  kind: 'orders',
  subject: ({ gigTitle }) => `Order late: ${gigTitle}`,
  body: ({ orderId, gigTitle, to, otherName }, link) => ({
    preview: `“${gigTitle}” is past its due date.`,
    heading: 'The order is late',
    paragraphs:
      to === 'seller'
        ? [
            `Your order for ${otherName}, “${gigTitle}”, is past its due date and not delivered.`,
            'Deliver it as soon as you can, or write to the buyer: they may now cancel it.',
          ]
        : [
            `${otherName} has not delivered “${gigTitle}” by its due date.`,
            'You may wait, write to the seller, or cancel the order from its page.',
          ],
    action: { label: 'Open the order', url: link(pagePaths.order(orderId)) },
  }),
};
