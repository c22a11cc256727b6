import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import { fileDeletions, images } from './files-schema';

/** What the database keeps of a stored file: everything but its bytes. */
export type StoredFile = { path: string; key: string; contentType: string; size: number };

/** Who may fetch a private file: its order's or conversation's two members (and admins). */
export type FileParties = { buyerId: number; sellerId: number };

/** A private file as its download shows it: the name it was sent with, and who may have it. */
export type PrivateFile = StoredFile & FileParties & { name: string; createdAt: Date };

/** How long an upload's bytes wait for their row before the sweeper takes them. */
const UNCLAIMED_AFTER = sql`interval '1 day'`;

export function createFilesRepository(db: Database) {
  return {
    /** A file the public may fetch (pictures); null when there is none under `path`. */
    async findPublic(path: string): Promise<(StoredFile & { createdAt: Date }) | null> {
      const [row] = await db
        .select({
          path: images.path,
          key: images.key,
          contentType: images.contentType,
          size: images.size,
          createdAt: images.createdAt,
        })
        .from(images)
        .where(and(eq(images.path, path), sql`${images.path} ~ '^/(images|avatar)/'`))
        .limit(1);
      return row ?? null;
    },

    /** A delivered file with its order's parties; null when no delivery holds `path`. */
    async findDelivered(path: string): Promise<PrivateFile | null> {
      const [row] = await queryRows<PrivateFile>(
        db,
        sql`select i.path, i.key, i.content_type as "contentType", i.size::float8 as size,
                   i.created_at as "createdAt", f.name,
                   o.hirer_id as "buyerId", o.seller_id as "sellerId"
              from delivery_files f
              join deliveries d on d.id = f.delivery_id
              join hires o on o.id = d.order_id
              join images i on i.path = f.path
             where f.path = ${path}
             limit 1`,
      );
      return row ? { ...row, createdAt: new Date(row.createdAt) } : null;
    },

    /** A message's attachment with its conversation's members; null when there is none. */
    async findAttachment(where: { id: number } | { path: string }): Promise<PrivateFile | null> {
      const [row] = await queryRows<PrivateFile>(
        db,
        sql`select i.path, i.key, i.content_type as "contentType", i.size::float8 as size,
                   i.created_at as "createdAt", a.name,
                   c.buyer_id as "buyerId", c.seller_id as "sellerId"
              from message_attachments a
              join messages x on x.id = a.message_id
              join conversations c on c.id = x.conversation_id
              join images i on i.path = a.path
             where ${'id' in where ? sql`a.id = ${where.id}` : sql`a.path = ${where.path}`}
             limit 1`,
      );
      return row ? { ...row, createdAt: new Date(row.createdAt) } : null;
    },

    /**
     * Reserves keys about to be written: their bytes go a day later unless a row claims them
     * first, so an upload whose request fails (or whose server dies) leaves nothing for good.
     */
    async reserve(keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db
        .insert(fileDeletions)
        .values(keys.map((key) => ({ key, dueAt: sql`now() + ${UNCLAIMED_AFTER}` })))
        .onConflictDoNothing();
    },

    /** Makes unclaimed keys due at once: their request failed, the sweeper may take them now. */
    async release(keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db
        .update(fileDeletions)
        .set({ dueAt: sql`now()` })
        .where(inArray(fileDeletions.key, keys));
    },

    /** Up to `limit` keys whose bytes are due to go. */
    async dueDeletions(limit: number): Promise<string[]> {
      const rows = await db
        .select({ key: fileDeletions.key })
        .from(fileDeletions)
        .where(lte(fileDeletions.dueAt, sql`now()`))
        .orderBy(fileDeletions.dueAt)
        .limit(limit);
      return rows.map((row) => row.key);
    },

    /** Those of `keys` that are due to go: the ones no row has claimed, once released. */
    async dueDeletionsAmong(keys: string[]): Promise<string[]> {
      const rows = await db
        .select({ key: fileDeletions.key })
        .from(fileDeletions)
        .where(and(inArray(fileDeletions.key, keys), lte(fileDeletions.dueAt, sql`now()`)));
      return rows.map((row) => row.key);
    },

    /** Forgets keys whose bytes are gone, unless a row claimed one meanwhile (then it is absent). */
    async deleted(keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db
        .delete(fileDeletions)
        .where(and(inArray(fileDeletions.key, keys), lte(fileDeletions.dueAt, sql`now()`)));
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
