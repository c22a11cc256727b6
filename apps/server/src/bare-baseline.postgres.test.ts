import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBareServer, recordStatements } from '../bench/bare-baseline';
import { queryRows } from './db/client';
import { seedCatalog } from './db/seed/seed';
import { createTestApp, type TestApp } from './testing/test-app';

/*
 * The layer benchmark (bench/layers.ts) compares the app with a bare Fastify + pg server: that
 * comparison is fair only while both send the same SQL and the same bytes. The bare server runs on
 * a pg pool, so this file runs in the PostgreSQL project.
 */
describe('the bare baseline of the layer benchmark', () => {
  let t: TestApp;
  let pool: pg.Pool;
  let bare: ReturnType<typeof buildBareServer>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.db, {
      adminEmail: 'admin@example.com',
      adminPassword: 'secret12',
      jobs: 40,
      store: t.fileStore,
    });
    pool = new pg.Pool({ connectionString: t.databaseUrl, max: 2 });
    bare = buildBareServer(pool, await recordStatements(pool));
  }, 300_000);
  afterAll(async () => {
    await bare.close();
    await pool.end();
    await t.close();
  });

  /** Both replies to `url`, their bodies with the moment of the reply blanked. */
  async function both(url: string) {
    const headers = { host: 'giglane.example' };
    const [app, baseline] = await Promise.all([
      t.app.inject({ method: 'GET', url, headers }),
      bare.inject({ method: 'GET', url, headers }),
    ]);
    const body = (text: string) => text.replace(/"dateTime":"[^"]*"/, '"dateTime":""');
    return {
      app: { status: app.statusCode, body: body(app.body), type: app.headers['content-type'] },
      baseline: {
        status: baseline.statusCode,
        body: body(baseline.body),
        type: baseline.headers['content-type'],
      },
    };
  }

  it('answer the gig page of every seeded gig with the same bytes', async () => {
    const ids = await queryRows<{ id: number }>(t.db, sql`select id from jobs order by id`);
    expect(ids.length).toBeGreaterThan(0);
    for (const { id } of ids) {
      const { app, baseline } = await both(`/api/cong-viec/lay-cong-viec-chi-tiet/${id}`);
      expect(app.status).toBe(200);
      expect(baseline).toEqual(app);
    }
  });

  it('answer a search by name with the same bytes, a picture and a cover among them', async () => {
    for (const name of ['a', 'logo', '%', 'no such gig anywhere']) {
      const { app, baseline } = await both(
        `/api/cong-viec/lay-danh-sach-cong-viec-theo-ten/${encodeURIComponent(name)}`,
      );
      expect(app.status).toBe(200);
      expect(baseline).toEqual(app);
    }
    const { app } = await both('/api/cong-viec/lay-danh-sach-cong-viec-theo-ten/a');
    expect(app.body).toContain('"cover":{"url":"http://giglane.example/images/');
  });

  it("answer a visitor's read of every seeded profile with the same bytes", async () => {
    const ids = await queryRows<{ id: number }>(t.db, sql`select id from users order by id`);
    for (const { id } of ids) {
      const { app, baseline } = await both(`/api/users/${id}`);
      expect(app.status).toBe(200);
      expect(baseline).toEqual(app);
    }
  });
});
