import { type Control, Controller } from 'react-hook-form';
import { DateField } from '../../components/date-field';
import type { MemberFormValues } from './member-form-schema';

/** The Date of Birth field of the member forms, bound to the form (accounts spec §5 Date entry). */
export function MemberDateField({
  control,
  error,
  today,
}: {
  control: Control<MemberFormValues>;
  error: string | undefined;
  today: Date | undefined;
}) {
  return (
    <Controller
      control={control}
      name="dateOfBirth"
      render={({ field }) => (
        <DateField
          label="Date of Birth"
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          required
          error={error}
          {...(today === undefined ? {} : { today })}
        />
      )}
    />
  );
}
