import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { rbpFormTexts } from '@medivi/domain';
import { useId } from 'react';

/** The 'Submitted' dialog of the public form (cases spec §2): Continue starts over. */
export function SubmittedDialog({ isOpen, onContinue }: { isOpen: boolean; onContinue: () => void }) {
  const successTitleId = useId();
  const successTextId = useId();
  return (
    <Dialog open={isOpen} aria-labelledby={successTitleId} aria-describedby={successTextId}>
      <DialogTitle id={successTitleId}>{rbpFormTexts.successTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={successTextId}>{rbpFormTexts.successText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onContinue}>
          {rbpFormTexts.continueButton}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default SubmittedDialog;
