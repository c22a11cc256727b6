import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '@giglane/contract/server-text';
import { call, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ loadShedding: { maxWaitMs: 250 } });
});
afterAll(() => t.close());

/** Lets the event loop go round, as a server keeping up does between requests. */
const yieldTurn = () => new Promise((resolve) => setTimeout(resolve, 30));

/** Holds the event loop for a while, as a burst of requests on the embedded database does. */
function fallBehind(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

const menu = () => call(t.app, 'GET', '/api/cong-viec/lay-menu-loai-cong-viec');

describe('load shedding', () => {
  it('serves requests while the server keeps up', async () => {
    for (let i = 0; i < 5; i += 1) {
      await yieldTurn();
      expect((await menu()).status).toBe(200);
    }
  });

  it('answers 503 with Retry-After in the envelope, not a 500 or a wait, once it falls behind', async () => {
    await yieldTurn();
    fallBehind(500);
    const replies = await Promise.all(Array.from({ length: 10 }, menu));
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(503));
    for (const reply of replies) {
      expect(reply.response.headers['retry-after']).toBe('1');
      expect(reply.body).toMatchObject({
        statusCode: 503,
        message: serverText.serverBusy,
        content: 'Retry-After: 1',
      });
    }

    await yieldTurn();
    expect((await menu()).status).toBe(200);
  });

  it('leaves paths outside the API alone', async () => {
    await yieldTurn();
    fallBehind(500);
    expect((await call(t.app, 'GET', '/not-the-api')).status).toBe(404);
  });
});
