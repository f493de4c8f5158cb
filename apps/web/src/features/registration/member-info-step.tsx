import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormDateField } from '../../components/form-fields/form-date-field';
import { FormTextField } from '../../components/form-fields/form-text-field';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { MemberInfoValues } from './registration-form';

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
  const resolver = useMemo(
    () => lazyResolver(async () => (await import('./registration-form')).memberInfoResolver(today)),
    [today],
  );
  const { control, handleSubmit } = useForm<MemberInfoValues>({
    resolver,
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
        <FormTextField
          key={name}
          control={control}
          name={name}
          label={label}
          autoComplete={autoComplete}
          required
          letterCase="upper"
        />
      ))}
      <FormDateField control={control} name="dateOfBirth" label="Date of Birth" required today={today} />
      <FormTextField control={control} name="zip" label="Zip Code" autoComplete="postal-code" required />
      <Button type="submit" variant="contained" size="large" loading={isBusy} fullWidth>
        NEXT
      </Button>
    </Stack>
  );
}
