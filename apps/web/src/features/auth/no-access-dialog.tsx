import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { useLingui } from '../../lib/i18n/i18n';
import { accessRequestEmail } from './access-request';

/**
 * The account-without-access dialog (accounts spec §2 screen 9, §6): the user signed in but can
 * reach no page. 'Return to Login' (or Escape) signs them out.
 */
export function NoAccessDialog({
  isOpen,
  onReturnToLogin,
}: {
  isOpen: boolean;
  onReturnToLogin: () => void;
}) {
  const { _ } = useLingui();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={isOpen} onClose={onReturnToLogin} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{_('accountState.noAccess.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {_('accountState.noAccess.emailUs')}{' '}
          <Link href={`mailto:${accessRequestEmail}`}>{accessRequestEmail}</Link>{' '}
          {_('accountState.noAccess.withName')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onReturnToLogin}>
          {_('accountState.noAccess.returnToLogin')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
