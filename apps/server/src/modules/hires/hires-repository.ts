import type { Database } from '../../db/client';

export function createHiresRepository(db: Database) {
  void db;
  return {};
}

export type HiresRepository = ReturnType<typeof createHiresRepository>;
