import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mails } from './mail-schema';
import { recordMail } from './mail-service';
import { untilHandled } from '../../testing/until-handled';
import { headerOf, linksOf, startSmtpServer } from '../../testing/smtp-server';
import { createTestApp } from '../../testing/test-app';

const undo: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of undo.splice(0).reverse()) await step();
});

const placed = { orderId: 7, gigTitle: 'I will <design> your logo', buyerName: 'Ann & Co' };

describe('mail core', () => {
  it('sends a recorded mail by SMTP once its transaction commits, in HTML and plain text', async () => {
    const smtp = await startSmtpServer(undo);
    const t = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://giglane.example' });
    undo.push(() => t.close());
    const seller = await t.createUser();

    const id = await t.db.transaction((tx) =>
      recordMail(tx, {
        to: seller.email,
        userId: seller.id,
        template: 'order-placed',
        data: placed,
      }),
    );
    t.app.outbox.wake();
    const mail = await smtp.waitForMailTo(seller.email);

    expect(mail.subject).toBe('New order: I will <design> your logo');
    expect(mail.from?.value).toEqual([{ name: 'Giglane', address: 'no-reply@giglane.dev' }]);
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@giglane\.dev>$/);
    expect(mail.text).toContain('Ann & Co ordered “I will <design> your logo”.');
    expect(mail.text).toContain('Open the order: https://giglane.example/orders/7');
    // Data is escaped in the HTML, never markup.
    expect(mail.html).toContain('I will &lt;design&gt; your logo');
    expect(mail.html).not.toContain('<design>');
    expect(linksOf(mail)).toContain('https://giglane.example/orders/7');
    expect(linksOf(mail).every((link) => link.startsWith('https://giglane.example/'))).toBe(true);

    // Sent: the database keeps the envelope, not the bodies nor the data.
    await untilHandled(t.db);
    const [row] = await t.db.select().from(mails).where(eq(mails.id, id!));
    expect(row).toMatchObject({ status: 'sent', subject: mail.subject, html: null, text: null });
    expect(row!.data).toBeNull();
    // To a user: the one-click unsubscribe headers it left with (decision 049).
    expect(row!.headers).toEqual({
      'Message-ID': mail.messageId,
      'List-Unsubscribe': headerOf(mail, 'List-Unsubscribe'),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('sends nothing for a rolled-back transaction', async () => {
    const smtp = await startSmtpServer(undo);
    const t = await createTestApp({ smtpUrl: smtp.url });
    undo.push(() => t.close());
    const seller = await t.createUser();

    await t.db
      .transaction(async (tx) => {
        await recordMail(tx, {
          to: seller.email,
          userId: seller.id,
          template: 'order-placed',
          data: placed,
        });
        throw new Error('rolled back');
      })
      .catch(() => {});
    await t.db.transaction((tx) =>
      recordMail(tx, {
        to: 'other@example.com',
        userId: null,
        template: 'order-placed',
        data: placed,
      }),
    );
    t.app.outbox.wake();
    await smtp.waitForMailTo('other@example.com');
    await untilHandled(t.db);
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([['other@example.com']]);
    expect(await t.countRows('mails')).toBe(1);
  });

  it('keeps the rendered mail for the Mail outbox without SMTP', async () => {
    const t = await createTestApp({ publicUrl: 'http://localhost:4999' });
    undo.push(() => t.close());
    const id = await t.db.transaction((tx) =>
      recordMail(tx, {
        to: 'seller@example.com',
        userId: null,
        template: 'order-placed',
        data: placed,
      }),
    );
    t.app.outbox.wake();
    await untilHandled(t.db);
    const [row] = await t.db.select().from(mails).where(eq(mails.id, id!));
    expect(row).toMatchObject({ status: 'kept', subject: 'New order: I will <design> your logo' });
    expect(row!.html).toContain('href="http://localhost:4999/orders/7"');
    expect(row!.text).toContain('Open the order: http://localhost:4999/orders/7');
    expect(row!.data).toEqual(placed);
  });
});
