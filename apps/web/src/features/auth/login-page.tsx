import { importWithAreas, useLingui } from '../../lib/i18n/i18n';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@medivi/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths, returnToParam } from '../../lib/paths';
import { LanguageSwitch } from '../../components/language-switch';
import { LogoMark } from '../../components/logo-mark';
import { useAppSelector } from '../../lib/hooks';
import { selectSessionUser } from '../../lib/session-user';
import { useVariant } from '../../lib/variant';
import { selectMfaPendingUser } from './session-slice';
import { SignInForm } from './sign-in-form';

// Rarely needed: loaded only for a user who can reach no page.
const NoAccessDialog = lazy(async () => ({
  default: (await importWithAreas(() => import('./no-access-dialog'), 'accountState')).NoAccessDialog,
}));
// Loaded once a password was accepted and the e-mailed code is awaited.
const MfaDialog = lazy(async () => ({
  default: (await importWithAreas(() => import('./mfa-dialog'), 'mfa')).MfaDialog,
}));

export interface LoginPageProps {
  /**
   * Where to go once signed in, or null when the user can reach no page (no-access dialog). May
   * answer later (a promise): the rule's code loads when first needed (docs/decisions/0122).
   */
  resolveDestination: (user: User, returnTo: string | null) => string | null | Promise<string | null>;
}

/**
 * Sign-in (accounts spec §2 screen 1, §4 Session): the sign-in form, the account help links and
 * the language switch (issue 37).
 * Success goes to the resolved destination, or opens the no-access dialog when there is none.
 * While the e-mailed sign-in code is awaited (also after a reload, or when a signed-in page sent
 * the browser here) the Multi-Factor Authentication dialog shows; the code's success goes on by
 * the same rule (spec §4 One-time code). A user who is signed in already (a link to `/login` or to
 * `/`, say after Create Account) goes on by the same rule once it has answered, with nothing shown
 * meanwhile (issue 31 item 9).
 */
export function LoginPage({ resolveDestination }: LoginPageProps) {
  const { _ } = useLingui();
  const variant = useVariant();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [isNoAccessOpen, setIsNoAccessOpen] = useState(false);
  const mfaPendingUser = useAppSelector(selectMfaPendingUser);
  const signedInUser = useAppSelector(selectSessionUser);

  const returnTo = searchParams.get(returnToParam);
  const goOn = async (user: User) => {
    // The Multi-Factor Authentication dialog takes over until the code is accepted.
    if (user.isMFANeeded) return;
    const destination = await resolveDestination(user, returnTo);
    if (destination === null) setIsNoAccessOpen(true);
    else void navigate(destination, { replace: true });
  };

  // A deactivated account keeps its banner here, and an expired password its own step.
  const usableUser =
    signedInUser !== null &&
    !signedInUser.isMFANeeded &&
    !signedInUser.isDeactivated &&
    !signedInUser.isPasswordExpired
      ? signedInUser
      : null;
  // The destination of a user who arrives signed in, once the rule has answered for him.
  const [arrival, setArrival] = useState<{ user: User; destination: string | null } | null>(null);
  useEffect(() => {
    if (usableUser === null) return;
    let isCurrent = true;
    void Promise.resolve(resolveDestination(usableUser, returnTo)).then((destination) => {
      if (!isCurrent) return;
      setArrival((current) =>
        current?.user === usableUser && current.destination === destination
          ? current
          : { user: usableUser, destination },
      );
    });
    return () => {
      isCurrent = false;
    };
  }, [usableUser, resolveDestination, returnTo]);
  if (usableUser !== null) {
    if (arrival?.user !== usableUser) return null;
    if (arrival.destination !== null) return <Navigate to={arrival.destination} replace />;
  }

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
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <LogoMark variant={variant} />
            <LanguageSwitch />
          </Stack>
          <Typography id="sign-in-heading" variant="h1">
            {_('auth.signIn.title')}
          </Typography>
          <SignInForm labelledBy="sign-in-heading" onSignedIn={(user) => void goOn(user)} />
          <Stack spacing={1} component="nav" aria-label={_('auth.signIn.help')}>
            <Link component={RouterLink} to={paths.passwordReset}>
              {_('auth.signIn.forgotPassword')}
            </Link>
            <Typography variant="body2">
              {_('auth.signIn.members')}{' '}
              <Link component={RouterLink} to={paths.register}>
                {_('auth.signIn.register')}
              </Link>
            </Typography>
            <Typography variant="body2">
              {_('auth.signIn.partners')}{' '}
              <Link component={RouterLink} to={paths.requestAccess}>
                {_('auth.signIn.requestAccess')}
              </Link>
            </Typography>
          </Stack>
        </Stack>
      </Paper>
      {mfaPendingUser !== null && (
        <Suspense fallback={null}>
          <MfaDialog
            user={mfaPendingUser}
            onVerified={(user) => void goOn(user)}
            onCancel={() => void navigate(paths.logout)}
          />
        </Suspense>
      )}
      {isNoAccessOpen && (
        <Suspense fallback={null}>
          <NoAccessDialog isOpen onReturnToLogin={() => void navigate(paths.logout)} />
        </Suspense>
      )}
    </Box>
  );
}
