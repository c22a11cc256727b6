import { useEffect, useRef } from 'react';
import { LIVE_CLOSE, LIVE_PATH } from '@giglane/contract/message-values';
import { liveEvent, type LiveEvent } from '@giglane/contract/messages';

/*
 * The one live connection of a tab (decision 024): a WebSocket to the API's LIVE_PATH, signed in
 * by its first frame, kept open with a jittered backoff between attempts. Its events are hints to
 * show something at once; after every `ready` (a first connection or a reconnection) the
 * subscribers catch up over HTTP, since events sent meanwhile were not kept for this tab.
 */

export type { LiveEvent };
type Listener = (event: LiveEvent) => void;

const listeners = new Set<Listener>();

/** Calls `listener` with every event of the live connection until the returned function is called. */
export function subscribeLive(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Subscribes a component to the live events for as long as it is mounted. */
export function useLiveEvents(listener: Listener) {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribeLive((event) => latest.current(event)), []);
}

/** The first wait before reconnecting, and the longest. */
const FIRST_DELAY_MS = 500;
const LONGEST_DELAY_MS = 10_000;

/**
 * How long to wait before the attempt after `failures` failed ones: doubling up to a ceiling, half
 * of it fixed and half random, so the tabs a server restart dropped do not all come back at once.
 */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** failures);
  return ceiling / 2 + (random() * ceiling) / 2;
}

/** The live channel on the API's origin, which is the page's (lib/api/endpoint-url). */
export function liveUrl(page: Location = window.location): string {
  const url = new URL(LIVE_PATH, page.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

function parseEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = liveEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Opens the live connection for a session token and keeps it open, reconnecting after a drop,
 * until the returned function closes it. A refused token (LIVE_CLOSE.badToken) is not retried:
 * the next session opens a connection of its own.
 */
export function connectLive(token: string, url: string = liveUrl()): () => void {
  let socket: WebSocket | null = null;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const open = () => {
    retry = undefined;
    const current = new WebSocket(url);
    socket = current;
    current.onopen = () => current.send(JSON.stringify({ type: 'auth', token }));
    current.onmessage = ({ data }) => {
      const event = parseEvent(data);
      if (!event) return;
      if (event.type === 'ready') failures = 0;
      for (const listener of listeners) listener(event);
    };
    current.onclose = ({ code }) => {
      if (socket !== current) return;
      socket = null;
      if (stopped || code === LIVE_CLOSE.badToken) return;
      retry = setTimeout(open, reconnectDelay(failures++));
    };
  };

  // Back online: try at once instead of waiting out the backoff.
  const onOnline = () => {
    if (retry === undefined) return;
    clearTimeout(retry);
    open();
  };
  window.addEventListener('online', onOnline);
  open();

  return () => {
    stopped = true;
    window.removeEventListener('online', onOnline);
    clearTimeout(retry);
    socket?.close(1000);
    socket = null;
  };
}
