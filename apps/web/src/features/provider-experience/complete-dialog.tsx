import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useLingui } from '../../lib/i18n/i18n';
import { writtenText } from './experience-texts';

/**
 * The 'Complete!' dialog after a successful write (cases spec §2, §4): 'Record(s) Successfully
 * Added' or 'Record(s) Successfully Updated' (the server's `message`, worded in the portal's
 * language), and Close.
 */
export function CompleteDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const { _ } = useLingui();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{_('providerExperience.complete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{writtenText(message, _)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {_('providerExperience.complete.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
