import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/*
 * In a process of its own, as the server starts: a test worker may already hold libvips from
 * another file. Whether libvips is mapped is read from /proc, hence Linux only.
 */
const script = `
import { readFileSync } from 'node:fs';
const libvipsMapped = () => readFileSync('/proc/self/maps', 'utf8').includes('libvips');
await import('./src/app.ts');
await import('./src/db/seed/seed.ts');
const atStart = libvipsMapped();
const { loadSharp } = await import('./src/lib/images.ts');
await loadSharp();
process.stdout.write(JSON.stringify({ atStart, afterFirstPicture: libvipsMapped() }));
`;

describe.runIf(process.platform === 'linux')('sharp', () => {
  it('loads with the first picture, not with the app', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: SERVER_DIR },
    );
    expect(JSON.parse(stdout)).toEqual({ atStart: false, afterFirstPicture: true });
  });
});
