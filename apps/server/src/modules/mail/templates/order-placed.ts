import { pagePaths } from '@giglane/contract/page-paths';
import type { MailTemplate } from './layout';

/** To the seller: a buyer placed an order for one of their gigs. */
export const orderPlaced: MailTemplate<{
  orderId: number;
  gigTitle: string;
  buyerName: string;
}> = {
  kind: 'orders',
  subject: ({ gigTitle }) => `New order: ${gigTitle}`,
  body: ({ orderId, gigTitle, buyerName }, link) => ({
    preview: `${buyerName} ordered ${gigTitle}.`,
    heading: 'You have a new order',
    paragraphs: [`${buyerName} ordered “${gigTitle}”.`, 'Open the order to see what they need.'],
    action: { label: 'Open the order', url: link(pagePaths.order(orderId)) },
  }),
};
