import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../modules/accounts/accounts-schema';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('createTestApp', () => {
  it("hands over an app whose start rounds are done, so they never redo a test's fixtures", async () => {
    t = await createTestApp();
    // Every round the app asks for on start (reviews to publish, sellers' levels) is handled.
    expect(await t.countRows('outbox_events where handled_at is null')).toBe(0);
    // A level written as a fixture stays: the start round recomputing levels ran before it.
    const [seller] = await t.db
      .insert(users)
      .values({ name: 'Lena Top', email: 'lena@example.com', passwordHash: 'x', sellerLevel: 3 })
      .returning({ id: users.id });
    await t.app.inject({ method: 'GET', url: '/health' });
    const [row] = await t.db
      .select({ level: users.sellerLevel })
      .from(users)
      .where(eq(users.id, seller!.id));
    expect(row!.level).toBe(3);
  });
});
