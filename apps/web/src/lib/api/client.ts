import type { z } from 'zod';
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
    return isBadSessionReply(this.status, this.content);
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

/**
 * How calls reach the API: the browser's fetch of the same origin, or, where a page is rendered on
 * the server, the server's own routes answering in process (entry-server.tsx).
 */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

export function setApiTransport(send: ApiTransport) {
  transport = send;
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

/** The headers of every call: the session token, and the provider key when configured. */
export function callHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const session = getSession();
  if (session) headers.token = session.token;
  if (apiKey) headers.tokenCybersoft = apiKey;
  return headers;
}

/** A reply as it came, and the session token its request carried. */
type Reply<T> = {
  status: number;
  statusText: string;
  envelope: Envelope<T> | null;
  sentWith: string | undefined;
};

/** This tab's calls that change something: one of them may hand it a fresh token. */
const pendingWrites = new Set<Promise<unknown>>();

/**
 * Whether the server refused a token this tab has since replaced: a request sent with the old
 * token crossed the call that ended the user's other sessions (a sign-out everywhere, a new
 * password), and is answered again with the fresh one instead of signing the tab out.
 */
async function refusedReplacedToken(reply: Reply<unknown>): Promise<boolean> {
  if (!reply.sentWith || !isBadSessionReply(reply.status, reply.envelope?.content)) return false;
  await Promise.allSettled(pendingWrites);
  const current = getSession()?.token;
  return current !== undefined && current !== reply.sentWith;
}

function isBadSessionReply(status: number, content: unknown): boolean {
  return status === 401 || (status === 403 && content === serverText.badUserToken);
}

/**
 * The envelope's content of a reply, or the ApiError of a refusal (announced to the bad-session
 * listeners when the server refused the token).
 */
function settle<T>({ status, statusText, envelope }: Reply<T>): T {
  if (status < 200 || status >= 300) {
    const error = new ApiError(
      status,
      envelope?.content ?? null,
      typeof envelope?.content === 'string' ? envelope.content : (envelope?.message ?? statusText),
    );
    if (error.isBadSession) badSessionListeners.forEach((listener) => listener(error));
    throw error;
  }
  return (envelope as Envelope<T>).content;
}

/**
 * The server sends the caller a fresh token in the `token` header when it ended the caller's
 * sessions: it replaces the stored one as the reply arrives, before any other reply is read.
 */
function keepFreshToken(freshToken: string | null) {
  if (freshToken && getSession()) replaceSessionToken(freshToken);
}

/**
 * One call to the same-origin API: the session token in `token`, the provider key in
 * `tokenCybersoft` when configured, a 30 s time-out, and the envelope's content as the result.
 */
function send<T>(method: string, path: string, options: Options = {}): Promise<T> {
  return answer(method, () => exchangeOnce<T>(method, path, options));
}

/**
 * A call's content: asked once, and once more when the server refused a token this tab has since
 * replaced. A call that changes something counts among the pending writes until it is answered.
 */
async function answer<T>(method: string, exchange: () => Promise<Reply<T>>): Promise<T> {
  const tracked = () => {
    const sending = exchange();
    if (method === 'GET') return sending;
    pendingWrites.add(sending);
    return sending.finally(() => pendingWrites.delete(sending));
  };
  const reply = await tracked();
  return settle((await refusedReplacedToken(reply)) ? await tracked() : reply);
}

