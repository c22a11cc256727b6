import type { Database } from '../../db/client';

export function createGroupsRepository(db: Database) {
  void db;
  return {};
}

export type GroupsRepository = ReturnType<typeof createGroupsRepository>;
