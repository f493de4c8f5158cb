import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { getAppTheme } from './theme';

/**
 * The portal theme and baseline styles around everything a route renders. The theme has no CSS
 * variables, so the provider is the one Material UI's `ThemeProvider` picks for such a theme
 * (`ThemeProviderNoVars`, the system's provider); importing that one directly leaves the CSS
 * variables provider, which the portal never uses, out of every page's download
 * (docs/decisions/0118).
 */
export function ThemeFrame({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={getAppTheme()}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
