import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { registrationMessages } from '@medivi/domain';
import { useId } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../lib/paths';

export interface CredentialsInUseDialogProps {
  open: boolean;
  /** The e-mail of the account that holds the credentials, as the server gave it (masked). */
  email: string;
  /** CANCEL, the close gesture (Escape, backdrop) and either link close the dialog. */
  onClose: () => void;
}

/**
 * 'Member credentials already in use' (accounts spec §4 Registration, Adding a plan): the member
 * info entered belongs to the account of `email`; links to log in and to reset the password;
 * CANCEL closes, LOG IN goes to /login. Used by registration and ADD PLAN.
 */
export function CredentialsInUseDialog({ open, email, onClose }: CredentialsInUseDialogProps) {
  const titleId = useId();
  const textId = useId();
  const navigate = useNavigate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{registrationMessages.credentialsInUseTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          The member information you entered is associated with the e-mail <strong>{email}</strong>. Please{' '}
          <Link component={RouterLink} to={paths.login} onClick={onClose}>
            log in
          </Link>{' '}
          with that account, or{' '}
          <Link component={RouterLink} to={paths.passwordReset} onClick={onClose}>
            reset the password
          </Link>{' '}
          if you do not remember it.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>CANCEL</Button>
        <Button
          variant="contained"
          onClick={() => {
            onClose();
            void navigate(paths.login);
          }}
        >
          LOG IN
        </Button>
      </DialogActions>
    </Dialog>
  );
}
