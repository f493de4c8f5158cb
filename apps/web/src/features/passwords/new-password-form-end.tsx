import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { NewPasswordFields } from '../../components/password/new-password-fields';
import type { PasswordStrength } from '../../components/password/use-password-strength';
import type { NewPasswordValues } from './password-form-rules';

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
  failure: string | null;
  isSaving: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <NewPasswordFields
        passwordField={register('password')}
        confirmField={register('confirmPassword')}
        passwordError={errors.password?.message}
        confirmError={errors.confirmPassword?.message}
        strength={strength}
      />
      <Typography role="alert" color="error" sx={{ fontWeight: 600, '&:empty': { display: 'none' } }}>
        {failure}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>CANCEL</Button>
        <Button type="submit" variant="contained" disabled={strength.checking} loading={isSaving}>
          UPDATE PASSWORD
        </Button>
      </Stack>
    </>
  );
}
