import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '@giglane/contract/endpoints';

/** Every field name the contract's schemas put on the wire. */
function wireFieldNames(): Set<string> {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (schema: unknown) => {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    if (schema instanceof z.ZodObject) {
      for (const [name, field] of Object.entries(schema.shape)) {
        names.add(name);
        visit(field);
      }
    }
    const definition = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def ?? {};
    for (const part of Object.values(definition)) {
      for (const inner of Array.isArray(part) ? part : [part]) visit(inner);
    }
  };
  for (const endpoint of Object.values(endpoints)) {
    for (const part of ['params', 'query', 'body', 'reply'] as const) {
      visit((endpoint as Partial<Record<typeof part, unknown>>)[part]);
    }
  }
  return names;
}

/**
 * The names the glossary keeps at the edge: the original API's Vietnamese field names, and its
 * English-looking ones that name a concept differently ("job" for gig).
 */
const isWireOnly = (name: string) =>
  /^(ma|Ma|ten|Ten|ngay|hoan|gia|mo|hinh|danh|sao|noi|nguoi|cong|ds)[A-Z]/.test(name) ||
  name === 'bookingJob';

const webSource = join(import.meta.dirname, '..', '..');
const apiLayer = join(webSource, 'lib', 'api');

describe('the web API layer', () => {
  const wireOnly = [...wireFieldNames()].filter(isWireOnly);

  it('finds the wire names it guards', () => {
    expect(wireOnly).toEqual(expect.arrayContaining(['tenCongViec', 'maNguoiThue', 'ngayThue']));
  });

  it('is the only place in the web app that reads or writes a wire field name', () => {
    const pattern = new RegExp(`\\b(${wireOnly.join('|')})\\b`);
    const offenders: string[] = [];
    for (const entry of readdirSync(webSource, { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name);
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || path.startsWith(apiLayer)) continue;
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (pattern.test(line)) offenders.push(`${relative(webSource, path)}:${index + 1}`);
        });
    }
    expect(offenders).toEqual([]);
  });

  it('is the only place in the web app that writes an API path', () => {
    const offenders: string[] = [];
    for (const entry of readdirSync(webSource, { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name);
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || path.startsWith(apiLayer)) continue;
      if (/['`"]\/api\//.test(readFileSync(path, 'utf8')))
        offenders.push(relative(webSource, path));
    }
    expect(offenders).toEqual([]);
  });
});
