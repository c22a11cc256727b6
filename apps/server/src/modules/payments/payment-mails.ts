import type { Transaction } from '../../db/client';
import { findAddressees, findGigTitles, recordMails } from '../mail/mail-service';

/*
 * The mails of money's steps (decision 049), each in the transaction of the step it announces:
 * the buyer's receipt when a payment is taken, the seller's when a withdrawal moves.
 */

/** The buyer's receipt of an order's payment. */
export async function mailPaymentReceived(
  tx: Transaction,
  order: { id: number; gigId: number; buyerId: number },
  amount: number,
) {
  const buyer = (await findAddressees(tx, [order.buyerId])).get(order.buyerId);
  if (!buyer) return;
  const titles = await findGigTitles(tx, [order.gigId]);
  await recordMails(tx, [
    {
      to: buyer.email,
      userId: order.buyerId,
      template: 'payment-received',
      data: { orderId: order.id, gigTitle: titles.get(order.gigId) ?? 'your order', amount },
    },
  ]);
}

/** The seller's word of a step of their withdrawal. */
export async function mailPayoutStep(
  tx: Transaction,
  withdrawal: { sellerId: number; amount: number },
  step: 'requested' | 'paid',
) {
  const seller = (await findAddressees(tx, [withdrawal.sellerId])).get(withdrawal.sellerId);
  if (!seller) return;
  await recordMails(tx, [
    {
      to: seller.email,
      userId: withdrawal.sellerId,
      template: 'payout-update',
      data: { step, amount: withdrawal.amount },
    },
  ]);
}
