import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Rendered seed pictures kept on disk between loads. Drawing them is three quarters of loading the
 * demo catalog, and every fresh database draws the same designs again: a reset, a developer's next
 * empty data folder, the seed tests on each engine, the browser flows' catalog. A picture is kept
 * under a hash of everything that decides its bytes, so a changed design, size, encoder setting or
 * sharp (with its libvips) is simply another name. Best effort: a folder that cannot be read or
 * written costs only the drawing.
 */
export type PictureCache = {
  /** The encoded sizes stored under this key, in the order they were stored; none when any is missing. */
  get(key: string, count: number): Promise<Buffer[] | undefined>;
  set(key: string, images: readonly Buffer[]): Promise<void>;
};

/** A key for a rendering: every input that decides its bytes, hashed. */
export function pictureKey(inputs: unknown): string {
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 32);
}

/**
 * The cache in a folder: by default `.cache/giglane-seed-pictures` in the `node_modules` that holds
 * sharp, where build tools keep theirs, the same for the built server, the tests and the seed
 * command whatever folder they run from.
 */
export function pictureCache(folder = defaultFolder()): PictureCache {
  const file = (key: string, index: number) => path.join(folder, `${key}-${index}.webp`);
  return {
    async get(key, count) {
      try {
        return await Promise.all(
          Array.from({ length: count }, (_, index) => readFile(file(key, index))),
        );
      } catch {
        return undefined;
      }
    },
    async set(key, images) {
      try {
        await mkdir(folder, { recursive: true });
        // Written aside and renamed: a reader sees a whole picture or none, even beside another load.
        await Promise.all(
          images.map(async (bytes, index) => {
            const partial = `${file(key, index)}.${randomBytes(4).toString('hex')}.part`;
            try {
              await writeFile(partial, bytes);
              await rename(partial, file(key, index));
            } catch (error) {
              await rm(partial, { force: true });
              throw error;
            }
          }),
        );
      } catch {
        // A read-only or full disk: the pictures are drawn again next time.
      }
    },
  };
}

function defaultFolder(): string {
  const sharpEntry = createRequire(import.meta.url).resolve('sharp');
  const modules = sharpEntry.slice(0, sharpEntry.lastIndexOf(`${path.sep}node_modules${path.sep}`));
  return path.join(modules, 'node_modules', '.cache', 'giglane-seed-pictures');
}
