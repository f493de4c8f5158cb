import { dirname, resolve } from 'node:path';

/** What the closure reads of a module: its code after transformation and what it imports. */
export interface ModuleFacts {
  code: string | null;
  importedIds: readonly string[];
  /** The names the module exports. */
  exports: readonly string[];
}

/** One `import … from` or `export … from` statement of a module. */
interface Statement {
  kind: 'import' | 'reExport';
  /**
   * import: the names taken (`default` for a default import); reExport: exported name → the
   * target's name. Null for `import * as`, `export *` (every name).
   */
  names: Map<string, string> | null;
  /** The imported module, when the specifier could be told apart among the module's imports. */
  target: string | null;
}

const statementPattern =
  /(import|export)\s*(type\s+)?(?:([\w$]+)\s*,?\s*)?(\{[^}]*\}|\*\s*as\s+[\w$]+|\*)?\s*from\s*["']([^"']+)["']|import\s*["']([^"']+)["']/g;

/** `a as b, type c` → exported-or-local name first: [['a', 'b'], ['c', 'c']] for an import. */
function specifierPairs(list: string, isExport: boolean): [string, string][] {
  return list
    .replace(/^\{|\}$/g, '')
    .split(',')
    .flatMap((part) => {
      const [first, alias] = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((name) => name.trim());
      if (first === undefined || first === '') return [];
      // import { a as b }: the target's name is a. export { a as b }: exported b, the target's a.
      return [isExport ? [alias ?? first, first] : [first, first]];
    });
}

/**
 * The module among `importedIds` that `specifier`, written in module `id`, names: a relative one
 * resolved against the module's folder (with or without its extension or `/index`), a bare one
 * (`@mui/utils/useId`) found by its package path; null when none fits.
 */
function resolveSpecifier(id: string, specifier: string, importedIds: readonly string[]): string | null {
  const bare = (file: string) => file.replace(/\?.*$/, '').replace(/\.(m?js|cjs|tsx?)$/, '');
  if (specifier.startsWith('.')) {
    const base = bare(resolve(dirname(id), specifier));
    return importedIds.find((candidate) => [base, `${base}/index`].includes(bare(candidate))) ?? null;
  }
  const packagePath = `/node_modules/${specifier}`;
  const inPackage = importedIds.filter((candidate) => {
    const at = candidate.lastIndexOf(packagePath);
    return at !== -1 && ['/', '.'].includes(candidate.charAt(at + packagePath.length));
  });
  return inPackage.length === 1 ? (inPackage[0] ?? null) : null;
}

/**
 * The `import … from` and `export … from` statements of a module's code, each with the module it
 * names. Specifiers that cannot be resolved here (a workspace package such as `@medivi/domain`)
 * are paired, in order of appearance, with the imports no other statement accounts for, when
 * their numbers agree (the bundler lists a module's imports in order of appearance).
 */
export function readStatements(id: string, facts: ModuleFacts): Statement[] {
  const read: (Statement & { specifier: string })[] = [];
  for (const match of (facts.code ?? '').matchAll(statementPattern)) {
    const [, keyword, typeOnly, defaultName, clause, specifier, sideEffectSpecifier] = match;
    if (typeOnly !== undefined) continue;
    const from = specifier ?? sideEffectSpecifier ?? '';
    const target = resolveSpecifier(id, from, facts.importedIds);
    if (sideEffectSpecifier !== undefined) {
      read.push({ kind: 'import', names: new Map(), target, specifier: from });
      continue;
    }
    const isExport = keyword === 'export';
    const isNamespace = clause?.startsWith('*') === true;
    const names = isNamespace ? null : new Map(specifierPairs(clause ?? '', isExport));
    if (defaultName !== undefined) names?.set('default', 'default');
    read.push({ kind: isExport ? 'reExport' : 'import', names, target, specifier: from });
  }
  const resolved = new Set(read.flatMap((statement) => statement.target ?? []));
  const unresolved = [...new Set(read.filter((s) => s.target === null).map((s) => s.specifier))];
  // A module the bundler adds itself (`\0vite/preload-helper.js` for a dynamic import) has no
  // statement in the code: it is left out of the pairing, and followed whole as any import no
  // statement accounts for.
  const unaccounted = facts.importedIds.filter(
    (imported) => !resolved.has(imported) && !imported.startsWith('\0'),
  );
  if (unresolved.length > 0 && unresolved.length === unaccounted.length) {
    for (const statement of read) {
      if (statement.target === null)
        statement.target = unaccounted[unresolved.indexOf(statement.specifier)] ?? null;
    }
  }
  return read.map(({ kind, names, target }) => ({ kind, names, target }));
}

/**
 * The modules `ids` import statically, directly or through others, `ids` included, as far as the
 * bundle needs them: a module's own imports are followed, but its re-exports (`export … from`)
 * only for the names its importers take. A package index (the domain's 161 `export *` lines,
 * `@mui/system`'s index) would otherwise make every module of its package part of the closure.
 * Where a specifier cannot be told apart among the module's imports, every import the statements
 * did not account for is followed (more modules, never fewer). `factsOf` returns null for a module
 * the bundle does not hold.
 */
export function staticClosure(
  ids: readonly string[],
  factsOf: (id: string) => ModuleFacts | null,
): Set<string> {
  const found = new Set<string>();
  const namesSeen = new Map<string, Set<string> | 'all'>();
  const pending: { id: string; names: Set<string> | null }[] = ids.map((id) => ({ id, names: null }));
  const statementsOf = new Map<string, Statement[]>();
  const readCached = (id: string, facts: ModuleFacts) => {
    let statements = statementsOf.get(id);
    if (statements === undefined) {
      statements = readStatements(id, facts);
      statementsOf.set(id, statements);
    }
    return statements;
  };
  // Whether `export * from target` may give one of `names`: the target exports one of them, or
  // passes on another module's names itself.
  const mayGive = (target: string, names: Set<string> | null) => {
    const facts = factsOf(target);
    if (facts === null) return false;
    if (names === null || facts.exports.some((name) => names.has(name))) return true;
    return readCached(target, facts).some(
      (statement) => statement.kind === 'reExport' && statement.names === null,
    );
  };
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { id, names } = item;
    const facts = factsOf(id);
    if (facts === null) continue;
    const seen = namesSeen.get(id);
    if (seen === 'all') continue;
    const fresh = names === null ? null : new Set([...names].filter((name) => seen?.has(name) !== true));
    const isFirstVisit = !found.has(id);
    if (!isFirstVisit && fresh !== null && fresh.size === 0) continue;
    found.add(id);
    namesSeen.set(id, fresh === null ? 'all' : new Set([...(seen ?? []), ...fresh]));
    const statements = readCached(id, facts);
    if (isFirstVisit) {
      const accounted = new Set(statements.flatMap((statement) => statement.target ?? []));
      for (const statement of statements) {
        if (statement.kind !== 'import' || statement.target === null) continue;
        const taken = statement.names === null ? null : new Set(statement.names.keys());
        pending.push({ id: statement.target, names: taken });
      }
      for (const imported of facts.importedIds) {
        if (!accounted.has(imported)) pending.push({ id: imported, names: null });
      }
    }
    for (const statement of statements) {
      if (statement.kind !== 'reExport' || statement.target === null) continue;
      if (statement.names === null) {
        if (mayGive(statement.target, fresh)) pending.push({ id: statement.target, names: fresh });
        continue;
      }
      const taken = [...statement.names].filter(([exported]) => fresh === null || fresh.has(exported));
      if (taken.length > 0)
        pending.push({ id: statement.target, names: new Set(taken.map(([, local]) => local)) });
    }
  }
  return found;
}
