import { afterEach, describe, expect, it } from 'vitest';
import { mailDetail, mailList } from '@giglane/contract/mail';
import { orderWorld, ordersApi } from '../../testing/orders';
import { untilHandled } from '../../testing/outbox';
import { call, contentOf, createTestApp } from '../../testing/test-app';

const undo: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of undo.splice(0).reverse()) await step();
});

describe('the Mail outbox', () => {
  it('shows admins, and only them, the mails kept without SMTP, each with both parts', async () => {
    const t = await createTestApp({ publicUrl: 'https://giglane.example' });
    undo.push(() => t.close());
    const { seller, buyer, gig } = await orderWorld(t);
    const order = await ordersApi(t).placed(buyer, { gigId: gig.id, package: 'basic' });
    await untilHandled(t.db);
    const admin = await t.createAdmin();

    const listed = await call(t.app, 'GET', '/api/admin/mail?pageSize=5', { token: admin.token });
    expect(listed.status).toBe(200);
    const page = contentOf(mailList, listed.body);
    expect(page.totalRow).toBe(1);
    const [first] = page.data;
    expect(first).toMatchObject({
      template: 'order-placed',
      status: 'kept',
      subject: 'New order: I will design a logo for your shop',
    });
    expect(first!.to).toBe((seller as typeof seller & { email: string }).email);

    const opened = await call(t.app, 'GET', `/api/admin/mail/${first!.id}`, {
      token: admin.token,
    });
    expect(opened.status).toBe(200);
    const mail = contentOf(mailDetail, opened.body);
    expect(mail.html).toContain(`href="https://giglane.example/orders/${order.id}"`);
    expect(mail.text).toContain(`Open the order: https://giglane.example/orders/${order.id}`);
    expect(mail.headers['Message-ID']).toMatch(/^<[0-9a-f-]{36}@giglane\.dev>$/);

    // A keyword finds by recipient or subject; a wildcard is a plain character.
    const found = await call(t.app, 'GET', '/api/admin/mail?keyword=logo', { token: admin.token });
    expect(contentOf(mailList, found.body).totalRow).toBe(1);
    const none = await call(t.app, 'GET', '/api/admin/mail?keyword=%25', { token: admin.token });
    expect(contentOf(mailList, none.body).totalRow).toBe(0);

    for (const caller of [seller, buyer]) {
      expect((await call(t.app, 'GET', '/api/admin/mail', { token: caller.token })).status).toBe(
        403,
      );
      expect(
        (await call(t.app, 'GET', `/api/admin/mail/${first!.id}`, { token: caller.token })).status,
      ).toBe(403);
    }
    expect((await call(t.app, 'GET', '/api/admin/mail')).status).toBe(403);
    expect(
      (await call(t.app, 'GET', '/api/admin/mail/999999', { token: admin.token })).status,
    ).toBe(404);
    expect((await call(t.app, 'GET', '/api/admin/mail/abc', { token: admin.token })).status).toBe(
      400,
    );
  });
});
