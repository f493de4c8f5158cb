import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormDateField } from '../../components/form-fields/form-date-field';
import { FormTextField } from '../../components/form-fields/form-text-field';
import { wordedFieldResolver } from '../../components/password/field-problems';
import { useLingui } from '../../lib/i18n/i18n';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { MemberInfoValues } from './registration-form';

/** The text fields of page 1, in order, with their labels' catalogue ids and autocomplete hints. */
const textFields = [
  { name: 'memberID', labelId: 'registration.memberId', autoComplete: 'off' },
  { name: 'groupID', labelId: 'registration.groupId', autoComplete: 'off' },
  { name: 'firstName', labelId: 'registration.firstName', autoComplete: 'given-name' },
  { name: 'lastName', labelId: 'registration.lastName', autoComplete: 'family-name' },
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
  const { _ } = useLingui();
  const resolver = useMemo(
    () =>
      wordedFieldResolver(
        lazyResolver(async () => (await import('./registration-form')).memberInfoResolver(today)),
        _,
      ),
    [today, _],
  );
  const { control, handleSubmit } = useForm<MemberInfoValues>({
    resolver,
    defaultValues,
  });
  return (
    <Stack
      component="form"
      noValidate
      aria-label={_('registration.step.memberInfo')}
      spacing={2}
      onSubmit={(event) => {
        void handleSubmit(onNext)(event);
      }}
    >
      {textFields.map(({ name, labelId, autoComplete }) => (
        <FormTextField
          key={name}
          control={control}
          name={name}
          label={_(labelId)}
          autoComplete={autoComplete}
          required
          letterCase="upper"
        />
      ))}
      <FormDateField
        control={control}
        name="dateOfBirth"
        label={_('registration.dateOfBirth')}
        required
        today={today}
      />
      <FormTextField
        control={control}
        name="zip"
        label={_('registration.zip')}
        autoComplete="postal-code"
        required
      />
      <Button type="submit" variant="contained" size="large" loading={isBusy} fullWidth>
        {_('registration.next')}
      </Button>
    </Stack>
  );
}
