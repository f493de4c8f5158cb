import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useLingui } from '../../lib/i18n/i18n';

/**
 * The success dialog of Add Plan ('Plan Added!') and Dependent Information ('Dependent Member
 * Added!'), whose Continue leads back to Account Settings (accounts spec §2 screens 13–14).
 */
export function SuccessDialog({
  open,
  title,
  text,
  onContinue,
}: {
  open: boolean;
  title: string;
  text: string;
  onContinue: () => void;
}) {
  const { _ } = useLingui();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onContinue} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onContinue} autoFocus>
          {_('accounts.memberForm.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
