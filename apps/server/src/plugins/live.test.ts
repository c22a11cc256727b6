import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE } from '@giglane/contract/message-values';
import { SignJWT } from 'jose';
import { openLive, ofType, type LiveClient } from '../lib/live-client';
import { messagesApi } from '../testing/messages';
import { smallPdf } from '../testing/orders';
import { call, createTestApp, type TestApp } from '../testing/test-app';
import { MAX_SOCKETS_PER_USER, MAX_UNSIGNED_PER_ADDRESS } from './live';

/*
 * The live channel through real sockets on a real port: signing in by the first frame, and events
 * published on the database's channel reaching exactly the sockets of the users they are for.
 */

let t: TestApp;
let origin: string;
const opened: LiveClient[] = [];

// The shared app keeps the live channel's own waits: a busy machine (the browser flows run beside
// this suite) delays a token frame or a pong by far more than a shortened wait allows. The tests
// of those waits start apps of their own.
beforeAll(async () => {
  t = await createTestApp();
  origin = await t.origin();
});
afterAll(async () => {
  for (const client of opened) client.socket.terminate();
  await t.close();
});

async function open(options: { autoPong?: boolean } = {}) {
  const client = await openLive(origin, options);
  opened.push(client);
  return client;
}

async function signedIn(token: string) {
  const client = await open();
  await client.signIn(token);
  return client;
}

describe('signing in', () => {
  it('needs no API key header, which a browser cannot send on a socket: the token frame is the credential', async () => {
    const keyed = await createTestApp({ apiKeys: ['class-key'] });
    try {
      const user = await keyed.createUser();
      const client = await openLive(await keyed.origin());
      opened.push(client);
      await client.signIn(user.token);
      expect(client.events).toContainEqual({ type: 'ready', userId: user.id });
      // Every other /api route still asks for the key.
      const unkeyed = await keyed.app.inject({ method: 'GET', url: '/api/skill' });
      expect(unkeyed.statusCode).toBe(403);
    } finally {
      await keyed.close();
    }
  });

  it('closes a socket that sends no token in time with 4408', async () => {
    const hasty = await createTestApp({ liveTimes: { authTimeoutMs: 300 } });
    try {
      const client = await openLive(await hasty.origin());
      opened.push(client);
      expect(await client.closed).toBe(LIVE_CLOSE.authTimeout);
      expect(client.events).toEqual([]);
    } finally {
      await hasty.close();
    }
  });

  it('closes a socket whose first frame is not a valid token with 4401', async () => {
    const user = await t.createUser();
    const frames = [
      'not json',
      JSON.stringify({ type: 'hello' }),
      JSON.stringify({ type: 'auth', token: 'made.up.token' }),
      JSON.stringify({ type: 'auth', token: `${user.token}x` }),
    ];
    for (const frame of frames) {
      const client = await open();
      client.socket.send(frame);
      expect(await client.closed, frame).toBe(LIVE_CLOSE.badToken);
      expect(client.events).toEqual([]);
    }
  });

  it('refuses the token of a deleted user and one from before a sign-out everywhere', async () => {
    const deleted = await t.createUser();
    const signedOut = await t.createUser();
    await t.db.execute(sql`delete from users where id = ${deleted.id}`);
    await t.db.execute(
      sql`update users set session_version = session_version + 1 where id = ${signedOut.id}`,
    );
    for (const token of [deleted.token, signedOut.token]) {
      const client = await open();
      client.socket.send(JSON.stringify({ type: 'auth', token }));
      expect(await client.closed).toBe(LIVE_CLOSE.badToken);
    }
  });

  it('answers a valid token with ready and the user id', async () => {
    const user = await t.createUser();
    const client = await open();
    expect(await client.signIn(user.token)).toEqual({ type: 'ready', userId: user.id });
    expect(t.app.live.openSockets()).toBeGreaterThanOrEqual(1);
  });
});

