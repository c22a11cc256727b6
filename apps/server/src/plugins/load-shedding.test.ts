import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '@giglane/contract/server-text';
import { call, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ loadShedding: { maxActive: 2, maxQueued: 3 } });
});
afterAll(() => t.close());

const burst = (size: number) =>
  Promise.all(
    Array.from({ length: size }, () =>
      call(t.app, 'GET', '/api/cong-viec/lay-menu-loai-cong-viec'),
    ),
  );

describe('load shedding', () => {
  it('serves what the limits admit and answers the rest 503 with Retry-After, never a 500', async () => {
    const replies = await burst(30);
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    // The first two run, the next three wait their turn: at least five are served.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(5);
    const refused = replies.filter((reply) => reply.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const reply of refused) {
      expect(reply.response.headers['retry-after']).toBe('1');
      expect(reply.body).toMatchObject({
        statusCode: 503,
        message: serverText.serverBusy,
        content: 'Retry-After: 1',
      });
    }
  });

  it('hands every turn back: burst after burst, the limits admit as many as the first time', async () => {
    for (let round = 0; round < 5; round += 1) await burst(30);
    const replies = await burst(5);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it('leaves paths outside the API alone', async () => {
    const replies = await Promise.all([
      ...Array.from({ length: 10 }, () => call(t.app, 'GET', '/api/loai-cong-viec')),
      ...Array.from({ length: 10 }, () => call(t.app, 'GET', '/not-the-api')),
    ]);
    expect(replies.slice(10).map((reply) => reply.status)).toEqual(Array(10).fill(404));
  });
});
