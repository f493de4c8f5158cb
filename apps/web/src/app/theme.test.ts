import { describe, expect, it } from 'vitest';
import { createThemeWithoutCssVariables, muiThemeWithoutCssVariables } from '../../mui-create-theme';
import { getAppTheme } from './theme';

describe('the portal theme', () => {
  // The build's createTheme keeps only Material UI's branch for themes without CSS variables or
  // colour schemes (mui-create-theme.ts); a theme that asked for either would fail to start.
  it('asks for neither CSS variables nor colour schemes', () => {
    const theme = getAppTheme();
    expect(theme).not.toHaveProperty('vars');
    expect(theme).not.toHaveProperty('colorSchemes');
    expect(theme.palette.primary.main).toBe('#0b5394');
  });
});

describe("the build's createTheme", () => {
  const createThemeNoVars = (options: object, ...args: unknown[]) => ({ options, args });

  it('builds the theme as Material UI does for options without CSS variables', () => {
    expect(createThemeWithoutCssVariables(createThemeNoVars)).toEqual({ options: {}, args: [] });
    const options = { palette: { primary: { main: '#0b5394' } }, cssVariables: false };
    expect(createThemeWithoutCssVariables(createThemeNoVars, options, { spacing: 4 })).toEqual({
      options,
      args: [{ spacing: 4 }],
    });
  });

  it('refuses CSS variables and colour schemes', () => {
    expect(() => createThemeWithoutCssVariables(createThemeNoVars, { cssVariables: true })).toThrow(
      /no CSS variables/,
    );
    expect(() => createThemeWithoutCssVariables(createThemeNoVars, { colorSchemes: { dark: true } })).toThrow(
      /no colour schemes/,
    );
  });

  it("replaces only Material UI's createTheme module", () => {
    const hook = muiThemeWithoutCssVariables().load;
    if (typeof hook !== 'function') throw new Error('the plugin has no load hook');
    const load = (id: string) => hook.call({} as never, id) as string | null;
    expect(load('/repo/node_modules/@mui/material/styles/createTheme.mjs')).toContain(
      'createThemeWithoutCssVariables(createThemeNoVars',
    );
    expect(load('/repo/node_modules/@mui/material/styles/createThemeNoVars.mjs')).toBeNull();
    expect(load('/repo/apps/web/src/app/theme.ts')).toBeNull();
  });
});
