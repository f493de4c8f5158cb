import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { PasswordField } from '../../components/password/password-field';
import { existingPasswordResolver, newPasswordResolver, type NewPasswordValues } from './registration-form';

/**
 * Registration page 3 (accounts spec §2 screen 4, §5): for a new account, password and its
 * re-entry, REGISTER; when the e-mail already has an account, that account's password, and the
 * plan is added to it (CONTINUE). BACK returns to page 2; the passwords are not kept.
 */
export function PasswordStep({
  email,
  hasAccount,
  isBusy,
  onSubmit,
  onBack,
}: {
  email: string;
  hasAccount: boolean;
  isBusy: boolean;
  onSubmit: (values: NewPasswordValues) => void;
  onBack: () => void;
}) {
  const { control, handleSubmit } = useForm<NewPasswordValues>({
    resolver: hasAccount ? existingPasswordResolver : newPasswordResolver,
    defaultValues: { password: '', passwordConfirm: '' },
  });
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Account password"
      spacing={2}
      onSubmit={(event) => {
        void handleSubmit(onSubmit)(event);
      }}
    >
      <Typography>
        {hasAccount
          ? `${email} already has an account. Enter its password to add this plan to it.`
          : `Choose a password for ${email}.`}
      </Typography>
      <Controller
        name="password"
        control={control}
        render={({ field, fieldState }) => (
          <PasswordField
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={field.onChange}
            label="Password"
            autoComplete={hasAccount ? 'current-password' : 'new-password'}
            required
            error={fieldState.error !== undefined}
            {...(fieldState.error?.message === undefined ? {} : { helperText: fieldState.error.message })}
          />
        )}
      />
      {!hasAccount && (
        <Controller
          name="passwordConfirm"
          control={control}
          render={({ field, fieldState }) => (
            <PasswordField
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={field.onChange}
              label="Re-enter Password"
              autoComplete="new-password"
              required
              error={fieldState.error !== undefined}
              {...(fieldState.error?.message === undefined ? {} : { helperText: fieldState.error.message })}
            />
          )}
        />
      )}
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" size="large" fullWidth onClick={onBack}>
          BACK
        </Button>
        <Button type="submit" variant="contained" size="large" loading={isBusy} fullWidth>
          {hasAccount ? 'CONTINUE' : 'REGISTER'}
        </Button>
      </Stack>
    </Stack>
  );
}
