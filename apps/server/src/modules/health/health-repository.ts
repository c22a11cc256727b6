import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

export function createHealthRepository(db: Database) {
  return {
    /**
     * The journal time of the newest migration applied to the database (drizzle records it as
     * `created_at`), or null before any; fails when the database cannot be reached.
     */
    async newestMigration(): Promise<number | null> {
      const [row] = await queryRows<{ newest: string | null }>(
        db,
        sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
      );
      return row?.newest == null ? null : Number(row.newest);
    },
  };
}
