import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAll, type PictureJob } from './images';
import { pictureCache } from './picture-cache';

const design = (fill: string): PictureJob => ({
  svg: `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="60"><rect width="80" height="60" fill="${fill}"/></svg>`,
  folder: 'images',
  name: `design-${fill.slice(1)}`,
  width: 80,
  widths: [40],
});

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'giglane-picture-cache-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const widthsOf = (images: { bytes: Uint8Array }[]) =>
  Promise.all(images.map(async (image) => (await sharp(image.bytes).metadata()).width));

describe('the seed picture cache', () => {
  it('draws a design once, then gives the same pictures from the cache', async () => {
    const cache = pictureCache(folder);
    const first = await renderAll([design('#1dbf73'), design('#404145')], { cache });
    expect(first.drawn).toBe(2);
    expect(first.images.map((image) => image.path)).toEqual([
      '/images/design-1dbf73.webp',
      '/images/design-1dbf73-w40.webp',
      '/images/design-404145.webp',
      '/images/design-404145-w40.webp',
    ]);
    expect(await widthsOf(first.images)).toEqual([80, 40, 80, 40]);

    const again = await renderAll([design('#1dbf73'), design('#404145')], { cache });
    expect(again.drawn).toBe(0);
    expect(again.images).toEqual(first.images);

    // Another design, or the same at other sizes, is drawn.
    const changed = await renderAll([design('#ff0000'), { ...design('#1dbf73'), widths: [20] }], {
      cache,
    });
    expect(changed.drawn).toBe(2);
    expect(await widthsOf(changed.images)).toEqual([80, 40, 80, 20]);
  });

  it('draws again a design whose sizes are not all kept', async () => {
    const cache = pictureCache(folder);
    await renderAll([design('#1dbf73')], { cache });
    const [smaller] = (await readdir(folder)).filter((name) => name.endsWith('-1.webp'));
    await rm(path.join(folder, smaller!));

    const again = await renderAll([design('#1dbf73')], { cache });
    expect(again.drawn).toBe(1);
    expect(await widthsOf(again.images)).toEqual([80, 40]);
  });

  it('still renders when its folder cannot be written', async () => {
    const blocked = path.join(folder, 'a-file');
    await writeFile(blocked, 'not a folder');
    const cache = pictureCache(path.join(blocked, 'pictures'));

    for (let round = 0; round < 2; round += 1) {
      const result = await renderAll([design('#1dbf73')], { cache });
      expect(result.drawn).toBe(1);
      expect(await widthsOf(result.images)).toEqual([80, 40]);
    }
  });
});
