import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { PublicPageFrame } from '../../components/public-page-frame';
import { useLingui } from '../../lib/i18n/i18n';

/** The e-mail held in the navigation state by registration, or null. */
export function heldEmailOf(state: unknown): string | null {
  const email =
    typeof state === 'object' && state !== null ? (state as { email?: unknown }).email : undefined;
  return typeof email === 'string' && email !== '' ? email : null;
}

/**
 * Check-email (/check-email, accounts spec §2 screen 5): says where the verification e-mail went;
 * without a held e-mail (opened directly) it redirects to /.
 */
export default function CheckEmailPage() {
  const { _ } = useLingui();
  const headingId = useId();
  const email = heldEmailOf(useLocation().state);
  if (email === null) return <Navigate to={paths.home} replace />;
  return (
    <PublicPageFrame headingId={headingId} title={_('registration.checkEmail.title')} hasLanguageSwitch>
      <Typography>
        {_('registration.checkEmail.sentTo')} <strong>{email}</strong>.{' '}
        {_('registration.checkEmail.openLink')}
      </Typography>
      <Typography variant="body2">
        {_('registration.checkEmail.noEmail')}{' '}
        <Link component={RouterLink} to={paths.register}>
          {_('registration.checkEmail.registerAgain')}
        </Link>{' '}
        {_('registration.checkEmail.newLink')}
      </Typography>
    </PublicPageFrame>
  );
}
