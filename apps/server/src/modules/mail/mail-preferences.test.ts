import { afterEach, describe, expect, it } from 'vitest';
import { mailPreferences, unsubscribeState } from '@giglane/contract/mail';
import { orderWorld, ordersApi } from '../../testing/orders';
import { untilHandled } from '../../testing/until-handled';
import { headerOf, linksOf, startSmtpServer, type ReceivedMail } from '../../testing/smtp-server';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

const undo: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of undo.splice(0).reverse()) await step();
});

const PUBLIC = 'https://giglane.example';
const ALL_ON = { orders: true, messages: true, reviews: true, payments: true };

async function mailWorld() {
  const smtp = await startSmtpServer(undo);
  const t = await createTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC });
  undo.push(() => t.close());
  const world = await orderWorld(t);
  const seller = world.seller as typeof world.seller & { email: string };
  return { smtp, t, ...world, seller, orders: ordersApi(t) };
}

/** The one-click URL of a mail's List-Unsubscribe header. */
function oneClickOf(mail: ReceivedMail): string {
  const header = headerOf(mail, 'List-Unsubscribe');
  const url = /^<([^>]+)>$/.exec(header ?? '')?.[1];
  expect(url, header).toMatch(/^https:\/\/giglane\.example\/api\/mail\/unsubscribe\?token=/);
  return url!;
}

