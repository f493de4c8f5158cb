import { basename, extname } from 'node:path';
import type { ChunkingContext } from 'rolldown';
import { type ModuleFacts, staticClosure } from './static-closure';

/** What `staticClosure` reads of a module, from Rolldown's module information. */
function factsIn(context: ChunkingContext) {
  return (id: string): ModuleFacts | null => {
    const info = context.getModuleInfo(id);
    return info === null ? null : { code: info.code, importedIds: info.importedIds, exports: info.exports };
  };
}

/**
 * A chunk group (Rolldown's `codeSplitting.groups`) that gives each step of start-up one chunk
 * (docs/decisions/0011, 0118, 0122): step `i` holds the modules that `steps[i]` imports
 * statically, directly or through others (re-exports followed only for the names taken:
 * `staticClosure`), apart from those of the entry (`entry` and what it imports statically, which
 * loads first on its own) and of earlier steps. Every page runs start-up, so every page loads all
 * of them already; a few files instead of a score of small ones save what gzip loses at each
 * file's boundary and the round trips of the requests, and each step is still evaluated in a task
 * of its own. A step that left a module it needs to another chunk could make two chunks import
 * each other; the build's `chunkCycleCheck` fails then.
 */
export function startUpChunkGroup(entry: string, steps: readonly string[]) {
  let stepOf: Map<string, string> | null = null;
  const mapModules = (context: ChunkingContext) => {
    const taken = staticClosure([entry], factsIn(context));
    const map = new Map<string, string>();
    for (const step of steps) {
      const name = `start-up-${basename(step, extname(step))}`;
      for (const id of staticClosure([step], factsIn(context))) {
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
