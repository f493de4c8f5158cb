import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * One cell of a section's grid: the whole width on a phone, `width` columns out of 12 from the
 * small breakpoint (6 by default).
 */
export function Cell({ width = 6, children }: { width?: number; children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: width }}>{children}</Grid>;
}

/** A titled section of the form (level-3 heading under the '{type} Form' heading). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 2, mt: 3 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </section>
  );
}
