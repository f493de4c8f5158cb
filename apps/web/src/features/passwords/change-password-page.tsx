import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useLingui } from '../../lib/i18n/i18n';
import { paths } from '../../lib/paths';
import { FormPasswordField } from '../../components/password/new-password-fields';
import { useAppDispatch, useAppStore } from '../../lib/hooks';
import { sessionEnded } from '../../lib/session-events';
import { clearStorageExcept } from '../../lib/storage';
import { NewPasswordFormEnd, useNewPasswordForm } from './new-password-form-end';
import { changePasswordProblems, type ChangePasswordValues, resolverOf } from './password-form-rules';
import type { PasswordSuccessState } from './password-reset-success-page';
import { useUpdatePasswordLoggedInMutation } from './passwords-api';
import { serverErrorsOf } from './server-errors';

const resolver = resolverOf(changePasswordProblems);
const fieldNames: readonly (keyof ChangePasswordValues)[] = [
  'currentPassword',
  'password',
  'confirmPassword',
];

/**
 * `/change-password` (spec §2 screen 8; the page the password-expired modal leads to): current
 * password, new password twice and the live checklist. Success ends every session of the
 * account, clears local storage and shows the success page; the user signs in again (§4).
 */
export function ChangePasswordPage() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [changePassword, { isLoading }] = useUpdatePasswordLoggedInMutation();
  const { register, handleSubmit, setError, errors, setFailure, formEnd } =
    useNewPasswordForm<ChangePasswordValues>(resolver, {
      currentPassword: '',
      password: '',
      confirmPassword: '',
    });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const email = store.getState().session.user?.email ?? '';
    const result = await changePassword({
      email,
      currentPassword: values.currentPassword,
      newPassword: values.password,
    });
    if (result.error !== undefined) {
      const { facts, fieldErrors } = serverErrorsOf(result.error);
      // The server names the new password `newPassword`; the form calls it `password`.
      const byField: Partial<Record<keyof ChangePasswordValues, string | undefined>> = {
        currentPassword: fieldErrors.currentPassword,
        password: fieldErrors.newPassword,
      };
      const shown = fieldNames.filter((name) => byField[name] !== undefined);
      for (const name of shown) setError(name, { type: 'server', message: byField[name] ?? '' });
      if (shown.length === 0) setFailure(facts);
      return;
    }
    clearStorageExcept([]);
    const state: PasswordSuccessState = { outcome: 'changed' };
    await navigate(paths.passwordResetSuccess, { replace: true, state });
    dispatch(sessionEnded());
  });

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, display: 'flex', justifyContent: 'center' }}>
      <Paper
        component="section"
        aria-labelledby="change-password-heading"
        sx={{ width: '100%', maxWidth: 520, p: 3 }}
      >
        <Stack
          component="form"
          noValidate
          aria-labelledby="change-password-heading"
          spacing={2}
          onSubmit={(event) => {
            void submit(event);
          }}
        >
          <Typography id="change-password-heading" variant="h1">
            {_('passwords.change.title')}
          </Typography>
          <FormPasswordField
            binding={register('currentPassword')}
            label={_('passwords.change.current')}
            autoComplete="current-password"
            error={errors.currentPassword?.message}
          />
          <NewPasswordFormEnd
            {...formEnd}
            isSaving={isLoading}
            onCancel={() => {
              void navigate(-1);
            }}
          />
        </Stack>
      </Paper>
    </Box>
  );
}

export default ChangePasswordPage;
