import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { MESSAGES_PAGE_SIZE } from '@giglane/contract/message-values';
import type {
  ConversationList,
  ConversationRow,
  ConversationView,
  Message,
  MessageAttachment,
  Person,
  StartConversationBody,
} from '@giglane/contract/messages';
import { call, callHeaders, uploadForm } from './client';
import { notificationKeys } from './notifications';

/*
 * Conversations and their messages (docs/glossary.md: conversation, message). The wire already
 * speaks English: the app uses its shapes as they are.
 */
export type { ConversationRow, ConversationView, Message, MessageAttachment, Person };

/**
 * The messages of a conversation held on screen, oldest first, each once: pages read backwards,
 * what was sent from here, what the live channel brought and what a catch-up found all meet here.
 */
export type Thread = { messages: Message[]; olderRemain: boolean };

/** Inbox rows a page. */
export const INBOX_PAGE_SIZE = 20;
/** The most messages one catch-up request asks for; it asks again while more remain. */
const CATCH_UP_LIMIT = 100;

export const messageKeys = {
  all: ['messages'] as const,
  inbox: () => [...messageKeys.all, 'inbox'] as const,
  /** Both ways to a conversation: by its id, and an order's thread by the order's id. */
  views: () => [...messageKeys.all, 'view'] as const,
  conversation: (id: number) => [...messageKeys.views(), 'conversation', id] as const,
  orderConversation: (orderId: number) => [...messageKeys.views(), 'order', orderId] as const,
  threads: () => [...messageKeys.all, 'thread'] as const,
  thread: (conversationId: number) => [...messageKeys.threads(), conversationId] as const,
  /** An attachment's bytes never change: apart, so catching up on messages leaves them be. */
  attachment: (id: number) => ['message-attachment', id] as const,
};

/** `held` with `incoming` added, each message once (by id), oldest first. */
export function mergeMessages(held: readonly Message[], incoming: readonly Message[]): Message[] {
  const byId = new Map(held.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * Adds messages to a conversation's thread when it is held, or while its first read is under way
 * (that read may have been answered before they were written: it adds its page to them). A thread
 * nobody reads is read in full later.
 */
export function addToThread(
  queryClient: QueryClient,
  conversationId: number,
  messages: readonly Message[],
) {
  const key = messageKeys.thread(conversationId);
  const reading = queryClient.getQueryState(key)?.fetchStatus === 'fetching';
  queryClient.setQueryData<Thread>(key, (thread) =>
    thread
      ? { ...thread, messages: mergeMessages(thread.messages, messages) }
      : reading
        ? { messages: [...messages], olderRemain: true }
        : undefined,
  );
}

/** The newest page, or everything after the last message held: a refetch only catches up. */
async function readThread(
  conversationId: number,
  held: Thread | undefined,
  signal: AbortSignal,
): Promise<Thread> {
  const last = held?.messages.at(-1);
  if (!held || !last) {
    const page = await call('listMessages', {
      params: { id: conversationId },
      query: { limit: MESSAGES_PAGE_SIZE },
      signal,
    });
    return { messages: page.messages, olderRemain: page.more };
  }
  let messages = held.messages;
  let after = last.id;
  for (;;) {
    const page = await call('listMessages', {
      params: { id: conversationId },
      query: { after, limit: CATCH_UP_LIMIT },
      signal,
    });
    messages = mergeMessages(messages, page.messages);
    after = messages.at(-1)!.id;
    if (!page.more || page.messages.length === 0) return { ...held, messages };
  }
}

export const messageQueries = {
  /** The caller's conversations, the latest message first, a page at a time. */
  inbox: () =>
    infiniteQueryOptions({
      queryKey: messageKeys.inbox(),
      queryFn: ({ pageParam, signal }) =>
        call('listConversations', {
          query: { pageIndex: pageParam, pageSize: INBOX_PAGE_SIZE },
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: (last: ConversationList) =>
        last.pageIndex * last.pageSize < last.totalRow ? last.pageIndex + 1 : undefined,
    }),

  conversation: (id: number) =>
    queryOptions({
      queryKey: messageKeys.conversation(id),
      queryFn: ({ signal }) => call('getConversation', { params: { id }, signal }),
    }),

  /** An order's own thread, made on its first reading. */
  orderConversation: (orderId: number) =>
    queryOptions({
      queryKey: messageKeys.orderConversation(orderId),
      queryFn: ({ signal }) => call('getOrderConversation', { params: { id: orderId }, signal }),
    }),

  /**
   * A conversation's messages: the newest page first; reading it again (a reconnect, a resync)
   * asks only for what came after the last message held, so nothing shows twice.
   */
  thread: (conversationId: number) =>
    queryOptions({
      queryKey: messageKeys.thread(conversationId),
      queryFn: async ({ client, signal }) => {
        const key = messageKeys.thread(conversationId);
        const read = await readThread(conversationId, client.getQueryData<Thread>(key), signal);
        // What arrived live while it was read stays: the read's answer may predate it.
        const now = client.getQueryData<Thread>(key);
        return now ? { ...read, messages: mergeMessages(now.messages, read.messages) } : read;
      },
      // Live events keep it current; a reconnect invalidates it.
      staleTime: Infinity,
    }),
};

/** Reads the page of messages before the oldest held. */
export function useLoadOlderMessages(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const held = queryClient.getQueryData<Thread>(messageKeys.thread(conversationId));
      const first = held?.messages[0];
      if (!first) return;
      const page = await call('listMessages', {
        params: { id: conversationId },
        query: { before: first.id, limit: MESSAGES_PAGE_SIZE },
      });
      queryClient.setQueryData<Thread>(
        messageKeys.thread(conversationId),
        (thread) =>
          thread && {
            messages: mergeMessages(thread.messages, page.messages),
            olderRemain: page.more,
          },
      );
    },
  });
}

/** The inbox and the header's counts may change with any message or reading. */
export function refreshInbox(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: messageKeys.inbox() }),
    queryClient.invalidateQueries({ queryKey: notificationKeys.unread() }),
  ]);
}

