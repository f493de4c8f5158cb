import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useLingui } from '../../lib/i18n/i18n';
import { paths } from '../../lib/paths';
import { useAppDispatch } from '../../lib/hooks';
import { sessionStarted } from '../../lib/session-events';
import { storageKeys, writeStorage } from '../../lib/storage';
import { NewPasswordFormEnd, useNewPasswordForm } from './new-password-form-end';
import { PublicPageFrame } from '../../components/public-page-frame';
import { newPasswordProblems, type NewPasswordValues, resolverOf } from './password-form-rules';
import type { PasswordSuccessState } from './password-reset-success-page';
import { useUpdatePasswordMutation } from './passwords-api';
import { readVerifiedResetName, writeVerifiedResetName } from './reset-state';
import { serverErrorsOf } from './server-errors';

const resolver = resolverOf(newPasswordProblems);

/**
 * `/update-password` (spec §2 screen 3): the new password twice with the live checklist. UPDATE
 * PASSWORD is disabled while the compromised check runs; only the length, whitespace and match
 * rules block it (§5). Success signs in (§4 "update (logs in, shows reset success)") and shows
 * /password-reset-success. CANCEL goes to /login. Without a verified reset in this tab, it goes to
 * /password-reset.
 */
export function UpdatePasswordPage() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [name] = useState(readVerifiedResetName);
  const [updatePassword, { isLoading }] = useUpdatePasswordMutation();
  const { handleSubmit, setError, setFailure, formEnd } = useNewPasswordForm<NewPasswordValues>(resolver, {
    password: '',
    confirmPassword: '',
  });

  if (name === null) return <Navigate to={paths.passwordReset} replace />;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await updatePassword({ password: values.password });
    if (result.error !== undefined) {
      const { facts, fieldErrors } = serverErrorsOf(result.error);
      if (fieldErrors.password === undefined) setFailure(facts);
      else setError('password', { type: 'server', message: fieldErrors.password });
      return;
    }
    writeVerifiedResetName(null);
    writeStorage(storageKeys.csrfToken, result.data.csrfToken);
    writeStorage(storageKeys.email, result.data.user.email);
    writeStorage(storageKeys.fullName, result.data.user.fullName);
    const state: PasswordSuccessState = { outcome: 'reset' };
    await navigate(paths.passwordResetSuccess, { replace: true, state });
    dispatch(sessionStarted(result.data.user));
  });

  return (
    <PublicPageFrame title={_('passwords.update.title')} hasLanguageSwitch>
      <Typography>{_('passwords.update.intro', { name })}</Typography>
      <Stack
        component="form"
        noValidate
        aria-label={_('passwords.update.title')}
        spacing={2}
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <NewPasswordFormEnd
          {...formEnd}
          isSaving={isLoading}
          onCancel={() => {
            void navigate(paths.login);
          }}
        />
      </Stack>
    </PublicPageFrame>
  );
}

export default UpdatePasswordPage;