describe('the heartbeat', () => {
  // Pinged every 800 ms: a pong has that long to reach the server before the next look.
  const IDLE_MS = 1_600;
  let beating: TestApp;
  beforeAll(async () => {
    beating = await createTestApp({ liveTimes: { idleMs: IDLE_MS } });
  });
  afterAll(() => beating.close());

  async function signedInHere(options: { autoPong?: boolean } = {}) {
    const user = await beating.createUser();
    const client = await openLive(await beating.origin(), options);
    opened.push(client);
    await client.signIn(user.token);
    return client;
  }

  it('keeps a socket that answers: open past several pings', async () => {
    const client = await signedInHere();
    let pings = 0;
    client.socket.on('ping', () => (pings += 1));
    // Each ping after the first was sent only because the pong of the one before had arrived.
    await vi.waitFor(() => expect(pings).toBeGreaterThanOrEqual(3), { timeout: IDLE_MS * 10 });
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    expect(beating.app.live.openSockets()).toBe(1);
  });

  it('drops a socket that stops answering pings', async () => {
    const client = await signedInHere({ autoPong: false });
    expect(await client.closed).toBe(1006);
  });
});

describe('events', () => {
  it('reach every socket of the users they are for, and no one else', async () => {
    const anna = await t.createUser();
    const minh = await t.createUser();
    const annaTabs = [await signedIn(anna.token), await signedIn(anna.token)];
    const minhTab = await signedIn(minh.token);

    await t.app.live.publish({ k: 'typing', c: 7, u: minh.id, to: [anna.id] });
    for (const tab of annaTabs)
      expect(await tab.waitFor(ofType('typing'))).toEqual({
        type: 'typing',
        conversationId: 7,
        userId: minh.id,
      });

    await t.app.live.publish({ k: 'read', c: 7, u: anna.id, upTo: 42, to: [minh.id] });
    expect(await minhTab.waitFor(ofType('read'))).toEqual({
      type: 'read',
      conversationId: 7,
      userId: anna.id,
      readUpTo: 42,
    });
    // Events go out in the order they were committed: Minh's read came after Anna's typing, so
    // had the typing been sent to Minh too, it would be here already.
    expect(minhTab.events.map((event) => event.type)).toEqual(['ready', 'read']);
    await t.app.live.publish({ k: 'typing', c: 8, u: minh.id, to: [anna.id] });
    for (const tab of annaTabs) {
      await tab.waitFor(ofType('typing', (event) => event.conversationId === 8));
      expect(tab.events.map((event) => event.type)).toEqual(['ready', 'typing', 'typing']);
    }
  });

  it('are sent once to a user named twice, and skip users with no socket here', async () => {
    const user = await t.createUser();
    const tab = await signedIn(user.token);
    await t.app.live.publish({ k: 'typing', c: 1, u: 999_999, to: [user.id, user.id, 999_998] });
    await t.app.live.publish({ k: 'typing', c: 2, u: 999_999, to: [user.id] });
    await tab.waitFor(ofType('typing', (event) => event.conversationId === 2));
    expect(tab.events.map((event) => event.type)).toEqual(['ready', 'typing', 'typing']);
  });

  it('carry on after something on the channel that is not a payload', async () => {
    const user = await t.createUser();
    const tab = await signedIn(user.token);
    await t.db.execute(sql`select pg_notify('giglane_live', 'not json')`);
    await t.db.execute(sql`select pg_notify('giglane_live', '{"k":"typing"}')`);
    await t.app.live.publish({ k: 'typing', c: 3, u: 1, to: [user.id] });
    await tab.waitFor(ofType('typing', (event) => event.conversationId === 3));
  });

  it('are announced at commit, never from a transaction rolled back', async () => {
    const user = await t.createUser();
    const tab = await signedIn(user.token);
    const notify = (c: number) =>
      sql`select pg_notify('giglane_live', ${JSON.stringify({ k: 'typing', c, u: 1, to: [user.id] })})`;
    await t.db
      .transaction(async (tx) => {
        await tx.execute(notify(4));
        throw new Error('roll back');
      })
      .catch(() => {});
    await t.db.execute(notify(5));
    await tab.waitFor(ofType('typing', (event) => event.conversationId === 5));
    expect(tab.events.map((event) => event.type)).toEqual(['ready', 'typing']);
  });

  it('stop at a closed socket: a user with none left is forgotten', async () => {
    const user = await t.createUser();
    const before = t.app.live.openSockets();
    const tab = await signedIn(user.token);
    expect(t.app.live.openSockets()).toBe(before + 1);
    tab.socket.close();
    await tab.closed;
    await expect.poll(() => t.app.live.openSockets()).toBe(before);
  });
});

