import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { LogoMark } from '../../components/logo-mark';
import { useVariant } from '../../lib/variant';

/** The public pages of the reset flow: a card in the middle of the page, as sign-in has. */
export function PasswordPageFrame({ title, children }: { title: string; children: ReactNode }) {
  const variant = useVariant();
  const headingId = useId();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Paper
        component="section"
        aria-labelledby={headingId}
        sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 4 } }}
      >
        <Stack spacing={3}>
          <LogoMark variant={variant} />
          <Typography id={headingId} variant="h1">
            {title}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
