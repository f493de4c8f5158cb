import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { DateField } from '../../components/date-field';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { memberInfoResolver, type MemberInfoValues } from './registration-form';

/** The text fields of page 1, in order, with their labels and autocomplete hints. */
const textFields = [
  { name: 'memberID', label: 'Member ID', autoComplete: 'off' },
  { name: 'groupID', label: 'Group ID', autoComplete: 'off' },
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
] as const;

/**
 * Registration page 1, member info (accounts spec §2 screen 4, §5): member ID, group ID, first
 * and last name (uppercased as typed), date of birth (`DateField`), zip (digits). NEXT submits
 * the checked values.
 */
export function MemberInfoStep({
  defaultValues,
  today,
  isBusy,
  onNext,
}: {
  defaultValues: MemberInfoValues;
  today: Date;
  isBusy: boolean;
  onNext: (values: MemberInfoValues) => void;
}) {
  const { control, handleSubmit } = useForm<MemberInfoValues>({
    resolver: memberInfoResolver(today),
    defaultValues,
  });
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Member information"
      spacing={2}
      onSubmit={(event) => {
        void handleSubmit(onNext)(event);
      }}
    >
      {textFields.map(({ name, label, autoComplete }) => (
        <Controller
          key={name}
          name={name}
          control={control}
          render={({ field, fieldState }) => (
            <OutlinedTextField
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.value.toUpperCase());
              }}
              label={label}
              autoComplete={autoComplete}
              required
              fullWidth
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message}
            />
          )}
        />
      ))}
      <Controller
        name="dateOfBirth"
        control={control}
        render={({ field, fieldState }) => (
          <DateField
            label="Date of Birth"
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            required
            today={today}
            {...(fieldState.error?.message === undefined ? {} : { error: fieldState.error.message })}
          />
        )}
      />
      <Controller
        name="zip"
        control={control}
        render={({ field, fieldState }) => (
          <OutlinedTextField
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={field.onChange}
            label="Zip Code"
            autoComplete="postal-code"
            required
            fullWidth
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" loading={isBusy} fullWidth>
        NEXT
      </Button>
    </Stack>
  );
}
