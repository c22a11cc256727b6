import { formatCents } from '@giglane/contract/payment-values';
import { pagePaths } from '@giglane/contract/page-paths';
import type { MailTemplate } from './layout';

/** To the buyer: their payment of an order went through; a receipt. */
export const paymentReceived: MailTemplate<{ orderId: number; gigTitle: string; amount: number }> =
  {
    kind: 'payments',
    subject: ({ gigTitle }) => `Payment received: ${gigTitle}`,
    body: ({ orderId, gigTitle, amount }, link) => ({
      preview: `We received your payment of ${formatCents(amount)}.`,
      heading: 'Thank you for your payment',
      paragraphs: [
        `We received your payment of ${formatCents(amount)} for “${gigTitle}”.`,
        'Giglane holds it until you accept the delivery; the seller has started on your order.',
      ],
      action: { label: 'See the receipt', url: link(pagePaths.receipt(orderId)) },
      footnote: `Order #${orderId}.`,
    }),
  };