describe('ending sessions', () => {
  it("closes every socket of the user at once on sign-out everywhere, and on a new password all but the session that set it; no one else's", async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const otherTab = await signedIn(other.token);
    const tabs = [await signedIn(user.token), await signedIn(user.token)];
    const signedOut = await call(t.app, 'POST', '/api/auth/signout-everywhere', {
      token: user.token,
    });
    expect(signedOut.status).toBe(200);
    for (const tab of tabs) expect(await tab.closed).toBe(LIVE_CLOSE.badToken);

    // A new password, set with the fresh token the sign-out answered: that session is kept
    // (decision 015) and so is its socket; a socket of another session of the user closes.
    const { token } = signedOut.body!.content as { token: string };
    const fresh = await signedIn(token);
    // Another device of the user's, signed in after the sign-out everywhere (version 1).
    const elsewhere = await signedIn(
      await t.app.tokens.sign({ ...user, role: 'USER', sessionVersion: 1 }),
    );
    const changed = await call(t.app, 'PUT', `/api/users/${user.id}`, {
      token,
      body: { password: 'A-brand-new-pass-1' },
    });
    expect(changed.status).toBe(200);
    expect(await elsewhere.closed).toBe(LIVE_CLOSE.badToken);

    await t.app.live.publish({ k: 'typing', c: 9, u: user.id, to: [other.id, user.id] });
    await otherTab.waitFor(ofType('typing', (event) => event.conversationId === 9));
    await fresh.waitFor(ofType('typing', (event) => event.conversationId === 9));
    expect(otherTab.socket.readyState).toBe(otherTab.socket.OPEN);
    expect(fresh.socket.readyState).toBe(fresh.socket.OPEN);
    for (const tab of [...tabs, elsewhere])
      expect(tab.events.map((event) => event.type)).toEqual(['ready']);
  });

  it('closes the sockets of a deleted user', async () => {
    const user = await t.createUser();
    const tab = await signedIn(user.token);
    await t.db.execute(sql`delete from users where id = ${user.id}`);
    expect(await tab.closed).toBe(LIVE_CLOSE.badToken);
  });

  it('re-checks the session before each event: a token that expired meanwhile gets nothing', async () => {
    const user = await t.createUser();
    const shortLived = await new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
      .sign(new TextEncoder().encode(t.jwtSecret));
    const tab = await signedIn(shortLived);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await t.app.live.publish({ k: 'typing', c: 10, u: 1, to: [user.id] });
    expect(await tab.closed).toBe(LIVE_CLOSE.badToken);
    expect(tab.events.map((event) => event.type)).toEqual(['ready']);
  });
});

