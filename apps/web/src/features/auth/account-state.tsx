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
import { messages } from '@medivi/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { visuallyHiddenSx } from '../../components/visually-hidden';
import { useAppSelector } from '../../lib/hooks';
import { accessRequestEmail } from './access-request';
import { selectCurrentUser } from './session-slice';

/** Text of the disabled-account banner (wording not in the spec; see docs/decisions). */
export const deactivatedAccountText = 'Your account is deactivated.';

/**
 * The disabled-account banner (accounts spec §2 account-state route sets), shown on every page
 * while a deactivated user is signed in.
 */
export function DeactivatedAccountBanner() {
  const user = useAppSelector(selectCurrentUser);
  if (user?.isDeactivated !== true) return null;
  return (
    <Box component="section" aria-label="Account status">
      <Alert severity="error" sx={{ borderRadius: 0 }}>
        {deactivatedAccountText} Only public pages are available. To reactivate it, e-mail{' '}
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
  return (
    <Box component="main" sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography variant="h1">Account deactivated</Typography>
      <Typography>This page is not available while your account is deactivated.</Typography>
      <Button variant="contained" component={RouterLink} to={paths.logout}>
        LOG OUT
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
  const titleId = useId();
  const textId = useId();
  return (
    <Box component="main">
      <Typography variant="h1" sx={visuallyHiddenSx}>
        Password expired
      </Typography>
      <Dialog open aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>Password Expired</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{messages.passwordExpired}</DialogContentText>
          {changePasswordPath === null && (
            <DialogContentText sx={{ mt: 2 }}>
              Changing it here is not available yet. Please log out and e-mail{' '}
              <Link href={`mailto:${accessRequestEmail}`}>{accessRequestEmail}</Link> to have it reset.
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button component={RouterLink} to={paths.logout}>
            LOG OUT
          </Button>
          {changePasswordPath !== null && (
            <Button variant="contained" component={RouterLink} to={changePasswordPath}>
              UPDATE PASSWORD
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </Box>
  );
}
