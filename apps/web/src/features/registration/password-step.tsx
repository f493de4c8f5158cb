import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController, useForm } from 'react-hook-form';
import { FormPasswordField, NewPasswordFields } from '../../components/password/new-password-fields';
import { useMemo } from 'react';
import { wordedFieldResolver } from '../../components/password/field-problems';
import { useLingui } from '../../lib/i18n/i18n';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { NewPasswordValues } from './registration-form';

/** Page 3's resolver for a new account; the schema and zod load on the first check. */
const newPasswordResolver = lazyResolver(
  async () => (await import('./registration-form')).newPasswordResolver,
);
/** Page 3's resolver for an existing account, loaded the same way. */
const existingPasswordResolver = lazyResolver(
  async () => (await import('./registration-form')).existingPasswordResolver,
);

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
  const { _ } = useLingui();
  const resolver = useMemo(
    () => wordedFieldResolver(hasAccount ? existingPasswordResolver : newPasswordResolver, _),
    [hasAccount, _],
  );
  const { control, handleSubmit } = useForm<NewPasswordValues>({
    resolver,
    defaultValues: { password: '', passwordConfirm: '' },
  });
  const password = useController({ control, name: 'password' });
  const passwordConfirm = useController({ control, name: 'passwordConfirm' });
  return (
    <Stack
      component="form"
      noValidate
      aria-label={_('registration.passwordForm')}
      spacing={2}
      onSubmit={(event) => {
        void handleSubmit(onSubmit)(event);
      }}
    >
      <Typography>
        {hasAccount ? _('registration.hasAccount', { email }) : _('registration.choosePassword', { email })}
      </Typography>
      {hasAccount ? (
        <FormPasswordField
          binding={password.field}
          label={_('registration.password')}
          autoComplete="current-password"
          error={password.fieldState.error?.message}
        />
      ) : (
        <NewPasswordFields
          passwordLabel={_('registration.password')}
          passwordField={password.field}
          confirmField={passwordConfirm.field}
          passwordError={password.fieldState.error?.message}
          confirmError={passwordConfirm.fieldState.error?.message}
        />
      )}
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" size="large" fullWidth onClick={onBack}>
          {_('registration.back')}
        </Button>
        <Button type="submit" variant="contained" size="large" loading={isBusy} fullWidth>
          {hasAccount ? _('registration.continue') : _('registration.register')}
        </Button>
      </Stack>
    </Stack>
  );
}
