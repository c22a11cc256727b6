import type { Database } from '../../db/client';

export function createSkillsRepository(db: Database) {
  void db;
  return {};
}

export type SkillsRepository = ReturnType<typeof createSkillsRepository>;
