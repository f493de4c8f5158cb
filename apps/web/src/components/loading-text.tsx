import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '../lib/i18n/i18n';
import { visuallyHiddenSx } from './visually-hidden';

/** 'Loading. Please wait.' as a polite status message (accounts spec §2 route gating). */
export function LoadingText() {
  const { _ } = useLingui();
  return (
    <Typography role="status" sx={{ p: 3 }}>
      {_('common.loading')}
    </Typography>
  );
}

/**
 * A whole page that is still loading (session fetch, lazy page): a main landmark with a hidden
 * heading, so even this short-lived page is well formed.
 */
export function LoadingPage() {
  const { _ } = useLingui();
  return (
    <Box component="main">
      <Typography variant="h1" sx={visuallyHiddenSx}>
        {_('common.loadingHeading')}
      </Typography>
      <LoadingText />
    </Box>
  );
}
