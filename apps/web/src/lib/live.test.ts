import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { LIVE_CLOSE, LIVE_PATH } from '@giglane/contract/message-values';
import { wireMessage } from './api/message-fixtures';
import { connectLive, liveUrl, reconnectDelay, subscribeLive, type LiveEvent } from './live';

/** A live endpoint on a real socket: it records each client's frames and lets the test answer. */
let server: WebSocketServer;
let url: string;
let sockets: ServerSocket[];
let frames: unknown[];

beforeEach(async () => {
  // Node's own WebSocket dispatches its events with a class jsdom's window does not accept; ws
  // is the same protocol's client, as a browser's is.
  vi.stubGlobal('WebSocket', WebSocket);
  sockets = [];
  frames = [];
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (socket) => {
    sockets.push(socket);
    socket.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString('utf8'))));
  });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  url = `ws://127.0.0.1:${port}${LIVE_PATH}`;
});

afterEach(async () => {
  for (const socket of server.clients) socket.terminate();
  await new Promise((resolve) => server.close(resolve));
});

/** Every event the subscribers hear until the test ends. */
function heard() {
  const events: LiveEvent[] = [];
  const stop = subscribeLive((event) => events.push(event));
  afterEach(stop);
  return events;
}

const until = async (check: () => boolean, ms = 5_000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the live connection', () => {
  it('signs in with its first frame and passes the server’s events on, skipping what it cannot read', async () => {
    const events = heard();
    const stop = connectLive('token-of-anna', url);
    await until(() => frames.length === 1);
    expect(frames).toEqual([{ type: 'auth', token: 'token-of-anna' }]);

    const [socket] = sockets;
    socket!.send(JSON.stringify({ type: 'ready', userId: 42 }));
    socket!.send('not json');
    socket!.send(JSON.stringify({ type: 'unknown' }));
    socket!.send(JSON.stringify({ type: 'message', message: wireMessage(7, 61) }));
    await until(() => events.length === 2);
    expect(events).toEqual([
      { type: 'ready', userId: 42 },
      { type: 'message', message: wireMessage(7, 61) },
    ]);
    stop();
  });

  it('comes back after the server drops it, signing in again', async () => {
    const stop = connectLive('token-of-anna', url);
    await until(() => sockets.length === 1 && frames.length === 1);
    sockets[0]!.close(1012, 'restarting');
    await until(() => sockets.length === 2 && frames.length === 2);
    expect(frames[1]).toEqual({ type: 'auth', token: 'token-of-anna' });
    stop();
  });

  it('does not try again with a token the server refused, nor after it is closed', async () => {
    const stop = connectLive('stale-token', url);
    await until(() => sockets.length === 1);
    sockets[0]!.close(LIVE_CLOSE.badToken, 'bad token');
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(sockets).toHaveLength(1);
    stop();

    const next = connectLive('token-of-anna', url);
    await until(() => sockets.length === 2 && sockets[1]!.readyState === sockets[1]!.OPEN);
    next();
    await until(() => sockets[1]!.readyState === sockets[1]!.CLOSED);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(sockets).toHaveLength(2);
  });

  it('waits longer after each failure, up to 10 s, half of it random', () => {
    expect(reconnectDelay(0, () => 0)).toBe(250);
    expect(reconnectDelay(0, () => 1)).toBe(500);
    expect(reconnectDelay(3, () => 0.5)).toBe(3_000);
    expect(reconnectDelay(20, () => 1)).toBe(10_000);
    expect(reconnectDelay(20, () => 0)).toBe(5_000);
  });

  it('lives on the API’s origin, over TLS when the page is', () => {
    expect(liveUrl(new URL('https://giglane.example/inbox/5') as unknown as Location)).toBe(
      `wss://giglane.example${LIVE_PATH}`,
    );
    expect(liveUrl(new URL('http://127.0.0.1:4173/home') as unknown as Location)).toBe(
      `ws://127.0.0.1:4173${LIVE_PATH}`,
    );
  });
});
