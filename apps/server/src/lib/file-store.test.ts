import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../testing/s3-server';
import { readAll, type FileStore } from './file-store';
import { diskFileStore } from './file-store-disk';
import { s3FileStore } from './file-store-s3';

/** A body that sends `bytes` in small chunks, then fails: an upload cut off midway. */
function failingBody(bytes: Buffer): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) this.destroy(new Error('connection lost'));
      else this.push(bytes);
      sent = true;
    },
  });
}

/** Chunks of `size` bytes, `count` of them, made as they are read: nothing held whole. */
function generated(size: number, count: number): Readable {
  let left = count;
  return new Readable({
    read() {
      this.push(left-- > 0 ? Buffer.alloc(size, left % 251) : null);
    },
  });
}

// Both stores behave alike: every test runs against each.
const stores: {
  name: string;
  open: () => Promise<{ store: FileStore; close: () => Promise<void> }>;
}[] = [
  {
    name: 'disk',
    async open() {
      const root = await mkdtemp(path.join(tmpdir(), 'giglane-files-'));
      return {
        store: diskFileStore(root),
        close: () => rm(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 's3',
    async open() {
      const server = await startS3Server();
      return { store: await s3FileStore(server.options), close: server.stop };
    },
  },
];

describe.each(stores)('the $name file store', ({ name, open }) => {
  let store: FileStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await open());
  });
  afterAll(() => close());

  it('answers what was put, whole or by ranges, with its size', async () => {
    const bytes = randomBytes(70_000);
    expect(
      await store.put(
        'files/a1.bin',
        Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]),
      ),
    ).toEqual({ size: 70_000 });
    expect(await readAll((await store.get('files/a1.bin'))!)).toEqual(bytes);
    expect(await readAll((await store.get('files/a1.bin', { start: 10, end: 19 }))!)).toEqual(
      bytes.subarray(10, 20),
    );
    expect(
      await readAll((await store.get('files/a1.bin', { start: 69_990, end: 69_999 }))!),
    ).toEqual(bytes.subarray(69_990));
    const stat = await store.stat('files/a1.bin');
    expect(stat?.size).toBe(70_000);
    expect(stat?.modifiedAt).toBeInstanceOf(Date);
  });

  it('takes a buffer as a body, and a body larger than one upload part', async () => {
    expect(await store.put('images/b1.png', Buffer.from('picture'))).toEqual({ size: 7 });
    // An empty part is stored too, then refused by the content check.
    expect(await store.put('files/empty', Readable.from([]))).toEqual({ size: 0 });
    expect(await store.stat('files/empty')).toMatchObject({ size: 0 });
    expect((await readAll((await store.get('images/b1.png'))!)).toString()).toBe('picture');
    // 12 MB in 64 KB chunks: S3 takes it in parts.
    expect(await store.put('files/big.bin', generated(65_536, 192))).toEqual({ size: 12_582_912 });
    const tail = await readAll(
      (await store.get('files/big.bin', { start: 12_582_911, end: 12_582_911 }))!,
    );
    expect(tail).toEqual(Buffer.from([0]));
  });

  it('answers null for what is not there, and deletes once and again', async () => {
    expect(await store.get('files/none.bin')).toBeNull();
    expect(await store.stat('files/none.bin')).toBeNull();
    await store.put('files/c1.bin', Buffer.from('x'));
    await store.delete('files/c1.bin');
    await store.delete('files/c1.bin');
    expect(await store.stat('files/c1.bin')).toBeNull();
  });

  it('leaves nothing under the key of a body that fails midway', async () => {
    await expect(store.put('files/cut.bin', failingBody(randomBytes(10_000)))).rejects.toThrow();
    expect(await store.stat('files/cut.bin')).toBeNull();
    if (name === 'disk') {
      // Nor a temporary file.
      const root = (store.description.match(/the folder (.*)$/) ?? [])[1]!;
      expect(await readdir(path.join(root, '.incoming'))).toEqual([]);
    }
  });

  it('refuses keys that could leave its folder or bucket', async () => {
    for (const key of ['../x', 'files/../../x', '/files/x', 'files/', 'files//x', 'a\\b'])
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Not a file store key/);
  });
});
