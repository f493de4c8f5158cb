import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CaseRecordType, DependentMember, MemberDetail } from '@medivi/domain';
import { useMemo, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { FormRadioChoice, RadioChoice } from '../../components/form-fields/form-choice-fields';
import { missingFieldLabels } from '../../components/missing-fields-hint';
import { NativeSelectField } from '../../components/native-select-field';
import { useLingui } from '../../lib/i18n/i18n';
import type { PatientChoice } from './case-claim';
import type { AppointmentFor, CaseDraft, MemberInfoDraft } from './case-draft';
import { contactFieldLabels, contactMethodOptions, patientTypeOptions } from './case-field-labels';
import {
  dependentPatientFields,
  initialContactValues,
  type MemberContactOutput,
  type MemberContactValues,
  type OwnRecordPatient,
  selfPatientFields,
} from './member-detail-rules';
import { ContactFields } from './contact-fields';
import { wordedResolver } from '../../lib/i18n/worded-resolver';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useLoaded } from '../../lib/use-loaded';
import { fieldMessageText } from './case-texts';
import { ReadOnlyPatientFields } from './read-only-fields';
import { StepActions } from './step-actions';

/** The form's zod checks, loaded after its first render so that zod stays off the page's first load. */
const loadChecks = () => import('./member-contact-checks');

export interface MemberContactFormProps {
  caseType: CaseRecordType;
  detail: MemberDetail | undefined;
  dependents: readonly DependentMember[];
  canChooseDependent: boolean;
  /**
   * Set for a 'Limited Access' member: Myself only, without a patient link; the server files on
   * his own record (docs/decisions/0069).
   */
  ownRecord?: OwnRecordPatient | null;
  /**
   * The patient of the claim a Balance Bill is filed from (docs/decisions/0114): chosen for him,
   * without the Myself or Dependent choice.
   */
  fixedPatient?: PatientChoice | null;
  /** The draft of the same case type, when coming back to this step. */
  held: CaseDraft | null;
  onBack: () => void;
  onNext: (memberInfo: MemberInfoDraft, appointmentFor: AppointmentFor, dependentId: string) => void;
}

/**
 * The member-mode first form (cases spec §2, §5): Myself or Dependent, the Access Issue patient
 * type, read-only member fields and the contact fields. NEXT is disabled until the contact rules
 * hold and the patient is known (or, for 'Limited Access', is the member himself).
 */
export function MemberContactForm({
  caseType,
  detail,
  dependents,
  canChooseDependent,
  ownRecord = null,
  fixedPatient = null,
  held,
  onBack,
  onNext,
}: MemberContactFormProps) {
  const { _ } = useLingui();
  const [appointmentFor, setAppointmentFor] = useState<AppointmentFor>(
    fixedPatient?.appointmentFor ?? held?.appointmentFor ?? 'myself',
  );
  const [dependentId, setDependentId] = useState(fixedPatient?.dependentId ?? held?.providerOption ?? '');
  const canChoose = canChooseDependent && fixedPatient === null;
  // The form holds '' for an unchosen radio, which the schema refuses; hence the wider input type.
  // The schema's messages are the spec's English: they are worded in the portal's language here.
  const resolver = useMemo((): Resolver<MemberContactValues, unknown, MemberContactOutput> => {
    const check = lazyResolver(async () => (await loadChecks()).memberContactResolver(caseType));
    return wordedResolver(check, (message) => fieldMessageText(message, _));
  }, [caseType, _]);
  const checks = useLoaded(loadChecks);
  const {
    control,
    handleSubmit,
    formState: { isValid },
  } = useForm<MemberContactValues, unknown, MemberContactOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: initialContactValues(detail, held?.memberInfo ?? null, ownRecord?.email),
  });
  const dependent = dependents.find((candidate) => candidate.sixDegPatientID === dependentId);
  const patient =
    appointmentFor === 'dependent'
      ? dependent === undefined
        ? null
        : dependentPatientFields(dependent, detail)
      : (ownRecord?.patient ?? selfPatientFields(detail));
  const canContinue = isValid && patient !== null && (patient.sixDegPatientID !== '' || ownRecord !== null);
  const values = useWatch({ control });
  const missing = [
    ...(patient === null ? [_('cases.member.dependent')] : []),
    ...missingFieldLabels(checks?.memberContactIssues(caseType, values) ?? [], contactFieldLabels(_)),
  ];
  const submit = handleSubmit((values) => {
    if (patient === null) return;
    onNext({ ...patient, ...values }, appointmentFor, appointmentFor === 'dependent' ? dependentId : '');
  });
  return (
    <Stack
      component="form"
      noValidate
      aria-label={_('cases.member.form')}
      spacing={2}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      {canChoose && (
        <RadioChoice
          label={_('cases.member.whoFor')}
          name="appointmentFor"
          value={appointmentFor}
          options={[
            { value: 'myself', label: _('cases.member.myself') },
            { value: 'dependent', label: _('cases.member.dependent') },
          ]}
          onChange={setAppointmentFor}
        />
      )}
      {appointmentFor === 'dependent' && canChoose && (
        <NativeSelectField
          label={_('cases.member.dependent')}
          required
          value={dependentId}
          onChange={setDependentId}
          options={dependents.map((candidate) => ({
            value: candidate.sixDegPatientID,
            label: `${candidate.firstName} ${candidate.lastName}`,
          }))}
          emptyLabel={_('cases.member.selectDependent')}
          helperText={dependents.length === 0 ? _('cases.member.noDependents') : undefined}
        />
      )}
      {caseType === 'AccessIssue' && (
        <FormRadioChoice
          control={control}
          name="newPatient"
          label={_('cases.member.patientType')}
          options={patientTypeOptions(_)}
        />
      )}
      {ownRecord !== null && <Typography variant="body2">{_('cases.member.ownRecord')}</Typography>}
      {patient !== null && <ReadOnlyPatientFields patient={patient} hideEmpty={ownRecord !== null} />}
      <FormRadioChoice
        control={control}
        name="preferredMethodOfContact"
        label={_('cases.member.preferredContact')}
        options={contactMethodOptions(_)}
      />
      <ContactFields control={control} addressRequired={false} />
      <StepActions
        submitLabel={_('cases.actions.next')}
        canSubmit={canContinue}
        missing={() => missing}
        onBack={onBack}
      />
    </Stack>
  );
}
