import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, type TestApp } from '../testing/test-app';
import { openLive } from './live-client';

/** Every line the app logs, at every level, as pino writes it. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
/** Waits for the server to get there, however busy the machine (a bound on waiting, not a speed). */
const settled = (check: () => void) => vi.waitFor(check, { timeout: 20_000, interval: 20 });
const levelOf = (line: string) => (JSON.parse(line) as { level: number }).level;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'trace', stream } });
});
afterAll(() => t.close());

describe('the server log', () => {
  it('logs each answered request once at info: what it asked, its status and its time', async () => {
    const from = lines.length;
    const reply = await call(
      t.app,
      'GET',
      '/api/cong-viec/lay-danh-sach-cong-viec-theo-ten/logo?x=private-words',
    );
    expect(reply.status).toBe(200);

    type Line = {
      level: number;
      msg: string;
      req?: { method: string; url: string };
      res?: { statusCode: number };
      responseTime?: number;
    };
    const logged = lines.slice(from).map((line) => JSON.parse(line) as Line);
    const atInfo = logged.filter((line) => line.level >= 30);
    expect(atInfo).toHaveLength(1);
    expect(atInfo[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/cong-viec/lay-danh-sach-cong-viec-theo-ten/logo' },
      res: { statusCode: 200 },
    });
    expect(atInfo[0]!.responseTime).toBeGreaterThanOrEqual(0);
    expect(lines.slice(from).join()).not.toContain('private-words');
    // Its arrival is there for whoever turns the level down to debug.
    expect(
      logged.filter((line) => line.msg === 'incoming request').map((line) => line.level),
    ).toEqual([20]);
  });

  it("writes an answered request's line as its own logger would, with no header, query or body", async () => {
    const user = await t.createUser({ email: 'line-check@example.com' });
    const from = lines.length;
    const reply = await call(t.app, 'PUT', `/api/users/${user.id}?password=query-leak-check`, {
      token: user.token,
      headers: {
        tokenCybersoft: 'provider-key-line-check',
        cookie: 'session=cookie-line-check',
        authorization: `Bearer ${user.token}`,
      },
      body: { name: 'Line Check', password: 'Body-Leak-Check-42' },
    });
    expect(reply.status).toBe(200);

    const logged = lines.slice(from);
    const completed = logged.filter((line) => line.includes('"msg":"request completed"'));
    expect(completed).toHaveLength(1);
    const line = JSON.parse(completed[0]!) as Record<string, unknown>;
    // The fields and their order of the line the request's child logger writes.
    expect(Object.keys(line)).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'req',
      'res',
      'responseTime',
      'msg',
    ]);
    // What the serializer keeps of a request, no more (an injected request has no port).
    expect(['method', 'url', 'host', 'remoteAddress', 'remotePort']).toEqual(
      expect.arrayContaining(Object.keys(line.req as object)),
    );
    expect(line.res).toEqual({ statusCode: 200 });
    // The same request id as the request's own lines.
    const incoming = logged.find((text) => text.includes('"msg":"incoming request"'))!;
    expect((JSON.parse(incoming) as { reqId: string }).reqId).toBe(line.reqId);
    for (const secret of [
      user.token,
      'provider-key-line-check',
      'cookie-line-check',
      'query-leak-check',
      'Body-Leak-Check-42',
    ])
      expect(completed[0]).not.toContain(secret);
  });

  it('holds no password, hash, token or email when the database refuses an input', async () => {
    const password = 'Leak-Check-Pass-42';
    const email = 'leak-check@example.com';
    const user = await t.createUser({ email: 'owner-leak@example.com' });
    const headers = {
      tokenCybersoft: 'provider-key-leak-check',
      cookie: 'session=cookie-leak-check',
      authorization: `Bearer ${user.token}`,
    };

    // PostgreSQL refuses a NUL character in text: the insert fails with the argon2 hash among
    // the query's parameters.
    const signup = await call(t.app, 'POST', '/api/auth/signup', {
      headers,
      body: { name: 'Nul\u0000Name', email, password },
    });
    expect(signup.status).toBe(400);
    expect(signup.body?.content).toBe('the database refused this input');
    const update = await call(t.app, 'PUT', `/api/users/${user.id}`, {
      token: user.token,
      headers,
      body: { name: 'Nul\u0000Name', password },
    });
    expect(update.status).toBe(400);
    const signin = await call(t.app, 'POST', `/api/auth/signin?email=${user.email}`, {
      headers,
      body: { email: user.email, password: user.password },
    });
    expect(signin.status).toBe(200);

    const log = lines.join('\n');
    expect(log).toContain('database refused the input');
    expect(log).toContain('"code":"22021"');
    for (const secret of [
      password,
      user.password,
      email,
      user.email,
      user.token,
      '$argon2',
      'provider-key-leak-check',
      'cookie-leak-check',
    ])
      expect(log).not.toContain(secret);
  });

  it('logs a client that hangs up mid-request at the info level, never as an error', async () => {
    const port = Number(new URL(await t.origin()).port);
    const from = lines.length;
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    // A body cut off halfway, as from a phone that lost its signal.
    socket.write(
      'POST /api/auth/signin HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email": "a',
    );
    await settled(() => expect(lines.slice(from).join()).toContain(socket.localPort));
    socket.destroy();

    const isAbort = (line: string) => line.includes('closed the connection before the reply');
    await settled(() => expect(lines.slice(from).some(isAbort)).toBe(true));
    const logged = lines.slice(from);
    expect(logged.filter(isAbort).map(levelOf)).toEqual([30]);
    expect(logged.filter((line) => levelOf(line) >= 50)).toEqual([]);
  });
});

