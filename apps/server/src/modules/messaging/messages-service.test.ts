import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { message as messageSchema } from '@giglane/contract/messages';
import { startServer } from '../../../bench/child-server';
import { openDatabase } from '../../db/client';
import { outboxEvents } from '../../db/outbox-schema';
import { conversationMembers, conversations, notifications } from './messaging-schema';
import type { LivePayload } from '../../lib/live-payload';
import { messagesApi } from '../../testing/messages';
import { multipart, orderWorld } from '../../testing/orders';
import { hearLive, sorted, startInstance } from '../../testing/outbox';
import { untilHandled } from '../../testing/until-handled';
import { contentOf, createTestApp, type TestApp } from '../../testing/test-app';

/*
 * The messages' service decides who is told of a message and writes it in the message's
 * transaction (decision 038): the recipient's one notification of the conversation and the live
 * events, which the outbox's worker sends once the transaction commits, whatever happens to the
 * process that wrote it.
 */

const onPostgres = process.env.GIGLANE_TEST_DB === 'postgres';
const undo: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (undo.length > 0) await undo.pop()!();
});

async function world() {
  const t = await createTestApp();
  undo.push(() => t.close());
  const parties = await orderWorld(t);
  const api = messagesApi(t);
  const conversation = await api.contacted(parties.buyer.token, { gigId: parties.gig.id });
  return { ...parties, t, api, conversation };
}

/** The live events recorded in the outbox for these payloads' kinds, each as recorded, in order. */
async function recorded(t: TestApp, kinds: LivePayload['k'][]) {
  const rows = await t.db
    .select({ payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(eq(outboxEvents.topic, 'live'))
    .orderBy(outboxEvents.id);
  return rows
    .map((row) => row.payload as LivePayload)
    .filter((payload) => kinds.includes(payload.k));
}

async function noticesOf(t: TestApp, conversationId: number) {
  return t.db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      actorId: notifications.actorId,
      gigId: notifications.gigId,
      read: sql<boolean>`${notifications.readAt} is not null`,
    })
    .from(notifications)
    .where(and(eq(notifications.conversationId, conversationId), eq(notifications.kind, 'message')))
    .orderBy(notifications.id);
}

describe('a message', () => {
  it('records its recipient’s one notification and the live events of both, once each', async () => {
    const { t, api, buyer, seller, gig, conversation } = await world();
    const hello = await api.sent(conversation.id, buyer.token, 'Hello');

    const [notice, ...others] = await noticesOf(t, conversation.id);
    expect(others).toEqual([]);
    expect(notice).toMatchObject({
      userId: seller.id,
      actorId: buyer.id,
      gigId: gig.id,
      read: false,
    });
    expect(await recorded(t, ['message', 'notification'])).toEqual([
      { k: 'notification', id: notice!.id, to: [seller.id] },
      { k: 'message', id: hello.id, to: [buyer.id, seller.id] },
    ]);

    // A second message moves the same notification up: announced again, still one row.
    const again = await api.sent(conversation.id, buyer.token, 'Are you there?');
    expect(await noticesOf(t, conversation.id)).toEqual([notice]);
    expect((await recorded(t, ['message', 'notification'])).slice(2)).toEqual([
      { k: 'notification', id: notice!.id, to: [seller.id] },
      { k: 'message', id: again.id, to: [buyer.id, seller.id] },
    ]);

    // The reply tells the buyer, and reads the seller's own notification: answering reads it.
    const reply = await api.sent(conversation.id, seller.token, 'Here.');
    const [sellers, buyers] = await noticesOf(t, conversation.id);
    expect(sellers).toMatchObject({ id: notice!.id, read: true });
    expect(buyers).toMatchObject({ userId: buyer.id, actorId: seller.id, read: false });
    expect((await recorded(t, ['message', 'notification'])).slice(4)).toEqual([
      { k: 'notification', id: buyers!.id, to: [buyer.id] },
      { k: 'message', id: reply.id, to: [buyer.id, seller.id] },
    ]);
    const [moved] = await t.db
      .select({ lastMessageId: conversations.lastMessageId })
      .from(conversations)
      .where(eq(conversations.id, conversation.id));
    expect(moved!.lastMessageId).toBe(reply.id);
  });

  it('retried with its client key writes and tells nothing again', async () => {
    const { t, api, buyer, seller, conversation } = await world();
    const fields = { text: 'Once', clientKey: 'a1b2c3d4-once' };
    const first = await api.send(conversation.id, buyer.token, fields);
    const second = await api.send(conversation.id, buyer.token, fields);
    expect(second.status).toBe(201);
    expect(contentOf(messageSchema, second.body).id).toBe(contentOf(messageSchema, first.body).id);
    expect(await recorded(t, ['message', 'notification'])).toHaveLength(2);
    const [member] = await t.db
      .select({ unread: conversationMembers.unread })
      .from(conversationMembers)
      .where(
        and(
          eq(conversationMembers.conversationId, conversation.id),
          eq(conversationMembers.userId, seller.id),
        ),
      );
    expect(member!.unread).toBe(1);
  });

  it('sent by many at once is counted once each, with one notification', async () => {
    const { t, api, buyer, seller, conversation } = await world();
    const sent = await Promise.all(
      Array.from({ length: 12 }, (_, i) => api.sent(conversation.id, buyer.token, `Line ${i}`)),
    );
    expect((await api.viewed(conversation.id, seller.token)).unread).toBe(12);
    expect(await noticesOf(t, conversation.id)).toHaveLength(1);
    const [row] = await t.db
      .select({ lastMessageId: conversations.lastMessageId })
      .from(conversations)
      .where(eq(conversations.id, conversation.id));
    expect(row!.lastMessageId).toBe(Math.max(...sent.map((message) => message.id)));
  });
});

