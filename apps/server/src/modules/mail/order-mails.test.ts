import { afterEach, describe, expect, it } from 'vitest';
import { orderWorld, ordersApi } from '../../testing/orders';
import { linksOf, startSmtpServer, type ReceivedMail } from '../../testing/smtp-server';
import { createTestApp } from '../../testing/test-app';
import { untilHandled } from '../../testing/until-handled';
import type { Caller } from '../../testing/seller-gigs';

const undo: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of undo.splice(0).reverse()) await step();
});

const PUBLIC = 'https://giglane.example';
const emailOf = (caller: Caller) => (caller as Caller & { email: string }).email;

/** The order page a mail's button opens, checked to be the order's. */
function orderLink(mail: ReceivedMail, orderId: number) {
  const link = linksOf(mail).find((href) => href.includes('/orders/'));
  expect(link).toBe(`${PUBLIC}/orders/${orderId}`);
  expect(mail.text).toContain(`Open the order: ${PUBLIC}/orders/${orderId}`);
  return link!;
}

describe('order mails', () => {
  it('tells the other party of every move of an order, by SMTP, with a link to the order', async () => {
    const smtp = await startSmtpServer(undo);
    const t = await createTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC });
    undo.push(() => t.close());
    const { seller, buyer, gig } = await orderWorld(t);
    const orders = ordersApi(t);
    await orders.setRequirements(gig.id, seller, ['What is the name of your shop?']);

    const order = await orders.placed(buyer, { gigId: gig.id, package: 'basic' });
    const placed = await smtp.waitForMailTo(emailOf(seller), /^New order:/);
    expect(placed.subject).toBe('New order: I will design a logo for your shop');
    expect(placed.text).toContain('Bao Buyer ordered “I will design a logo for your shop”.');
    expect(placed.html).toContain('Bao Buyer ordered');
    orderLink(placed, order.id);
    // The seller may open what the link shows.
    expect((await orders.view(order.id, seller.token)).status).toBe(200);

    expect((await orders.answer(order.id, buyer.token, ['Lotus Tea'])).status).toBe(200);
    const answered = await smtp.waitForMailTo(emailOf(seller), /^Requirements answered/);
    orderLink(answered, order.id);

    expect((await orders.deliver(order.id, seller.token, 'Here is the logo')).status).toBe(200);
    const delivered = await smtp.waitForMailTo(emailOf(buyer), /^Your order was delivered/);
    expect(delivered.text).toContain('Sam Seller delivered “I will design a logo for your shop”.');
    orderLink(delivered, order.id);

    expect((await orders.askRevision(order.id, buyer.token, 'Bigger <b>letters</b>')).status).toBe(
      200,
    );
    const revision = await smtp.waitForMailTo(emailOf(seller), /^A revision was asked/);
    expect(revision.text).toContain('> Bigger <b>letters</b>');
    expect(revision.html).toContain('Bigger &lt;b&gt;letters&lt;/b&gt;');

    expect((await orders.deliver(order.id, seller.token, 'Bigger now')).status).toBe(200);
    expect((await orders.accept(order.id, buyer.token)).status).toBe(200);
    const completed = await smtp.waitForMailTo(emailOf(seller), /^Order completed/);
    expect(completed.text).toContain('Bao Buyer completed');

    const second = await orders.placed(buyer, { gigId: gig.id, package: 'basic' });
    expect((await orders.cancel(second.id, buyer.token)).status).toBe(200);
    const cancelled = await smtp.waitForMailTo(emailOf(seller), /^Order cancelled/);
    orderLink(cancelled, second.id);

    await untilHandled(t.db);
    // One mail per move, to the party who did not make it; none to the one who did.
    expect(smtp.received.map((mail) => [mail.envelopeTo[0], mail.subject?.split(':')[0]])).toEqual([
      [emailOf(seller), 'New order'],
      [emailOf(seller), 'Requirements answered'],
      [emailOf(buyer), 'Your order was delivered'],
      [emailOf(seller), 'A revision was asked'],
      [emailOf(buyer), 'Your order was delivered'],
      [emailOf(seller), 'Order completed'],
      [emailOf(seller), 'New order'],
      [emailOf(seller), 'Order cancelled'],
    ]);
    for (const mail of smtp.received) {
      expect(mail.from?.value[0]?.address).toBe('no-reply@giglane.dev');
      expect(typeof mail.html).toBe('string');
      expect(mail.text?.length).toBeGreaterThan(0);
      expect(linksOf(mail).every((href) => href.startsWith(`${PUBLIC}/`))).toBe(true);
    }
  });
});
