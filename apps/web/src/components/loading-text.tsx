import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messages } from '@medivi/domain';
import { visuallyHiddenSx } from './visually-hidden';

/** 'Loading. Please wait.' as a polite status message (accounts spec §2 route gating). */
export function LoadingText() {
  return (
    <Typography role="status" sx={{ p: 3 }}>
      {messages.loading}
    </Typography>
  );
}

/**
 * A whole page that is still loading (session fetch, lazy page): a main landmark with a hidden
 * heading, so even this short-lived page is well formed.
 */
export function LoadingPage() {
  return (
    <Box component="main">
      <Typography variant="h1" sx={visuallyHiddenSx}>
        Loading
      </Typography>
      <LoadingText />
    </Box>
  );
}
