import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RawData, WebSocket } from 'ws';
import { LIVE_CLOSE, LIVE_IDLE_MS, LIVE_PATH } from '@giglane/contract/message-values';
import {
  liveEvent,
  liveHello,
  type LiveEvent,
  type Message,
  type Notification,
} from '@giglane/contract/messages';
import { serverText } from '@giglane/contract/server-text';
import type { Database, Listen } from '../db/client';
import { HttpError } from '../lib/errors';
import { sessionHolds, sessionKeyOf } from '../lib/tokens';
import { LIVE_CHANNEL, livePayload, notifyLive, type LivePayload } from '../lib/live-payload';
import { withAssetUrls, writeRawEnvelope } from './envelope';

export type LiveOptions = {
  db: Database;
  /** The database handle's LISTEN; left out, sockets are served but hear no events. */
  listen?: Listen;
  /** What a payload names, loaded once per payload for every socket of this instance. */
  load: {
    message?: (id: number) => Promise<Message | null>;
    notification?: (id: number) => Promise<Notification | null>;
  };
  /** A user's current session version, read to re-check a socket before each event; null: gone. */
  findSession: (
    userId: number,
  ) => Promise<{ sessionVersion: number; keptSession: string | null } | null>;
  /**
   * Where this instance says which users hold a socket here (decision 050), so any instance can
   * tell whether a user is connected; left out, nobody is told.
   */
  presence?: {
    enter(userId: number): Promise<void>;
    leave(userId: number): Promise<void>;
    refresh(): Promise<void>;
    clear(): Promise<void>;
  };
  /** How long a new socket may take to send its token. */
  authTimeoutMs?: number;
  /** How long a socket may stay silent; it is pinged at half. */
  idleMs?: number;
};

/** The default wait for the first frame. */
export const LIVE_AUTH_TIMEOUT_MS = 10_000;

/**
 * Bytes a socket may leave unsent before it is dropped: a client that reads slower than events
 * arrive would otherwise hold them in this process's memory. It reconnects and catches up by HTTP.
 */
const MAX_BUFFERED_BYTES = 1_048_576;

/** The only frame a client sends is its token: a few hundred bytes. */
const MAX_FRAME_BYTES = 16_384;

/**
 * Signed-in sockets one user may hold on one instance: many tabs and devices, far from what a
 * client opening sockets in a loop would hold. Counted per instance (decision 032): across N
 * instances a user holds at most N times as many, each instance's memory stays bounded.
 */
export const MAX_SOCKETS_PER_USER = 16;

/**
 * Sockets one address may hold open before their first frame. A socket waits for its token for
 * at most authTimeoutMs; a browser's tab sends it at once, so offices behind one address never
 * come near this.
 */
export const MAX_UNSIGNED_PER_ADDRESS = 20;

/** A signed-in socket, with the session its token named and when that token expires (ms). */
type Connection = {
  userId: number;
  session: { sessionVersion: number; key: string };
  expiresAt: number;
  request: FastifyRequest;
  alive: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    live: {
      /** Announces an event to every instance (NOTIFY on the shared database, at commit). */
      publish(payload: LivePayload): Promise<void>;
      /** Signed-in sockets open on this instance. */
      openSockets(): number;
    };
  }
}

/**
 * The live channel (decision 024): a WebSocket per tab, signed in by its first frame, that hears
 * the events the database announces on LIVE_CHANNEL. Each instance LISTENs once and forwards an
 * event to its own sockets of the users it is for, so any instance may hold any socket (no sticky
 * sessions). Events are hints: after every (re)connect the client catches up over HTTP.
 */
