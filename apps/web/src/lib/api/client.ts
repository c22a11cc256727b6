import type { Envelope } from '@giglane/contract/envelope';
import { endpointPaths, type EndpointName } from '@giglane/contract/endpoint-paths';
import type { Endpoint, EndpointInput, EndpointReply } from '@giglane/contract/endpoints';
import { serverText } from '@giglane/contract/server-text';
import { limits } from '@giglane/contract/ui-text';
import { getSession, replaceSessionToken } from '../session';
import { endpointUrl } from './endpoint-url';

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

/** Path parameters may be given as numbers; the client writes them into the path as text. */
type LoosePaths<T> = T extends { params: infer P }
  ? Omit<T, 'params'> & { params: { [K in keyof P]: P[K] | number } }
  : T;

/** What `call` takes for an endpoint: its inputs, the picture of a multipart endpoint, and a signal. */
export type CallInput<N extends EndpointName> = LoosePaths<EndpointInput<N>> &
  (Endpoint<N> extends { multipart: true } ? { file: Blob } : unknown) & { signal?: AbortSignal };

/** Whether `call` can be made with no input at all. */
type NeedsInput<N extends EndpointName> = keyof LoosePaths<EndpointInput<N>> extends never
  ? Endpoint<N> extends { multipart: true }
    ? true
    : false
  : true;

/**
 * Calls an endpoint of the contract by name, with its inputs typed by the contract and its reply
 * typed as the envelope's content.
 */
export function call<N extends EndpointName>(
  name: N,
  ...[input]: NeedsInput<N> extends true ? [input: CallInput<N>] : [input?: CallInput<N>]
): Promise<EndpointReply<N>> {
  const given = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    file?: Blob;
    signal?: AbortSignal;
  };
  let formData: FormData | undefined;
  if (given.file) {
    formData = new FormData();
    formData.append('formFile', given.file);
  }
  return send<EndpointReply<N>>(endpointPaths[name].method, endpointUrl(name, given), {
    body: given.body,
    signal: given.signal,
    formData,
  });
}

/**
 * One call to the same-origin API: the session token in `token`, the provider key in
 * `tokenCybersoft` when configured, a 30 s time-out, and the envelope's content as the result. A
 * new token in the reply's `token` header replaces the stored one.
 */
async function send<T>(method: string, path: string, options: Options = {}): Promise<T> {
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
