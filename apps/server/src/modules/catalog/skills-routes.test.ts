import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { skill } from '@giglane/contract/skills';
import { skills } from './catalog-schema';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('skills', () => {
  it('lists every skill to anyone, ordered by id', async () => {
    const empty = await call(t.app, 'GET', '/api/skill');
    expect(empty.status).toBe(200);
    expect(contentOf(z.array(skill), empty.body)).toEqual([]);

    await t.db.insert(skills).values({ id: 7, name: 'Python' });
    await t.db.insert(skills).values({ id: 3, name: 'React' });
    await t.db.insert(skills).values({ id: 5, name: 'Figma' });

    const before = await t.countRows('skills');
    const list = await call(t.app, 'GET', '/api/skill');
    expect(list.status).toBe(200);
    expect(contentOf(z.array(skill), list.body)).toEqual([
      { id: 3, tenSkill: 'React' },
      { id: 5, tenSkill: 'Figma' },
      { id: 7, tenSkill: 'Python' },
    ]);
    expect(await t.countRows('skills')).toBe(before);
  });
});
