import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { activeLanguage, useLingui } from '../lib/i18n/i18n';
import { wordServerError } from '../lib/i18n/server-errors';
import { snackbarDismissed } from '../lib/snackbar-slice';

/**
 * Shows the snackbar queue one message at a time, in order, at the bottom centre (accounts spec
 * §8). Each message hides after its own delay (or when closed), finishes its exit transition and
 * only then leaves the queue, so the next one slides in cleanly. A failed call's message is worded
 * when it shows, in the portal's language (`wordServerError`, issue 37).
 */
export function SnackbarQueue() {
  const dispatch = useAppDispatch();
  const { _ } = useLingui();
  const current = useAppSelector((state) => state.snackbar.queue[0]);
  const [closingId, setClosingId] = useState<number | null>(null);
  if (current === undefined) return null;

  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    setClosingId(current.id);
  };

  return (
    <Snackbar
      key={current.id}
      open={closingId !== current.id}
      autoHideDuration={current.autoHideMs}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited: () => dispatch(snackbarDismissed(current.id)) } }}
    >
      <Alert
        severity={current.severity}
        variant="filled"
        onClose={close}
        closeText={_('common.close')}
        sx={{ width: '100%' }}
      >
        {'serverError' in current
          ? _(wordServerError(current.serverError, 'errors', activeLanguage()))
          : current.text}
      </Alert>
    </Snackbar>
  );
}
