import { useLingui } from '../../../lib/i18n/i18n';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import { spinnerFadeMs } from '@medivi/domain';
import '../../../locales/en/load-providerSearch';

/**
 * The loading spinner over the results. `isVisible` already waits 400 ms, so quick loads show
 * nothing; then it fades in over 300 ms (cases spec §2).
 */
export function LoadingSpinner({ isVisible }: { isVisible: boolean }) {
  const { _ } = useLingui();
  return (
    <Fade in={isVisible} timeout={spinnerFadeMs} unmountOnExit>
      <Box
        sx={{
          position: 'absolute',
          top: 96,
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: 1,
          pointerEvents: 'none',
        }}
      >
        <CircularProgress aria-label={_('providerSearch.results.loading')} />
      </Box>
    </Fade>
  );
}
