// @ts-check
import { readdirSync } from 'node:fs';
import eslint from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Feature folders of a tree; features never import each other (ARCHITECTURE habit 8). */
function featureZones(root) {
  let names = [];
  try {
    names = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
  return names.map((name) => ({
    target: `${root}/${name}`,
    from: root,
    except: [`./${name}`],
    message:
      'Features do not import each other; move shared code to platform/lib/components or the domain package.',
  }));
}

/** Shared code never imports a feature. */
function sharedZones(featuresRoot, sharedRoots) {
  return sharedRoots.map((target) => ({
    target,
    from: featuresRoot,
    message: 'Shared code never imports a feature.',
  }));
}

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
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones('./apps/server/src/features'),
            ...featureZones('./apps/web/src/features'),
            ...sharedZones('./apps/server/src/features', [
              './apps/server/src/platform',
              './apps/server/src/db',
            ]),
            ...sharedZones('./apps/web/src/features', ['./apps/web/src/components', './apps/web/src/lib']),
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
  prettier,
);
