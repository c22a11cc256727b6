import type * as Argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { call as Call, TestApp } from '../../testing/test-app';

// The real argon2, watched: how many password checks a sign-in runs is what its time follows.
const argon2 = vi.hoisted(() => ({ verify: vi.fn() }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  argon2.verify.mockImplementation(real.verify);
  return { ...real, verify: argon2.verify };
});

let t: TestApp;
let call: typeof Call;
let member: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  // The suite shares modules between files (vitest.config.ts): the app is imported afresh, so its
  // passwords module reads the watched argon2 even when an earlier file loaded the real one.
  vi.resetModules();
  const testApp = await import('../../testing/test-app');
  call = testApp.call;
  t = await testApp.createTestApp();
  member = await t.createUser();
});
afterAll(() => t.close());

/** The argon2 checks one sign-in ran, and its status. */
async function signIn(email: string, password: string) {
  argon2.verify.mockClear();
  const reply = await call(t.app, 'POST', '/api/auth/signin', { body: { email, password } });
  return { status: reply.status, checks: argon2.verify.mock.calls.length };
}

describe('sign-in work', () => {
  it('is one argon2 check for an unknown email, as for a wrong password and a right one', async () => {
    expect(await signIn('nobody-here@example.com', 'secret12')).toEqual({ status: 400, checks: 1 });
    expect(await signIn(member.email, 'not-the-password')).toEqual({ status: 400, checks: 1 });
    expect(await signIn(member.email, member.password)).toEqual({ status: 200, checks: 1 });
  });

  it('checks the unknown email against a hash of the same cost as real ones', async () => {
    await signIn('nobody-here@example.com', 'secret12');
    const [unknownHash] = argon2.verify.mock.calls[0] as [string];
    await signIn(member.email, 'not-the-password');
    const [realHash] = argon2.verify.mock.calls[0] as [string];
    const cost = (hash: string) => hash.split('$').slice(1, 4).join('$');
    expect(cost(unknownHash)).toBe(cost(realHash));
    expect(cost(realHash)).toMatch(/^argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
  });
});
