import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '../../lib/i18n/i18n';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Language, LoginBody, User } from '@medivi/domain';
import {
  type ChangeEvent,
  type SyntheticEvent,
  lazy,
  memo,
  type ReactNode,
  type RefObject,
  Suspense,
  useCallback,
  useMemo,
  useRef,
  useState,
} from 'react';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { errorCodeOf } from '../../lib/api-errors';
import { useAppDispatch } from '../../lib/hooks';
import { serverErrorMessage } from '../../lib/i18n/server-errors';
import { checkLoginFields, type LoginFieldMessages, type LoginFormValues } from './login-form';

type FieldRefs = Record<keyof LoginFormValues, RefObject<HTMLInputElement | null>>;

/** What the fields hold now. */
function readFields(refs: FieldRefs): LoginFormValues {
  return { email: refs.email.current?.value ?? '', password: refs.password.current?.value ?? '' };
}

/** `messages` with the message of field `name` set, or removed when `message` is undefined. */
function withFieldMessage(
  messages: LoginFieldMessages,
  name: keyof LoginFormValues,
  message: MessageDescriptor | undefined,
): LoginFieldMessages {
  if (messages[name] === message) return messages;
  const next = { ...messages };
  if (message === undefined) Reflect.deleteProperty(next, name);
  else next[name] = message;
  return next;
}

/** The failure's message in `language`: the server's code worded by the catalogue (issue 37). */
function describeLoginError(
  error: FetchBaseQueryError | SerializedError,
  language: Language,
): MessageDescriptor {
  if ('status' in error) return serverErrorMessage(error, 'auth.signIn.errors', language);
  return { id: 'errors.serverError' };
}

type AppDispatch = ReturnType<typeof useAppDispatch>;

/**
 * Calls login (accounts spec §7). The API's code (RTK Query and the auth endpoints) loads with the
 * first submit, so the sign-in page opens without it (docs/decisions/0118).
 */
async function requestLogin(dispatch: AppDispatch, body: LoginBody) {
  const { authApi } = await import('./auth-api');
  return dispatch(authApi.endpoints.login.initiate(body));
}

// Loaded only when the server asks for a captcha, so the sign-in page stays small.
const CaptchaWidget = lazy(() =>
  import('../../components/captcha-widget').then((module) => ({ default: module.CaptchaWidget })),
);

/**
 * The fields, the failure message and the button. Memoized on plain props, so that a change of
 * the form's other state (the captcha's token) does not render the fields again.
 */
const SignInFields = memo(function SignInFields({
  fieldRefs,
  onFieldChange,
  emailError,
  passwordError,
  failureMessage,
  isLoading,
  captcha,
}: {
  fieldRefs: FieldRefs;
  onFieldChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  emailError: MessageDescriptor | undefined;
  passwordError: MessageDescriptor | undefined;
  failureMessage: MessageDescriptor | null;
  isLoading: boolean;
  /** The captcha asked for after many failed sign-ins from this network, or null. */
  captcha: ReactNode;
}) {
  const { _ } = useLingui();
  return (
    <>
      <OutlinedTextField
        name="email"
        inputRef={fieldRefs.email}
        onChange={onFieldChange}
        label={_('auth.signIn.email')}
        type="email"
        autoComplete="email"
        required
        fullWidth
        error={emailError !== undefined}
        helperText={emailError === undefined ? undefined : _(emailError)}
      />
      <OutlinedTextField
        name="password"
        inputRef={fieldRefs.password}
        onChange={onFieldChange}
        label={_('auth.signIn.password')}
        type="password"
        autoComplete="current-password"
        required
        fullWidth
        error={passwordError !== undefined}
        helperText={passwordError === undefined ? undefined : _(passwordError)}
      />
      <Typography role="alert" color="error" sx={{ fontWeight: 600, '&:empty': { display: 'none' } }}>
        {failureMessage === null ? null : _(failureMessage)}
      </Typography>
      {captcha}
      <Button type="submit" variant="contained" size="large" loading={isLoading} fullWidth>
        {_('auth.signIn.submit')}
      </Button>
    </>
  );
});

/**
 * The sign-in form (accounts spec §2 screen 1, §4 Session): e-mail and password, 'remember me'
 * sent as true. Failure shows the catalogue's wording of the server's code (issue 37) inline; the password field is emptied after
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
  const dispatch = useAppDispatch();
  const { i18n, _ } = useLingui();
  const language: Language = i18n.locale === 'es' ? 'es' : 'en';
  const [isLoading, setIsLoading] = useState(false);
  // The failed call, worded in the page's language when shown.
  const [failure, setFailure] = useState<FetchBaseQueryError | SerializedError | null>(null);
  const failureMessage = useMemo(
    () => (failure === null ? null : describeLoginError(failure, language)),
    [failure, language],
  );
  // Many failed sign-ins from this network: the server asks for a solved captcha with every
  // sign-in (docs/decisions/0090). A token works once; a new widget (new key) solves a new one.
  const [captcha, setCaptcha] = useState<{ round: number; token: string | null } | null>(null);
  const onCaptchaToken = useCallback((token: string | null) => {
    setCaptcha((current) => (current === null ? null : { ...current, token }));
  }, []);
  // The fields are uncontrolled, read on submit. As a form library would: the fields are checked
  // on submit (the first wrong one gets focus), and after a first submit again on every change.
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [fieldRefs] = useState<FieldRefs>(() => ({ email: emailRef, password: passwordRef }));
  const [errors, setErrors] = useState<LoginFieldMessages>({});
  const isSubmittedRef = useRef(false);
  const onFieldChange = useCallback((event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (!isSubmittedRef.current) return;
    const name = event.target.name as keyof LoginFormValues;
    const message = checkLoginFields(readFields({ email: emailRef, password: passwordRef })).errors[name];
    setErrors((current) => withFieldMessage(current, name, message));
  }, []);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    isSubmittedRef.current = true;
    const { values, errors: fieldErrors } = checkLoginFields(readFields(fieldRefs));
    setErrors(fieldErrors);
    const firstWrong = (['email', 'password'] as const).find((name) => fieldErrors[name] !== undefined);
    if (firstWrong !== undefined) {
      fieldRefs[firstWrong].current?.focus();
      return;
    }
    const { email, password } = values;
    setFailure(null);
    const token = captcha?.token ?? null;
    setIsLoading(true);
    const result = await requestLogin(dispatch, {
      email,
      password,
      rememberMe: true,
      ...(token === null ? {} : { captcha: token }),
    }).finally(() => {
      setIsLoading(false);
    });
    if (passwordRef.current !== null) passwordRef.current.value = '';
    setErrors((current) => withFieldMessage(current, 'password', undefined));
    if (result.error !== undefined) {
      setFailure(result.error);
      const isCaptchaAsked = 'status' in result.error && errorCodeOf(result.error) === 'CAPTCHA_REQUIRED';
      if (isCaptchaAsked || captcha !== null) {
        setCaptcha((current) => ({ round: (current?.round ?? 0) + 1, token: null }));
      }
      return;
    }
    onSignedIn(result.data.user);
  };

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
        fieldRefs={fieldRefs}
        onFieldChange={onFieldChange}
        emailError={errors.email}
        passwordError={errors.password}
        failureMessage={failureMessage}
        isLoading={isLoading}
        captcha={
          captcha === null ? null : (
            <Suspense
              fallback={<Typography color="text.secondary">{_('auth.signIn.captchaLoading')}</Typography>}
            >
              <CaptchaWidget key={captcha.round} onToken={onCaptchaToken} isSolvedOnLoad />
            </Suspense>
          )
        }
      />
    </Stack>
  );
}
