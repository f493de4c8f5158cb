import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LogoMark } from '../../components/logo-mark';
import { useVariant } from '../../lib/variant';

/**
 * The frame of the public registration pages: a centred card with the logo and one level-1
 * heading (docs/decisions/0012), as on the sign-in page.
 */
export function RegistrationFrame({
  headingId,
  title,
  children,
  maxWidth = 480,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
  maxWidth?: number;
}) {
  const variant = useVariant();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Paper
        component="section"
        aria-labelledby={headingId}
        sx={{ width: '100%', maxWidth, p: { xs: 3, sm: 4 } }}
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
