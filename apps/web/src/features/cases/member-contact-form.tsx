import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CaseRecordType, DependentMember, MemberDetail } from '@medivi/domain';
import { useId, useMemo, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { PhoneField, ZipField } from '../../components/digits-field';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { MissingFieldsHint, missingFieldLabels } from '../../components/missing-fields-hint';
import { UsStateSelect } from '../../components/us-state-select';
import type { AppointmentFor, CaseDraft, MemberInfoDraft } from './case-draft';
import { contactFieldLabels } from './case-field-labels';
import {
  dependentPatientFields,
  initialContactValues,
  type MemberContactOutput,
  memberContactSchema,
  type MemberContactValues,
  type OwnRecordPatient,
  selfPatientFields,
} from './member-detail-rules';
import { ReadOnlyPatientFields } from './read-only-fields';

/** A required radio group with a visible label. */
export function RadioChoice<T extends string>({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: T | '';
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const labelId = useId();
  return (
    <FormControl required>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        name={name}
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => {
          onChange(event.target.value as T);
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

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
  held,
  onBack,
  onNext,
}: MemberContactFormProps) {
  const [appointmentFor, setAppointmentFor] = useState<AppointmentFor>(held?.appointmentFor ?? 'myself');
  const [dependentId, setDependentId] = useState(held?.providerOption ?? '');
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
    register,
    handleSubmit,
    formState: { errors, isValid },
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
  const hintId = useId();
  const submit = handleSubmit((values) => {
    if (patient === null) return;
    onNext({ ...patient, ...values }, appointmentFor, appointmentFor === 'dependent' ? dependentId : '');
  });
  const text = (name: 'email' | 'address' | 'city', label: string, autoComplete: string) => {
    const { ref, ...field } = register(name);
    return (
      <OutlinedTextField
        {...field}
        inputRef={ref}
        label={label}
        autoComplete={autoComplete}
        required={name === 'email'}
        fullWidth
        error={errors[name] !== undefined}
        helperText={errors[name]?.message}
      />
    );
  };

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
      {canChooseDependent && (
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
      {appointmentFor === 'dependent' && (
        <TextField
          select
          label="Dependent"
          required
          value={dependentId}
          onChange={(event) => {
            setDependentId(event.target.value);
          }}
          slotProps={{ select: { native: true } }}
          helperText={dependents.length === 0 ? 'No dependents on your account yet.' : undefined}
        >
          <option value="">Select a dependent</option>
          {dependents.map((candidate) => (
            <option key={candidate.sixDegPatientID} value={candidate.sixDegPatientID}>
              {`${candidate.firstName} ${candidate.lastName}`}
            </option>
          ))}
        </TextField>
      )}
      {caseType === 'AccessIssue' && (
        <Controller
          control={control}
          name="newPatient"
          render={({ field }) => (
            <RadioChoice
              label="Patient Type (with provider)"
              name={field.name}
              value={field.value}
              options={[
                { value: 'new', label: 'New Patient' },
                { value: 'existing', label: 'Existing Patient' },
              ]}
              onChange={field.onChange}
            />
          )}
        />
      )}
      {ownRecord !== null && (
        <Typography variant="body2">This case is filed for you, on your own member record.</Typography>
      )}
      {patient !== null && <ReadOnlyPatientFields patient={patient} hideEmpty={ownRecord !== null} />}
      <Controller
        control={control}
        name="preferredMethodOfContact"
        render={({ field }) => (
          <RadioChoice
            label="Preferred Method of Contact"
            name={field.name}
            value={field.value}
            options={[
              { value: 'Phone', label: 'Phone' },
              { value: 'Email', label: 'Email' },
            ]}
            onChange={field.onChange}
          />
        )}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <PhoneField
                label="Phone"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                required
                error={errors.phone?.message}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('email', 'Email', 'email')}</Grid>
        <Grid size={12}>{text('address', 'Address', 'street-address')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Controller
            control={control}
            name="state"
            render={({ field }) => (
              <UsStateSelect
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{text('city', 'City', 'address-level2')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Controller
            control={control}
            name="zip"
            render={({ field }) => (
              <ZipField
                label="Zip"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                required
                error={errors.zip?.message}
              />
            )}
          />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onBack}>BACK</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!canContinue}
          aria-describedby={canContinue ? undefined : hintId}
        >
          NEXT
        </Button>
      </Stack>
      {!canContinue && <MissingFieldsHint id={hintId} missing={missing} />}
    </Stack>
  );
}
