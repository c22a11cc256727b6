import type { ColumnBuilderBase, HasDefault } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/** A full-text search vector: drizzle has no column builder of its own for one. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A column a trigger fills when an insert leaves it out (the admin searches' keyword copies, in
 * `sql/`). Marked as having a default so inserts may omit it; the table has none, the trigger
 * writes it.
 */
export const keptByTrigger = <T extends ColumnBuilderBase>(column: T) => column as HasDefault<T>;
