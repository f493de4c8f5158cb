import { basename, extname } from 'node:path';
import type { ChunkingContext } from 'rolldown';

/**
 * The names a module's code imports from `@medivi/domain` (`import { a, b as c } from …`), or
 * null when it takes the whole namespace (`import * as domain`) or re-exports everything.
 */
export function namesImportedFromDomain(code: string): Set<string> | null {
  const names = new Set<string>();
  const from = String.raw`from\s*["']@medivi/domain["']`;
  if (new RegExp(String.raw`(?:\*\s*as\s+\w+|export\s*\*)\s*${from}`).test(code)) return null;
  for (const match of code.matchAll(new RegExp(String.raw`(?:import|export)\s*\{([^}]*)\}\s*${from}`, 'g'))) {
    for (const specifier of (match[1] ?? '').split(',')) {
      const name = specifier
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name !== undefined && name !== '') names.add(name);
    }
  }
  return names;
}

/**
 * The modules `ids` import statically, directly or through others, `ids` included. An import
 * through the domain package's barrel (`domainIndex`, 161 `export *` lines) leads only to the
 * modules that export a name the importer takes, not to every module of the package: a step would
 * otherwise claim every contract of the domain (or the entry would keep them all out of the steps,
 * and the modules it does not use would end in a chunk of their own that imports the step back).
 */
function staticClosure(ids: readonly string[], context: ChunkingContext, domainIndex: string): Set<string> {
  const found = new Set<string>();
  const pending = [...ids];
  const domainModules = context.getModuleInfo(domainIndex)?.importedIds ?? [];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    const info = context.getModuleInfo(id);
    for (const imported of info?.importedIds ?? []) {
      if (imported !== domainIndex || id === domainIndex) {
        pending.push(imported);
        continue;
      }
      const names = namesImportedFromDomain(info?.code ?? '');
      pending.push(
        ...domainModules.filter(
          (module) =>
            names === null || (context.getModuleInfo(module)?.exports ?? []).some((name) => names.has(name)),
        ),
      );
    }
  }
  return found;
}

/**
 * A chunk group (Rolldown's `codeSplitting.groups`) that gives each step of start-up one chunk
 * (docs/decisions/0011, 0118): step `i` holds the modules that `steps[i]` imports statically,
 * directly or through others, apart from those of the entry (`entry` and what it imports
 * statically, which loads first on its own) and of earlier steps. Every page runs start-up, so
 * every page loads all of them already; a few files instead of a score of small ones save what
 * gzip loses at each file's boundary, and each step is still evaluated in a task of its own.
 */
export function startUpChunkGroup(entry: string, steps: readonly string[], domainIndex: string) {
  let stepOf: Map<string, string> | null = null;
  const mapModules = (context: ChunkingContext) => {
    const taken = staticClosure([entry], context, domainIndex);
    const map = new Map<string, string>();
    for (const step of steps) {
      const name = `start-up-${basename(step, extname(step))}`;
      for (const id of staticClosure([step], context, domainIndex)) {
        if (taken.has(id)) continue;
        taken.add(id);
        map.set(id, name);
      }
    }
    return map;
  };
  return {
    debugName: 'start-up steps',
    name(id: string, context: ChunkingContext): string | null {
      stepOf ??= mapModules(context);
      return stepOf.get(id) ?? null;
    },
    // The steps are closed under static imports apart from what loaded before them; taking in a
    // step's dependencies again would move the entry's modules into the steps.
    includeDependenciesRecursively: false,
  };
}
