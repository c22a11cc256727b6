import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderView } from '@giglane/contract/orders';
import { buildApp } from '../../app';
import { orders, orderEvents } from './orders-schema';
import { orderWorld, ordersApi } from '../../testing/orders';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

/** Delivered orders complete half a second after delivery, looked for every 50 ms. */
const QUICK = { autoCompleteAfterMs: 500, autoCompleteEveryMs: 50 };

let t: TestApp;
let world: Awaited<ReturnType<typeof orderWorld>>;
const instances: TestApp['app'][] = [];

beforeAll(async () => {
  // The first instance looks once, at start, and then not for an hour: it stops before it would.
  t = await createTestApp({ orders: { ...QUICK, autoCompleteEveryMs: 3_600_000 } });
  world = await orderWorld(t);
});
afterAll(async () => {
  await Promise.all(instances.map((app) => app.close()));
  await t.close();
});

/** Another server instance on the same database, as a restart or a second process starts one. */
async function startInstance(ordersConfig = QUICK) {
  const app = await buildApp({
    config: {
      apiKeys: [],
      corsOrigins: [],
      publicUrl: undefined,
      authRateLimit: 1000,
      orders: ordersConfig,
    },
    db: t.db,
    fileStore: t.fileStore,
    jwtSecret: t.jwtSecret,
  });
  await app.ready();
  instances.push(app);
  return app;
}

/** Waits until every order is completed: the test's time limit bounds the wait. */
async function untilCompleted(ids: number[]) {
  for (;;) {
    const rows = await t.db
      .select({ state: orders.state })
      .from(orders)
      .where(sql`${orders.id} in ${ids}`);
    if (rows.every((row) => row.state === 'completed')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('completing delivered orders on their own', () => {
  it('completes a delivery left alone after the delay, even across a restart', async () => {
    const api = ordersApi(t);
    const placed = await api.placed(world.buyer, { gigId: world.gig.id, package: 'basic' });
    const delivered = await api.deliver(placed.id, world.seller.token, 'All done');
    expect(contentOf(orderView, delivered.body).autoCompleteAt).not.toBeNull();

    // The first server stops; the order waits in the database, delivered.
    await t.app.close();
    const [waiting] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(waiting?.state).toBe('delivered');

    const restarted = await startInstance();
    await untilCompleted([placed.id]);
    const view = contentOf(
      orderView,
      (await call(restarted, 'GET', `/api/orders/${placed.id}`, { token: world.buyer.token })).body,
    );
    expect(view).toMatchObject({ state: 'completed', autoCompleteAt: null, actions: ['review'] });
    expect(view.timeline.at(-1)).toMatchObject({ type: 'auto_completed', actor: null });
  });

  it('completes each order once when several instances look at the same time', async () => {
    const first = instances[0]!;
    const api = ordersApi({ ...t, app: first });
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const placed = await api.placed(world.buyer, { gigId: world.gig.id, package: 'basic' });
      await api.deliver(placed.id, world.seller.token, `Delivery ${i}`);
      ids.push(placed.id);
    }
    await startInstance();
    await startInstance();
    await untilCompleted(ids);
    const events = await t.db
      .select({ orderId: orderEvents.orderId, n: sql<number>`count(*)::int` })
      .from(orderEvents)
      .where(sql`${orderEvents.type} = 'auto_completed' and ${orderEvents.orderId} in ${ids}`)
      .groupBy(orderEvents.orderId);
    expect(events.map((row) => row.n)).toEqual(ids.map(() => 1));
  });

  it('leaves an order the buyer is still answering: a revision request stops the clock', async () => {
    // Only an instance that looks once, at start, runs while the orders are made.
    await Promise.all(instances.splice(0).map((app) => app.close()));
    const api = ordersApi({
      ...t,
      app: await startInstance({ ...QUICK, autoCompleteEveryMs: 3_600_000 }),
    });
    const answering = await api.placed(world.buyer, { gigId: world.gig.id, package: 'basic' });
    await api.deliver(answering.id, world.seller.token, 'First try');
    const asked = await api.askRevision(answering.id, world.buyer.token);
    expect(contentOf(orderView, asked.body)).toMatchObject({
      state: 'revision_requested',
      autoCompleteAt: null,
    });
    const left = await api.placed(world.buyer, { gigId: world.gig.id, package: 'basic' });
    await api.deliver(left.id, world.seller.token, 'Another');

    // A looking instance completes the delivery left alone, and only that one.
    await startInstance();
    await untilCompleted([left.id]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, answering.id));
    expect(row?.state).toBe('revision_requested');
  });
});
