import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useAppSelector } from '../../lib/hooks';
import { selectSessionUser } from '../../lib/session-user';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { PublicPageFrame } from '../../components/public-page-frame';
import { useLingui } from '../../lib/i18n/i18n';

/**
 * Welcome (/welcome, accounts spec §2 screen 6): 'Welcome to MediVI' with a link to /, which
 * takes a signed-in user (just after Create Account) on to his start page and anyone else to
 * sign-in (issue 31 item 9).
 */
export default function WelcomePage() {
  const { _ } = useLingui();
  const headingId = useId();
  const isSignedIn = useAppSelector(selectSessionUser) !== null;
  return (
    <PublicPageFrame headingId={headingId} title={_('registration.welcome.title')} hasLanguageSwitch>
      <Typography>
        {isSignedIn ? _('registration.welcome.signedIn') : _('registration.welcome.signIn')}
      </Typography>
      <Link component={RouterLink} to={paths.home}>
        {_('registration.welcome.continue')}
      </Link>
    </PublicPageFrame>
  );
}
