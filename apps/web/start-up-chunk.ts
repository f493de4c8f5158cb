import { basename, extname } from 'node:path';
import type { ChunkingContext } from 'rolldown';
import { type ModuleFacts, staticClosure } from './static-closure';

/** What the chunking reads of a module: `ModuleFacts` and what it imports dynamically. */
export interface ChunkingFacts extends ModuleFacts {
  dynamicallyImportedIds: readonly string[];
}

/** What `staticClosure` and `reachWithout` read of a module, from Rolldown's module information. */
function factsIn(context: ChunkingContext) {
  return (id: string): ChunkingFacts | null => {
    const info = context.getModuleInfo(id);
    return info === null
      ? null
      : {
          code: info.code,
          importedIds: info.importedIds,
          exports: info.exports,
          dynamicallyImportedIds: info.dynamicallyImportedIds,
        };
  };
}

/**
 * The modules that code started from `entry` may load without ever loading `barrier`: the static
 * closure of `entry` (`staticClosure`), then that of every module one of them imports dynamically,
 * and so on, never entering `barrier` (imported statically or dynamically).
 */
export function reachWithout(
  entry: string,
  barrier: string,
  factsOf: (id: string) => ChunkingFacts | null,
): Set<string> {
  const reached = new Set<string>();
  const factsBefore = (id: string) => (id === barrier ? null : factsOf(id));
  for (let roots = [entry]; roots.length > 0;) {
    const fresh = [...staticClosure(roots, factsBefore)].filter((id) => !reached.has(id));
    for (const id of fresh) reached.add(id);
    // A barrier among the roots is skipped by `staticClosure`: it has no facts here.
    roots = [...new Set(fresh.flatMap((id) => factsBefore(id)?.dynamicallyImportedIds ?? []))].filter(
      (id) => !reached.has(id),
    );
  }
  return reached;
}

/**
 * The part of the app that only signed-in pages load, given one chunk of its own by
 * `startUpChunkGroup` (docs/decisions/0122 "Later: shorter chunk names and the signed-in shell").
 */
export interface SignedInShell {
  /** The chunk's name. */
  name: string;
  /** The modules every signed-in page loads with its page: the session guard, the layout. */
  modules: readonly string[];
  /** The route table of the signed-in pages, which only a signed-in address loads. */
  signedInRoutes: string;
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
 *
 * With `shell`, the modules of the signed-in shell (`shell.modules` and what they import
 * statically) that no public page can load (`reachWithout` the signed-in route table, from
 * `entry`) and no step holds go into one more chunk, `shell.name`: every signed-in page loads them
 * all, and a public page none of them.
 */
export function startUpChunkGroup(entry: string, steps: readonly string[], shell?: SignedInShell) {
  let stepOf: Map<string, string> | null = null;
  const mapModules = (context: ChunkingContext) => {
    const facts = factsIn(context);
    const taken = staticClosure([entry], facts);
    const map = new Map<string, string>();
    for (const step of steps) {
      const name = `start-up-${basename(step, extname(step))}`;
      for (const id of staticClosure([step], facts)) {
        if (taken.has(id)) continue;
        taken.add(id);
        map.set(id, name);
      }
    }
    if (shell !== undefined) {
      const publicReach = reachWithout(entry, shell.signedInRoutes, facts);
      for (const id of staticClosure(shell.modules, facts)) {
        if (!taken.has(id) && !publicReach.has(id)) map.set(id, shell.name);
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
