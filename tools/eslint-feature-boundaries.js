// @ts-check
import { dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * @typedef {object} Tree One source tree split into areas.
 * @property {string} features Folder whose sub-folders are the areas (`apps/server/src/features`,
 *   `packages/domain/src`).
 * @property {string[]} [shared] Folders of shared code. A shared folder may lie in `features` (the
 *   domain's `shared/`); it is then no area.
 */

/**
 * @typedef {object} Options
 * @property {Tree[]} trees The trees to check.
 * @property {Record<string, string>} [aliases] Non-relative specifier prefixes and the folder each
 *   stands for: `{ '@medivi/domain': 'packages/domain' }` reads `@medivi/domain/src/cases/rules.js`
 *   as `packages/domain/src/cases/rules.js`.
 */

/** True when `path` is `folder` or lies inside it (both absolute). */
function isInside(folder, path) {
  const inside = relative(folder, path);
  return inside === '' || (inside !== '..' && !inside.startsWith(`..${sep}`) && !isAbsolute(inside));
}

/**
 * The area `path` (absolute) lies in under `tree`, or null: the first folder below
 * `tree.features`, unless it is one of the tree's shared folders. A file directly in
 * `tree.features` (the domain's `index.ts`) belongs to no area; a single name without an extension
 * there is taken as a folder import (`../cases`), so as that area.
 *
 * @param {{ features: string; shared: string[] }} tree with absolute paths
 * @param {string} path
 * @returns {string | null}
 */
function areaOf(tree, path) {
  if (!isInside(tree.features, path)) return null;
  const [name = '', ...rest] = relative(tree.features, path).split(sep);
  if (name === '' || (rest.length === 0 && extname(name) !== '')) return null;
  return tree.shared.includes(join(tree.features, name)) ? null : name;
}

/**
 * ESLint rule of the boundaries in docs/architecture.md, section "Areas": the areas are
 * `features/<area>/` in the server and in the web app and one folder per area in the domain
 * package (`packages/domain/src/<area>/`), with the same names in every tree. The rule:
 *
 * - an area never imports another area of its tree;
 * - shared code (the tree's `shared` folders: the server's platform/ and db/, the web's
 *   components/ and lib/, the domain's shared/) never imports an area;
 * - any other file of the tree (the server's app.ts, the web's app/, the domain's index.ts, which
 *   re-exports every area) may import any area.
 *
 * An import counts by the file it resolves to: a relative specifier against the importing file,
 * an absolute path as it is, and a specifier that starts with one of `aliases` against that
 * alias's folder. Other bare specifiers (packages) are not checked. Import and export
 * declarations, `import()` and TypeScript's `import('…')` types are read.
 *
 * Options ({@link Options}), paths relative to the working directory:
 * `{ trees: [{ features: 'packages/domain/src', shared: ['packages/domain/src/shared'] }],
 * aliases: { '@medivi/domain': 'packages/domain' } }`.
 *
 * @type {import('eslint').Rule.RuleModule}
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Areas do not import each other; shared code does not import areas.' },
    schema: [
      {
        type: 'object',
        properties: {
          trees: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                features: { type: 'string' },
                shared: { type: 'array', items: { type: 'string' } },
              },
              required: ['features'],
              additionalProperties: false,
            },
          },
          aliases: { type: 'object', additionalProperties: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        "Area '{{from}}' imports area '{{to}}'. Areas do not import each other: move the part both need to shared code ({{shared}}).",
      sharedImportsFeature: "Shared code imports area '{{to}}'. Shared code never imports an area.",
    },
  },
  create(context) {
    const cwd = context.cwd;
    /** @type {Options | undefined} */
    const options = context.options[0];
    const trees = (options?.trees ?? []).map((tree) => ({
      features: resolve(cwd, tree.features),
      shared: (tree.shared ?? []).map((path) => resolve(cwd, path)),
    }));
    // Longest prefix first, so `@medivi/domain/src` would win over `@medivi/domain`.
    const aliases = Object.entries(options?.aliases ?? {})
      .map(([prefix, folder]) => ({ prefix, folder: resolve(cwd, folder) }))
      .sort((a, b) => b.prefix.length - a.prefix.length);
    const file = context.filename;

    /**
     * The absolute path `specifier` points to, or null when it is a package the rule leaves alone.
     *
     * @param {string} specifier
     * @returns {string | null}
     */
    function target(specifier) {
      if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
      if (isAbsolute(specifier)) return resolve(specifier);
      for (const { prefix, folder } of aliases) {
        if (specifier === prefix) return folder;
        if (specifier.startsWith(`${prefix}/`)) return join(folder, specifier.slice(prefix.length + 1));
      }
      return null;
    }

    /**
     * @param {import('estree').Node} node
     * @param {unknown} specifier
     */
    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const path = target(specifier);
      if (path === null) return;
      for (const tree of trees) {
        const to = areaOf(tree, path);
        if (to === null) continue;
        const from = areaOf(tree, file);
        if (from !== null && from !== to) {
          const shared = tree.shared.map((folder) => relative(cwd, folder)).join(', ');
          context.report({ node, messageId: 'crossFeature', data: { from, to, shared } });
        } else if (from === null && tree.shared.some((folder) => isInside(folder, file))) {
          context.report({ node, messageId: 'sharedImportsFeature', data: { to } });
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : null),
      // `import('../cases/rules.js').CaseRecordType` in a TypeScript type.
      TSImportType: (node) => check(node, /** @type {any} */ (node).source?.value),
    };
  },
};
