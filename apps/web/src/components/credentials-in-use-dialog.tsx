import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useLingui } from '../lib/i18n/i18n';
import { paths } from '../lib/paths';

export interface CredentialsInUseDialogProps {
  open: boolean;
  /** The e-mail of the account that holds the credentials, as the server gave it (masked). */
  email: string;
  /** CANCEL, the close gesture (Escape, backdrop) and either link close the dialog. */
  onClose: () => void;
}

/**
 * Its texts are in the `registration` area, which the pages that show it load.
 *
 * 'Member credentials already in use' (accounts spec §4 Registration, Adding a plan): the member
 * info entered belongs to the account of `email`; links to log in and to reset the password;
 * CANCEL closes, LOG IN goes to /login. Used by registration and ADD PLAN.
 */
export function CredentialsInUseDialog({ open, email, onClose }: CredentialsInUseDialogProps) {
  const { _ } = useLingui();
  const titleId = useId();
  const textId = useId();
  const navigate = useNavigate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{_('registration.inUse.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {_('registration.inUse.associated')} <strong>{email}</strong>. {_('registration.inUse.please')}{' '}
          <Link component={RouterLink} to={paths.login} onClick={onClose}>
            {_('registration.inUse.logIn')}
          </Link>{' '}
          {_('registration.inUse.withAccount')}{' '}
          <Link component={RouterLink} to={paths.passwordReset} onClick={onClose}>
            {_('registration.inUse.reset')}
          </Link>{' '}
          {_('registration.inUse.ifForgotten')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{_('common.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onClose();
            void navigate(paths.login);
          }}
        >
          {_('registration.inUse.logInButton')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
