import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useLingui } from '../../lib/i18n/i18n';

/**
 * The modal that follows a sent access request (accounts spec §2 screen 7): the request e-mail was
 * sent and a representative will be in touch shortly; CLOSE (or Escape) calls `onClose`.
 */
export function RequestAccessSentDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { _ } = useLingui();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={isOpen} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{_('contact.access.sentTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{_('contact.access.sent')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {_('contact.access.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
