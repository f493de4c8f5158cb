import { accessIssueReasons, accessIssueTypes, otherAccessIssueReason } from '@medivi/domain';
import { type Control, useWatch } from 'react-hook-form';
import { FormCheckboxGroup, FormRadioChoice } from '../../components/form-fields/form-choice-fields';
import { FormTextField } from '../../components/form-fields/form-text-field';
import type { ProviderFormValues } from './case-draft';

const typeOptions = accessIssueTypes.map((type) => ({ value: type.value, label: type.memberLabel }));
const seenForOptions = [
  { value: 'general', label: 'General Care' },
  { value: 'specific', label: 'Specific reason' },
];
const reasonOptions = [...accessIssueReasons, otherAccessIssueReason].map((reason) => ({
  value: reason,
  label: reason,
}));

/**
 * The Access Issue part of the provider form (cases spec §2): type of access issue, what the
 * patient is being seen for (General Care or a specific reason) and the reasons, with 'Other' and
 * its free text. Unticking 'Other' clears its text (`onOtherUnticked`).
 */
export function AccessIssueFields({
  control,
  onOtherUnticked,
}: {
  control: Control<ProviderFormValues>;
  onOtherUnticked: () => void;
}) {
  const seenFor = useWatch({ control, name: 'seenFor' });
  const reasons = useWatch({ control, name: 'reasons' });
  return (
    <>
      <FormRadioChoice
        control={control}
        name="typeOfAccessIssue"
        label="Type of Access Issue"
        options={typeOptions}
      />
      <FormRadioChoice
        control={control}
        name="seenFor"
        label="What is the patient being seen for?"
        options={seenForOptions}
      />
      {seenFor === 'specific' && (
        <FormTextField
          control={control}
          name="specificReason"
          label="Specific reason (surgery type or diagnosis)"
          multiline
          minRows={2}
          required
        />
      )}
      <FormCheckboxGroup
        control={control}
        name="reasons"
        label="Reason for the access issue"
        required
        options={reasonOptions}
        onToggled={(reason, checked) => {
          if (reason === otherAccessIssueReason && !checked) onOtherUnticked();
        }}
      />
      {reasons.includes(otherAccessIssueReason) && (
        <FormTextField control={control} name="otherReason" label="Other reason" required />
      )}
    </>
  );
}
