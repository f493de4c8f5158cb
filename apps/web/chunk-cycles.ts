import type { Plugin } from 'vite';

/** A chunk as the check reads it: its file and the files it imports statically. */
export interface ChunkImports {
  fileName: string;
  imports: readonly string[];
}

/**
 * The groups of chunks that import each other statically, directly or through others (the
 * strongly connected components of the static import graph with more than one chunk, or one
 * chunk importing itself), each sorted by file name; an empty list when the graph has no cycle.
 * Dynamic imports do not count: they never decide the order in which modules run.
 * Tarjan's algorithm, iterative, O(chunks + imports).
 */
export function findChunkCycles(chunks: readonly ChunkImports[]): string[][] {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  for (const start of importsOf.keys()) {
    if (index.has(start)) continue;
    const work: { file: string; edge: number }[] = [{ file: start, edge: 0 }];
    index.set(start, next);
    lowLink.set(start, next);
    next += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame === undefined) break;
      const targets = (importsOf.get(frame.file) ?? []).filter((target) => importsOf.has(target));
      const target = targets[frame.edge];
      if (target !== undefined) {
        frame.edge += 1;
        if (!index.has(target)) {
          index.set(target, next);
          lowLink.set(target, next);
          next += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, edge: 0 });
        } else if (onStack.has(target)) {
          lowLink.set(frame.file, Math.min(lowLink.get(frame.file) ?? 0, index.get(target) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) {
        lowLink.set(parent.file, Math.min(lowLink.get(parent.file) ?? 0, lowLink.get(frame.file) ?? 0));
      }
      if (lowLink.get(frame.file) !== index.get(frame.file)) continue;
      const component: string[] = [];
      for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
        onStack.delete(member);
        component.push(member);
        if (member === frame.file) break;
      }
      const importsItself = importsOf.get(frame.file)?.includes(frame.file) === true;
      if (component.length > 1 || importsItself) cycles.push(component.sort());
    }
  }
  return cycles;
}

/**
 * Fails the build when two chunks import each other (docs/decisions/0118, 0122). In such a loop
 * one chunk's code runs before that of a chunk it imports, so a module that reads another's export
 * while it is evaluated (a route table reading a role list) can find it not yet set, and the page
 * fails to start. The message names each loop's chunks and a few of their modules.
 */
export function chunkCycleCheck(): Plugin {
  return {
    name: 'medivi:chunk-cycle-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const cycles = findChunkCycles(chunks);
      if (cycles.length === 0) return;
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const describe = (fileName: string) =>
        `${fileName} (${(byFile.get(fileName)?.moduleIds ?? [])
          .slice(-3)
          .map((id) => id.replace(/^.*\/node_modules\//, '').replace(/^.*\/apps\/web\//, ''))
          .join(', ')})`;
      this.error(
        `Chunks that import each other (a cycle in the chunk graph):\n${cycles
          .map((cycle) => `- ${cycle.map(describe).join(' <-> ')}`)
          .join('\n')}`,
      );
    },
  };
}
