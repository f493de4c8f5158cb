import { isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * What a web build writes to `dist-stats/chunks.json` beside its output folder (vite.config.ts):
 * each chunk's file (`assets/….js`) and the modules it holds, with their rendered length
 * (characters before minification). Module ids are relative to the repository, with `/`.
 */
export interface BuildStats {
  chunks: Record<string, { modules: { id: string; renderedLength: number }[] }>;
}

const repositoryRoot = resolve(import.meta.dirname, '../..');

/**
 * A module id as the statistics write it: a file relative to the repository with `/`
 * (`node_modules/react-dom/cjs/react-dom-client.production.js`), a virtual module without its
 * leading NUL (`rolldown/runtime.js`); without a query.
 */
export function statsModuleId(id: string): string {
  const bare = id.replace(/^\0/, '').replace(/\?.*$/, '');
  if (!isAbsolute(bare)) return bare;
  return relative(repositoryRoot, bare).split(sep).join('/');
}
