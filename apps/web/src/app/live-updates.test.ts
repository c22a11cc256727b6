import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { messageKeys, type ConversationView, type Thread } from '../lib/api/messages';
import { notificationKeys } from '../lib/api/notifications';
import { orderKeys } from '../lib/api/orders';
import { wireConversation, wireMessage, wireNotification } from '../lib/api/message-fixtures';
import { applyLiveEvent } from './live-updates';

const anna = 42;

/** A cache holding conversation 5 (its view and two messages), the inbox and the badges. */
function heldCache() {
  const client = new QueryClient();
  client.setQueryData(messageKeys.conversation(5), wireConversation);
  client.setQueryData<Thread>(messageKeys.thread(5), {
    messages: [wireMessage(10, 61), wireMessage(11, anna)],
    olderRemain: false,
  });
  client.setQueryData(messageKeys.inbox(), { pages: [], pageParams: [] });
  client.setQueryData(notificationKeys.unread(), { conversations: 1, notifications: 0 });
  client.setQueryData(notificationKeys.list(1, 8), { data: [] });
  return client;
}

const stale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated;

describe('live events in the cache', () => {
  it('adds a message to its thread once and marks the inbox and badges for reading again', async () => {
    const client = heldCache();
    const event = { type: 'message', message: wireMessage(12, 61) } as const;
    await applyLiveEvent(client, event, anna);
    await applyLiveEvent(client, event, anna);
    const thread = client.getQueryData<Thread>(messageKeys.thread(5));
    expect(thread?.messages.map((message) => message.id)).toEqual([10, 11, 12]);
    expect(stale(client, messageKeys.inbox())).toBe(true);
    expect(stale(client, notificationKeys.unread())).toBe(true);
    expect(stale(client, notificationKeys.list(1, 8))).toBe(false);
  });

  it("moves 'Seen' when the other person reads, never back", async () => {
    const client = heldCache();
    const read = (upTo: number) =>
      applyLiveEvent(client, { type: 'read', conversationId: 5, userId: 61, readUpTo: upTo }, anna);
    await read(11);
    await read(9);
    expect(client.getQueryData<ConversationView>(messageKeys.conversation(5))?.seenUpTo).toBe(11);
  });

  it('refreshes the badges, not "Seen", when the caller read in another tab', async () => {
    const client = heldCache();
    await applyLiveEvent(
      client,
      { type: 'read', conversationId: 5, userId: anna, readUpTo: 10 },
      anna,
    );
    expect(client.getQueryData<ConversationView>(messageKeys.conversation(5))?.seenUpTo).toBeNull();
    expect(stale(client, notificationKeys.unread())).toBe(true);
  });

  it('reads the notifications again on a notification, and everything on a reconnection', async () => {
    const client = heldCache();
    await applyLiveEvent(client, { type: 'notification', notification: wireNotification }, anna);
    expect(stale(client, notificationKeys.list(1, 8))).toBe(true);
    expect(stale(client, messageKeys.thread(5))).toBe(false);

    await applyLiveEvent(client, { type: 'resync' }, anna);
    expect(stale(client, messageKeys.thread(5))).toBe(true);
    expect(stale(client, messageKeys.conversation(5))).toBe(true);
  });

  it('reads the order that moved and the order lists again, and every order page on a reconnection', async () => {
    const client = heldCache();
    const sellerList = orderKeys.list('seller', { tab: 'active', page: 1, size: 10 });
    for (const key of [orderKeys.view(7), orderKeys.view(8), sellerList, orderKeys.sellerStats()])
      client.setQueryData(key, {});
    await applyLiveEvent(client, { type: 'order', orderId: 7 }, anna);
    expect(stale(client, orderKeys.view(7))).toBe(true);
    expect(stale(client, sellerList)).toBe(true);
    expect(stale(client, orderKeys.sellerStats())).toBe(true);
    expect(stale(client, orderKeys.view(8))).toBe(false);
    expect(stale(client, messageKeys.thread(5))).toBe(false);

    await applyLiveEvent(client, { type: 'ready', userId: anna }, anna);
    expect(stale(client, orderKeys.view(8))).toBe(true);
  });

  it('reads again another conversation with the same person when a message arrives in one of its threads', async () => {
    const client = heldCache();
    const questions = {
      ...wireConversation,
      id: 8,
      threads: [
        { ...wireConversation.threads[0]!, id: 8 },
        { ...wireConversation.threads[0]!, id: 5 },
      ],
    };
    const stranger = {
      ...wireConversation,
      id: 12,
      threads: [{ ...wireConversation.threads[0]!, id: 12 }],
    };
    client.setQueryData(messageKeys.conversation(8), questions);
    client.setQueryData(messageKeys.conversation(12), stranger);
    await applyLiveEvent(client, { type: 'message', message: wireMessage(13, 61) }, anna);
    expect(stale(client, messageKeys.conversation(8))).toBe(true);
    expect(stale(client, messageKeys.conversation(12))).toBe(false);
    expect(stale(client, messageKeys.conversation(5))).toBe(false);
  });
});
