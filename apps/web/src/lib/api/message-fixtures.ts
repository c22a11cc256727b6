import type {
  ConversationList,
  ConversationView,
  Message,
  Notification,
  NotificationList,
} from '@giglane/contract/messages';
import { anna } from './wire-fixtures';

/*
 * Conversations, messages and notifications as the server sends them, for tests only: Anna (42)
 * asks Huy (61) about gig 2.
 */

export const huy = { id: 61, name: 'Huy Hoang', avatar: '' };
const annaPerson = { id: anna.id, name: anna.name, avatar: '' };

export const wireConversation: ConversationView = {
  id: 5,
  other: huy,
  gig: { id: 2, title: 'I will build a simple sales funnel in ClickFunnels' },
  order: null,
  lastMessage: {
    senderId: huy.id,
    text: 'Sure, send me your brief.',
    attachments: 0,
    at: '2026-11-24T09:12:00.000Z',
  },
  unread: 1,
  updatedAt: '2026-11-24T09:12:00.000Z',
  threads: [
    {
      id: 5,
      gig: { id: 2, title: 'I will build a simple sales funnel in ClickFunnels' },
      order: null,
      unread: 1,
      lastMessageAt: '2026-11-24T09:12:00.000Z',
    },
  ],
  participants: [huy, annaPerson],
  seenUpTo: null,
  readOnly: false,
  blocked: { byMe: false, byThem: false },
  suspended: false,
};

/** Message `id` of conversation 5, from `senderId`, a minute apart. */
export function wireMessage(id: number, senderId: number, text = `Message ${id}`): Message {
  return {
    id,
    conversationId: 5,
    senderId,
    text,
    attachments: [],
    at: new Date(Date.UTC(2026, 10, 24, 9, id)).toISOString(),
    clientKey: null,
  };
}

export const wireInbox: ConversationList = {
  pageIndex: 1,
  pageSize: 20,
  totalRow: 2,
  keywords: null,
  unreadConversations: 1,
  data: [
    wireConversation,
    {
      id: 9,
      other: { id: 77, name: 'Mai Pham', avatar: '' },
      gig: null,
      order: { id: 123, number: 'GL000123' },
      lastMessage: {
        senderId: anna.id,
        text: '',
        attachments: 2,
        at: '2026-11-20T16:40:00.000Z',
      },
      unread: 0,
      updatedAt: '2026-11-20T16:40:00.000Z',
      // Mai answered questions about her gig before Anna ordered it.
      threads: [
        {
          id: 9,
          gig: { id: 3, title: 'I will design a minimalist logo' },
          order: { id: 123, number: 'GL000123' },
          unread: 0,
          lastMessageAt: '2026-11-20T16:40:00.000Z',
        },
        {
          id: 8,
          gig: { id: 3, title: 'I will design a minimalist logo' },
          order: null,
          unread: 2,
          lastMessageAt: '2026-11-18T10:05:00.000Z',
        },
      ],
    },
  ],
};

export const wireNotification: Notification = {
  id: 31,
  kind: 'order_placed',
  actor: annaPerson,
  gig: { id: 2, title: 'I will build a simple sales funnel in ClickFunnels' },
  order: { id: 123, number: 'GL000123' },
  conversationId: null,
  reviewId: null,
  moderation: null,
  link: '/orders/123',
  read: false,
  at: '2026-11-24T09:00:00.000Z',
};

export const wireNotifications: NotificationList = {
  pageIndex: 1,
  pageSize: 8,
  totalRow: 2,
  keywords: null,
  unread: 1,
  data: [
    wireNotification,
    {
      ...wireNotification,
      id: 30,
      kind: 'message',
      order: null,
      conversationId: 5,
      link: '/inbox/5',
      read: true,
      at: '2026-11-23T09:00:00.000Z',
    },
  ],
};
