import { z } from 'zod';
import { skill } from '../skills';
import { endpointGroup } from './endpoint-schemas';

/** The skills a user may list. */
export const skillEndpoints = endpointGroup({
  listSkills: { tag: 'Skill', summary: 'All skills', reply: z.array(skill) },
});
