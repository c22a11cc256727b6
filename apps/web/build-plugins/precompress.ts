import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt']);
// Below this, the headers cost more than compression saves.
const MIN_BYTES = 1024;

/**
 * Writes `x.br` and `x.gz` beside every text file of the build, at the strongest levels: the
 * server sends them as they are, so a visitor gets brotli-11 (about 14 % smaller than the quick
 * level a server can afford per request) and the server spends no CPU compressing assets.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'giglane:precompress',
    // The browser's build: the server entry's is neither served nor read for hints.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name)))
        // The build manifest (.vite/) is read by the server, never sent.
        .filter((entry) => !entry.parentPath.includes(`${path.sep}.vite`))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
