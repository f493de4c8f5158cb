import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { isMobileDestination, passwordFlowMessages } from '@medivi/domain';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { PublicPageFrame } from '../../components/public-page-frame';
import { readResetDestination } from './reset-state';

/** Which flow ended on the success page (spec §2 screens 3 and 8). */
export interface PasswordSuccessState {
  outcome: 'reset' | 'changed';
}

function outcomeOf(state: unknown): PasswordSuccessState['outcome'] {
  return (state as Partial<PasswordSuccessState> | null)?.outcome === 'changed' ? 'changed' : 'reset';
}

/**
 * `/password-reset-success` (spec §2 screens 3 and 8). After a reset: 'Congratulations, your
 * password has been successfully reset.' and 'Return to Login page' to the stored destination
 * (default /). After a change: '… successfully changed.' and the link to /login. When the
 * destination is the mobile app's sign-in path, the page says to return to the app instead.
 */
export function PasswordResetSuccessPage() {
  const location = useLocation();
  const outcome = outcomeOf(location.state);
  const [destination] = useState(readResetDestination);
  const isMobile = isMobileDestination(destination);
  const linkTarget = outcome === 'changed' ? paths.login : destination;
  return (
    <PublicPageFrame title={outcome === 'changed' ? 'Password Changed' : 'Password Reset'}>
      <Typography role="status">
        {outcome === 'changed' ? passwordFlowMessages.changeSuccess : passwordFlowMessages.resetSuccess}
      </Typography>
      {isMobile ? (
        <Typography>{passwordFlowMessages.returnToMobileApp}</Typography>
      ) : (
        <Link component={RouterLink} to={linkTarget} reloadDocument={linkTarget === paths.home}>
          {passwordFlowMessages.returnToLogin}
        </Link>
      )}
    </PublicPageFrame>
  );
}

export default PasswordResetSuccessPage;
