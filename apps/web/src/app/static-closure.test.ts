import { describe, expect, it } from 'vitest';
import { type ModuleFacts, readStatements, staticClosure } from '../../static-closure';

/** A module graph: each module's code, what it imports (ids) and what it exports. */
const graph: Record<string, ModuleFacts> = {
  '/app/step.ts': {
    code: 'import { paths } from "./paths";\nimport { Stack, ThemeProvider } from "/mui/index.mjs";\nexport const step = 1;',
    importedIds: ['/app/paths.ts', '/mui/index.mjs'],
    exports: ['step'],
  },
  '/app/paths.ts': {
    code: "import { providerNoticePlanParam } from '@medivi/domain';\nexport const paths = {};",
    importedIds: ['/domain/index.ts'],
    exports: ['paths'],
  },
  '/domain/index.ts': {
    code: "export * from './claims/id-card-routes.js';\nexport * from './contracts.js';\nexport * from './roles/index.js';",
    importedIds: ['/domain/claims/id-card-routes.ts', '/domain/contracts.ts', '/domain/roles/index.ts'],
    exports: ['providerNoticePlanParam', 'caseSchema', 'adminRoles'],
  },
  '/domain/claims/id-card-routes.ts': {
    code: 'import { defineRoutes } from "../endpoint.js";\nexport const providerNoticePlanParam = "plan";',
    importedIds: ['/domain/endpoint.ts'],
    exports: ['providerNoticePlanParam'],
  },
  '/domain/endpoint.ts': {
    code: 'export function defineRoutes() {}',
    importedIds: [],
    exports: ['defineRoutes'],
  },
  '/domain/contracts.ts': {
    code: 'import { z } from "zod";\nexport const caseSchema = z.object({});',
    importedIds: ['/zod/index.js'],
    exports: ['caseSchema'],
  },
  '/domain/roles/index.ts': {
    code: "export { adminRoles } from './admin.js';",
    importedIds: ['/domain/roles/admin.ts'],
    exports: ['adminRoles'],
  },
  '/domain/roles/admin.ts': {
    code: 'export const adminRoles = [];',
    importedIds: [],
    exports: ['adminRoles'],
  },
  '/zod/index.js': { code: 'export const z = {};', importedIds: [], exports: ['z'] },
  '/mui/index.mjs': {
    code: '"use client";\nimport format from "@mui/utils/format";\nexport { default as Stack } from "./Stack/index.mjs";\nexport { default as Grid } from "./Grid/index.mjs";\nexport * from "./ThemeProvider/index.mjs";\nexport function sx() { throw new Error(format(19)); }',
    importedIds: [
      '/node_modules/@mui/utils/format/index.mjs',
      '/mui/Stack/index.mjs',
      '/mui/Grid/index.mjs',
      '/mui/ThemeProvider/index.mjs',
    ],
    exports: ['Stack', 'Grid', 'ThemeProvider'],
  },
  '/node_modules/@mui/utils/format/index.mjs': {
    code: 'export default function format() {}',
    importedIds: [],
    exports: ['default'],
  },
  '/mui/Stack/index.mjs': {
    code: 'export default function Stack() {}',
    importedIds: [],
    exports: ['default'],
  },
  '/mui/Grid/index.mjs': { code: 'export default function Grid() {}', importedIds: [], exports: ['default'] },
  '/mui/ThemeProvider/index.mjs': {
    code: 'export function ThemeProvider() {}',
    importedIds: [],
    exports: ['ThemeProvider'],
  },
};
const factsOf = (id: string) => graph[id] ?? null;

describe('staticClosure', () => {
  it('follows a barrel only to the modules that give the names the importer takes', () => {
    expect([...staticClosure(['/app/step.ts'], factsOf)].sort()).toEqual([
      '/app/paths.ts',
      '/app/step.ts',
      '/domain/claims/id-card-routes.ts',
      '/domain/endpoint.ts',
      '/domain/index.ts',
      '/mui/Stack/index.mjs',
      '/mui/ThemeProvider/index.mjs',
      '/mui/index.mjs',
      '/node_modules/@mui/utils/format/index.mjs',
    ]);
  });

  it('pairs a workspace import beside a module the bundler added (the preload helper of a dynamic import)', () => {
    const closure = staticClosure(['/lazy.ts'], (id) => {
      if (id === '/lazy.ts')
        return {
          code: 'import { providerNoticePlanParam } from "@medivi/domain";\nconst load = () => import("./later");',
          importedIds: ['/domain/index.ts', '\0vite/preload-helper.js'],
          exports: [],
        };
      if (id === '\0vite/preload-helper.js') return { code: '', importedIds: [], exports: [] };
      return factsOf(id);
    });
    expect(closure).toContain('\0vite/preload-helper.js');
    expect(closure).toContain('/domain/claims/id-card-routes.ts');
    expect(closure).not.toContain('/domain/contracts.ts');
  });

  it('follows a barrel to every module for a namespace import', () => {
    const all = staticClosure(['/all.ts'], (id) =>
      id === '/all.ts'
        ? {
            code: 'import * as domain from "@medivi/domain";',
            importedIds: ['/domain/index.ts'],
            exports: [],
          }
        : factsOf(id),
    );
    expect(all).toContain('/domain/contracts.ts');
    expect(all).toContain('/zod/index.js');
    expect(all).toContain('/domain/roles/admin.ts');
  });

  it('follows a name through a barrel of barrels', () => {
    const roles = staticClosure(['/admin.ts'], (id) =>
      id === '/admin.ts'
        ? {
            code: 'import { adminRoles } from "@medivi/domain";',
            importedIds: ['/domain/index.ts'],
            exports: [],
          }
        : factsOf(id),
    );
    expect([...roles].sort()).toEqual([
      '/admin.ts',
      '/domain/index.ts',
      '/domain/roles/admin.ts',
      '/domain/roles/index.ts',
    ]);
  });
});

describe('readStatements', () => {
  it('reads named, renamed, default, namespace and side-effect imports and re-exports', () => {
    const facts: ModuleFacts = {
      code: [
        'import React, { useState as useLocal, type FC } from "react";',
        "import * as all from './all.js';",
        "import './styles.css';",
        'import type { Theme } from "./theme";',
        "export { a as b } from './a.js';",
        "export * from './star.js';",
      ].join('\n'),
      importedIds: ['/node_modules/react/index.js', '/m/all.ts', '/m/styles.css', '/m/a.ts', '/m/star.ts'],
      exports: ['b'],
    };
    const read = readStatements('/m/x.ts', facts).map((statement) => ({
      ...statement,
      names: statement.names === null ? null : Object.fromEntries(statement.names),
    }));
    expect(read).toEqual([
      {
        kind: 'import',
        names: { default: 'default', useState: 'useState', FC: 'FC' },
        target: '/node_modules/react/index.js',
      },
      { kind: 'import', names: null, target: '/m/all.ts' },
      { kind: 'import', names: {}, target: '/m/styles.css' },
      { kind: 'reExport', names: { b: 'a' }, target: '/m/a.ts' },
      { kind: 'reExport', names: null, target: '/m/star.ts' },
    ]);
  });
});
