import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { isMobileDestination } from '@medivi/domain';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLingui } from '../../lib/i18n/i18n';
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
  const { _ } = useLingui();
  const location = useLocation();
  const outcome = outcomeOf(location.state);
  const [destination] = useState(readResetDestination);
  const isMobile = isMobileDestination(destination);
  const linkTarget = outcome === 'changed' ? paths.login : destination;
  return (
    <PublicPageFrame
      title={_(outcome === 'changed' ? 'passwords.success.changedTitle' : 'passwords.success.resetTitle')}
      hasLanguageSwitch
    >
      <Typography role="status">
        {_(outcome === 'changed' ? 'passwords.success.changed' : 'passwords.success.reset')}
      </Typography>
      {isMobile ? (
        <Typography>{_('passwords.success.returnToMobileApp')}</Typography>
      ) : (
        <Link component={RouterLink} to={linkTarget} reloadDocument={linkTarget === paths.home}>
          {_('passwords.success.returnToLogin')}
        </Link>
      )}
    </PublicPageFrame>
  );
}

export default PasswordResetSuccessPage;
