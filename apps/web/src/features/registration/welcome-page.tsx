import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { registrationMessages } from '@medivi/domain';
import { useId } from 'react';
import { useAppSelector } from '../../lib/hooks';
import { selectSessionUser } from '../../lib/session-user';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { PublicPageFrame } from '../../components/public-page-frame';

/**
 * Welcome (/welcome, accounts spec §2 screen 6): 'Welcome to MediVI' with a link to /, which
 * takes a signed-in user (just after Create Account) on to his start page and anyone else to
 * sign-in (issue 31 item 9).
 */
export default function WelcomePage() {
  const headingId = useId();
  const isSignedIn = useAppSelector(selectSessionUser) !== null;
  return (
    <PublicPageFrame headingId={headingId} title={registrationMessages.welcome}>
      <Typography>
        {isSignedIn
          ? 'Your account is ready and you are signed in.'
          : 'Your account is ready. Sign in to find providers and follow your cases.'}
      </Typography>
      <Link component={RouterLink} to={paths.home}>
        Continue to MediVI
      </Link>
    </PublicPageFrame>
  );
}
