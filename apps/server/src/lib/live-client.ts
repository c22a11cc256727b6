import { once } from 'node:events';
import WebSocket from 'ws';
import { LIVE_PATH } from '@giglane/contract/message-values';
import { liveEvent, type LiveEvent } from '@giglane/contract/messages';

/**
 * A client of the live channel, as a browser tab uses it: the tests' and the benchmark's. Every
 * frame the server sends is parsed with the contract's schema, so a frame of another shape fails.
 */
export type LiveClient = {
  socket: WebSocket;
  /** Every event received so far, oldest first. */
  events: LiveEvent[];
  /** The first event (already received or still to come) that `matches`. */
  waitFor<T extends LiveEvent>(matches: (event: LiveEvent) => event is T): Promise<T>;
  /** Resolves with the close code once the socket closes, from either side. */
  closed: Promise<number>;
  /** Sends the token frame and waits for `ready`. */
  signIn(token: string): Promise<Extract<LiveEvent, { type: 'ready' }>>;
};

/** Opens a socket on the live channel of the server at `origin` (http://host:port). */
export async function openLive(
  origin: string,
  {
    autoPong,
    onEvent,
  }: {
    /** False: leave the server's pings unanswered, as a client that went away does. */
    autoPong?: boolean;
    /** Called as each event arrives, before anyone waiting for it hears of it. */
    onEvent?: (event: LiveEvent) => void;
  } = {},
): Promise<LiveClient> {
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}${LIVE_PATH}`, {
    autoPong: autoPong ?? true,
  });
  const events: LiveEvent[] = [];
  const waiters = new Set<(event: LiveEvent) => void>();
  socket.on('message', (data) => {
    const event = liveEvent.parse(JSON.parse((data as Buffer).toString('utf8')));
    onEvent?.(event);
    events.push(event);
    for (const waiter of waiters) waiter(event);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  await once(socket, 'open');

  function waitFor<T extends LiveEvent>(matches: (event: LiveEvent) => event is T) {
    const found = events.find(matches);
    if (found) return Promise.resolve(found);
    return new Promise<T>((resolve, reject) => {
      const waiter = (event: LiveEvent) => {
        if (!matches(event)) return;
        waiters.delete(waiter);
        resolve(event);
      };
      waiters.add(waiter);
      void closed.then((code) => {
        if (waiters.delete(waiter)) reject(new Error(`the socket closed (${code}) first`));
      });
    });
  }

  return {
    socket,
    events,
    waitFor,
    closed,
    signIn(token) {
      socket.send(JSON.stringify({ type: 'auth', token }));
      return waitFor(
        (event): event is Extract<LiveEvent, { type: 'ready' }> => event.type === 'ready',
      );
    },
  };
}

/** A type guard for `waitFor`: the next event of a type. */
export const ofType =
  <K extends LiveEvent['type']>(
    type: K,
    also: (event: Extract<LiveEvent, { type: K }>) => boolean = () => true,
  ) =>
  (event: LiveEvent): event is Extract<LiveEvent, { type: K }> =>
    event.type === type && also(event as Extract<LiveEvent, { type: K }>);
