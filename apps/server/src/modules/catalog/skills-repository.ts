import { asc } from 'drizzle-orm';
import type { Skill } from '@giglane/contract/skills';
import type { Database } from '../../db/client';
import { skills } from './catalog-schema';

export function createSkillsRepository(db: Database) {
  return {
    list(): Promise<Skill[]> {
      return db
        .select({ id: skills.id, tenSkill: skills.name })
        .from(skills)
        .orderBy(asc(skills.id));
    },
  };
}

export type SkillsRepository = ReturnType<typeof createSkillsRepository>;
