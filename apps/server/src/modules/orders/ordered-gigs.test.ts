import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderedGig } from '@giglane/contract/orders';
import { orderWorld, ordersApi } from '../../testing/orders';
import { packageBody } from '../../testing/seller-gigs';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let world: Awaited<ReturnType<typeof orderWorld>>;
let api: ReturnType<typeof ordersApi>;

beforeAll(async () => {
  t = await createTestApp();
  world = await orderWorld(t);
  api = ordersApi(t);
});
afterAll(() => t.close());

const listMine = async (token: string) =>
  contentOf(
    z.array(orderedGig),
    (await call(t.app, 'GET', '/api/thue-cong-viec/lay-danh-sach-da-thue', { token })).body,
  );

describe("the profile's hired services", () => {
  it('carry the package each order bought, as it was bought, beside the gig as it is now', async () => {
    const standard = await api.placed(world.buyer, { gigId: world.gig.id, package: 'standard' });
    const basic = await api.placed(world.buyer, { gigId: world.gig.id, package: 'basic' });
    // The seller raises the Standard price afterwards: the order keeps what it bought.
    const repriced = await world.api.reply(
      'PUT',
      `/api/seller-gigs/${world.gig.id}/pricing`,
      world.seller.token,
      {
        basic: packageBody({ features: [] }),
        standard: packageBody({ name: 'Standard', price: 80, deliveryDays: 4, revisions: 1 }),
      },
    );
    expect(repriced.status).toBe(200);

    const rows = await listMine(world.buyer.token);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(standard.id)!.package).toEqual(standard.package);
    expect(byId.get(standard.id)!.package).toMatchObject({
      tier: 'standard',
      name: 'Standard',
      price: 45,
      deliveryDays: 4,
      revisions: 1,
    });
    expect(byId.get(basic.id)!.package).toMatchObject({ tier: 'basic', price: 20 });
    // The original fields keep their meaning for existing clients: the gig's Basic price now.
    expect(byId.get(standard.id)!.congViec).toMatchObject({ id: world.gig.id, giaTien: 20 });
  });
});
