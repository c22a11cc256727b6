import { sql } from 'drizzle-orm';
import { writeMessage } from '../../modules/messaging/messages-repository';
import { toldOfMessage } from '../../modules/messaging/messages-rules';
import { queryRows, type Database } from '../client';

const HOUR = 3_600_000;

/** Who writes, how long before (-) or after (+) the order was placed, and what. */
type Line = { from: 'buyer' | 'seller'; hours: number; text: string };

/** Before ordering: the buyer asks from the gig page's Contact Me. */
const INQUIRY: Line[] = [
  {
    from: 'buyer',
    hours: -26,
    text: 'Hi! Before I order: could you fit this around a small bakery’s brand? I can send photos of the shop.',
  },
  {
    from: 'seller',
    hours: -25,
    text: 'Hi, happy to. Send whatever you have and tell me your deadline; the package as listed covers it.',
  },
  { from: 'buyer', hours: -2, text: 'Great, thank you. I’m placing the order now.' },
];

/** In the order's own thread; the seller's question is left unread. */
const ORDER_THREAD: Line[] = [
  {
    from: 'seller',
    hours: 1,
    text: 'Thanks for the order! I have what I need to start; you’ll see a first version before the due date.',
  },
  { from: 'buyer', hours: 2, text: 'Perfect, thank you.' },
  {
    from: 'seller',
    hours: 3,
    text: 'Quick question: would you like a lighter or a darker background for the first version?',
  },
];

/**
 * The demo buyer's talk with the seller of her latest order, so the inbox, the order page's thread
 * and the header's badges show something on the first start: the exchange before she ordered (all
 * read) and the order's thread, whose last message waits for her. Written as the messages' service
 * writes them, with their unread counts and notifications but no live events (a seeded history is
 * not news); its times follow the order's, so each start makes the same talk.
 */
export async function seedConversations(db: Database, buyerEmail: string): Promise<void> {
  const [order] = await queryRows<{
    id: number;
    buyerId: number;
    sellerId: number;
    gigId: number;
    placedAt: Date | string;
  }>(
    db,
    sql`select h.id, h.hirer_id as "buyerId", h.seller_id as "sellerId", h.job_id as "gigId",
               h.placed_at as "placedAt"
          from hires h join users u on u.id = h.hirer_id
         where lower(u.email) = lower(${buyerEmail})
         order by h.placed_at desc, h.id desc limit 1`,
  );
  if (!order) return;
  const placed = new Date(order.placedAt).getTime();
  const write = (orderId: number | null, lines: Line[]) =>
    db.transaction(async (tx) => {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`insert into conversations (seller_id, buyer_id, gig_id, order_id, created_at)
            values (${order.sellerId}, ${order.buyerId}, ${order.gigId}, ${orderId},
                    ${new Date(placed + lines[0]!.hours * HOUR)})
            returning id`,
      );
      const { buyerId, sellerId, gigId } = order;
      const conversation = { id: row!.id, buyerId, sellerId, gigId, orderId };
      for (const line of lines) {
        const senderId = line.from === 'buyer' ? order.buyerId : order.sellerId;
        await writeMessage(
          tx,
          {
            conversationId: conversation.id,
            senderId,
            text: line.text,
            clientKey: null,
            at: new Date(placed + line.hours * HOUR),
          },
          toldOfMessage(conversation, senderId).notice,
        );
      }
      return conversation.id;
    });
  const inquiry = await write(null, INQUIRY);
  await write(order.id, ORDER_THREAD);
  // Both read the exchange before the order to its end.
  await db.execute(sql`
    update conversation_members m set read_up_to = c.last_message_id, unread = 0
      from conversations c where c.id = m.conversation_id and c.id = ${inquiry}`);
  await db.execute(sql`
    update notifications set read_at = now() where conversation_id = ${inquiry}`);
}
