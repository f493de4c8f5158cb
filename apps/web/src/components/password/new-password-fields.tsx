import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useLingui } from '../../lib/i18n/i18n';
import { inputPropsOf } from '../form-binding';
import { fieldProblemOrNone } from './field-problems';
import { PasswordChecklist } from './password-checklist';
import { PasswordField, type PasswordFieldProps } from './password-field';
import type { PasswordStrength } from './use-password-strength';

/**
 * One password input of a react-hook-form form: what `register(name)` returns or a controller's
 * `field` (a controlled value is optional), plus an optional focus handler.
 */
export type PasswordBinding = Pick<
  PasswordFieldProps,
  'name' | 'onChange' | 'onBlur' | 'onFocus' | 'value'
> & {
  ref: PasswordFieldProps['inputRef'];
};

/**
 * A required `PasswordField` bound to a form field, with the field's message (undefined = none)
 * under it, worded in the portal's language (`fieldProblemText`), and the field marked invalid
 * while there is one. Its texts are in the `passwords` area, which its pages load.
 */
export function FormPasswordField({
  binding,
  label,
  autoComplete,
  error,
  describedBy,
}: {
  binding: PasswordBinding;
  label: string;
  autoComplete: PasswordFieldProps['autoComplete'];
  error: string | undefined;
  /** Ids of more descriptions (the checklist), appended to `aria-describedby`. */
  describedBy?: string;
}) {
  const { _ } = useLingui();
  return (
    <PasswordField
      {...inputPropsOf(binding)}
      label={label}
      autoComplete={autoComplete}
      required
      error={error !== undefined}
      helperText={fieldProblemOrNone(error, _)}
      describedBy={describedBy}
      showLabel={_('passwords.show', { field: label.toLowerCase() })}
    />
  );
}

/**
 * A password being set and its re-entry (accounts spec §2 screens 3, 4, 6 and 8, §5): the
 * password field ('New Password' unless `passwordLabel` says otherwise), the live checklist when
 * `strength` is given (it then describes the password field for screen readers), and
 * 'Re-enter Password'. Both fields are required, offer show/hide and autocomplete as
 * `new-password`; the form decides the rules and passes each field's message.
 */
export function NewPasswordFields({
  passwordLabel,
  passwordField,
  confirmField,
  passwordError,
  confirmError,
  strength,
}: {
  passwordLabel?: string;
  passwordField: PasswordBinding;
  confirmField: PasswordBinding;
  passwordError: string | undefined;
  confirmError: string | undefined;
  /** The live strength of the typed password; without it no checklist is shown. */
  strength?: PasswordStrength;
}) {
  const { _ } = useLingui();
  const checklistId = useId();
  return (
    <Stack spacing={2}>
      <FormPasswordField
        binding={passwordField}
        label={passwordLabel ?? _('passwords.newPassword')}
        autoComplete="new-password"
        error={passwordError}
        describedBy={strength === undefined ? undefined : checklistId}
      />
      {strength !== undefined && <PasswordChecklist strength={strength} id={checklistId} />}
      <FormPasswordField
        binding={confirmField}
        label={_('passwords.reenter')}
        autoComplete="new-password"
        error={confirmError}
      />
    </Stack>
  );
}
