import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type Path,
  type Resolver,
  useForm,
  type UseFormRegisterReturn,
  useWatch,
} from 'react-hook-form';
import { NewPasswordFields } from '../../components/password/new-password-fields';
import { type PasswordStrength, usePasswordStrength } from '../../components/password/use-password-strength';
import type { ServerErrorFacts } from '../../lib/api-errors';
import { useLingui } from '../../lib/i18n/i18n';
import { FailureText } from './failure-text';
import type { NewPasswordValues } from './password-form-rules';

/**
 * The form state both set-password forms share (accounts spec §2 screens 3 and 8, §5): the form
 * checked by `resolver` once a field was touched, its `errors`, the live `strength` of the typed
 * new password, the `failure` of the last attempt (the failed call's facts, worded when shown; null = none) through `setFailure`, and
 * `formEnd`, the props of `NewPasswordFormEnd` that come from this state.
 */
export function useNewPasswordForm<Values extends NewPasswordValues>(
  resolver: Resolver<Values>,
  defaultValues: DefaultValues<Values>,
) {
  const [failure, setFailure] = useState<ServerErrorFacts | null>(null);
  const form = useForm<Values>({ resolver, mode: 'onTouched', defaultValues });
  const password = useWatch({ control: form.control, name: 'password' as Path<Values> }) as string;
  const strength = usePasswordStrength(password);
  const errors = form.formState.errors;
  /** The props of `NewPasswordFormEnd` this state gives. */
  const formEnd = {
    register: (name: keyof NewPasswordValues) => form.register(name as Path<Values>),
    errors: errors as FieldErrors<NewPasswordValues>,
    strength,
    failure,
  };
  return { ...form, errors, strength, setFailure, formEnd };
}

/**
 * The end of both set-password forms (accounts spec §2 screens 3 and 8, §5): New Password with
 * the live checklist and Re-enter Password, the failure of the last attempt (an alert, hidden
 * while empty), CANCEL and UPDATE PASSWORD. UPDATE PASSWORD is disabled while the compromised
 * check of the typed password runs and shows progress while `isSaving`.
 */
export function NewPasswordFormEnd({
  register,
  errors,
  strength,
  failure,
  isSaving,
  onCancel,
}: {
  /** The form's `register`, for the `password` and `confirmPassword` fields. */
  register: (name: keyof NewPasswordValues) => UseFormRegisterReturn;
  errors: FieldErrors<NewPasswordValues>;
  strength: PasswordStrength;
  failure: ServerErrorFacts | null;
  isSaving: boolean;
  onCancel: () => void;
}) {
  const { _ } = useLingui();
  return (
    <>
      <NewPasswordFields
        passwordField={register('password')}
        confirmField={register('confirmPassword')}
        passwordError={errors.password?.message}
        confirmError={errors.confirmPassword?.message}
        strength={strength}
      />
      <FailureText failure={failure} />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{_('passwords.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={strength.checking} loading={isSaving}>
          {_('passwords.update.submit')}
        </Button>
      </Stack>
    </>
  );
}
