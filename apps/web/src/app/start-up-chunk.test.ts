import { describe, expect, it } from 'vitest';
import { type ChunkingFacts, reachWithout } from '../../start-up-chunk';

/** A module that imports `imports` statically (one `import` each) and `dynamic` dynamically. */
function module(imports: readonly string[], dynamic: readonly string[] = []): ChunkingFacts {
  return {
    code: imports.map((id, index) => `import * as m${String(index)} from '${id}';`).join('\n'),
    importedIds: imports,
    exports: [],
    dynamicallyImportedIds: dynamic,
  };
}

/**
 * An app like the portal's: the entry starts the router, which loads public pages and, for a
 * signed-in address, the signed-in route table; a public page and the signed-in layout share a
 * button, and only the layout uses the app bar.
 */
const graph: Record<string, ChunkingFacts> = {
  '/main.ts': module([], ['/router.ts']),
  '/router.ts': module(['/react-router.js'], ['/login-page.tsx', '/signed-in-routes.tsx']),
  '/react-router.js': module([]),
  '/login-page.tsx': module(['/button.js'], ['/mfa-dialog.tsx']),
  '/mfa-dialog.tsx': module(['/dialog.js']),
  '/dialog.js': module([]),
  '/button.js': module([]),
  '/signed-in-routes.tsx': module([], ['/app-layout.tsx', '/claims-page.tsx']),
  '/app-layout.tsx': module(['/button.js', '/app-bar.js']),
  '/app-bar.js': module([]),
  '/claims-page.tsx': module(['/button.js', '/table.js']),
  '/table.js': module([]),
};
const factsOf = (id: string) => graph[id] ?? null;

describe('reachWithout', () => {
  it('follows static and dynamic imports from the entry but never into the barrier', () => {
    const reach = reachWithout('/main.ts', '/signed-in-routes.tsx', factsOf);
    expect([...reach].sort()).toEqual([
      '/button.js',
      '/dialog.js',
      '/login-page.tsx',
      '/main.ts',
      '/mfa-dialog.tsx',
      '/react-router.js',
      '/router.ts',
    ]);
  });

  it('leaves a module out only when every way to it passes the barrier', () => {
    const reach = reachWithout('/main.ts', '/signed-in-routes.tsx', factsOf);
    // The layout's button is a public page's too; its app bar only the signed-in pages load.
    expect(reach.has('/button.js')).toBe(true);
    expect(reach.has('/app-bar.js')).toBe(false);
    expect(reach.has('/app-layout.tsx')).toBe(false);
  });

  it('reaches everything when the barrier is not on any path', () => {
    const reach = reachWithout('/main.ts', '/no-such-module.ts', factsOf);
    expect(reach.size).toBe(Object.keys(graph).length);
  });
});