describe('limits', () => {
  it(`keep ${MAX_SOCKETS_PER_USER} signed-in sockets per user on an instance, refusing more with 4429`, async () => {
    const user = await t.createUser();
    const tabs = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i += 1) tabs.push(await signedIn(user.token));
    const extra = await open();
    extra.socket.send(JSON.stringify({ type: 'auth', token: user.token }));
    expect(await extra.closed).toBe(LIVE_CLOSE.tooMany);
    for (const tab of tabs) expect(tab.socket.readyState).toBe(tab.socket.OPEN);

    // A closed tab makes room for another.
    tabs[0]!.socket.close();
    await tabs[0]!.closed;
    await expect
      .poll(async () => {
        const next = await open();
        next.socket.send(JSON.stringify({ type: 'auth', token: user.token }));
        const answer = await Promise.race([
          next.waitFor(ofType('ready')).then(() => 'ready'),
          next.closed.then(String),
        ]);
        return answer;
      })
      .toBe('ready');
  });

  it(`keep ${MAX_UNSIGNED_PER_ADDRESS} sockets without a token per address, refusing more with 4429`, async () => {
    // Waits long enough for the sockets to stay unsigned however slow the machine is.
    const patient = await createTestApp({ liveTimes: { authTimeoutMs: 60_000 } });
    const patientOrigin = await patient.origin();
    const openHere = async () => {
      const client = await openLive(patientOrigin);
      opened.push(client);
      return client;
    };
    try {
      const waiting = [];
      for (let i = 0; i < MAX_UNSIGNED_PER_ADDRESS; i += 1) waiting.push(await openHere());
      const extra = await openHere();
      expect(await extra.closed).toBe(LIVE_CLOSE.tooMany);

      // Once one signs in, another may wait.
      const user = await patient.createUser();
      await waiting[0]!.signIn(user.token);
      const next = await openHere();
      await next.signIn(user.token);
      for (const client of [...waiting, next]) client.socket.terminate();
    } finally {
      await patient.close();
    }
  });
});

describe('messages and notifications', () => {
  it("reach both members' sockets as the message the sender was answered, with the recipient's notification", async () => {
    const api = messagesApi(t);
    const buyer = await t.createUser();
    const seller = await t.createUser({ seller: true });
    const conversation = await api.contacted(buyer.token, { sellerId: seller.id });
    const buyerTab = await signedIn(buyer.token);
    const sellerTab = await signedIn(seller.token);

    const sent = await api.sent(conversation.id, buyer.token, 'Can you start on Monday?', [
      { name: 'brief.pdf', bytes: smallPdf(), type: 'application/pdf' },
    ]);
    // The same message, its attachment's URL on the origin the socket was opened on.
    const onSocketOrigin = {
      ...sent,
      attachments: sent.attachments.map((file) => ({
        ...file,
        url: origin + new URL(file.url).pathname,
      })),
    };
    for (const tab of [buyerTab, sellerTab])
      expect(await tab.waitFor(ofType('message'))).toEqual({
        type: 'message',
        message: onSocketOrigin,
      });

    const { notification } = await sellerTab.waitFor(ofType('notification'));
    expect(notification).toMatchObject({
      kind: 'message',
      conversationId: conversation.id,
      actor: { id: buyer.id },
      read: false,
    });
    expect((await api.notificationsOf(seller.token)).data[0]).toEqual(notification);

    // The sender hears no notification of their own message; the read mark reaches the sender.
    expect(await api.read(conversation.id, seller.token, sent.id)).toMatchObject({ status: 200 });
    expect(await buyerTab.waitFor(ofType('read'))).toEqual({
      type: 'read',
      conversationId: conversation.id,
      userId: seller.id,
      readUpTo: sent.id,
    });
    expect(buyerTab.events.map((event) => event.type)).toEqual(['ready', 'message', 'read']);
  });

  it('carry typing to the other member only', async () => {
    const api = messagesApi(t);
    const buyer = await t.createUser();
    const seller = await t.createUser({ seller: true });
    const conversation = await api.contacted(buyer.token, { sellerId: seller.id });
    const buyerTab = await signedIn(buyer.token);
    const sellerTab = await signedIn(seller.token);
    expect(await api.typing(conversation.id, buyer.token)).toMatchObject({ status: 200 });
    expect(await sellerTab.waitFor(ofType('typing'))).toEqual({
      type: 'typing',
      conversationId: conversation.id,
      userId: buyer.id,
    });
    await api.sent(conversation.id, seller.token, 'Yes');
    // The reply came after the typing hint: had the hint gone to its typist, it would be here.
    await buyerTab.waitFor(ofType('message'));
    expect(buyerTab.events.map((event) => event.type)).not.toContain('typing');
  });
});