describe('a read mark', () => {
  it('records one live event for the other member when it goes forward, none otherwise', async () => {
    const { t, api, buyer, seller, conversation } = await world();
    const hello = await api.sent(conversation.id, buyer.token, 'Hello');
    expect((await api.read(conversation.id, seller.token, hello.id)).status).toBe(200);
    expect((await api.read(conversation.id, seller.token, hello.id)).status).toBe(200);
    expect(await recorded(t, ['read'])).toEqual([
      { k: 'read', c: conversation.id, u: seller.id, upTo: hello.id, to: [buyer.id] },
    ]);
  });
});

describe('the live events of a message', () => {
  it('are sent once when the server that committed them is killed before sending', async () => {
    // The world is made by one app; the database is then the server process's alone.
    const dataDir = onPostgres
      ? undefined
      : await mkdtemp(path.join(tmpdir(), 'giglane-messages-'));
    if (dataDir) undo.push(() => rm(dataDir, { recursive: true, force: true }));
    const t = await createTestApp(dataDir ? { dataDir } : {});
    const { buyer, seller, gig } = await orderWorld(t);
    const conversation = await messagesApi(t).contacted(buyer.token, { gigId: gig.id });
    if (dataDir) await t.close();
    else {
      await t.app.close();
      undo.push(() => t.close());
    }

    // A server whose worker is off commits a message and its answer, and is killed with -9.
    const server = await startServer({
      ...(dataDir ? { DATA_DIR: dataDir } : { DATABASE_URL: t.databaseUrl! }),
      JWT_SECRET: t.jwtSecret,
      WORKER: 'off',
    });
    const ids: number[] = [];
    for (const [caller, text] of [
      [buyer, 'Hello'],
      [seller, 'Hi!'],
    ] as const) {
      const form = multipart({ text }, []);
      const reply = await fetch(`${server.origin}/api/conversations/${conversation.id}/messages`, {
        method: 'POST',
        headers: { ...form.headers, token: caller.token },
        body: form.body,
      });
      expect(reply.status).toBe(201);
      ids.push(contentOf(messageSchema, await reply.json()).id);
    }
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGKILL');
    await exited;

    // Every live event it committed waits, none sent: per message its recipient's notification
    // and the message for both. (Each message's unread-mail job waits for its time.)
    const handle = await openDatabase(dataDir ? { dataDir } : { url: t.databaseUrl! });
    undo.push(() => handle.close());
    const waiting = await handle.db
      .select({ payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(and(isNull(outboxEvents.handledAt), eq(outboxEvents.topic, 'live')));
    const payloads = waiting.map((row) => row.payload as LivePayload);
    expect(payloads.filter((payload) => payload.k === 'message')).toEqual(
      ids.map((id) => ({ k: 'message', id, to: [buyer.id, seller.id] })),
    );
    expect(
      payloads.filter((payload) => payload.k === 'notification').map((payload) => payload.to),
    ).toEqual([[seller.id], [buyer.id]]);
    expect(payloads).toHaveLength(4);

    // Two instances start on the database: each event is sent once, by one of them.
    const live = await hearLive(handle, undo);
    const second = onPostgres ? await openDatabase({ url: t.databaseUrl! }) : handle;
    if (second !== handle) undo.push(() => second.close());
    await Promise.all([
      startInstance(handle, t.jwtSecret, undo),
      startInstance(second, t.jwtSecret, undo),
    ]);
    await untilHandled(handle.db);
    expect(sorted(await live.all(handle.db))).toEqual(
      sorted(payloads.map((payload) => JSON.stringify(payload))),
    );
  }, 120_000);
});
