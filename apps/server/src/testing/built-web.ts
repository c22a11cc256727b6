import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The web app's folder: `npm run build` writes the browser's build and the server entry there. */
const webDir = path.resolve(import.meta.dirname, '../../../web');

/**
 * The built web app's root, for a test app that serves and renders its pages: built first when
 * the server entry is missing (a fresh clone's first test run).
 */
export function builtWebRoot(): string {
  if (!existsSync(path.join(webDir, 'dist-server', 'entry-server.js')))
    execFileSync('npm', ['run', 'build'], { cwd: webDir, stdio: 'ignore' });
  return path.join(webDir, 'dist');
}
