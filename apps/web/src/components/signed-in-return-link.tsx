import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useLingui } from '../lib/i18n/i18n';
import { paths } from '../lib/paths';
import { useAppSelector } from '../lib/hooks';
import { selectSessionUser } from '../lib/session-user';

/**
 * A way back for a signed-in user on a public help page (the side navigation's Contact Us, FAQs
 * and Privacy Policy open pages without the navigation, accounts spec §6): a link to the start
 * page `/home`. Nothing for a visitor, or for an account still before its first run.
 */
export function SignedInReturnLink() {
  const { _ } = useLingui();
  const user = useAppSelector(selectSessionUser);
  if (user === null || !user.isOnboardingComplete) return null;
  return (
    <Link component={RouterLink} to={paths.start} sx={{ alignSelf: 'flex-start' }}>
      {_('common.backToPortal')}
    </Link>
  );
}
