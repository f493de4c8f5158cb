import { hasOwnEntry } from '@medivi/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormDateField } from '../../components/form-fields/form-date-field';
import { FormTextField } from '../../components/form-fields/form-text-field';
import { useLingui } from '../../lib/i18n/i18n';
import { lazyResolver } from '../../lib/lazy-resolver';
import { wordedResolver } from '../../lib/i18n/worded-resolver';
import { memberFormMessageText } from './member-form-texts';
import type { MemberFormOutput } from './member-form-schema';
import { emptyMemberForm, type MemberFormKind, type MemberFormValues } from './member-form-values';

/** The text fields in form order, with their labels' catalogue ids (accounts spec §2 screens 13–14). */
const textFields = [
  { name: 'memberID', labelId: 'accounts.memberForm.memberId' },
  { name: 'groupID', labelId: 'accounts.memberForm.groupId' },
  { name: 'firstName', labelId: 'accounts.memberForm.firstName' },
  { name: 'lastName', labelId: 'accounts.memberForm.lastName' },
] as const satisfies readonly {
  name: Exclude<keyof MemberFormValues, 'dateOfBirth' | 'zip'>;
  labelId: string;
}[];

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
  const { _ } = useLingui();
  // The rules' messages are the spec's English: worded in the portal's language here.
  const resolver = useMemo(
    () =>
      wordedResolver(
        lazyResolver(async () =>
          (await import('./member-form-schema')).memberFormResolver(kind, today ?? new Date()),
        ),
        (message) => memberFormMessageText(message, _),
      ),
    [kind, today, _],
  );
  const { control, handleSubmit, setError } = useForm<MemberFormValues, unknown, MemberFormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: emptyMemberForm,
  });

  const submit = handleSubmit(async (values) => {
    const fieldErrors = await onSubmit(values);
    for (const [name, message] of Object.entries(fieldErrors ?? {})) {
      if (hasOwnEntry(emptyMemberForm, name)) setError(name, { message: memberFormMessageText(message, _) });
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
      {textFields.map(({ name, labelId }) => (
        <FormTextField
          key={name}
          control={control}
          name={name}
          label={_(labelId)}
          required
          letterCase="upper"
        />
      ))}
      <FormDateField
        control={control}
        name="dateOfBirth"
        label={_('accounts.memberForm.dateOfBirth')}
        required
        today={today}
      />
      <FormTextField control={control} name="zip" label={_('accounts.memberForm.zip')} required />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={isSubmitting}>
          {_('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
