import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../../..');
// The repository's own config, reduced to the layer rule: it reads import strings only, so the
// sample files need not exist and type information is off.
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

async function refusedImports(file: string, imports: string[]) {
  const code = imports.map((from, index) => `import * as m${index} from '${from}';`).join('\n');
  const [result] = await eslint.lintText(code, { filePath: `apps/web/src/${file}` });
  return result!.messages.map((message) => imports[message.line - 1]);
}

test('a feature may import itself, components/ and lib/, but not another feature nor app/', async () => {
  const refused = await refusedImports('features/gig/components/probe.ts', [
    './person-avatar',
    '../api/get-gig-detail',
    '../utils/packages',
    '../../../components/avatar',
    '../../../lib/dates',
    '../../account/api/get-user',
    '../../admin/hooks/use-debounced',
    '../../../features/search/search-page',
    '../../../app/router',
  ]);
  expect(refused).toEqual([
    '../../account/api/get-user',
    '../../admin/hooks/use-debounced',
    '../../../features/search/search-page',
    '../../../app/router',
  ]);
});

test('components/ and lib/ import neither features nor app/', async () => {
  expect(
    await refusedImports('components/site-header/probe.ts', [
      '../avatar',
      '../../lib/session',
      '../../features/gig/gig-page',
      '../../app/router',
    ]),
  ).toEqual(['../../features/gig/gig-page', '../../app/router']);
  expect(
    await refusedImports('lib/probe.ts', [
      './session',
      '../features/account/api/get-user',
      '../app/app',
    ]),
  ).toEqual(['../features/account/api/get-user', '../app/app']);
});

test('app/ may import anything', async () => {
  expect(
    await refusedImports('app/probe.ts', [
      '../features/gig/gig-page',
      '../components/avatar',
      '../lib/session',
    ]),
  ).toEqual([]);
});
