import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { messages, type User } from '@medivi/domain';
import { lazy, memo, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { errorCodeOf, errorMessageOf } from '../../lib/api';
import { useLoginMutation } from './auth-api';
import { loginFormResolver, type LoginFormValues } from './login-form';

function describeLoginError(error: FetchBaseQueryError | SerializedError): string {
  if ('status' in error) return errorMessageOf(error) ?? messages.serverError;
  return messages.serverError;
}

// Loaded only when the server asks for a captcha, so the sign-in page stays small.
const CaptchaWidget = lazy(() =>
  import('../../components/captcha-widget').then((module) => ({ default: module.CaptchaWidget })),
);

/**
 * The fields, the failure message and the button. Memoized on plain props: react-hook-form
 * renders the form's component again right after it mounts (its ready state, set in a layout
 * effect, so within the same task); the fields then stay as they are instead of rendering again.
 */
const SignInFields = memo(function SignInFields({
  register,
  emailError,
  passwordError,
  failureMessage,
  isLoading,
  captcha,
}: {
  register: UseFormRegister<LoginFormValues>;
  emailError: string | undefined;
  passwordError: string | undefined;
  failureMessage: string | null;
  isLoading: boolean;
  /** The captcha asked for after many failed sign-ins from this network, or null. */
  captcha: ReactNode;
}) {
  const { ref: emailRef, ...emailField } = register('email');
  const { ref: passwordRef, ...passwordField } = register('password');
  return (
    <>
      <OutlinedTextField
        {...emailField}
        inputRef={emailRef}
        label="Email"
        type="email"
        autoComplete="email"
        required
        fullWidth
        error={emailError !== undefined}
        helperText={emailError}
      />
      <OutlinedTextField
        {...passwordField}
        inputRef={passwordRef}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        fullWidth
        error={passwordError !== undefined}
        helperText={passwordError}
      />
      <Typography role="alert" color="error" sx={{ fontWeight: 600, '&:empty': { display: 'none' } }}>
        {failureMessage}
      </Typography>
      {captcha}
      <Button type="submit" variant="contained" size="large" loading={isLoading} fullWidth>
        SIGN IN
      </Button>
    </>
  );
});

/**
 * The sign-in form (accounts spec §2 screen 1, §4 Session): e-mail and password, 'remember me'
 * sent as true. Failure shows the server's message inline; the password field is emptied after
 * every attempt. When the server answers `CAPTCHA_REQUIRED` (many failures from this network) the
 * captcha appears, solves itself, and every later attempt carries a fresh token
 * (docs/decisions/0090). `onSignedIn` gets the user of a successful sign-in.
 */
export function SignInForm({
  labelledBy,
  onSignedIn,
}: {
  /** Id of the heading that names the form. */
  labelledBy: string;
  onSignedIn: (user: User) => void;
}) {
  const [login, { isLoading }] = useLoginMutation();
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  // Many failed sign-ins from this network: the server asks for a solved captcha with every
  // sign-in (docs/decisions/0090). A token works once; a new widget (new key) solves a new one.
  const [captcha, setCaptcha] = useState<{ round: number; token: string | null } | null>(null);
  const onCaptchaToken = useCallback((token: string | null) => {
    setCaptcha((current) => (current === null ? null : { ...current, token }));
  }, []);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: loginFormResolver,
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async ({ email, password }) => {
    setFailureMessage(null);
    const token = captcha?.token ?? null;
    const result = await login({
      email,
      password,
      rememberMe: true,
      ...(token === null ? {} : { captcha: token }),
    });
    resetField('password');
    if (result.error !== undefined) {
      setFailureMessage(describeLoginError(result.error));
      const isCaptchaAsked = 'status' in result.error && errorCodeOf(result.error) === 'CAPTCHA_REQUIRED';
      if (isCaptchaAsked || captcha !== null) {
        setCaptcha((current) => ({ round: (current?.round ?? 0) + 1, token: null }));
      }
      return;
    }
    onSignedIn(result.data.user);
  });

  return (
    <Stack
      component="form"
      noValidate
      aria-labelledby={labelledBy}
      spacing={2}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <SignInFields
        register={register}
        emailError={errors.email?.message}
        passwordError={errors.password?.message}
        failureMessage={failureMessage}
        isLoading={isLoading}
        captcha={
          captcha === null ? null : (
            <Suspense fallback={<Typography color="text.secondary">Loading the captcha…</Typography>}>
              <CaptchaWidget key={captcha.round} onToken={onCaptchaToken} isSolvedOnLoad />
            </Suspense>
          )
        }
      />
    </Stack>
  );
}
