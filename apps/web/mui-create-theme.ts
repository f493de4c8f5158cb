import type { Plugin } from 'vite';

/**
 * What the build's `createTheme` does: `createThemeNoVars(options, ...args)`, Material UI's own
 * result for options without `cssVariables` and `colorSchemes`; for other options it throws
 * (`Error`) rather than build another kind of theme. Runs in the browser as the module's text.
 */
export function createThemeWithoutCssVariables(
  createThemeNoVars: (options: object, ...args: unknown[]) => unknown,
  options: { cssVariables?: unknown; colorSchemes?: unknown } = {},
  ...args: unknown[]
): unknown {
  if (options.cssVariables !== undefined && options.cssVariables !== false) {
    throw new Error('This build of createTheme has no CSS variables (apps/web/mui-create-theme.ts).');
  }
  if ('colorSchemes' in options) {
    throw new Error('This build of createTheme has no colour schemes (apps/web/mui-create-theme.ts).');
  }
  return createThemeNoVars(options, ...args);
}

/**
 * Material UI's `createTheme` without its CSS-variables branch. `createTheme(options)` returns
 * `createThemeNoVars(options)` whenever `options` has neither `cssVariables` nor `colorSchemes`, as
 * the portal's theme and Material UI's own default theme (`styles/defaultTheme`, which every styled
 * component reads) have; yet the function imports `createThemeWithVars` (the CSS variables, the
 * colour schemes and their parser, about 5 KB gzip) into every page. This build gives
 * `styles/createTheme.mjs` only that first branch, and a theme that asks for CSS variables or
 * colour schemes fails at once instead of being built differently (docs/decisions/0122).
 */
export function muiThemeWithoutCssVariables(): Plugin {
  return {
    name: 'medivi:mui-theme-without-css-variables',
    apply: 'build',
    load(id) {
      if (!id.replaceAll('\\', '/').endsWith('/@mui/material/styles/createTheme.mjs')) return null;
      return [
        'import createThemeNoVars from "./createThemeNoVars.mjs";',
        `const createThemeWithoutCssVariables = ${createThemeWithoutCssVariables.toString()};`,
        'export default function createTheme(options, ...args) {',
        '  return createThemeWithoutCssVariables(createThemeNoVars, options, ...args);',
        '}',
      ].join('\n');
    },
  };
}
