import { afterEach, describe, expect, it } from 'vitest';
import { subcategories, gigs } from './db/schema';
import { call, createTestApp, type TestApp } from './testing/test-app';

let t: TestApp | undefined;
afterEach(() => t?.close());

/** Wrong sign-ins for one account, each claiming another client address, until the first 429. */
async function guessesUntilRefused(app: TestApp['app'], email: string, limit: number) {
  for (let guess = 1; guess <= limit + 1; guess += 1) {
    const reply = await call(app, 'POST', '/api/auth/signin', {
      headers: { 'x-forwarded-for': `203.0.113.${guess}` },
      body: { email, password: `wrong-${guess}` },
    });
    if (reply.status === 429) return guess;
    expect(reply.status).toBe(400);
  }
  return null;
}

/** A gig's picture URL as a client reads it, asking with the given forwarded host. */
async function pictureUrl(app: TestApp['app'], db: TestApp['db'], sellerId: number) {
  const [detail] = await db.insert(subcategories).values({ name: 'Logo Design' }).returning();
  const [gig] = await db
    .insert(gigs)
    .values({
      name: 'A logo',
      price: 20,
      sellerId: sellerId,
      image: '/images/gig-1.webp',
      description: 'A logo',
      shortDescription: 'A logo',
      subcategoryId: detail!.id,
    })
    .returning();
  const reply = await call(app, 'GET', `/api/cong-viec/${gig!.id}`, {
    headers: { host: 'giglane.example', 'x-forwarded-host': 'attacker.example' },
  });
  return (reply.body?.content as { hinhAnh: string }).hinhAnh;
}

describe('forwarded headers', () => {
  it('are ignored by default: the sign-in limit holds and picture URLs keep the real host', async () => {
    t = await createTestApp({ authRateLimit: 3 });
    const member = await t.createUser();
    expect(await guessesUntilRefused(t.app, member.email, 3)).toBe(4);
    expect(await pictureUrl(t.app, t.db, member.id)).toBe(
      'http://giglane.example/images/gig-1.webp',
    );
  });

  it('are believed from a configured proxy address or hop count', async () => {
    for (const trustProxy of [['127.0.0.1'], 1]) {
      t = await createTestApp({ authRateLimit: 3, trustProxy });
      const member = await t.createUser();
      expect(await guessesUntilRefused(t.app, member.email, 3)).toBeNull();
      expect(await pictureUrl(t.app, t.db, member.id)).toBe(
        'http://attacker.example/images/gig-1.webp',
      );
      await t.close();
      t = undefined;
    }
  });

  it('are not believed from a peer outside the configured list', async () => {
    t = await createTestApp({ authRateLimit: 3, trustProxy: ['10.0.0.1'] });
    const member = await t.createUser();
    expect(await guessesUntilRefused(t.app, member.email, 3)).toBe(4);
  });
});
