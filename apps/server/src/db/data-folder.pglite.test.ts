import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../lib/tokens';
import { sql } from 'drizzle-orm';
import { embeddedDatabaseExists, openDatabase, queryRows } from './client';

let base: string;
let dataDir: string;

beforeEach(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'giglane-data-folder-'));
  dataDir = path.join(base, 'data');
});
afterEach(() => rm(base, { recursive: true, force: true }));

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

/** A pid that ran and has ended, as a process killed with -9 leaves behind. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the embedded database folder', () => {
  it('refuses a second opening while the first holds it, naming the folder and the pid', async () => {
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `The database folder ${path.join(dataDir, 'pglite')} is in use by process ${process.pid}`,
      );
    } finally {
      await first.close();
    }
    const second = await openDatabase({ dataDir });
    await second.close();
  });

  it('holds a database once one has been made in it, not before', async () => {
    expect(embeddedDatabaseExists(dataDir)).toBe(false);
    await openDatabase({ dataDir }).then((handle) => handle.close());
    expect(embeddedDatabaseExists(dataDir)).toBe(true);
  });

  it('takes over a lock left by a process that died without closing', async () => {
    await openDatabase({ dataDir }).then((handle) => handle.close());
    await writeFile(path.join(dataDir, 'pglite.lock'), String(deadPid()));
    const handle = await openDatabase({ dataDir });
    await handle.close();
  });

  it("keeps PostgreSQL's shared buffers small, since the WebAssembly heap never gives memory back", async () => {
    const handle = await openDatabase({ dataDir });
    try {
      const [row] = await queryRows<{ shared_buffers: string }>(
        handle.db,
        sql`show shared_buffers`,
      );
      expect(row!.shared_buffers).toBe('8MB');
    } finally {
      await handle.close();
    }
  });

  it('keeps the folder, the database files and the token secret private to the owner', async () => {
    const handle = await openDatabase({ dataDir });
    await resolveJwtSecret(undefined, dataDir);
    await handle.close();

    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
    const entries = await readdir(path.join(dataDir, 'pglite'), {
      withFileTypes: true,
      recursive: true,
    });
    expect(entries.length).toBeGreaterThan(100);
    const loose = [];
    for (const entry of entries) {
      const full = path.join(entry.parentPath, entry.name);
      if ((await modeOf(full)) & 0o077) loose.push(full);
    }
    expect(loose).toEqual([]);
  });
});
