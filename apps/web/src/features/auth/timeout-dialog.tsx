import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import { useLingui } from '../../lib/i18n/i18n';

/**
 * The inactivity message (accounts spec §4 Inactivity), word for word: the English catalogue's
 * `shell.timeout.message`, which a test holds to it.
 */
export const inactivityMessage =
  "You're being timed out due to inactivity. Please choose to stay signed in or to log off. Otherwise, you'll be logged out automatically.";

export interface TimeoutDialogProps {
  isOpen: boolean;
  secondsLeft: number;
  /** 'Stay Logged In', the close x and Escape: reset the inactivity time. */
  onStay: () => void;
  onLogOff: () => void;
}

/**
 * The Session Timeout dialog with its countdown (accounts spec §2 screen 9, §4 Inactivity), in the
 * language shown (shell area of the catalogues, issue 37).
 */
export function TimeoutDialog({ isOpen, secondsLeft, onStay, onLogOff }: TimeoutDialogProps) {
  const { _ } = useLingui();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={isOpen}
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') onStay();
      }}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {_('shell.timeout.title')}
      </DialogTitle>
      <IconButton
        aria-label={_('shell.timeout.close')}
        onClick={onStay}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <DialogContentText id={textId}>{_('shell.timeout.message')}</DialogContentText>
        <DialogContentText sx={{ mt: 2, fontWeight: 600 }}>
          {_('shell.timeout.countdown', { seconds: secondsLeft })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLogOff}>{_('shell.timeout.logOff')}</Button>
        <Button variant="contained" onClick={onStay}>
          {_('shell.timeout.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
