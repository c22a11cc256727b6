import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../lib/tokens';
import { sql } from 'drizzle-orm';
import { embeddedDatabaseExists, openDatabase, queryRows } from './client';

let base: string;
/** A folder in which the server made its database (and token secret), as a first start does. */
let made: string;

// Making a database (initdb and every migration) takes seconds in WebAssembly: it is made once,
// and a test that only needs one made opens a copy.
beforeAll(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'giglane-data-folder-'));
  made = path.join(base, 'made');
  const handle = await openDatabase({ dataDir: made });
  await resolveJwtSecret(undefined, made);
  await handle.close();
});
afterAll(() => rm(base, { recursive: true, force: true }));

let copies = 0;
/** A folder of the test's own holding a copy of `made`. */
async function copyOfMade() {
  copies += 1;
  const dataDir = path.join(base, `copy-${copies}`);
  await cp(made, dataDir, { recursive: true });
  return dataDir;
}

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

/** A pid that ran and has ended, as a process killed with -9 leaves behind. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the embedded database folder', () => {
  it('refuses a second opening while the first holds it, naming the folder and the pid', async () => {
    const dataDir = await copyOfMade();
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
    expect(embeddedDatabaseExists(path.join(base, 'never-opened'))).toBe(false);
    expect(embeddedDatabaseExists(made)).toBe(true);
  });

  it('takes over a lock left by a process that died without closing', async () => {
    const dataDir = await copyOfMade();
    await writeFile(path.join(dataDir, 'pglite.lock'), String(deadPid()));
    const handle = await openDatabase({ dataDir });
    await handle.close();
  });

  it("keeps PostgreSQL's shared buffers small, since the WebAssembly heap never gives memory back", async () => {
    const dataDir = await copyOfMade();
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
    expect(await modeOf(made)).toBe(0o700);
    expect(await modeOf(path.join(made, 'jwt-secret'))).toBe(0o600);
    const entries = await readdir(path.join(made, 'pglite'), {
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
