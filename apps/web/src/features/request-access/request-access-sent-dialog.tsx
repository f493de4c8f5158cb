import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { requestAccessMessages } from '@medivi/domain';
import { useId } from 'react';

/**
 * The modal that follows a sent access request (accounts spec §2 screen 7): the request e-mail was
 * sent and a representative will be in touch shortly; CLOSE (or Escape) calls `onClose`.
 */
export function RequestAccessSentDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={isOpen} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{requestAccessMessages.sentTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{requestAccessMessages.sent}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          CLOSE
        </Button>
      </DialogActions>
    </Dialog>
  );
}
