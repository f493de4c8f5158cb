import { accessIssueReasons, accessIssueTypes, otherAccessIssueReason } from '@medivi/domain';
import { useMemo } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { FormCheckboxGroup, FormRadioChoice } from '../../components/form-fields/form-choice-fields';
import { FormTextField } from '../../components/form-fields/form-text-field';
import { useLingui } from '../../lib/i18n/i18n';
import type { ProviderFormValues } from './case-draft';
import { accessIssueReasonText } from './case-texts';

/** The catalogue ids of the access-issue types' member labels (cases spec §2). */
const typeLabelIds: Readonly<Record<(typeof accessIssueTypes)[number]['value'], string>> = {
  Facility: 'cases.accessIssue.type.Facility',
  Physician: 'cases.accessIssue.type.Physician',
  'Professional - Physician Unknown': 'cases.accessIssue.type.Both',
};

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
  const { _ } = useLingui();
  const { typeOptions, seenForOptions, reasonOptions } = useMemo(
    () => ({
      typeOptions: accessIssueTypes.map((type) => ({
        value: type.value,
        label: _(typeLabelIds[type.value]),
      })),
      seenForOptions: [
        { value: 'general', label: _('cases.accessIssue.general') },
        { value: 'specific', label: _('cases.accessIssue.specific') },
      ],
      // The values sent stay the spec's English words; only the labels follow the language.
      reasonOptions: [...accessIssueReasons, otherAccessIssueReason].map((reason) => ({
        value: reason,
        label: accessIssueReasonText(reason, _),
      })),
    }),
    [_],
  );
  const seenFor = useWatch({ control, name: 'seenFor' });
  const reasons = useWatch({ control, name: 'reasons' });
  return (
    <>
      <FormRadioChoice
        control={control}
        name="typeOfAccessIssue"
        label={_('cases.accessIssue.type')}
        options={typeOptions}
      />
      <FormRadioChoice
        control={control}
        name="seenFor"
        label={_('cases.accessIssue.seenFor')}
        options={seenForOptions}
      />
      {seenFor === 'specific' && (
        <FormTextField
          control={control}
          name="specificReason"
          label={_('cases.accessIssue.specificReason')}
          multiline
          minRows={2}
          required
        />
      )}
      <FormCheckboxGroup
        control={control}
        name="reasons"
        label={_('cases.accessIssue.reasons')}
        required
        options={reasonOptions}
        onToggled={(reason, checked) => {
          if (reason === otherAccessIssueReason && !checked) onOtherUnticked();
        }}
      />
      {reasons.includes(otherAccessIssueReason) && (
        <FormTextField
          control={control}
          name="otherReason"
          label={_('cases.accessIssue.otherReason')}
          required
        />
      )}
    </>
  );
}
