import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, type TestApp } from '../testing/test-app';

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
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
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
