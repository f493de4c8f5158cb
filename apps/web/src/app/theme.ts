import { createTheme } from '@mui/material/styles';

/** Calm blue of the brand; white text on it reaches 8:1 contrast. */
const brandBlue = '#0b5394';

/** System font stack: no web font is downloaded (fast first paint on mobile). */
const systemFontStack = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * The portal theme. Every text colour reaches at least 4.5:1 on its background (WCAG AA); the
 * info colour is darkened from the MUI default for that reason. Focus is always visible with a
 * thick outline, not only the ripple.
 */
export const appTheme = createTheme({
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
    button: { textTransform: 'none', fontWeight: 600 },
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.375rem', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': { outline: `3px solid ${brandBlue}`, outlineOffset: '2px' },
        '.MuiAppBar-root :focus-visible': { outlineColor: '#ffffff' },
      },
    },
    MuiLink: { defaultProps: { underline: 'always' } },
  },
});
