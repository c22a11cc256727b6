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
  assertMayBlock,
  assertMayContact,
  assertMayRead,
  assertMaySend,
  assertMember,
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

  /** The conversation's members; 404 when there is none. */
  async function factsOf(id: number) {
    const facts = await repo.findFacts(id);
    if (!facts) throw notFound();
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
      const { sellerId, gigId } = request.body;
      let seller = sellerId;
      let gigListed: boolean | undefined;
      // Whoever lists a gig takes questions about it.
      let reachable = true;
      if (gigId !== undefined) {
        const gig = await repo.findGig(gigId);
        if (!gig) throw notFound();
        if (sellerId !== undefined && sellerId !== gig.sellerId)
          throw invalid('sellerId', 'must be the seller of the gig, or left out');
        seller = gig.sellerId;
        gigListed = gig.listed;
      } else {
        const facts = await repo.contactFacts(user.id, sellerId!);
        if (!facts) throw notFound();
        reachable = facts.reachable;
      }
      assertMayContact(
        user,
        { sellerId: seller!, gigListed, reachable },
        await repo.blockFacts(user.id, seller!),
      );
      const id = await repo.openInquiry({
        buyerId: user.id,
        sellerId: seller!,
        gigId: gigId ?? null,
      });
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
      // The same people as the order page: its buyer and seller, an admin read-only.
      const order = await app.repos.orders.findFacts(request.params.id);
      if (!order) throw notFound();
      assertMayRead(order, user);
      const id = await repo.openOrderThread(order.id);
      if (id === null) throw notFound();
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
      const facts = await factsOf(id);
      assertMaySend(facts, user, await repo.blockFacts(user.id, otherMember(facts, user.id)));
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
      const message = await repo.send({
        conversationId: id,
        senderId: user.id,
        text: fields.data.text,
        clientKey: fields.data.clientKey ?? null,
        files,
      });
      if (message.conversationId !== id)
        throw invalid('clientKey', 'already names a message of another conversation');
      return reply.created(message);
    },
  });

  app.route({
    ...routeOf(endpoints.markConversationRead),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const { id } = request.params;
      const facts = await factsOf(id);
      assertMember(facts, user);
      const read = await repo.markRead(id, user.id, request.body.upTo);
      // After the commit: the other member's "Seen" moves only for a mark that went forward.
      if (read.moved)
        await app.live.publish({
          k: 'read',
          c: id,
          u: user.id,
          upTo: read.readUpTo,
          to: [otherMember(facts, user.id)],
        });
      return reply.ok({ conversationId: id, readUpTo: read.readUpTo, unread: read.unread });
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
      const facts = await factsOf(id);
      const other = otherMember(facts, user.id);
      assertMaySend(facts, user, await repo.blockFacts(user.id, other));
      await app.live.publish({ k: 'typing', c: id, u: user.id, to: [other] });
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
        assertMayBlock(user, userId);
        if (!(await repo.setBlock(user.id, userId, blocked))) throw notFound();
        return reply.ok({ userId, blocked });
      },
    });
};
