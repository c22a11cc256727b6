import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverModules = readdirSync(new URL('apps/server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The server's modules by domain (decision 043), each with the modules it imports directly; what
 * those import comes with them. A module folder not named here may import no other module.
 * Anyone may import a module's `*-schema.ts`: the tables are one database, read across domains.
 */
const serverModuleUses = {
  files: [],
  mail: [],
  accounts: ['files', 'mail'],
  catalog: [],
  messaging: ['accounts', 'files'],
  gigs: ['catalog', 'accounts', 'files'],
  orders: ['gigs', 'messaging', 'mail'],
  reviews: ['orders'],
  payments: ['orders'],
  search: ['gigs'],
  crawling: ['gigs', 'catalog', 'reviews'],
  trust: ['reviews'],
  health: [],
};

/** Every module `module` may import; a cycle in the table above stops the lint. */
function serverModuleReach(module, path = []) {
  if (path.includes(module))
    throw new Error(`server modules import in a cycle: ${[...path, module].join(' → ')}`);
  const used = serverModuleUses[module] ?? [];
  return [
    ...new Set(used.flatMap((name) => [name, ...serverModuleReach(name, [...path, module])])),
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      'test-results/**',
      '.data-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Fastify route handlers are async by contract even when they only reply.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Layers of the web app: shared (components/, lib/) → features → app. The features are read from
  // the folder so a new one is fenced in without touching this file.
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.{1,2}/(\\.\\./)*(features|app)(/|$)',
              message: 'components/ and lib/ are shared: they may not import a feature or app/.',
            },
          ],
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A climb out to another feature's folder or to app/ (no feature has subfolders by
              // those names, so the names alone tell the layers apart).
              regex: `^(\\.\\./)+((features/)?(${webFeatures.filter((other) => other !== feature).join('|')})|app)(/|$)`,
              message: `A feature may import only itself, components/ and lib/: move what ${feature} shares with another feature there.`,
            },
          ],
        },
      ],
    },
  })),
  // Server modules by domain: each imports only the modules below it (modules have no subfolders,
  // so `../name/` is always another module). Tables come from the slice that declares them.
  ...serverModules.map((module) => ({
    files: [`apps/server/src/modules/${module}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^\\.\\./(?!(${[module, ...serverModuleReach(module)].join('|')})/)[^./][^/]*(/(?!.*-schema$)|$)`,
              message: `${module} may import only ${serverModuleReach(module).join(', ') || 'no other module'} (eslint.config.js, decision 043): move what both need to the lower module or lib/, or have the caller pass it.`,
            },
            {
              regex: '^(\\.\\./)+db/schema$',
              message:
                'Import a table from the slice of the domain that owns it (`<domain>-schema.ts`).',
            },
            {
              regex: '^(\\.\\./)+plugins(/|$)',
              message: 'Plugins are the app around the modules: a module never imports one.',
            },
          ],
        },
      ],
    },
  })),
  // lib/ and db/ are below every module; db/schema.ts only composes the modules' slices, and the
  // seed writes the demo's messages through the messaging module's own write, as the app would.
  {
    files: ['apps/server/src/lib/**/*.ts', 'apps/server/src/db/**/*.ts'],
    ignores: ['apps/server/src/db/schema.ts', 'apps/server/src/db/seed/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+modules(/|$)',
              message: 'lib/ and db/ are shared by the modules: they may not import one.',
            },
          ],
        },
      ],
    },
  },
  // Plugins reach the modules only through their composition (`app.repos`, `app.services`).
  {
    files: ['apps/server/src/plugins/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./modules/(?!(repositories|services)$)',
              message:
                'A plugin reaches the modules through modules/repositories.ts or services.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
