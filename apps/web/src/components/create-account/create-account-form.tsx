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
import { useLingui } from '../../lib/i18n/i18n';
import { OutlinedTextField } from '../outlined-text-field';
import { fieldProblemOrNone } from '../password/field-problems';
import { NewPasswordFields } from '../password/new-password-fields';
import { usePasswordStrength } from '../password/use-password-strength';
import {
  canCreateAccount,
  createProfileErrors,
  type CreateProfileTouched,
  type CreateProfileValues,
  visibleErrors,
} from './create-account-rules';
import { TermsPanel } from './terms-panel';

const untouched: CreateProfileTouched = {
  fullName: false,
  password: false,
  passwordConfirm: false,
  agreed: false,
};

/** What CREATE ACCOUNT sends: the name and the chosen password. */
export interface CreateAccountValues {
  fullName: string;
  password: string;
}

export interface CreateAccountFormProps {
  /** The proven address the account is for, shown read-only. */
  email: string;
  /** Id of the page heading that names the form. */
  labelledBy: string;
  isSubmitting: boolean;
  onSubmit: (values: CreateAccountValues) => void;
}

/**
 * The Create Account form (accounts spec §2 screen 6, §4 Create Account form): Full Name, Email
 * (read-only), Password with the live checklist, Re-enter Password, 'Agree to' with the Terms of
 * Service panel, CREATE ACCOUNT (enabled only when the form is valid). Registration's
 * /create-profile and an invitation link (docs/decisions/0111) both use it; each sends the values
 * to its own endpoint.
 */
export function CreateAccountForm({ email, labelledBy, isSubmitting, onSubmit }: CreateAccountFormProps) {
  const { _ } = useLingui();
  const agreeErrorId = useId();
  const emailId = useId();
  const [touched, setTouched] = useState(untouched);
  const [isTermsOpen, setTermsOpen] = useState(false);
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

  const touch = (field: keyof CreateProfileTouched) => {
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  };
  const setAgreed = (agreed: boolean) => {
    setValue('agreed', agreed);
    touch('agreed');
  };

  return (
    <>
      <Stack
        component="form"
        noValidate
        aria-labelledby={labelledBy}
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          if (isReady) onSubmit({ fullName: values.fullName, password: values.password });
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
                label={_('registration.createAccount.fullName')}
                autoComplete="name"
                required
                fullWidth
                error={shown.fullName !== undefined}
                helperText={fieldProblemOrNone(shown.fullName, _)}
              />
            </Box>
          )}
        />
        <FormControl variant="outlined" fullWidth>
          <InputLabel htmlFor={emailId}>{_('registration.email')}</InputLabel>
          <OutlinedInput
            id={emailId}
            label={_('registration.email')}
            name="email"
            value={email}
            readOnly
            autoComplete="email"
          />
        </FormControl>
        <NewPasswordFields
          passwordLabel={_('registration.password')}
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
            label={_('registration.createAccount.agreeTo')}
            sx={{ mr: 0.5 }}
          />
          <Button
            variant="text"
            onClick={() => {
              setTermsOpen(true);
            }}
          >
            {_('registration.terms.title')}
          </Button>
        </Stack>
        {shown.agreed !== undefined && (
          <FormHelperText id={agreeErrorId} error sx={{ mt: 0 }}>
            {fieldProblemOrNone(shown.agreed, _)}
          </FormHelperText>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={isSubmitting}
          disabled={!isReady}
          fullWidth
        >
          {_('registration.createAccount.submit')}
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
    </>
  );
}
