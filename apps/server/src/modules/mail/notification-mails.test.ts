import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { orders as orderRows } from '../orders/orders-schema';
import { recordEvents } from '../../lib/outbox';
import { orderWorld, ordersApi } from '../../testing/orders';
import { untilHandled } from '../../testing/until-handled';
import { paymentsApi } from '../../testing/payments';
import { headerOf, linksOf, startSmtpServer, type ReceivedMail } from '../../testing/smtp-server';
import { call, createTestApp, type TestApp } from '../../testing/test-app';

const undo: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of undo.splice(0).reverse()) await step();
});

const PUBLIC = 'https://giglane.example';
const onPostgres = process.env.GIGLANE_TEST_DB === 'postgres';

/** The mail's one button, absolute, and its one-click unsubscribe of `kind`. */
function expectLinks(mail: ReceivedMail, button: string) {
  expect(linksOf(mail)).toContain(`${PUBLIC}${button}`);
  expect(linksOf(mail).every((href) => href.startsWith(`${PUBLIC}/`))).toBe(true);
  expect(headerOf(mail, 'List-Unsubscribe')).toMatch(
    /^<https:\/\/giglane\.example\/api\/mail\/unsubscribe\?token=/,
  );
}

/** Puts an order's due time in the past, as the clock would. */
const makeLate = (t: TestApp, id: number) =>
  t.db
    .update(orderRows)
    .set({ dueAt: sql`now() - interval '1 minute'` })
    .where(eq(orderRows.id, id));

describe('late orders', () => {
  it('tell buyer and seller once, from a round that a restarted server asks for itself', async () => {
    // The order becomes late while the server is down; the next one to start tells its parties.
    const dataDir = onPostgres ? undefined : await mkdtemp(path.join(tmpdir(), 'giglane-late-'));
    if (dataDir) undo.push(() => rm(dataDir, { recursive: true, force: true }));
    const first = await createTestApp(dataDir ? { dataDir } : {});
    const world = await orderWorld(first);
    const orders = ordersApi(first);
    const late = await orders.placed(world.buyer, { gigId: world.gig.id, package: 'basic' });
    const onTime = await orders.placed(world.buyer, { gigId: world.gig.id, package: 'basic' });
    await makeLate(first, late.id);
    if (dataDir) await first.close();
    else {
      await first.app.close();
      undo.push(() => first.close());
    }

    const smtp = await startSmtpServer(undo);
    const t = await createTestApp({
      smtpUrl: smtp.url,
      publicUrl: PUBLIC,
      ...(dataDir
        ? { dataDir }
        : { shareDatabaseWith: { databaseUrl: first.databaseUrl, jwtSecret: first.jwtSecret } }),
    });
    undo.push(() => t.close());

    const toSeller = await smtp.waitForMailTo(world.seller.email, /^Order late/);
    const toBuyer = await smtp.waitForMailTo(world.buyer.email, /^Order late/);
    expect(toSeller.subject).toBe('Order late: I will design a logo for your shop');
    expect(toSeller.text).toContain('Your order for Bao Buyer');
    expect(toSeller.text).toContain('they may now cancel it');
    expect(toBuyer.text).toContain('Sam Seller has not delivered');
    for (const mail of [toSeller, toBuyer]) expectLinks(mail, `/orders/${late.id}`);

    // Another round tells nobody again; the order on time is never mentioned.
    await recordEvents(t.db, [{ topic: 'orders.mail-late', payload: {} }]);
    t.app.outbox.wake();
    await untilHandled(t.db);
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received.every((mail) => !mail.text?.includes(`/orders/${onTime.id}`))).toBe(true);
  });
});

