import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { imageUploads, images } from './files-schema';
import type { StoredFile } from './files-repository';

/** An arbitrary constant naming the per-user upload-count advisory locks. */
const UPLOAD_COUNT_LOCK = 4242007;

/**
 * Records a stored file inside the caller's transaction, so it exists exactly when the row that
 * shows it does; its insertion claims the key its upload reserved, and the old picture goes by
 * trigger once nothing shows it (migrations 0007, 0023).
 */
export async function insertImage(tx: Transaction, file: StoredFile): Promise<void> {
  await tx.insert(images).values(file);
}

export function createImagesRepository(db: Database) {
  return {
    async save(file: StoredFile): Promise<string> {
      await db
        .insert(images)
        .values(file)
        .onConflictDoUpdate({
          target: images.path,
          set: { key: file.key, contentType: file.contentType, size: file.size },
        });
      return file.path;
    },

    /**
     * Counts an upload the user starts, unless `limit` were started in the past hour: false then.
     * The count lives in the database, so the limit holds across instances; a per-user advisory
     * lock makes concurrent uploads of one user count one after the other.
     */
    async recordUpload(userId: number, limit: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_COUNT_LOCK}, ${userId})`);
        const hourAgo = sql`now() - interval '1 hour'`;
        await tx
          .delete(imageUploads)
          .where(and(eq(imageUploads.userId, userId), lt(imageUploads.uploadedAt, hourAgo)));
        const [row] = await tx
          .select({ n: count() })
          .from(imageUploads)
          .where(eq(imageUploads.userId, userId));
        if (row!.n >= limit) return false;
        await tx.insert(imageUploads).values({ userId });
        return true;
      });
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
