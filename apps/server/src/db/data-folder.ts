import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { chmod, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Owner only: the database holds password hashes, and the folder the token secret. */
export const PRIVATE_FOLDER = 0o700;
export const PRIVATE_FILE = 0o600;

/** Creates the folder (and its parents) private; an existing one is made private too. */
export async function makePrivateFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER });
  await chmod(folder, PRIVATE_FOLDER);
}

/**
 * PGlite's file system writes every file world-readable and writable (0666) whatever the umask,
 * so its files are made owner-only after it opens and after it closes. Between the two they are
 * reachable by nobody else anyway: their folder is 0700.
 */
export async function makeTreePrivate(folder: string): Promise<void> {
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) await chmod(full, PRIVATE_FOLDER);
    else if (entry.isFile()) await chmod(full, PRIVATE_FILE);
  }
}

export class FolderInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the folder for this process: a lock file holding our pid, created only if absent. PGlite
 * has no lock of its own, and two processes on one folder overwrite each other's pages (writes
 * acknowledged to clients were lost). A lock left by a process that died without closing (kill -9,
 * a crash) names a pid that no longer runs, and is taken over.
 *
 * @returns the release function; it is also run when the process exits.
 */
export function lockFolder(folder: string, lockFile: string): () => void {
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx', PRIVATE_FILE);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isSafeInteger(holder) && holder > 0 && isAlive(holder))
      throw new FolderInUseError(
        `The database folder ${folder} is in use by process ${holder}` +
          (holder === process.pid ? ' (this one)' : '') +
          `. One process at a time may open it: stop the other one, give this one another DATA_DIR, ` +
          `or share a PostgreSQL server through DATABASE_URL. If process ${holder} is not Giglane, ` +
          `delete ${lockFile}.`,
      );
    unlinkSync(lockFile);
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    try {
      unlinkSync(lockFile);
    } catch {
      // Already gone: nothing to release.
    }
  };
  process.on('exit', release);
  return release;
}
