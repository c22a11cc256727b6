import type { Database } from '../../db/client';

export function createCommentsRepository(db: Database) {
  void db;
  return {};
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
