import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@giglane/contract/endpoints';
import { MESSAGE_ATTACHMENT_MAX_BYTES } from '@giglane/contract/message-values';
import type { SessionUser } from '../../lib/access-rules';
import { invalid, notFound } from '../../lib/errors';
import { checkMessageAttachments, FILE_FOLDERS } from '../files/file-checks';
import { pageOf } from '../../lib/paging';
import { routeOf } from '../../lib/routes';
import {
  assertMayRead,
  assertMaySend,
  assertMessageHasContent,
  otherMember,
} from './messages-rules';
import { conversationRowToWire, conversationViewToWire } from './messages-wire';

export type MessagesRoutesOptions = {
  /** Messages each user may send per minute, counted across instances. */
  messageRateLimit: number;
};

/** Typing hints a user may send: one per this many milliseconds, the client throttles anyway. */
const TYPING_EVERY_MS = 2_000;

/**
 * Limits count per signed-in user, in the shared database store (decision 012), so one user's
 * allowance holds across instances and is not shared by everyone behind one address. A request
 * without a valid token is counted by its address; the route then refuses it.
 */
async function perUser(request: FastifyRequest): Promise<string> {
  const user = await request.optionalUser();
  return user ? `user ${user.id}` : `address ${request.ip}`;
}

export const messagesRoutes: FastifyPluginAsyncZod<MessagesRoutesOptions> = async (
  app,
  options,
) => {
  const repo = app.repos.messages;
  const service = app.services.messages;

  /** The conversation's members; 404 when there is none. */
  async function factsOf(id: number) {
    const facts = await repo.findFacts(id);
    if (!facts) throw notFound();
    return facts;
  }

  /** The conversation, if the user may write in it now: 404, 403 otherwise. */
  async function writable(user: SessionUser, id: number) {
    const facts = await repo.findWriterFacts(id, user.id);
    if (!facts) throw notFound();
    assertMaySend(facts, user, facts.blocked);
    return facts;
  }

  /** The conversation as the user sees it: a member's view, or an admin's read-only one. */
  async function viewFor(user: SessionUser, id: number) {
    const facts = await factsOf(id);
    const { readOnly } = assertMayRead(facts, user);
    const row = await repo.findView(id, readOnly ? facts.buyerId : user.id);
    return conversationViewToWire(row!, readOnly);
  }

  app.route({
    ...routeOf(endpoints.startConversation),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const id = await service.contact(user, request.body);
      return reply.created(await viewFor(user, id));
    },
  });

  app.route({
    ...routeOf(endpoints.listConversations),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const query = { ...request.query, keyword: null };
      const inbox = await repo.inbox(user.id, query);
      return reply.ok({
        ...pageOf(query, inbox.total, inbox.rows.map(conversationRowToWire)),
        unreadConversations: inbox.unreadConversations,
      });
    },
  });

  app.route({
    ...routeOf(endpoints.getConversation),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      return reply.ok(await viewFor(user, request.params.id));
    },
  });

  app.route({
    ...routeOf(endpoints.getOrderConversation),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const id = await service.orderThread(user, request.params.id);
      return reply.ok(await viewFor(user, id));
    },
  });

  app.route({
    ...routeOf(endpoints.listMessages),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const { id } = request.params;
      assertMayRead(await factsOf(id), user);
      const { before, after, limit } = request.query;
      if (before !== undefined && after !== undefined)
        throw invalid('after', 'must not be sent with before: page one way at a time');
      return reply.ok(await repo.listMessages(id, { before, after, limit }));
    },
  });

  app.route({
    ...routeOf(endpoints.sendMessage),
    config: {
      rateLimit: { max: options.messageRateLimit, timeWindow: '1 minute', keyGenerator: perUser },
    },
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const { id } = request.params;
      // Decided before the files are read: a refused sender uploads nothing.
      await writable(user, id);
      const { form } = endpoints.sendMessage;
      const read = await request.readFormFiles({
        part: form.files.part,
        max: form.files.max,
        maxBytes: MESSAGE_ATTACHMENT_MAX_BYTES,
        folder: FILE_FOLDERS.message,
      });
      const fields = form.fields.safeParse(read.fields);
      if (!fields.success)
        throw invalid(
          String(fields.error.issues[0]!.path[0] ?? 'body'),
          fields.error.issues[0]!.message,
        );
      assertMessageHasContent(fields.data.text, read.files.length);
      const files = await checkMessageAttachments(read.files, form.files.part, app.files);
      const message = await service.send(user, id, {
        text: fields.data.text,
        clientKey: fields.data.clientKey ?? null,
        files,
      });
      return reply.created(message);
    },
  });

  app.route({
    ...routeOf(endpoints.markConversationRead),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const { id } = request.params;
      const read = await service.markRead(user, id, request.body.upTo);
      return reply.ok({ conversationId: id, ...read });
    },
  });

  app.route({
    ...routeOf(endpoints.sendTyping),
    config: {
      rateLimit: { max: 1, timeWindow: TYPING_EVERY_MS, keyGenerator: perUser },
    },
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const { id } = request.params;
      const facts = await writable(user, id);
      // A hint, not a write: sent at once, and lost with no harm if no one hears it.
      await app.live.publish({ k: 'typing', c: id, u: user.id, to: [otherMember(facts, user.id)] });
      return reply.ok({ conversationId: id });
    },
  });

  for (const [name, blocked] of [
    ['blockUser', true],
    ['unblockUser', false],
  ] as const)
    app.route({
      ...routeOf(endpoints[name]),
      handler: async (request, reply) => {
        const user = await request.requireUser();
        const { userId } = request.params;
        await service.setBlock(user, userId, blocked);
        return reply.ok({ userId, blocked });
      },
    });
};
