import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useVariant } from '../lib/variant';
import { LanguageSwitch } from './language-switch';
import { LogoMark } from './logo-mark';

/**
 * The frame of the public account pages (registration, e-mail verification, password reset): a
 * centred card with the logo and one level-1 heading (docs/decisions/0012), as on the sign-in
 * page. Pass `headingId` when the page refers to the heading (e.g. a form's `aria-labelledby`).
 */
export function PublicPageFrame({
  title,
  children,
  headingId,
  maxWidth = 480,
  topLink,
  align = 'center',
  hasLanguageSwitch = false,
}: {
  title: string;
  children: ReactNode;
  headingId?: string;
  /** Widest the card grows, px. */
  maxWidth?: number;
  /** A link shown above the logo (the help pages' way back for a signed-in user). */
  topLink?: ReactNode;
  /**
   * Where the card sits: centred on the screen, or at its top for a page whose content arrives
   * after the first paint (a centred card that grows would move up, a layout shift; issue 39).
   */
  align?: 'center' | 'top';
  /** Shows the language switch beside the logo: for a page whose texts are all in the catalogues. */
  hasLanguageSwitch?: boolean;
}) {
  const variant = useVariant();
  const ownHeadingId = useId();
  const id = headingId ?? ownHeadingId;
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: align === 'top' ? 'flex-start' : 'center',
        justifyContent: 'center',
        p: 2,
      }}
    >
      <Paper component="section" aria-labelledby={id} sx={{ width: '100%', maxWidth, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={3}>
          {topLink}
          {hasLanguageSwitch ? (
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <LogoMark variant={variant} />
              <LanguageSwitch />
            </Stack>
          ) : (
            <LogoMark variant={variant} />
          )}
          <Typography id={id} variant="h1">
            {title}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
