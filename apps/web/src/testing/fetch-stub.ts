import type { Envelope } from '@giglane/contract/envelope';
import { vi } from 'vitest';

/** A request the app made, as the server would read it, with the session token it carried. */
export type SentRequest = { method: string; path: string; body: unknown; token?: string };

/**
 * What the stubbed server answers: an HTTP status (default 200), the envelope's content, and any
 * further response headers.
 */
export type StubReply = { status?: number; content: unknown; headers?: Record<string, string> };

/**
 * Replaces `fetch` for one test (vitest puts it back afterwards) with a server that answers every
 * request with `reply`'s envelope, when its promise settles if it gives one, and returns the list
 * of requests made so far.
 */
export function stubFetch(
  reply: (request: SentRequest) => StubReply | Promise<StubReply>,
): SentRequest[] {
  const requests: SentRequest[] = [];
  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
      token: new Headers(init.headers).get('token') ?? undefined,
    };
    requests.push(request);
    const { status = 200, content, headers = {} } = await reply(request);
    const envelope: Envelope<unknown> = {
      statusCode: status,
      message: status < 400 ? 'Xử lý thành công!' : 'Yêu cầu không hợp lệ!',
      content,
      dateTime: '2026-11-22T08:00:00.000+07:00',
    };
    return new Response(JSON.stringify(envelope), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  };
  vi.stubGlobal('fetch', fetchStub);
  return requests;
}
