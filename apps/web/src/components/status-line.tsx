import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The line that announces a list's count to screen readers (`role="status"`), one line high even
 * while empty: the count arriving no longer pushes the list below it down (a layout shift, issue 39).
 */
export function StatusLine({ children }: { children: ReactNode }) {
  return (
    <Typography role="status" sx={{ minHeight: '1.5em' }}>
      {children}
    </Typography>
  );
}
