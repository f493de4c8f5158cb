import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';

/** The inactivity message (accounts spec §4 Inactivity), word for word. */
export const inactivityMessage =
  "You're being timed out due to inactivity. Please choose to stay signed in or to log off. Otherwise, you'll be logged out automatically.";

export interface TimeoutDialogProps {
  isOpen: boolean;
  secondsLeft: number;
  /** 'Stay Logged In', the close x and Escape: reset the inactivity time. */
  onStay: () => void;
  onLogOff: () => void;
}

/** The Session Timeout dialog with its countdown (accounts spec §2 screen 9, §4 Inactivity). */
export function TimeoutDialog({ isOpen, secondsLeft, onStay, onLogOff }: TimeoutDialogProps) {
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
        Session Timeout
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onStay} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <DialogContentText id={textId}>{inactivityMessage}</DialogContentText>
        <DialogContentText sx={{ mt: 2, fontWeight: 600 }}>
          Logging out in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLogOff}>Log Off</Button>
        <Button variant="contained" onClick={onStay}>
          Stay Logged In
        </Button>
      </DialogActions>
    </Dialog>
  );
}
