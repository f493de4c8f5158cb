import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The card of the Add Plan and Dependent Information pages: the page's h1 and its form. */
export function FormPageFrame({
  headingId,
  heading,
  intro,
  children,
}: {
  headingId: string;
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ maxWidth: 560, p: { xs: 2, sm: 4 } }}>
      <Stack spacing={2}>
        <Typography id={headingId} variant="h1">
          {heading}
        </Typography>
        <Typography>{intro}</Typography>
        {children}
      </Stack>
    </Paper>
  );
}
