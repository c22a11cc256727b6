import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { call, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ apiKeys: ['the-key'] });
});
afterAll(() => t.close());

describe('probes', () => {
  it('answers /health and /ready in the envelope, with no API key', async () => {
    const health = await call(t.app, 'GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ statusCode: 200, content: { status: 'ok' } });
    const ready = await call(t.app, 'GET', '/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ statusCode: 200, content: { status: 'ready' } });
  });

  it('answers /ready with a 503 once the database is gone, while /health still answers', async () => {
    const database: DatabaseHandle = await openDatabase({ inMemory: true });
    const app = await buildApp({
      config: { apiKeys: [], corsOrigins: [], publicUrl: undefined, authRateLimit: 10 },
      db: database.db,
      fileStore: t.fileStore,
      jwtSecret: randomBytes(32).toString('hex'),
    });
    try {
      expect((await call(app, 'GET', '/ready')).status).toBe(200);
      await database.close();
      const ready = await call(app, 'GET', '/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ statusCode: 503, content: 'database: not reachable' });
      expect((await call(app, 'GET', '/health')).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers /ready with a 503 while the database lacks a migration of this build', async () => {
    await t.db.execute(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    );
    const ready = await call(t.app, 'GET', '/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ content: 'database: migrations pending' });
  });
});