/**
 * Reads again the other conversations with the same person that list `conversationId` among
 * their threads, so their "Order GL…" and "General" counts follow a message written there.
 */
export function refreshThreadsOf(queryClient: QueryClient, conversationId: number) {
  return queryClient.invalidateQueries({
    queryKey: messageKeys.views(),
    predicate: ({ state }) => {
      const view = state.data as ConversationView | undefined;
      return (
        view !== undefined &&
        view.id !== conversationId &&
        view.threads.some((thread) => thread.id === conversationId)
      );
    },
  });
}

/** Changes every held copy of a conversation (by id, or as an order's thread). */
export function updateConversation(
  queryClient: QueryClient,
  conversationId: number,
  change: (view: ConversationView) => ConversationView,
) {
  queryClient.setQueriesData<ConversationView>({ queryKey: messageKeys.views() }, (view) =>
    view && view.id === conversationId ? change(view) : view,
  );
}

/**
 * "Contact Me": the conversation with a gig's seller (or a seller, from their page), the same one
 * every time for the same two people.
 */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartConversationBody) => call('startConversation', { body }),
    onSuccess: (view) => queryClient.setQueryData(messageKeys.conversation(view.id), view),
  });
}

/**
 * A message to send: text and files, and its key (lib/random-key), kept through retries so that a
 * second send answers the message the first one made.
 */
export type Outgoing = {
  text: string;
  files: readonly File[];
  clientKey: string;
  onProgress: (sent: number) => void;
};

export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, files, clientKey, onProgress }: Outgoing) =>
      uploadForm(
        'sendMessage',
        { params: { id: conversationId }, fields: { text, clientKey }, files: { files } },
        onProgress,
      ),
    onSuccess: (message) => {
      addToThread(queryClient, conversationId, [message]);
      return queryClient.invalidateQueries({ queryKey: messageKeys.inbox() });
    },
  });
}

/** Everything up to a message is read: the badges drop, the other person sees "Seen". */
export function useMarkRead(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) =>
      call('markConversationRead', { params: { id: conversationId }, body: { upTo } }),
    onSuccess: ({ unread }) => {
      updateConversation(queryClient, conversationId, (view) => ({ ...view, unread }));
      return refreshInbox(queryClient);
    },
  });
}

/** Tells the other person the caller is typing; a refusal (too often) changes nothing here. */
export function sendTyping(conversationId: number) {
  return call('sendTyping', { params: { id: conversationId } }).catch(() => undefined);
}

/** Blocks or unblocks the other person of a conversation. */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: number; blocked: boolean }) =>
      call(blocked ? 'blockUser' : 'unblockUser', { params: { userId } }),
    onSuccess: (reply) =>
      queryClient.setQueriesData<ConversationView>({ queryKey: messageKeys.views() }, (view) =>
        view?.other.id === reply.userId
          ? { ...view, blocked: { ...view.blocked, byMe: reply.blocked } }
          : view,
      ),
  });
}

/**
 * An attachment's bytes: its address needs the session's token header, which an `<img>` or a
 * link cannot send, so it is fetched and shown from memory.
 */
export async function fetchAttachment(url: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(url, { headers: callHeaders(), signal });
  if (!response.ok) throw new Error(`The file could not be loaded (${response.status})`);
  return response.blob();
}
