import { customType } from 'drizzle-orm/pg-core';

/** A full-text search vector: drizzle has no column builder of its own for one. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
