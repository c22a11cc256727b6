import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATH } from '@giglane/contract/message-values';
import { createTestApp, type TestApp } from '../testing/test-app';

/*
 * Replies that Node or the WebSocket library would otherwise write in their own shapes: each
 * reaches the client in the original envelope, as JSON, whatever stage refused the request.
 */

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  port = Number(new URL(await t.origin()).port);
});
afterAll(() => t.close());

/** Sends bytes as they are on a fresh connection and reads the reply until the server closes it. */
async function rawRequest(text: string) {
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => socket.once('close', resolve));
  socket.write(text);
  await ended;
  const reply = Buffer.concat(chunks).toString('utf8');
  const [head = '', body = ''] = reply.split('\r\n\r\n');
  const [statusLine, ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
  return { status: Number(statusLine?.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
}

const envelope = (statusCode: number, content: string): unknown =>
  expect.objectContaining({
    statusCode,
    content,
    message: 'Yêu cầu không hợp lệ!',
    dateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
  });

describe('replies before a route', () => {
  it('answers a URL over 16 KB with 431 in the envelope', async () => {
    const reply = await rawRequest(
      `GET /api/cong-viec?q=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(reply.status).toBe(431);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reply.body).toEqual(
      envelope(
        431,
        'headers: the request line and headers must be at most 16 KB together; send long values in the body',
      ),
    );
  });

  it('answers a request that is not HTTP with 400 in the envelope', async () => {
    const reply = await rawRequest('HELLO THERE\r\n\r\n');
    expect(reply.status).toBe(400);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reply.body).toEqual(envelope(400, 'request: must be valid HTTP/1.1'));
  });
});

describe('the live channel’s URL', () => {
  it('answers a plain GET with 426 in the envelope, naming the upgrade it needs', async () => {
    const reply = await t.app.inject({ method: 'GET', url: LIVE_PATH });
    expect(reply.statusCode).toBe(426);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reply.headers.upgrade).toBe('websocket');
    expect(reply.json()).toEqual(
      envelope(
        426,
        `upgrade: ${LIVE_PATH} is a WebSocket; open it with Connection: Upgrade and Upgrade: websocket`,
      ),
    );
  });

  it('answers an upgrade it cannot make with 400 in the envelope, naming the header', async () => {
    const upgrade = `GET ${LIVE_PATH} HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n`;
    const noKey = await rawRequest(`${upgrade}Sec-WebSocket-Version: 13\r\n\r\n`);
    expect(noKey.status).toBe(400);
    expect(noKey.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(noKey.body).toEqual(
      envelope(400, 'upgrade: Missing or invalid Sec-WebSocket-Key header'),
    );

    const oldVersion = await rawRequest(
      `${upgrade}Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 7\r\n\r\n`,
    );
    expect(oldVersion.status).toBe(400);
    expect(oldVersion.headers['sec-websocket-version']).toBe('13, 8');
    expect(oldVersion.body).toEqual(
      envelope(400, 'upgrade: Missing or invalid Sec-WebSocket-Version header'),
    );
  });
});
