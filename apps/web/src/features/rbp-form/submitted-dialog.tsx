import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useLingui } from '../../lib/i18n/i18n';

/** The 'Submitted' dialog of the public form (cases spec §2): Continue starts over. */
export function SubmittedDialog({ isOpen, onContinue }: { isOpen: boolean; onContinue: () => void }) {
  const { _ } = useLingui();
  const successTitleId = useId();
  const successTextId = useId();
  return (
    <Dialog open={isOpen} aria-labelledby={successTitleId} aria-describedby={successTextId}>
      <DialogTitle id={successTitleId}>{_('rbpForm.success.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={successTextId}>{_('rbpForm.success.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onContinue}>
          {_('rbpForm.success.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default SubmittedDialog;