async function exchangeOnce<T>(method: string, path: string, options: Options): Promise<Reply<T>> {
  const headers = callHeaders();
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout(limits.requestTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const response = await transport(path, {
    method,
    headers,
    body:
      options.formData ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
    signal,
  });
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  keepFreshToken(response.headers.get('token'));
  const { status, statusText } = response;
  return { status, statusText, envelope, sentWith: headers.token };
}

/** The endpoints that take a picture. */
type UploadName = {
  [N in EndpointName]: Endpoint<N> extends { multipart: true } ? N : never;
}[EndpointName];

/**
 * Sends a picture to a multipart endpoint like `call`, reporting the share of it sent so far
 * (0–1) to `onProgress`. The same headers, time-out, envelope and errors as `call`.
 */
export function upload<N extends UploadName>(
  name: N,
  input: CallInput<N>,
  onProgress: (sent: number) => void,
): Promise<EndpointReply<N>> {
  const given = input as unknown as { params?: Record<string, unknown>; signal?: AbortSignal };
  const formData = new FormData();
  formData.append('formFile', (input as unknown as { file: Blob }).file);
  return sendWithProgress(name, given, formData, onProgress);
}

/** The endpoints that take a form of text fields and files (`form` in the contract). */
type FormName = {
  [N in EndpointName]: Endpoint<N> extends { form: object } ? N : never;
}[EndpointName];

type FormOf<N extends FormName> =
  Endpoint<N> extends {
    form: { fields: infer Fields extends z.ZodType; files: { part: infer Part extends string } };
  }
    ? { fields: z.input<Fields>; part: Part }
    : never;

/**
 * What `uploadForm` takes: the endpoint's path parameters, its text fields, and its files by the
 * part the contract names for them.
 */
export type FormInput<N extends FormName> = LoosePaths<EndpointInput<N>> & {
  fields: FormOf<N>['fields'];
  files: Partial<Record<FormOf<N>['part'], readonly Blob[]>>;
  signal?: AbortSignal;
};

/**
 * Sends a form of text fields and files (a delivery's message and its files) like `upload`,
 * reporting the share sent so far (0–1) to `onProgress`.
 */
export function uploadForm<N extends FormName>(
  name: N,
  input: FormInput<N>,
  onProgress: (sent: number) => void,
): Promise<EndpointReply<N>> {
  const given = input as unknown as {
    params?: Record<string, unknown>;
    /** A form's fields are text on the wire. */
    fields: Record<string, string | number | boolean | undefined>;
    files: Record<string, readonly Blob[]>;
    signal?: AbortSignal;
  };
  const formData = new FormData();
  for (const [field, value] of Object.entries(given.fields))
    if (value !== undefined) formData.append(field, String(value));
  for (const [part, files] of Object.entries(given.files))
    for (const file of files) formData.append(part, file);
  return sendWithProgress(name, given, formData, onProgress);
}

/**
 * Sends multipart form data to an endpoint, reporting the share of it sent so far (0–1) to
 * `onProgress`: fetch cannot tell how much of a request body has gone out, so this uses
 * XMLHttpRequest. The same headers, time-out, envelope and errors as `call`.
 */
function sendWithProgress<T>(
  name: EndpointName,
  given: { params?: Record<string, unknown>; signal?: AbortSignal },
  formData: FormData,
  onProgress: (sent: number) => void,
): Promise<T> {
  return answer(endpointPaths[name].method, () => uploadOnce<T>(name, given, formData, onProgress));
}

async function uploadOnce<T>(
  name: EndpointName,
  given: { params?: Record<string, unknown>; signal?: AbortSignal },
  formData: FormData,
  onProgress: (sent: number) => void,
): Promise<Reply<T>> {
  const headers = callHeaders();
  const request = await new Promise<XMLHttpRequest>((resolve, reject) => {
    const sending = new XMLHttpRequest();
    sending.open(endpointPaths[name].method, endpointUrl(name, given));
    for (const [header, value] of Object.entries(headers)) sending.setRequestHeader(header, value);
    sending.timeout = limits.requestTimeoutMs;
    sending.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    sending.onload = () => resolve(sending);
    // The same errors as fetch's for the same failures.
    sending.onerror = () => reject(new TypeError('The upload could not reach the server'));
    sending.ontimeout = () => reject(new DOMException('The upload timed out', 'TimeoutError'));
    sending.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    given.signal?.addEventListener('abort', () => sending.abort(), { once: true });
    sending.send(formData);
  });
  let envelope: Envelope<T> | null;
  try {
    envelope = JSON.parse(request.responseText) as Envelope<T>;
  } catch {
    envelope = null;
  }
  keepFreshToken(request.getResponseHeader('token'));
  const { status, statusText } = request;
  return { status, statusText, envelope, sentWith: headers.token };
}
