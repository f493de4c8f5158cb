import { hasOwnEntry } from '@medivi/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormDateField } from '../../components/form-fields/form-date-field';
import { FormTextField } from '../../components/form-fields/form-text-field';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { MemberFormOutput } from './member-form-schema';
import { emptyMemberForm, type MemberFormKind, type MemberFormValues } from './member-form-values';

/** The text fields in form order, with their labels (accounts spec §2 screens 13–14). */
const textFields: readonly { name: Exclude<keyof MemberFormValues, 'dateOfBirth' | 'zip'>; label: string }[] =
  [
    { name: 'memberID', label: 'Member ID' },
    { name: 'groupID', label: 'Group ID' },
    { name: 'firstName', label: 'First Name' },
    { name: 'lastName', label: 'Last Name' },
  ];

export interface MemberFormProps {
  kind: MemberFormKind;
  /** Id of the heading that names the form. */
  labelledBy: string;
  submitLabel: string;
  isSubmitting: boolean;
  /**
   * Sends the body; resolves to the server's field messages when it refused some fields, so they
   * show under those fields.
   */
  onSubmit: (values: MemberFormOutput) => Promise<Record<string, string> | undefined>;
  onCancel: () => void;
  /** "Today" for the date rules; tests pass a fixed day. */
  today?: Date;
}

/**
 * The six-field member form of Add Plan and Dependent Information (accounts spec §2 screens
 * 13–14, §5): Member ID, Group ID, First Name, Last Name, Date of Birth, Zip Code, uppercased as
 * typed, checked with the form's rules once a field is left, CANCEL and the submit button.
 */
export function MemberForm({
  kind,
  labelledBy,
  submitLabel,
  isSubmitting,
  onSubmit,
  onCancel,
  today,
}: MemberFormProps) {
  const resolver = useMemo(
    () =>
      lazyResolver(async () =>
        (await import('./member-form-schema')).memberFormResolver(kind, today ?? new Date()),
      ),
    [kind, today],
  );
  const { control, handleSubmit, setError } = useForm<MemberFormValues, unknown, MemberFormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: emptyMemberForm,
  });

  const submit = handleSubmit(async (values) => {
    const fieldErrors = await onSubmit(values);
    for (const [name, message] of Object.entries(fieldErrors ?? {})) {
      if (hasOwnEntry(emptyMemberForm, name)) setError(name, { message });
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      aria-labelledby={labelledBy}
      spacing={2}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      {textFields.map(({ name, label }) => (
        <FormTextField key={name} control={control} name={name} label={label} required letterCase="upper" />
      ))}
      <FormDateField control={control} name="dateOfBirth" label="Date of Birth" required today={today} />
      <FormTextField control={control} name="zip" label="Zip Code" required />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={isSubmitting}>
          CANCEL
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
