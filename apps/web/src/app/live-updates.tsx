import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  addToThread,
  messageKeys,
  refreshInbox,
  refreshThreadsOf,
  updateConversation,
} from '../lib/api/messages';
import { notificationKeys, refreshNotifications } from '../lib/api/notifications';
import { refreshOrders } from '../lib/api/orders';
import { connectLive, useLiveEvents, type LiveEvent } from '../lib/live';

/**
 * What a live event changes in the query cache. A message joins its conversation's thread (by id,
 * so never twice) and the inbox, the badges and the same person's other conversations read again; a notification refreshes the lists and
 * badges; an order's move reads that order, the order lists and the figures again; a read receipt
 * moves "Seen"; a (re)connection catches up on everything held, since events sent meanwhile
 * reached no one here.
 */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent, userId: number) {
  switch (event.type) {
    case 'message':
      addToThread(queryClient, event.message.conversationId, [event.message]);
      return Promise.all([
        refreshInbox(queryClient),
        refreshThreadsOf(queryClient, event.message.conversationId),
      ]);
    case 'notification':
      return refreshNotifications(queryClient);
    case 'order':
      return refreshOrders(queryClient, event.orderId);
    case 'read':
      if (event.userId === userId) return refreshInbox(queryClient);
      updateConversation(queryClient, event.conversationId, (view) => ({
        ...view,
        seenUpTo: Math.max(view.seenUpTo ?? 0, event.readUpTo),
      }));
      return;
    case 'ready':
    case 'resync':
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.all }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
        refreshOrders(queryClient),
      ]);
    case 'typing':
      // Shown by the open conversation itself (features/messages' useTyping).
      return;
  }
}

/** The signed-in tab's live connection, feeding the query cache for as long as it is mounted. */
export function LiveUpdates({ token, userId }: { token: string; userId: number }) {
  const queryClient = useQueryClient();
  useLiveEvents((event) => void applyLiveEvent(queryClient, event, userId));
  useEffect(() => connectLive(token), [token]);
  return null;
}