export default fp(
  async (app: FastifyInstance, options: LiveOptions) => {
    const authTimeoutMs = options.authTimeoutMs ?? LIVE_AUTH_TIMEOUT_MS;
    const idleMs = options.idleMs ?? LIVE_IDLE_MS;
    const connections = new Map<WebSocket, Connection>();
    const socketsOf = new Map<number, Set<WebSocket>>();
    /** Sockets per client address still waiting for their first frame. */
    const unsignedOf = new Map<string, number>();
    const presence = options.presence;
    /** Set as the instance stops: its rows go at once, and sockets closing after say nothing. */
    let stopping = false;
    const presenceFailed = (error: unknown) =>
      app.log.error({ err: error }, 'live: recording who is connected failed');

    app.decorate('live', {
      publish: (payload: LivePayload) => notifyLive(options.db, payload),
      openSockets: () => connections.size,
    });

    await app.register(websocket, {
      options: { maxPayload: MAX_FRAME_BYTES },
      // A frame over the limit or not valid WebSocket is the client's fault, which anyone may
      // cause at will: ws has closed the socket with its code (1009, 1002), a line at info says so.
      errorHandler(error: Error & { code?: string }, socket, request) {
        if (error.code?.startsWith('WS_ERR_')) {
          request.log.info({ code: error.code }, 'live: a client sent a frame the server refuses');
          return;
        }
        request.log.error({ err: error }, 'live: a socket failed');
        socket.terminate();
      },
    });
    // A handshake ws refuses (no Sec-WebSocket-Key, an unknown version) is answered in the
    // envelope rather than ws's text/html page.
    app.websocketServer.on(
      'wsClientError',
      (error: Error, socket: Duplex, request: IncomingMessage) => {
        app.log.info('live: a client asked for an upgrade the server cannot make');
        const badVersion = error.message.includes('Sec-WebSocket-Version');
        writeRawEnvelope(
          socket,
          request.method === 'GET' ? 400 : 405,
          `upgrade: ${error.message}`,
          serverText.badRequest,
          badVersion ? { 'Sec-WebSocket-Version': '13, 8' } : {},
        );
      },
    );

    function forget(socket: WebSocket) {
      const connection = connections.get(socket);
      if (!connection) return;
      connections.delete(socket);
      const sockets = socketsOf.get(connection.userId);
      sockets?.delete(socket);
      if (sockets?.size === 0) {
        socketsOf.delete(connection.userId);
        if (!stopping) presence?.leave(connection.userId).catch(presenceFailed);
      }
    }

    function send(socket: WebSocket, frame: string) {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        app.log.info('live: a socket fell too far behind and was dropped');
        socket.terminate();
        return;
      }
      socket.send(frame);
    }

    /** Only the first frame is read: the token, checked exactly as the `token` header is. */
    async function signIn(socket: WebSocket, request: FastifyRequest, data: RawData) {
      // ws hands each frame over as one Buffer (its default binary type).
      const text = Buffer.isBuffer(data) ? data.toString('utf8') : '';
      const hello = liveHello.safeParse(parseJson(text));
      const token = hello.success ? hello.data.token : undefined;
      const claims = token ? await app.tokens.verify(token) : null;
      // Checked as every request's `token` header is (signature, expiry, the user's existence and
      // session version). A database error closes the socket 1011, below.
      const user = claims && token ? await app.sessionOf(token) : null;
      if (socket.readyState !== socket.OPEN) return;
      if (!claims || !user || !token) {
        socket.close(LIVE_CLOSE.badToken, 'bad token');
        return;
      }
      if ((socketsOf.get(user.id)?.size ?? 0) >= MAX_SOCKETS_PER_USER) {
        socket.close(LIVE_CLOSE.tooMany, 'too many sockets');
        return;
      }
      connections.set(socket, {
        userId: user.id,
        session: { sessionVersion: claims.sessionVersion, key: sessionKeyOf(token) },
        expiresAt: claims.expiresAt,
        request,
        alive: true,
      });
      const sockets = socketsOf.get(user.id) ?? new Set();
      sockets.add(socket);
      socketsOf.set(user.id, sockets);
      // Recorded before `ready`: from then on no instance mails this user their unread messages.
      await presence?.enter(user.id);
      send(socket, JSON.stringify({ type: 'ready', userId: user.id } satisfies LiveEvent));
    }

    // No Origin check: a browser WebSocket is not subject to CORS, and nothing is given to a
    // socket before its first frame proves a session, whatever page opened it.
    app.route({
      method: 'GET',
      url: LIVE_PATH,
      schema: { hide: true },
      // A plain GET, without the upgrade: 426 in the envelope.
      handler: async (_request, reply) => {
        reply.header('Upgrade', 'websocket');
        throw new HttpError(
          426,
          `upgrade: ${LIVE_PATH} is a WebSocket; open it with Connection: Upgrade and Upgrade: websocket`,
          serverText.badRequest,
        );
      },
      wsHandler: (socket, request) => {
        const address = request.ip;
        if ((unsignedOf.get(address) ?? 0) >= MAX_UNSIGNED_PER_ADDRESS) {
          request.log.info('live: an address holds too many sockets without a token');
          socket.close(LIVE_CLOSE.tooMany, 'too many sockets');
          return;
        }
        unsignedOf.set(address, (unsignedOf.get(address) ?? 0) + 1);
        let unsigned = true;
        /** The socket no longer waits for its first frame: it sent one or closed. */
        const signedOrGone = () => {
          if (!unsigned) return;
          unsigned = false;
          const left = unsignedOf.get(address)! - 1;
          if (left === 0) unsignedOf.delete(address);
          else unsignedOf.set(address, left);
        };
        const timer = setTimeout(
          () => socket.close(LIVE_CLOSE.authTimeout, 'no token'),
          authTimeoutMs,
        );
        socket.once('message', (data) => {
          clearTimeout(timer);
          signedOrGone();
          signIn(socket, request, data).catch((error: unknown) => {
            request.log.error({ err: error }, 'live: signing a socket in failed');
            socket.close(1011, 'server error');
          });
        });
        socket.on('pong', () => {
          const connection = connections.get(socket);
          if (connection) connection.alive = true;
        });
        socket.on('close', () => {
          clearTimeout(timer);
          signedOrGone();
          forget(socket);
        });
      },
    });

    // A socket that has not answered the last ping (a phone gone out of range, a dead proxy) is
    // closed; its client reconnects when it can.
    const heartbeat = setInterval(() => {
      for (const [socket, connection] of connections) {
        if (!connection.alive) {
          forget(socket);
          socket.terminate();
          continue;
        }
        connection.alive = false;
        socket.ping();
      }
      if (socketsOf.size > 0) presence?.refresh().catch(presenceFailed);
    }, idleMs / 2);
    heartbeat.unref();

    /**
     * The user's sockets whose session still holds, each checked against the user row as it is
     * now: a session ended (a new password, "sign out everywhere", the user deleted) or a token
     * expired closes the socket 4401, whichever instance ended it and whether or not its
     * announcement has arrived yet.
     */
    async function signedInSocketsOf(userId: number): Promise<WebSocket[]> {
      const sockets = socketsOf.get(userId);
      if (!sockets) return [];
      const session = await options.findSession(userId);
      const now = Date.now();
      const kept: WebSocket[] = [];
      for (const socket of [...sockets]) {
        const connection = connections.get(socket)!;
        if (session && sessionHolds(session, connection.session) && now < connection.expiresAt)
          kept.push(socket);
        else {
          forget(socket);
          socket.close(LIVE_CLOSE.badToken, 'session ended');
        }
      }
      return kept;
    }

    /** The frame for a payload, or null when what it names is gone. */
    async function eventOf(payload: LivePayload): Promise<LiveEvent | null> {
      switch (payload.k) {
        case 'message': {
          const message = await options.load.message?.(payload.id);
          return message ? { type: 'message', message } : null;
        }
        case 'notification': {
          const notification = await options.load.notification?.(payload.id);
          return notification ? { type: 'notification', notification } : null;
        }
        case 'order':
          return { type: 'order', orderId: payload.id };
        case 'read':
          return {
            type: 'read',
            conversationId: payload.c,
            userId: payload.u,
            readUpTo: payload.upTo,
          };
        case 'typing':
          return { type: 'typing', conversationId: payload.c, userId: payload.u };
        case 'sessions':
          return null;
      }
    }

    async function dispatch(text: string) {
      const parsed = livePayload.safeParse(parseJson(text));
      if (!parsed.success) {
        app.log.warn('live: a notification on the channel was not a payload');
        return;
      }
      const payload = parsed.data;
      const recipients = [...new Set(payload.to)].filter((id) => socketsOf.has(id));
      if (recipients.length === 0) return;
      const socketsTo = new Map<number, WebSocket[]>();
      for (const id of recipients) socketsTo.set(id, await signedInSocketsOf(id));
      if (![...socketsTo.values()].some((sockets) => sockets.length > 0)) return;
      const event = await eventOf(payload);
      if (!event) return;
      // One frame per origin: pictures and attachments are absolute URLs of the socket's host.
      const frames = new Map<string, string>();
      for (const sockets of socketsTo.values())
        for (const socket of sockets) {
          const { request } = connections.get(socket)!;
          const origin = `${request.protocol}://${request.host}`;
          let frame = frames.get(origin);
          if (frame === undefined) {
            frame = JSON.stringify(
              withAssetUrls(liveEvent, event, (path) => request.assetUrl(path)),
            );
            frames.set(origin, frame);
          }
          send(socket, frame);
        }
    }

    // Payloads are forwarded one after the other, in the order the database committed them.
    let forwarding = Promise.resolve();
    const onPayload = (text: string) => {
      forwarding = forwarding
        .then(() => dispatch(text))
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'live: forwarding an event failed'),
        );
    };
    // Events sent while the database link was down are lost: every client fetches again.
    const onReconnect = () => {
      app.log.warn('live: listening again after losing the database link');
      const frame = JSON.stringify({ type: 'resync' } satisfies LiveEvent);
      for (const socket of connections.keys()) send(socket, frame);
    };

    let unlisten: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      unlisten = await options.listen?.(LIVE_CHANNEL, onPayload, onReconnect);
    });
    app.addHook('onClose', async () => {
      stopping = true;
      clearInterval(heartbeat);
      await unlisten?.();
      await forwarding;
      await presence?.clear().catch(presenceFailed);
    });
  },
  { name: 'live', dependencies: ['auth', 'envelope'] },
);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