describe('client faults', () => {
  /** The lines logged since `from` that hold `text`, and every line at warn or above. */
  const since = (from: number, text: string) => {
    const logged = lines.slice(from);
    return {
      matching: logged.filter((line) => line.includes(text)),
      loud: logged.filter((line) => levelOf(line) >= 40),
    };
  };

  it('log a NUL byte the database refuses once, at info, without a stack', async () => {
    const from = lines.length;
    const reply = await call(t.app, 'POST', '/api/auth/signup', {
      body: { name: 'Nul\u0000Name', email: 'nul-once@example.com', password: 'Nul-Once-42' },
    });
    expect(reply.status).toBe(400);
    const { matching, loud } = since(from, 'database refused the input');
    expect(matching.map(levelOf)).toEqual([30]);
    expect(matching[0]).not.toContain('stack');
    expect(matching[0]).toContain('"code":"22021"');
    expect(loud).toEqual([]);
  });

  it('log an oversized WebSocket frame once, at info, without a stack', async () => {
    const from = lines.length;
    const client = await openLive(await t.origin());
    client.socket.send('x'.repeat(20_000));
    expect(await client.closed).toBe(1009);
    const refused = 'a client sent a frame the server refuses';
    await settled(() => expect(since(from, refused).matching).toHaveLength(1));
    const { matching, loud } = since(from, refused);
    expect(levelOf(matching[0]!)).toBe(30);
    expect(matching[0]).not.toContain('stack');
    expect(loud).toEqual([]);
  });

  it('log a request Node cannot read once, at info, without a stack', async () => {
    const { port } = new URL(await t.origin());
    const from = lines.length;
    const socket = connect(Number(port), '127.0.0.1');
    socket.write(`GET /api/skill?q=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    socket.resume();
    await new Promise((resolve) => socket.once('close', resolve));
    const unreadable = 'a client sent a request the server cannot read';
    await settled(() => expect(since(from, unreadable).matching).toHaveLength(1));
    const { matching, loud } = since(from, unreadable);
    expect(levelOf(matching[0]!)).toBe(30);
    expect(matching[0]).toContain('"code":"HPE_HEADER_OVERFLOW"');
    expect(matching[0]).not.toContain('stack');
    expect(loud).toEqual([]);
  });
});
