import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { loginBodySchema, messages, type User } from '@medivi/domain';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { paths, returnToParam } from '../../app/paths';
import { LogoMark } from '../../components/logo-mark';
import { errorMessageOf } from '../../lib/api';
import { useVariant } from '../../lib/variant';
import { useLoginMutation } from './auth-api';

// Rarely needed: loaded only for a user who can reach no page.
const NoAccessDialog = lazy(async () => ({ default: (await import('./no-access-dialog')).NoAccessDialog }));

/** The sign-in form: the login contract's e-mail and password rules ('This field is required'). */
const loginFormSchema = loginBodySchema.pick({ email: true, password: true });
type LoginFormInput = z.input<typeof loginFormSchema>;
type LoginFormValues = z.output<typeof loginFormSchema>;

function describeLoginError(error: FetchBaseQueryError | SerializedError): string {
  if ('status' in error) return errorMessageOf(error) ?? messages.serverError;
  return messages.serverError;
}

export interface LoginPageProps {
  /** Where to go once signed in, or null when the user can reach no page (no-access dialog). */
  resolveDestination: (user: User, returnTo: string | null) => string | null;
}

/**
 * Sign-in (accounts spec §2 screen 1, §4 Session): e-mail and password, 'remember me' sent as
 * true. Success goes to the resolved destination; failure shows the server's message inline.
 * The password field is emptied after every attempt.
 */
export function LoginPage({ resolveDestination }: LoginPageProps) {
  const variant = useVariant();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [login, { isLoading }] = useLoginMutation();
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  const [isNoAccessOpen, setIsNoAccessOpen] = useState(false);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const { ref: emailRef, ...emailField } = register('email');
  const { ref: passwordRef, ...passwordField } = register('password');

  const submit = handleSubmit(async ({ email, password }) => {
    setFailureMessage(null);
    const result = await login({ email, password, rememberMe: true });
    resetField('password');
    if (result.error !== undefined) {
      setFailureMessage(describeLoginError(result.error));
      return;
    }
    const destination = resolveDestination(result.data.user, searchParams.get(returnToParam));
    if (destination === null) setIsNoAccessOpen(true);
    else void navigate(destination, { replace: true });
  });

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
          <Box
            component="form"
            noValidate
            aria-labelledby="sign-in-heading"
            onSubmit={(event) => {
              void submit(event);
            }}
          >
            <Stack spacing={2}>
              <TextField
                {...emailField}
                inputRef={emailRef}
                label="Email"
                type="email"
                autoComplete="email"
                required
                fullWidth
                error={errors.email !== undefined}
                helperText={errors.email?.message}
              />
              <TextField
                {...passwordField}
                inputRef={passwordRef}
                label="Password"
                type="password"
                autoComplete="current-password"
                required
                fullWidth
                error={errors.password !== undefined}
                helperText={errors.password?.message}
              />
              <Typography role="alert" color="error" sx={{ fontWeight: 600, '&:empty': { display: 'none' } }}>
                {failureMessage}
              </Typography>
              <Button type="submit" variant="contained" size="large" loading={isLoading} fullWidth>
                SIGN IN
              </Button>
            </Stack>
          </Box>
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
