import { expect } from 'vitest';
import {
  conversationList,
  conversationView,
  message,
  messageList,
  notificationList,
  unreadCounts,
  type ConversationView,
  type Message,
} from '@giglane/contract/messages';
import { multipart } from './orders';
import { call, contentOf, type TestApp } from './test-app';

/*
 * Conversations and notifications through the API, as the inbox, the conversation page and the
 * header call them, for the tests of messages and notifications.
 */

type File = { name?: string; bytes: Buffer; type?: string };

/** The path an absolute or relative URL of the reply names. */
export const pathOf = (url: string) => new URL(url, 'http://localhost').pathname;

export function messagesApi(t: TestApp) {
  return {
    contact(token: string | undefined, body: Record<string, unknown>) {
      return call(t.app, 'POST', '/api/conversations', { token, body });
    },

    /** Contacts and answers the conversation as the caller sees it. */
    async contacted(token: string, body: Record<string, unknown>): Promise<ConversationView> {
      const reply = await this.contact(token, body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      return contentOf(conversationView, reply.body);
    },

    view(id: number, token?: string) {
      return call(t.app, 'GET', `/api/conversations/${id}`, { token });
    },

    async viewed(id: number, token: string): Promise<ConversationView> {
      const reply = await this.view(id, token);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return contentOf(conversationView, reply.body);
    },

    orderThread(orderId: number, token?: string) {
      return call(t.app, 'GET', `/api/orders/${orderId}/conversation`, { token });
    },

    list(id: number, token?: string, query = '') {
      return call(t.app, 'GET', `/api/conversations/${id}/messages${query}`, { token });
    },

    async listed(id: number, token: string, query = '') {
      const reply = await this.list(id, token, query);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return contentOf(messageList, reply.body);
    },

    send(
      id: number,
      token: string | undefined,
      fields: Record<string, string>,
      files: File[] = [],
    ) {
      return call(t.app, 'POST', `/api/conversations/${id}/messages`, {
        token,
        ...multipart(fields, files),
      });
    },

    async sent(id: number, token: string, text: string, files: File[] = []): Promise<Message> {
      const reply = await this.send(id, token, { text }, files);
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      return contentOf(message, reply.body);
    },

    read(id: number, token: string | undefined, upTo: number) {
      return call(t.app, 'PUT', `/api/conversations/${id}/read`, { token, body: { upTo } });
    },

    typing(id: number, token?: string) {
      return call(t.app, 'POST', `/api/conversations/${id}/typing`, { token });
    },

    block(userId: number, token?: string) {
      return call(t.app, 'PUT', `/api/blocks/${userId}`, { token });
    },

    unblock(userId: number, token?: string) {
      return call(t.app, 'DELETE', `/api/blocks/${userId}`, { token });
    },

    inbox(token?: string, query = '') {
      return call(t.app, 'GET', `/api/conversations${query}`, { token });
    },

    async inboxOf(token: string, query = '') {
      const reply = await this.inbox(token, query);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return contentOf(conversationList, reply.body);
    },

    download(url: string, token?: string) {
      return t.app.inject({
        method: 'GET',
        url: pathOf(url),
        headers: token ? { token } : {},
      });
    },

    notifications(token?: string, query = '') {
      return call(t.app, 'GET', `/api/notifications${query}`, { token });
    },

    async notificationsOf(token: string, query = '') {
      const reply = await this.notifications(token, query);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return contentOf(notificationList, reply.body);
    },

    async unreadOf(token: string) {
      const reply = await call(t.app, 'GET', '/api/me/unread', { token });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return contentOf(unreadCounts, reply.body);
    },
  };
}
