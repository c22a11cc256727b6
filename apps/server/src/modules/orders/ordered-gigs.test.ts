import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { order, orderedGig } from '@giglane/contract/orders';
import { orderWorld, ordersApi, priceThreePackages } from '../../testing/orders';
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

  it('carry the Basic package a booking of the original API bought, after the seller changes it', async () => {
    await priceThreePackages(world);
    const booked = await call(t.app, 'POST', '/api/thue-cong-viec', {
      token: world.buyer.token,
      body: { maCongViec: world.gig.id },
    });
    expect(booked.status).toBe(201);
    const { id } = contentOf(order, booked.body);
    const repriced = await world.api.reply(
      'PUT',
      `/api/seller-gigs/${world.gig.id}/pricing`,
      world.seller.token,
      {
        basic: packageBody({
          name: 'Basic plus',
          description: 'Two concepts',
          price: 35,
          deliveryDays: 5,
          revisions: 3,
          features: ['Source file'],
          extra: 'A mockup',
        }),
      },
    );
    expect(repriced.status).toBe(200);

    const bought = (await listMine(world.buyer.token)).find((row) => row.id === id)!;
    expect(bought.package).toEqual({
      tier: 'basic',
      name: 'Starter',
      description: 'One logo concept with a vector file',
      price: 20,
      deliveryDays: 3,
      revisions: 2,
      features: [],
      extra: '',
    });
    expect(bought.congViec).toMatchObject({ id: world.gig.id, giaTien: 35 });
  });
});
