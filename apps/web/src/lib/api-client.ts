import type { Envelope } from '@giglane/contract/envelope';
import { serverText } from '@giglane/contract/server-text';
import { limits } from '@giglane/contract/ui-text';
import { getSession, replaceSessionToken } from './session';

/** A reply outside 2xx, with the server's envelope when there was one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly content: unknown,
    message: string,
  ) {
    super(message);
  }

  /** The server says the session token is missing, invalid or expired. */
  get isBadSession(): boolean {
    return this.status === 401 || (this.status === 403 && this.content === serverText.badUserToken);
  }
}

type Listener = (error: ApiError) => void;
const badSessionListeners = new Set<Listener>();

/** The app shell listens here to sign the user out when the server refuses the token. */
export function onBadSession(listener: Listener) {
  badSessionListeners.add(listener);
  return () => {
    badSessionListeners.delete(listener);
  };
}

const apiKey = import.meta.env.VITE_TOKEN_CYBERSOFT as string | undefined;

type Options = { body?: unknown; signal?: AbortSignal; formData?: FormData };

/**
 * One call to the same-origin API: the session token in `token`, the provider key in
 * `tokenCybersoft` when configured, a 30 s time-out, and the envelope's content as the result. A
 * new token in the reply's `token` header replaces the stored one.
 */
export async function api<T>(method: string, path: string, options: Options = {}): Promise<T> {
  const headers: Record<string, string> = {};
  const session = getSession();
  if (session) headers.token = session.token;
  if (apiKey) headers.tokenCybersoft = apiKey;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout(limits.requestTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const response = await fetch(path, {
    method,
    headers,
    body:
      options.formData ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
    signal,
  });
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok) {
    const error = new ApiError(
      response.status,
      envelope?.content ?? null,
      typeof envelope?.content === 'string'
        ? envelope.content
        : (envelope?.message ?? response.statusText),
    );
    if (error.isBadSession) badSessionListeners.forEach((listener) => listener(error));
    throw error;
  }
  // The server sends the caller a fresh token in this header when it ended the caller's sessions.
  const freshToken = response.headers.get('token');
  if (freshToken && session) replaceSessionToken(freshToken);
  return (envelope as Envelope<T>).content;
}
