import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts-schema';

/**
 * What every stored file is: uploaded and seeded pictures, delivered files and message
 * attachments. Their bytes live in the file store under `key` (decision 035); a row's deletion
 * queues its bytes' (sql/files.sql).
 */
export const images = pgTable(
  'images',
  {
    /** The public path, e.g. `/images/3f…e1.jpg` or `/avatar/…png`. */
    path: text('path').primaryKey(),
    /** Where the file store holds the bytes, e.g. `files/3f…e1`. */
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A gallery picture's narrower sizes (`…-w480.jpg`) are found by the prefix of its path when it
  // is released (sql/files.sql): a prefix lookup whatever the database's collation.
  (t) => [index('images_path_prefix_idx').on(t.path.op('text_pattern_ops'))],
);

/**
 * File store keys whose bytes go once due: at once for a deleted row, a day after an upload whose
 * row never came (its request failed); the row's insertion claims its key (decision 035).
 */
export const fileDeletions = pgTable(
  'file_deletions',
  {
    key: text('key').primaryKey(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('file_deletions_due_idx').on(t.dueAt)],
);

/**
 * One row per picture upload a user started, kept for an hour: the per-user hourly limit counts
 * here, so it holds across every instance that shares the database (decision 014).
 */
export const imageUploads = pgTable(
  'image_uploads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('image_uploads_user_idx').on(t.userId, t.uploadedAt)],
);
