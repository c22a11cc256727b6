import { expect } from 'vitest';
import { orderView, type OrderView } from '@giglane/contract/orders';
import { readAll } from '../lib/file-store';
import { orderWorld, ordersApi } from './orders';
import { call, contentOf, type TestApp } from './test-app';

/** A box of an MP4 or QuickTime file: its 32-bit size, its type, its payload. */
const box = (type: string, payload: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
};

/**
 * A movie's container as a camera or an editor writes it: its `ftyp` (the brand telling MP4 from
 * QuickTime), the movie's index and its media data; `mediaBytes` of the latter.
 */
export function movie(brand: 'isom' | 'qt  ' = 'isom', mediaBytes = 4_000): Buffer {
  return Buffer.concat([
    box('ftyp', Buffer.from(`${brand}\0\0\x02\0${brand}mp41`, 'latin1')),
    box('moov', box('mvhd', Buffer.alloc(100))),
    box('mdat', Buffer.alloc(mediaBytes, 7)),
  ]);
}

/** A WebM file's start: its EBML header naming the document type, then a little of a segment. */
export const webm = () =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
    Buffer.from('webm', 'latin1'),
    Buffer.alloc(2_000, 1),
  ]);

/** An order with a delivery of the given files, as its seller sent it; its world's people. */
export async function deliveredOrder(t: TestApp, files: { name: string; bytes: Buffer }[]) {
  const world = await orderWorld(t);
  const api = ordersApi(t);
  const placed = await api.placed(world.buyer, { gigId: world.gig.id, package: 'basic' });
  const delivered = await api.deliver(placed.id, world.seller.token, 'Here it is', files);
  expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
  const order: OrderView = contentOf(orderView, delivered.body);
  return { ...world, order, files: order.deliveries[0]!.files };
}

/** The bytes the test app's store holds under `key`; null when it holds none. */
export async function storedBytes(t: TestApp, key: string): Promise<Buffer | null> {
  const stream = await t.fileStore.get(key);
  return stream ? readAll(stream) : null;
}

/** GET of a path with headers, answering the raw response. */
export const fetchPath = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** A signed link to a file's URL, asked for by `token`'s user. */
export const linkTo = (t: TestApp, url: string, token: string | undefined) =>
  call(t.app, 'POST', '/api/file-links', { token, body: { url } });
