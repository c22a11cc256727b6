import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { startServer } from '../../bench/child-server';
import { openDatabase } from '../db/client';
import { outboxEvents } from '../db/schema';
import { orderWorld } from '../testing/orders';
import { hearLive, placeOver, sorted, startInstance } from '../testing/outbox';
import { untilHandled } from '../testing/until-handled';
import { createTestApp } from '../testing/test-app';

/*
 * A server process killed with -9 while its own worker sends: whatever it had committed (orders,
 * their events, events marked handled) is sent exactly once in all, by it before it died or by
 * the instances after. Its sends are heard on a connection of the test's own, which PGlite (one
 * process's database) has no counterpart of: this file runs in the PostgreSQL project only.
 */
const undo: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (undo.length > 0) await undo.pop()!();
});

it('sends each committed event once when the server dies while its worker sends', async () => {
  const t = await createTestApp();
  undo.push(() => t.close());
  const world = await orderWorld(t);
  await t.app.close();
  const handle = await openDatabase({ url: t.databaseUrl!, poolSize: 4 });
  undo.push(() => handle.close());
  const live = await hearLive(handle, undo);

  const server = await startServer({ DATABASE_URL: t.databaseUrl!, JWT_SECRET: t.jwtSecret });
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  // Orders placed at once; the process is killed as soon as the first is answered, while the
  // others are being written and their events sent.
  const placing = Array.from({ length: 12 }, () =>
    placeOver(server.origin, world.buyer.token, world.gig.id, 'basic').then(
      (reply) => reply.status,
      () => 'cut',
    ),
  );
  await Promise.race(placing);
  server.child.kill('SIGKILL');
  await exited;
  await Promise.all(placing);

  await Promise.all([
    startInstance(handle, t.jwtSecret, undo),
    startInstance(handle, t.jwtSecret, undo),
  ]);
  await untilHandled(handle.db);
  const recorded = await handle.db
    .select({ payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(eq(outboxEvents.topic, 'live'));
  expect(recorded.length).toBeGreaterThan(0);
  expect(sorted(await live.all(handle.db))).toEqual(
    sorted(recorded.map((row) => JSON.stringify(row.payload))),
  );
}, 120_000);
