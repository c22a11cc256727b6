// The server and the contract package bundled into one file: npm packages stay external
// (node_modules is there at run time); the workspace's TypeScript is compiled in.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@giglane/'),
);

/** Bundles src/main.ts into `outfile`, which must lie inside the server package. */
export async function bundleServer(outfile, { sourcemap = true } = {}) {
  await build({
    absWorkingDir: fileURLToPath(new URL('..', import.meta.url)),
    entryPoints: ['src/main.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap,
    external: external.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
}
