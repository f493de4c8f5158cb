import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@medivi/domain';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths, returnToParam } from '../../app/paths';
import { LogoMark } from '../../components/logo-mark';
import { useVariant } from '../../lib/variant';
import { SignInForm } from './sign-in-form';

// Rarely needed: loaded only for a user who can reach no page.
const NoAccessDialog = lazy(async () => ({ default: (await import('./no-access-dialog')).NoAccessDialog }));

export interface LoginPageProps {
  /** Where to go once signed in, or null when the user can reach no page (no-access dialog). */
  resolveDestination: (user: User, returnTo: string | null) => string | null;
}

/**
 * Sign-in (accounts spec §2 screen 1, §4 Session): the sign-in form and the account help links.
 * Success goes to the resolved destination, or opens the no-access dialog when there is none.
 */
export function LoginPage({ resolveDestination }: LoginPageProps) {
  const variant = useVariant();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [isNoAccessOpen, setIsNoAccessOpen] = useState(false);

  const goOn = (user: User) => {
    const destination = resolveDestination(user, searchParams.get(returnToParam));
    if (destination === null) setIsNoAccessOpen(true);
    else void navigate(destination, { replace: true });
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Paper
        component="section"
        aria-labelledby="sign-in-heading"
        sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}
      >
        <Stack spacing={3}>
          <LogoMark variant={variant} />
          <Typography id="sign-in-heading" variant="h1">
            Sign In
          </Typography>
          <SignInForm labelledBy="sign-in-heading" onSignedIn={goOn} />
          <Stack spacing={1} component="nav" aria-label="Account help">
            <Link component={RouterLink} to={paths.passwordReset}>
              Forgot password?
            </Link>
            <Typography variant="body2">
              Health plan members:{' '}
              <Link component={RouterLink} to={paths.register}>
                Register
              </Link>
            </Typography>
            <Typography variant="body2">
              Partners:{' '}
              <Link component={RouterLink} to={paths.requestAccess}>
                Request Access
              </Link>
            </Typography>
          </Stack>
        </Stack>
      </Paper>
      {isNoAccessOpen && (
        <Suspense fallback={null}>
          <NoAccessDialog isOpen onReturnToLogin={() => void navigate(paths.logout)} />
        </Suspense>
      )}
    </Box>
  );
}
