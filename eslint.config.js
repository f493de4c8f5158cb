// @ts-check
import eslint from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './tools/eslint-feature-boundaries.js';
import { noLiteralStringOptions, translatedFiles } from './tools/eslint-translated-files.js';

// date-fns by function (`date-fns/addDays`): its index loads every one of its ~1,000 modules, about
// 2 s in each Node process, so in every test file that imports the domain.
const dateFnsIndex = {
  name: 'date-fns',
  message: "Import each function from its own module: import { addDays } from 'date-fns/addDays'.",
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'var/**',
      'coverage/**',
      'bench/results/**',
      'e2e/artifacts/**',
    ],
  },
  eslint.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', '.ci/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { medivi: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [dateFnsIndex] }],
      // Areas never import each other and shared code never imports an area: see the rule's TSDoc
      // in tools/eslint-feature-boundaries.js.
      'medivi/feature-boundaries': [
        'error',
        {
          trees: [
            {
              features: 'apps/server/src/features',
              shared: ['apps/server/src/platform', 'apps/server/src/db'],
            },
            { features: 'apps/web/src/features', shared: ['apps/web/src/components', 'apps/web/src/lib'] },
            // Each folder of the domain is an area; index.ts, the package root, re-exports them all.
            { features: 'packages/domain/src', shared: ['packages/domain/src/shared'] },
          ],
          aliases: { '@medivi/domain': 'packages/domain' },
        },
      ],
    },
  },
  {
    // Every multipart body is read through platform/multipart.ts, which turns a cut-off or
    // malformed body into a 4xx (docs/decisions/0088).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/platform/multipart.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            dateFnsIndex,
            {
              name: '@fastify/multipart',
              message: 'Register multipart parsing with registerMultipart from platform/multipart.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web's app layer (routes, store, providers, layout) composes features; features and the
    // shared components/ and lib/ never import it (bulletproof-react's unidirectional rule). A
    // type-only import (the store's RootState for lib/hooks.ts) carries no code and is allowed;
    // tests and testing/ helpers may render inside the app's providers.
    files: ['apps/web/src/{features,components,lib}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [dateFnsIndex],
          patterns: [
            {
              regex: '^(\\.\\./)+app(/|$)',
              allowTypeImports: true,
              message:
                'Features, components/ and lib/ never import the app layer: move what they need to lib/ or let app/ pass it in.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.int.test.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // No import cycles anywhere: a cycle hides which module owns what.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Every package a workspace imports is declared in that workspace's own package.json; tests
  // and test support may also use the root's development tools (vitest, Testing Library).
  ...[
    ['apps/web', 'apps/web/src'],
    ['apps/server', 'apps/server/src'],
    ['packages/domain', 'packages/domain/src'],
  ].flatMap(([workspace, source]) => [
    {
      files: [`${source}/**/*.{ts,tsx}`],
      rules: {
        'import-x/no-extraneous-dependencies': ['error', { packageDir: [workspace], devDependencies: false }],
      },
    },
    {
      files: [`${source}/**/*.test.{ts,tsx}`, `${source}/**/testing/**`],
      rules: {
        'import-x/no-extraneous-dependencies': [
          'error',
          { packageDir: [workspace, '.'], devDependencies: true },
        ],
      },
    },
  ]),
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts', 'tools/**/*.{ts,js}', 'scripts/**/*.mjs', '*.{js,ts}'],
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { packageDir: ['.'], devDependencies: true }],
    },
  },
  {
    // Every text from the message catalogues: no literal text in JSX (docs/decisions/0125). Tests
    // name texts in their queries, so they are left out.
    files: translatedFiles,
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', noLiteralStringOptions] },
  },
  prettier,
);
