import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { registrationMessages } from '@medivi/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { PublicPageFrame } from '../../components/public-page-frame';

/** Welcome (/welcome, accounts spec §2 screen 6): 'Welcome to MediVI' with a link to /. */
export default function WelcomePage() {
  const headingId = useId();
  return (
    <PublicPageFrame headingId={headingId} title={registrationMessages.welcome}>
      <Typography>Your account is ready. Sign in to find providers and follow your cases.</Typography>
      <Link component={RouterLink} to={paths.home}>
        Continue to MediVI
      </Link>
    </PublicPageFrame>
  );
}
