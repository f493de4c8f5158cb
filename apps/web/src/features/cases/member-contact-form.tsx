import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CaseRecordType, DependentMember, MemberDetail } from '@medivi/domain';
import { useMemo, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { FormRadioChoice, RadioChoice } from '../../components/form-fields/form-choice-fields';
import { missingFieldLabels } from '../../components/missing-fields-hint';
import { NativeSelectField } from '../../components/native-select-field';
import type { PatientChoice } from './case-claim';
import type { AppointmentFor, CaseDraft, MemberInfoDraft } from './case-draft';
import { contactFieldLabels, contactMethodOptions, patientTypeOptions } from './case-field-labels';
import {
  dependentPatientFields,
  initialContactValues,
  type MemberContactOutput,
  memberContactSchema,
  type MemberContactValues,
  type OwnRecordPatient,
  selfPatientFields,
} from './member-detail-rules';
import { ContactFields } from './contact-fields';
import { ReadOnlyPatientFields } from './read-only-fields';
import { StepActions } from './step-actions';

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
  const [appointmentFor, setAppointmentFor] = useState<AppointmentFor>(
    fixedPatient?.appointmentFor ?? held?.appointmentFor ?? 'myself',
  );
  const [dependentId, setDependentId] = useState(fixedPatient?.dependentId ?? held?.providerOption ?? '');
  const canChoose = canChooseDependent && fixedPatient === null;
  // The form holds '' for an unchosen radio, which the schema refuses; hence the wider input type.
  const resolver = useMemo(
    () =>
      zodResolver(memberContactSchema(caseType)) as unknown as Resolver<
        MemberContactValues,
        unknown,
        MemberContactOutput
      >,
    [caseType],
  );
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
  const schema = useMemo(() => memberContactSchema(caseType), [caseType]);
  const missing = [
    ...(patient === null ? ['Dependent'] : []),
    ...missingFieldLabels(schema.safeParse(values).error?.issues ?? [], contactFieldLabels),
  ];
  const submit = handleSubmit((values) => {
    if (patient === null) return;
    onNext({ ...patient, ...values }, appointmentFor, appointmentFor === 'dependent' ? dependentId : '');
  });
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Member information"
      spacing={2}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      {canChoose && (
        <RadioChoice
          label="Who is this case for?"
          name="appointmentFor"
          value={appointmentFor}
          options={[
            { value: 'myself', label: 'Myself' },
            { value: 'dependent', label: 'Dependent' },
          ]}
          onChange={setAppointmentFor}
        />
      )}
      {appointmentFor === 'dependent' && canChoose && (
        <NativeSelectField
          label="Dependent"
          required
          value={dependentId}
          onChange={setDependentId}
          options={dependents.map((candidate) => ({
            value: candidate.sixDegPatientID,
            label: `${candidate.firstName} ${candidate.lastName}`,
          }))}
          emptyLabel="Select a dependent"
          helperText={dependents.length === 0 ? 'No dependents on your account yet.' : undefined}
        />
      )}
      {caseType === 'AccessIssue' && (
        <FormRadioChoice
          control={control}
          name="newPatient"
          label="Patient Type (with provider)"
          options={patientTypeOptions}
        />
      )}
      {ownRecord !== null && (
        <Typography variant="body2">This case is filed for you, on your own member record.</Typography>
      )}
      {patient !== null && <ReadOnlyPatientFields patient={patient} hideEmpty={ownRecord !== null} />}
      <FormRadioChoice
        control={control}
        name="preferredMethodOfContact"
        label="Preferred Method of Contact"
        options={contactMethodOptions}
      />
      <ContactFields control={control} addressRequired={false} />
      <StepActions submitLabel="NEXT" canSubmit={canContinue} missing={() => missing} onBack={onBack} />
    </Stack>
  );
}