describe('reviews', () => {
  it('tell the seller of a review through either door: a blind one without its stars or words, a comment with them', async () => {
    const smtp = await startSmtpServer(undo);
    const t = await createTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC });
    undo.push(() => t.close());
    const { seller, buyer, gig } = await orderWorld(t);
    const orders = ordersApi(t);
    const order = await orders.placed(buyer, { gigId: gig.id, package: 'basic' });
    await orders.deliver(order.id, seller.token, 'Done');
    expect((await orders.accept(order.id, buyer.token)).status).toBe(200);

    const review = { stars: 4, communication: 5, asDescribed: 4, recommend: 3, text: 'Good work' };
    const written = await call(t.app, 'POST', `/api/orders/${order.id}/review`, {
      token: buyer.token,
      body: review,
    });
    expect(written.status).toBe(201);
    const mail = await smtp.waitForMailTo(seller.email, /^New review/);
    expect(mail.subject).toBe('New review: I will design a logo for your shop');
    // Blind until the seller reviews the buyer (decision 054): neither its stars nor its words.
    expect(mail.text).toContain('Bao Buyer reviewed their order of “I will design a logo');
    expect(mail.text).toContain('you will read theirs once you have reviewed them');
    expect(mail.text).not.toContain('Good work');
    expect(mail.text).not.toContain('4 of 5');
    expect(mail.html).not.toContain('Good work');
    expectLinks(mail, `/orders/${order.id}`);

    // The original API's review form tells the seller too; a comment is public at once.
    const other = await t.createUser({ name: 'Olga Other' });
    const posted = await call(t.app, 'POST', '/api/binh-luan', {
      token: other.token,
      body: { maCongViec: gig.id, noiDung: 'Lovely <b>logo</b>', saoBinhLuan: 5 },
    });
    expect(posted.status).toBe(201);
    const second = await smtp.waitFor(
      (received) => received.subject?.startsWith('New review') === true && received !== mail,
    );
    expect(second.envelopeTo).toEqual([seller.email]);
    expect(second.text).toContain('Olga Other gave “I will design a logo for your shop” 5 of 5');
    expect(second.html).toContain('Lovely &lt;b&gt;logo&lt;/b&gt;');
    expectLinks(second, `/jobdetail/${gig.id}`);
  });
});

describe('money', () => {
  it('sends the buyer a receipt and the seller each step of a withdrawal', async () => {
    const smtp = await startSmtpServer(undo);
    const t = await createTestApp({
      smtpUrl: smtp.url,
      publicUrl: PUBLIC,
      payments: { mode: 'test' },
      clearingEveryMs: 3_600_000,
    });
    undo.push(() => t.close());
    const { seller, buyer, gig } = await orderWorld(t);
    const admin = await t.createAdmin();
    const orders = ordersApi(t);
    const money = paymentsApi(t);

    const order = await orders.placed(buyer, { gigId: gig.id, package: 'premium' });
    const payment = await money.paid(order.id, buyer);
    const receipt = await smtp.waitForMailTo(buyer.email, /^Payment received/);
    expect(receipt.subject).toBe('Payment received: I will design a logo for your shop');
    expect(receipt.text).toContain(`We received your payment of US$`);
    expect(receipt.text).toContain(
      `US$${(payment.total / 100).toFixed(2)} for “I will design a logo for your shop”`,
    );
    expectLinks(receipt, `/orders/${order.id}/receipt`);

    await orders.deliver(order.id, seller.token, 'Done');
    await orders.accept(order.id, buyer.token);
    await money.clearDue(new Date(Date.now() + 15 * 86_400_000));
    const asked = await money.withdrawn(seller, 5_000);
    const requested = await smtp.waitForMailTo(seller.email, /^Withdrawal requested/);
    expect(requested.subject).toBe('Withdrawal requested: US$50.00');
    expectLinks(requested, '/seller-dashboard/earnings');

    expect((await money.moveWithdrawal(asked.id, 'approve', admin.token)).status).toBe(200);
    expect((await money.moveWithdrawal(asked.id, 'paid', admin.token)).status).toBe(200);
    const paid = await smtp.waitForMailTo(seller.email, /^Withdrawal paid/);
    expect(paid.text).toContain('Your withdrawal of US$50.00 was paid.');
    expectLinks(paid, '/seller-dashboard/earnings');
  });
});
