import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { providerExperienceTexts } from '@medivi/domain';
import { useId } from 'react';

/**
 * The 'Complete!' dialog after a successful write (cases spec §2, §4): 'Record(s) Successfully
 * Added' or 'Record(s) Successfully Updated', and Close.
 */
export function CompleteDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{providerExperienceTexts.completeTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
