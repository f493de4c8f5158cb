import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { PublicPageFrame } from '../../components/public-page-frame';

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
  const headingId = useId();
  const email = heldEmailOf(useLocation().state);
  if (email === null) return <Navigate to={paths.home} replace />;
  return (
    <PublicPageFrame headingId={headingId} title="Check your e-mail">
      <Typography>
        We sent a verification e-mail to <strong>{email}</strong>. Open the link in it to confirm your address
        and create your account.
      </Typography>
      <Typography variant="body2">
        The link works once and expires in 24 hours. No e-mail? Check your spam folder, or{' '}
        <Link component={RouterLink} to={paths.register}>
          register again
        </Link>{' '}
        with the same details to get a new link.
      </Typography>
    </PublicPageFrame>
  );
}
