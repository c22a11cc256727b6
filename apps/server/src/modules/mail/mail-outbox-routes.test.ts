import { afterEach, describe, expect, it } from 'vitest';
import { mailDetail, mailList } from '@giglane/contract/mail';
import { orderWorld, ordersApi } from '../../testing/orders';
import { untilHandled } from '../../testing/until-handled';
import { call, contentOf, createTestApp } from '../../testing/test-app';
import { MAIL_HTML_POLICY } from './mail-routes';

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

  it("serves a kept mail's HTML alone under a policy of its own, to admins and their signed link only", async () => {
    const t = await createTestApp({ publicUrl: 'https://giglane.example' });
    undo.push(() => t.close());
    const { seller, buyer, gig } = await orderWorld(t);
    await ordersApi(t).placed(buyer, { gigId: gig.id, package: 'basic' });
    await untilHandled(t.db);
    const admin = await t.createAdmin();
    const [first] = contentOf(
      mailList,
      (await call(t.app, 'GET', '/api/admin/mail', { token: admin.token })).body,
    ).data;
    const mail = contentOf(
      mailDetail,
      (await call(t.app, 'GET', `/api/admin/mail/${first!.id}`, { token: admin.token })).body,
    );
    const path = `/api/admin/mail/${mail.id}/html`;
    expect(mail.htmlUrl).toMatch(new RegExp(`^${path}\\?expires=\\d+&signature=[\\w-]+$`));

    // The admin's token, or the signed link a frame loads without one: the HTML, styled inline,
    // under the mail's own policy instead of the app's.
    for (const reply of [
      await t.app.inject({ method: 'GET', url: path, headers: { token: admin.token } }),
      await t.app.inject({ method: 'GET', url: mail.htmlUrl! }),
    ]) {
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.body).toBe(mail.html);
      expect(reply.body).toContain('style="');
      expect(reply.headers['content-security-policy']).toBe(MAIL_HTML_POLICY);
      expect(reply.headers['content-security-policy']).not.toContain('script-src');
      expect(reply.headers['content-security-policy']).toContain('sandbox');
      expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['cache-control']).toBe('private, no-store');
    }

    // Anyone else: the envelope's refusal, never the HTML.
    // One character of the signature changed: to another one, whatever it was.
    const tampered = mail.htmlUrl!.replace(
      /signature=(.)/,
      (_, first: string) => `signature=${first === 'x' ? 'y' : 'x'}`,
    );
    const otherMail = mail.htmlUrl!.replace(`/mail/${mail.id}/`, `/mail/${mail.id + 1}/`);
    for (const [url, token, status] of [
      [path, seller.token, 403],
      [path, buyer.token, 403],
      [path, undefined, 403],
      [tampered, undefined, 403],
      [otherMail, undefined, 403],
      [`/api/admin/mail/999999/html`, admin.token, 404],
    ] as const) {
      const reply = await call(t.app, 'GET', url, { token });
      expect(reply.status, url).toBe(status);
      expect(reply.response.body).not.toContain('<mjml');
      expect(reply.response.headers['content-security-policy']).not.toBe(MAIL_HTML_POLICY);
    }
  });
});
