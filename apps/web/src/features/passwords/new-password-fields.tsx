import Stack from '@mui/material/Stack';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordChecklist } from '../../components/password/password-checklist';
import { PasswordField } from '../../components/password/password-field';
import type { PasswordStrength } from '../../components/password/use-password-strength';

/**
 * New password, its live checklist and the re-entered password (spec §2 screens 3 and 8, §5).
 * The checklist describes the new password field for screen readers.
 */
export function NewPasswordFields({
  passwordField,
  confirmField,
  passwordError,
  confirmError,
  strength,
}: {
  passwordField: UseFormRegisterReturn;
  confirmField: UseFormRegisterReturn;
  passwordError: string | undefined;
  confirmError: string | undefined;
  strength: PasswordStrength;
}) {
  const checklistId = useId();
  const { ref: passwordRef, ...password } = passwordField;
  const { ref: confirmRef, ...confirm } = confirmField;
  return (
    <Stack spacing={2}>
      <PasswordField
        {...password}
        inputRef={passwordRef}
        label="New Password"
        autoComplete="new-password"
        required
        error={passwordError !== undefined}
        helperText={passwordError}
        describedBy={checklistId}
      />
      <PasswordChecklist strength={strength} id={checklistId} />
      <PasswordField
        {...confirm}
        inputRef={confirmRef}
        label="Re-enter Password"
        autoComplete="new-password"
        required
        error={confirmError !== undefined}
        helperText={confirmError}
      />
    </Stack>
  );
}
