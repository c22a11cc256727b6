import { z } from 'zod';

export const skill = z.object({ id: z.number().int(), tenSkill: z.string() });
export type Skill = z.infer<typeof skill>;
