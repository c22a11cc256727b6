import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { stubFetch, type SentRequest } from '../../testing/fetch-stub';
import { endpointOf } from './endpoint-url';
import { wireMessage } from './message-fixtures';
import {
  addToThread,
  mergeMessages,
  messageKeys,
  messageQueries,
  useLoadOlderMessages,
  type Thread,
} from './messages';

const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** What a listMessages request asked for. */
const asked = ({ path }: SentRequest) =>
  Object.fromEntries(new URL(path, 'http://localhost').searchParams);

const ids = (thread: Thread | undefined) => thread?.messages.map((message) => message.id);

describe("a conversation's messages", () => {
  it('keeps a live message that arrives while the thread is being read, answered before it', async () => {
    let written = [wireMessage(10, 61), wireMessage(11, 42)];
    stubFetch((request) => {
      const { after } = asked(request);
      const newer = written.filter((message) => !after || message.id > Number(after));
      return { content: { messages: newer, more: false } };
    });
    const client = newClient();
    // The open conversation reads its thread; the read is answered before message 12 is written
    // and announced.
    const open = new QueryObserver(client, messageQueries.thread(5));
    const close = open.subscribe(() => undefined);
    written = [...written, wireMessage(12, 61)];
    addToThread(client, 5, [wireMessage(12, 61)]);
    await waitFor(() =>
      expect(ids(client.getQueryData(messageKeys.thread(5)))).toEqual([10, 11, 12]),
    );
    close();
  });

  it('keeps each message once, oldest first, whatever order they come in', () => {
    const merged = mergeMessages(
      [wireMessage(3, 42), wireMessage(5, 61)],
      [wireMessage(4, 61), wireMessage(5, 61), wireMessage(1, 42)],
    );
    expect(merged.map((message) => message.id)).toEqual([1, 3, 4, 5]);
  });

  it('reads the newest page first, then only what came after the last message it holds', async () => {
    let newest = [wireMessage(10, 61), wireMessage(11, 42)];
    const requests = stubFetch((request) => {
      const { after } = asked(request);
      if (!after) return { content: { messages: newest, more: true } };
      // Two pages to catch up on: the client asks until none remain.
      return Number(after) === 12
        ? { content: { messages: [wireMessage(13, 61)], more: true } }
        : { content: { messages: [wireMessage(14, 42)], more: false } };
    });
    const client = newClient();
    await client.fetchQuery(messageQueries.thread(5));
    expect(ids(client.getQueryData(messageKeys.thread(5)))).toEqual([10, 11]);
    expect(client.getQueryData<Thread>(messageKeys.thread(5))?.olderRemain).toBe(true);

    // A live message arrives, then the connection drops and comes back: the catch-up asks for
    // what came after 12 and shows 12 once.
    addToThread(client, 5, [wireMessage(12, 61)]);
    addToThread(client, 5, [wireMessage(12, 61)]);
    newest = [];
    await client.refetchQueries({ queryKey: messageKeys.thread(5) });
    expect(ids(client.getQueryData(messageKeys.thread(5)))).toEqual([10, 11, 12, 13, 14]);
    expect(requests.map((request) => endpointOf(request.method, request.path))).toEqual([
      'listMessages',
      'listMessages',
      'listMessages',
    ]);
    expect(requests.map(asked)).toEqual([
      { limit: '30' },
      { after: '12', limit: '100' },
      { after: '13', limit: '100' },
    ]);
  });

  it('reads older pages backwards from the oldest message held', async () => {
    const requests = stubFetch((request) =>
      asked(request).before
        ? { content: { messages: [wireMessage(8, 42), wireMessage(9, 61)], more: false } }
        : { content: { messages: [wireMessage(10, 61)], more: true } },
    );
    const client = newClient();
    await client.fetchQuery(messageQueries.thread(5));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useLoadOlderMessages(5), { wrapper });
    await act(() => result.current.mutateAsync());
    await waitFor(() =>
      expect(ids(client.getQueryData(messageKeys.thread(5)))).toEqual([8, 9, 10]),
    );
    expect(client.getQueryData<Thread>(messageKeys.thread(5))?.olderRemain).toBe(false);
    expect(asked(requests[1]!)).toEqual({ before: '10', limit: '30' });
  });

  it('adds a live message only to a thread already read', () => {
    const client = newClient();
    addToThread(client, 5, [wireMessage(12, 61)]);
    expect(client.getQueryData(messageKeys.thread(5))).toBeUndefined();
  });
});
