import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { visuallyHiddenSx } from '../../components/visually-hidden';
import { useAppSelector } from '../../lib/hooks';
import { useLingui } from '../../lib/i18n/i18n';
import { accessRequestEmail } from './access-request';
import { selectCurrentUser } from './session-slice';

/**
 * The disabled-account banner (accounts spec §2 account-state route sets), shown on every page
 * while a deactivated user is signed in.
 */
export function DeactivatedAccountBanner() {
  const { _ } = useLingui();
  const user = useAppSelector(selectCurrentUser);
  if (user?.isDeactivated !== true) return null;
  return (
    <Box component="section" aria-label={_('accountState.banner.label')}>
      <Alert severity="error" sx={{ borderRadius: 0 }}>
        {_('accountState.banner.text')}{' '}
        <Link href={`mailto:${accessRequestEmail}`} color="inherit">
          {accessRequestEmail}
        </Link>
        .
      </Alert>
    </Box>
  );
}

/**
 * What a deactivated user sees instead of a signed-in page: only /, /rbp-form, /login and
 * /logout stay open to them (accounts spec §2).
 */
export function DeactivatedAccountPage() {
  const { _ } = useLingui();
  return (
    <Box component="main" sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography variant="h1">{_('accountState.deactivated.title')}</Typography>
      <Typography>{_('accountState.deactivated.text')}</Typography>
      <Button variant="contained" component={RouterLink} to={paths.logout}>
        {_('accountState.logOut')}
      </Button>
    </Box>
  );
}

/**
 * The password-expired modal (accounts spec §2 screen 8): the user must update the password
 * before any signed-in page. It links to change-password when that page exists (`changePasswordPath`)
 * and always offers LOG OUT.
 */
export function PasswordExpiredPage({ changePasswordPath }: { changePasswordPath: string | null }) {
  const { _ } = useLingui();
  const titleId = useId();
  const textId = useId();
  return (
    <Box component="main">
      <Typography variant="h1" sx={visuallyHiddenSx}>
        {_('accountState.expired.heading')}
      </Typography>
      <Dialog open aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>{_('accountState.expired.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{_('accountState.expired.text')}</DialogContentText>
          {changePasswordPath === null && (
            <DialogContentText sx={{ mt: 2 }}>
              {_('accountState.expired.noChangePage')}{' '}
              <Link href={`mailto:${accessRequestEmail}`}>{accessRequestEmail}</Link>{' '}
              {_('accountState.expired.toReset')}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button component={RouterLink} to={paths.logout}>
            {_('accountState.logOut')}
          </Button>
          {changePasswordPath !== null && (
            <Button variant="contained" component={RouterLink} to={changePasswordPath}>
              {_('accountState.expired.update')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </Box>
  );
}
