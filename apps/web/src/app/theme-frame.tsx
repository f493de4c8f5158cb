import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { getAppTheme } from './theme';

/** The portal theme and baseline styles around everything a route renders. */
export function ThemeFrame({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={getAppTheme()}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
