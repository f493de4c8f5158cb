import { createTheme, type Theme } from '@mui/material/styles';
import { systemFontStack, themeTypography } from './typography';

/** Calm blue of the brand; white text on it reaches 8:1 contrast. */
const brandBlue = '#0b5394';

/** The one focus ring (WCAG 2.4.7): 3 px, offset so it is not lost against the control's edge. */
const focusRing = { outline: `3px solid ${brandBlue}`, outlineOffset: '2px' } as const;

/**
 * The portal theme. Every text colour reaches at least 4.5:1 on its background (WCAG AA); the
 * info colour is darkened from the MUI default for that reason. Focus is always visible with one
 * thick outline, not only the ripple: on native elements through `:focus-visible`, and on every
 * MUI control built on ButtonBase (buttons, links as buttons, sort headers, list and menu items,
 * checkboxes, switches) through its `Mui-focusVisible` class, which MUI would otherwise style with
 * `outline: 0` (docs/decisions/0095). Text fields show focus by their thick border.
 */
const createAppTheme = (): Theme =>
  createTheme({
    palette: {
      primary: { main: brandBlue },
      secondary: { main: '#00695c' },
      info: { main: '#01579b' },
      success: { main: '#1b5e20' },
      error: { main: '#c62828' },
      text: { primary: '#1a1a1a', secondary: '#4a4a4a' },
      background: { default: '#f5f7fa' },
    },
    typography: {
      fontFamily: systemFontStack,
      button: { textTransform: 'none', ...themeTypography.button },
      h1: themeTypography.h1,
      h2: themeTypography.h2,
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': focusRing,
          '.MuiAppBar-root :focus-visible, .MuiAppBar-root .MuiButtonBase-root.Mui-focusVisible': {
            outlineColor: '#ffffff',
          },
        },
      },
      MuiButtonBase: {
        styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
      },
      MuiLink: { defaultProps: { underline: 'always' } },
    },
  });

let theme: Theme | undefined;

/**
 * The portal theme, created on first use: when the first screen renders (in a slice of its own)
 * rather than while its code is evaluated, which is already one long task.
 */
export function getAppTheme(): Theme {
  theme ??= createAppTheme();
  return theme;
}
