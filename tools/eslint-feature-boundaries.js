// @ts-check
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * ESLint rule of ARCHITECTURE habit 8: a feature never imports another feature, and shared code
 * (platform, db, lib, components) never imports a feature. Imports between these folders are
 * relative, so the rule resolves each relative import against the importing file.
 *
 * Options: `{ trees: [{ features: 'apps/server/src/features', shared: ['apps/server/src/platform'] }] }`
 * with paths relative to the working directory.
 *
 * @type {import('eslint').Rule.RuleModule}
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features do not import each other; shared code does not import features.' },
    schema: [{ type: 'object' }],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}'. Features do not import each other: move the shared part to platform/, lib/, components/ or the domain package.",
      sharedImportsFeature: "Shared code imports feature '{{to}}'. Shared code never imports a feature.",
    },
  },
  create(context) {
    const cwd = context.cwd;
    /** @type {{ features: string; shared: string[] }[]} */
    const trees = (context.options[0]?.trees ?? []).map((tree) => ({
      features: resolve(cwd, tree.features),
      shared: (tree.shared ?? []).map((path) => resolve(cwd, path)),
    }));
    const file = context.filename;

    /** The feature folder name `path` lies in under `root`, or null. */
    function featureOf(root, path) {
      const inside = relative(root, path);
      if (inside === '' || inside.startsWith('..')) return null;
      return inside.split(sep)[0] ?? null;
    }

    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolve(dirname(file), specifier);
      for (const tree of trees) {
        const to = featureOf(tree.features, target);
        if (to === null) continue;
        const from = featureOf(tree.features, file);
        if (from !== null && from !== to) {
          context.report({ node, messageId: 'crossFeature', data: { from, to } });
        } else if (from === null && tree.shared.some((shared) => !relative(shared, file).startsWith('..'))) {
          context.report({ node, messageId: 'sharedImportsFeature', data: { to } });
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : null),
    };
  },
};
