import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { images } from '../../db/schema';
import type { EncodedImage } from '../../lib/images';

export function createImagesRepository(db: Database) {
  return {
    async save(image: EncodedImage): Promise<string> {
      await db
        .insert(images)
        .values(image)
        .onConflictDoUpdate({
          target: images.path,
          set: { contentType: image.contentType, bytes: image.bytes },
        });
      return image.path;
    },

    async saveMany(list: EncodedImage[]): Promise<void> {
      if (list.length === 0) return;
      await db.insert(images).values(list).onConflictDoNothing();
    },

    async find(path: string): Promise<{ contentType: string; bytes: Buffer } | null> {
      const [row] = await db
        .select({ contentType: images.contentType, bytes: images.bytes })
        .from(images)
        .where(eq(images.path, path))
        .limit(1);
      return row ? { contentType: row.contentType, bytes: Buffer.from(row.bytes) } : null;
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
