import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { Controller, useController, useForm, useWatch } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { NewPasswordFields } from '../../components/password/new-password-fields';
import { usePasswordStrength } from '../../components/password/use-password-strength';
import { useAppDispatch } from '../../lib/hooks';
import { sessionStarted } from '../../lib/session-events';
import { readStorage, storageKeys } from '../../lib/storage';
import { useVariant } from '../../lib/variant';
import {
  canCreateAccount,
  createProfileErrors,
  type CreateProfileTouched,
  type CreateProfileValues,
  visibleErrors,
} from './create-profile-form';
import { heldEmailOf } from './check-email-page';
import { useCreateProfileMutation } from './registration-api';
import { PublicPageFrame } from '../../components/public-page-frame';
import { TermsPanel } from './terms-panel';

/** A redirect target held in the navigation state (accounts spec §2 screen 6), or null. */
function redirectTargetOf(state: unknown): string | null {
  const target =
    typeof state === 'object' && state !== null ? (state as { redirectTo?: unknown }).redirectTo : null;
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : null;
}

const untouched: CreateProfileTouched = {
  fullName: false,
  password: false,
  passwordConfirm: false,
  agreed: false,
};

/**
 * Create Account (/create-profile, accounts spec §2 screen 6, §4 Create Account form): Full Name,
 * Email (read-only, the verified address), Password with the live checklist, Re-enter Password,
 * 'Agree to' with the Terms of Service panel, CREATE ACCOUNT (enabled only when the form is
 * valid). Success goes to /welcome unless a redirect target is held. Without a verified e-mail
 * (opened directly, nothing stored) it redirects to /.
 */
export default function CreateProfilePage() {
  const headingId = useId();
  const agreeErrorId = useId();
  const emailId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const variant = useVariant();
  const [email] = useState(() => heldEmailOf(location.state) ?? readStorage(storageKeys.email));
  const [touched, setTouched] = useState(untouched);
  const [isTermsOpen, setTermsOpen] = useState(false);
  const [createProfile, { isLoading }] = useCreateProfileMutation();
  const { control, setValue } = useForm<CreateProfileValues>({
    defaultValues: { fullName: '', password: '', passwordConfirm: '', agreed: false },
  });
  const values = useWatch({ control }) as CreateProfileValues;
  const { field: passwordField } = useController({ control, name: 'password' });
  const { field: confirmField } = useController({ control, name: 'passwordConfirm' });
  const strength = usePasswordStrength(values.password);
  const errors = createProfileErrors(values, strength.compromised);
  const shown = visibleErrors(errors, touched);
  const isReady = canCreateAccount(values, errors, email, strength.checking);

  if (email === null || email === '') return <Navigate to={paths.home} replace />;

  const touch = (field: keyof CreateProfileTouched) => {
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  };
  const setAgreed = (agreed: boolean) => {
    setValue('agreed', agreed);
    touch('agreed');
  };

  const submit = async () => {
    if (!isReady) return;
    const result = await createProfile({
      fullName: values.fullName,
      password: values.password,
      app: variant === 'claims' ? 'Claims' : 'MediVI',
    });
    if (result.data === undefined) return;
    // The verified session is now a full sign-in: the app follows it without a reload.
    dispatch(sessionStarted(result.data.user));
    void navigate(redirectTargetOf(location.state) ?? paths.welcome, { replace: true });
  };

  return (
    <PublicPageFrame headingId={headingId} title="Create Account">
      <Stack
        component="form"
        noValidate
        aria-labelledby={headingId}
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Controller
          name="fullName"
          control={control}
          render={({ field }) => (
            <Box
              onFocus={() => {
                touch('fullName');
              }}
            >
              <OutlinedTextField
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                label="Full Name"
                autoComplete="name"
                required
                fullWidth
                error={shown.fullName !== undefined}
                helperText={shown.fullName}
              />
            </Box>
          )}
        />
        <FormControl variant="outlined" fullWidth>
          <InputLabel htmlFor={emailId}>Email</InputLabel>
          <OutlinedInput
            id={emailId}
            label="Email"
            name="email"
            value={email}
            readOnly
            autoComplete="email"
          />
        </FormControl>
        <NewPasswordFields
          passwordLabel="Password"
          passwordField={{
            ...passwordField,
            onFocus: () => {
              touch('password');
            },
          }}
          confirmField={{
            ...confirmField,
            onFocus: () => {
              touch('passwordConfirm');
            },
          }}
          passwordError={shown.password}
          confirmError={shown.passwordConfirm}
          strength={strength}
        />
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.agreed}
                onChange={(event) => {
                  setAgreed(event.target.checked);
                }}
                slotProps={{
                  input: {
                    'aria-describedby': shown.agreed === undefined ? undefined : agreeErrorId,
                  },
                }}
              />
            }
            label="Agree to"
            sx={{ mr: 0.5 }}
          />
          <Button
            variant="text"
            onClick={() => {
              setTermsOpen(true);
            }}
          >
            Terms of Service
          </Button>
        </Stack>
        {shown.agreed !== undefined && (
          <FormHelperText id={agreeErrorId} error sx={{ mt: 0 }}>
            {shown.agreed}
          </FormHelperText>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={isLoading}
          disabled={!isReady}
          fullWidth
        >
          CREATE ACCOUNT
        </Button>
      </Stack>
      <TermsPanel
        open={isTermsOpen}
        onAgree={() => {
          setAgreed(true);
          setTermsOpen(false);
        }}
        onDecline={() => {
          setAgreed(false);
          setTermsOpen(false);
        }}
        onClose={() => {
          setTermsOpen(false);
        }}
      />
    </PublicPageFrame>
  );
}
