import type { Database } from '../../db/client';

export function createJobsRepository(db: Database) {
  void db;
  return {};
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