/** Posts RFC 8058's one-click body to a List-Unsubscribe URL, as a mail client does: no session. */
function postOneClick(t: TestApp, url: string, body = 'List-Unsubscribe=One-Click') {
  return t.app.inject({
    method: 'POST',
    url: url.slice(PUBLIC.length),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
}

const preferencesOf = async (t: TestApp, token: string) => {
  const reply = await call(t.app, 'GET', '/api/me/mail-preferences', { token });
  expect(reply.status).toBe(200);
  return contentOf(mailPreferences, reply.body);
};

describe('mail preferences', () => {
  it('are all on until the user turns a kind off, and then no mail of that kind is written', async () => {
    const { smtp, t, seller, buyer, gig, orders } = await mailWorld();
    expect(await preferencesOf(t, seller.token)).toEqual(ALL_ON);
    expect((await call(t.app, 'GET', '/api/me/mail-preferences')).status).toBe(403);

    const off = { ...ALL_ON, orders: false };
    const saved = await call(t.app, 'PUT', '/api/me/mail-preferences', {
      token: seller.token,
      body: off,
    });
    expect(saved.status).toBe(200);
    expect(contentOf(mailPreferences, saved.body)).toEqual(off);
    expect(await preferencesOf(t, seller.token)).toEqual(off);
    // Another user's choices are their own.
    expect(await preferencesOf(t, buyer.token)).toEqual(ALL_ON);

    const order = await orders.placed(buyer, { gigId: gig.id, package: 'basic' });
    expect((await orders.deliver(order.id, seller.token, 'Here it is')).status).toBe(200);
    // The buyer still hears of the delivery; the seller got no "New order" mail.
    await smtp.waitForMailTo(buyer.email, /^Your order was delivered/);
    await untilHandled(t.db);
    expect(smtp.received.map((mail) => mail.envelopeTo[0])).toEqual([buyer.email]);
    expect(await t.countRows('mails')).toBe(1);

    // Account mail is no choice: a reset link still comes.
    const reset = await call(t.app, 'POST', '/api/auth/forgot-password', {
      body: { email: seller.email },
    });
    expect(reset.status).toBe(200);
    const link = await smtp.waitForMailTo(seller.email, /password/i);
    expect(headerOf(link, 'List-Unsubscribe')).toBeUndefined();
    expect(link.text).not.toContain('Unsubscribe');

    // Turned back on, order mail comes again.
    await call(t.app, 'PUT', '/api/me/mail-preferences', { token: seller.token, body: ALL_ON });
    await orders.placed(buyer, { gigId: gig.id, package: 'basic' });
    await smtp.waitForMailTo(seller.email, /^New order/);
  });

  it('refuses a body without every kind as a boolean, naming the field, and writes nothing', async () => {
    const { t, seller } = await mailWorld();
    for (const body of [{ ...ALL_ON, reviews: 'no' }, { orders: false }]) {
      const reply = await call(t.app, 'PUT', '/api/me/mail-preferences', {
        token: seller.token,
        body,
      });
      expect(reply.status).toBe(400);
      expect(JSON.stringify(reply.body)).toMatch(/reviews|messages/);
    }
    expect(await t.countRows('mail_opt_outs')).toBe(0);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('turns the kind off without a session; a GET of the link changes nothing', async () => {
    const { smtp, t, seller, buyer, gig, orders } = await mailWorld();
    const first = await orders.placed(buyer, { gigId: gig.id, package: 'basic' });
    const placed = await smtp.waitForMailTo(seller.email, /^New order/);

    expect(headerOf(placed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const url = oneClickOf(placed);
    // The footer's link opens a page that asks first, with the same token in its fragment.
    const token = new URL(url).searchParams.get('token')!;
    expect(linksOf(placed)).toContain(`${PUBLIC}/unsubscribe#token=${token}`);
    expect(placed.text).toContain(`Unsubscribe: ${PUBLIC}/unsubscribe#token=${token}`);

    // A link scanner's GET: it says which mails, and changes nothing.
    const looked = await t.app.inject({ method: 'GET', url: url.slice(PUBLIC.length) });
    expect(looked.statusCode).toBe(200);
    expect(contentOf(unsubscribeState, looked.json())).toEqual({
      kind: 'orders',
      subscribed: true,
    });
    expect(await t.countRows('mail_opt_outs')).toBe(0);

    const clicked = await postOneClick(t, url);
    expect(clicked.statusCode).toBe(200);
    expect(contentOf(unsubscribeState, clicked.json())).toEqual({
      kind: 'orders',
      subscribed: false,
    });
    // Again: the same answer, nothing more written.
    expect((await postOneClick(t, url)).statusCode).toBe(200);
    expect(await preferencesOf(t, seller.token)).toEqual({ ...ALL_ON, orders: false });

    // No more order mail to the seller; the buyer's still come.
    expect((await orders.deliver(first.id, seller.token, 'Here it is')).status).toBe(200);
    expect((await orders.askRevision(first.id, buyer.token)).status).toBe(200);
    await orders.placed(buyer, { gigId: gig.id, package: 'basic' });
    await untilHandled(t.db);
    expect(smtp.received.map((mail) => [mail.envelopeTo[0], mail.subject?.split(':')[0]])).toEqual([
      [seller.email, 'New order'],
      [buyer.email, 'Your order was delivered'],
    ]);
  });

  it('refuses a forged or altered token and a body that is not One-Click, writing nothing', async () => {
    const { smtp, t, seller, buyer, gig, orders } = await mailWorld();
    await orders.placed(buyer, { gigId: gig.id, package: 'basic' });
    const url = oneClickOf(await smtp.waitForMailTo(seller.email, /^New order/));
    const token = new URL(url).searchParams.get('token')!;
    const [user, kind, signature] = token.split('.');
    const path = (forged: string) => `${PUBLIC}/api/mail/unsubscribe?token=${forged}`;

    for (const forged of [
      `${buyer.id}.${kind}.${signature}`, // another user
      `${user}.reviews.${signature}`, // another kind
      `${user}.${kind}.${'A'.repeat(43)}`, // a made-up signature
      `${user}.${kind}`,
      'nonsense',
    ]) {
      for (const reply of [
        await postOneClick(t, path(forged)),
        await t.app.inject({ method: 'GET', url: path(forged).slice(PUBLIC.length) }),
      ]) {
        expect(reply.statusCode, forged).toBe(400);
        expect(reply.json<{ content: string }>().content).toMatch(/^token: /);
      }
    }
    const noToken = await postOneClick(t, `${PUBLIC}/api/mail/unsubscribe`);
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json<{ content: string }>().content).toMatch(/token/);

    for (const body of ['', 'List-Unsubscribe=Yes', 'unsubscribe=1']) {
      const reply = await postOneClick(t, url, body);
      expect(reply.statusCode, body).toBe(400);
      expect(reply.json<{ content: string }>().content).toMatch(/List-Unsubscribe/);
    }
    expect(await t.countRows('mail_opt_outs')).toBe(0);
  });
});
