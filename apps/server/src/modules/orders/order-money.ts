import type { OrderState } from '@giglane/contract/order-values';
import type { QuoteFee } from '@giglane/contract/orders';
import type { Database, Transaction } from '../../db/client';
import type { Transition } from './orders-rules';

/**
 * What the orders' service asks of money (decision 045), in its own transactions: the buyer's fees
 * a quote shows, the terms an order is placed at, whether it still waits for its payment, and the
 * money's movement with each move of the state machine. The payments' module implements it and
 * `services.ts` passes it in: orders import nothing of payments.
 */
export type OrderMoney = {
  /** The buyer's fees for a package's price in whole US$; none when payments are off. */
  quoteFees(priceDollars: number): QuoteFee[];
  /** Fixes the order's terms at placing, from the schedule its quote showed. */
  fixTerms(tx: Transaction, orderId: number, priceDollars: number): Promise<void>;
  /**
   * Whether the order waits for its payment before it may start: in a move's transaction, or on
   * the database for a page's read.
   */
  isDue(db: Database | Transaction, orderId: number): Promise<boolean>;
  /** Refuses (409) to delete the record of an order that holds the buyer's money. */
  assertMayDelete(tx: Transaction, orderId: number): Promise<void>;
  /** The money's movement of a move just made: `before` is the state it left. */
  afterMove(
    tx: Transaction,
    order: { id: number; sellerId: number; before: OrderState },
    move: Transition,
    context: { now: Date; refund?: number },
  ): Promise<void>;
};
