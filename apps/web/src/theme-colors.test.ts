import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const webSource = import.meta.dirname;
const theme = readFileSync(join(webSource, 'styles.css'), 'utf8');

/**
 * A class of a colour the theme does not define builds to nothing, and the element falls back to
 * its text colour: a border meant for a pale tint draws near black.
 */
describe("the theme's own colours", () => {
  it('defines every shade of them that a class uses', () => {
    const own = [...theme.matchAll(/--color-([a-z]+)-\d+:/g)].map((match) => match[1]!);
    const pattern = new RegExp(`-(${[...new Set(own)].join('|')})-(\\d+)\\b`, 'g');
    const missing = new Set<string>();
    for (const entry of readdirSync(webSource, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
      const path = join(entry.parentPath, entry.name);
      for (const [, name, shade] of readFileSync(path, 'utf8').matchAll(pattern))
        if (!theme.includes(`--color-${name}-${shade}:`))
          missing.add(`${name}-${shade} (${relative(webSource, path)})`);
    }
    expect(own).toContain('brand');
    expect([...missing]).toEqual([]);
  });
});
