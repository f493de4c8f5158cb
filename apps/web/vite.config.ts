import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { startUpCodeTemplateId } from './src/app/start-up-code';
import { type BuildStats, statsModuleId } from './build-stats';
import { compiledCatalogues } from './catalogue-plugin';
import { chunkCycleCheck } from './chunk-cycles';
import { muiThemeWithoutCssVariables } from './mui-create-theme';
import { startUpChunkGroup } from './start-up-chunk';

/** Modules that start-up imports one step at a time (src/app/start-app.ts). */
const startUpModules = [
  './src/app/router.ts',
  './src/app/store.ts',
  './src/features/auth/session-boot.ts',
  './src/app/mount-app.tsx',
].map((path) => fileURLToPath(new URL(path, import.meta.url)));

/** The SPA's entry (index.html's script). */
const entryModule = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

/**
 * The root route around every page (theme, snackbars): it loads with the first page, after
 * start-up, and its modules go into one chunk as start-up's steps do (start-up-chunk.ts).
 */
const rootLayoutModule = fileURLToPath(new URL('./src/app/root-layout.tsx', import.meta.url));

/**
 * The signed-in shell in one chunk (start-up-chunk.ts): the session guard and the layout around
 * every signed-in page, apart from what a public page may load too.
 */
const signedInShell = {
  name: 'signed-in-shell',
  modules: ['./src/app/guards/require-session-or-report-embed.tsx', './src/app/layout/app-layout.tsx'].map(
    (path) => fileURLToPath(new URL(path, import.meta.url)),
  ),
  signedInRoutes: fileURLToPath(new URL('./src/app/signed-in-routes.tsx', import.meta.url)),
};

/**
 * Lists the chunks of `modules` (and the chunks they import) in index.html as module preloads.
 * Start-up imports them dynamically, one step per task, so that evaluating them never makes one
 * long task; preloaded, they download together. The links sit in a template, inert until the
 * entry moves them into the document once the boot screen has painted (src/app/start-up-code.ts),
 * so that the boot screen never waits for them.
 */
function preloadStartUpChunks(modules: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'medivi:preload-start-up-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        const chunks = Object.values(context.bundle ?? {}).flatMap((item) =>
          item.type === 'chunk' ? [item] : [],
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const linked = new Set<string>();
        const collect = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return;
          into.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) collect(imported, into);
        };
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) collect(entry.fileName, linked);
        const wanted = new Set<string>();
        for (const chunk of chunks) {
          if (chunk.moduleIds.some((id) => modules.includes(id))) collect(chunk.fileName, wanted);
        }
        const preloads: HtmlTagDescriptor[] = [...wanted]
          .filter((fileName) => !linked.has(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          }));
        return [
          { tag: 'template', attrs: { id: startUpCodeTemplateId }, children: preloads, injectTo: 'body' },
        ];
      },
    },
  };
}

/**
 * Where a build leaves what must not be served beside its output folder: `apps/web/dist` keeps its
 * source maps in `apps/web/dist-sourcemaps` (issue 38 item 2) and its chunk statistics in
 * `apps/web/dist-stats`. Named after the output folder, so that a build into another folder (the
 * budget's test build) never touches those of the served build.
 */
function besideOutDir(outDir: string, suffix: 'sourcemaps' | 'stats'): string {
  return join(dirname(outDir), `${basename(outDir)}-${suffix}`);
}

/**
 * Moves the build's source maps out of the folder the server serves into the folder beside it,
 * keeping their paths: the original TypeScript stays an artefact of the build (to read a stack
 * trace from a user's browser) and is never served. The maps are 'hidden' (no `sourceMappingURL`
 * comment), so no browser asks for them; `vite dev` keeps its inline maps.
 */
function sourceMapsOutside(): Plugin {
  return {
    name: 'medivi:source-maps-outside',
    apply: 'build',
    writeBundle(options) {
      const outDir = options.dir;
      if (outDir === undefined) return;
      const into = besideOutDir(outDir, 'sourcemaps');
      rmSync(into, { recursive: true, force: true });
      const moveMaps = (folder: string) => {
        for (const entry of readdirSync(join(outDir, folder), { withFileTypes: true })) {
          const path = join(folder, entry.name);
          if (entry.isDirectory()) moveMaps(path);
          else if (entry.name.endsWith('.map')) {
            mkdirSync(join(into, folder), { recursive: true });
            renameSync(join(outDir, path), join(into, path));
          }
        }
      };
      moveMaps('');
    },
  };
}

/**
 * Writes `chunks.json` beside the output folder (never served): each chunk's file and the modules
 * it holds, with their rendered length (characters before minification, ids relative to the
 * repository). The JavaScript budget names a page's largest modules, and those that grew, with it
 * (e2e/support/js-budget.ts; docs/decisions/0118).
 */
function chunkStats(): Plugin {
  return {
    name: 'medivi:chunk-stats',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir;
      if (outDir === undefined) return;
      const chunks: BuildStats['chunks'] = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks[item.fileName] = {
          modules: Object.entries(item.modules)
            .filter(([, module]) => module.renderedLength > 0)
            .map(([id, module]) => ({ id: statsModuleId(id), renderedLength: module.renderedLength })),
        };
      }
      const into = besideOutDir(outDir, 'stats');
      mkdirSync(into, { recursive: true });
      writeFileSync(join(into, 'chunks.json'), `${JSON.stringify({ chunks } satisfies BuildStats)}\n`);
    },
  };
}

/**
 * React Router's production build. Its package exports name only the development build, which
 * differs by its warnings (checked on every render); builds use the production one.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * The SPA build: domain package from source (the `source` condition, ahead of Vite's own so
 * libraries still resolve to their browser builds), `/api` proxied to the server in `vite dev`.
 */
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    muiThemeWithoutCssVariables(),
    // Compiles the message catalogues (`…/auth.json?lingui`) at build time (docs/decisions/0125).
    compiledCatalogues(),
    preloadStartUpChunks(startUpModules),
    sourceMapsOutside(),
    chunkStats(),
    chunkCycleCheck(),
  ],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/ws': { target: 'ws://localhost:3000', ws: true },
      // The public documents are printed by the server (accounts spec §2 /privacy.pdf, /support.pdf).
      '/privacy.pdf': 'http://localhost:3000',
      '/support.pdf': 'http://localhost:3000',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
    reportCompressedSize: true,
    rolldownOptions: {
      // @emotion/react imports `hoist-non-react-statics` for its side effects only (its own
      // package says it has none; the import is left over from withTheme's module), and that
      // CommonJS package says nothing, so the bundler kept it and the react-is it requires on every
      // page (0.9 KB gzip at start-up, issue 39). Nothing in it runs on import; other modules
      // fall back to the default (their package's `sideEffects`).
      treeshake: {
        moduleSideEffects: (id: string) =>
          /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/.test(id) ? false : undefined,
      },
      output: {
        // A chunk's file is named by its hash alone: every chunk that imports others dynamically
        // carries the names of all the chunks they need, to preload them (Vite's `__vite__mapDeps`),
        // and the names of the modules in those names cost 2.4 to 9 KB gzip per page (decision
        // 0122 "Later: shorter chunk names and the signed-in shell"). dist-stats/chunks.json says what each file holds.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [startUpChunkGroup(entryModule, [...startUpModules, rootLayoutModule], signedInShell)],
        },
      },
    },
  },
}));
