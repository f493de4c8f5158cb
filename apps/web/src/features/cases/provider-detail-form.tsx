import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { CaseRecordType } from '@medivi/domain';
import { useMemo } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { DateField } from '../../components/date-field';
import { PhoneField, ZipField } from '../../components/digits-field';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { UsStateSelect } from '../../components/us-state-select';
import { AccessIssueFields } from './access-issue-fields';
import { caseBodyProblems, memberCaseBodyOf, type ProviderFormValues } from './case-body';
import type { MemberInfoDraft } from './case-draft';

type TextName =
  'physicianName' | 'providerOfficeName' | 'providerStreet' | 'providerCity' | 'additionalComment';

/** A resolver that checks the whole case body with the server's schema (cases spec §5). */
function caseBodyResolver(caseType: CaseRecordType, member: MemberInfoDraft): Resolver<ProviderFormValues> {
  return (values) => {
    const problems = caseBodyProblems(memberCaseBodyOf(caseType, member, values, ''));
    const errors: FieldErrors<ProviderFormValues> = {};
    for (const problem of problems) {
      if (problem.field !== null && errors[problem.field] === undefined) {
        errors[problem.field] = { type: 'rule', message: problem.message };
      }
    }
    return problems.length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}

/**
 * The provider detail form of Call Ahead and Access Issue (cases spec §2, §5 Provider form): the
 * physician (Call Ahead), office, phone, street, city, state and zip, the appointment or scheduled
 * date of service (and time for Call Ahead), the Access Issue part and comments. ADD CASE is
 * enabled when the whole case would be accepted.
 */
export function ProviderDetailForm({
  caseType,
  member,
  initialValues,
  onBack,
  onSubmit,
}: {
  caseType: CaseRecordType;
  member: MemberInfoDraft;
  initialValues: ProviderFormValues;
  onBack: (values: ProviderFormValues) => void;
  onSubmit: (values: ProviderFormValues) => void;
}) {
  const resolver = useMemo(() => caseBodyResolver(caseType, member), [caseType, member]);
  const {
    control,
    register,
    handleSubmit,
    getValues,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ProviderFormValues>({ resolver, mode: 'onTouched', defaultValues: initialValues });
  useWatch({ control });
  const isCallAhead = caseType === 'CallAhead';
  const text = (name: TextName, label: string, required: boolean, multiline = false) => {
    const { ref, ...field } = register(name);
    return (
      <OutlinedTextField
        {...field}
        inputRef={ref}
        label={label}
        required={required}
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
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
      aria-label="Provider information"
      spacing={2}
      onSubmit={(event) => {
        void handleSubmit(onSubmit)(event);
      }}
    >
      {caseType === 'AccessIssue' && <AccessIssueFields control={control} errors={errors} />}
      <Grid container spacing={2}>
        {isCallAhead && <Grid size={12}>{text('physicianName', 'Doctor/Physician Name', true)}</Grid>}
        <Grid size={{ xs: 12, sm: 6 }}>
          {text('providerOfficeName', isCallAhead ? 'Office/Clinic Name' : 'Provider Office Name', true)}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="providerPhone"
            render={({ field }) => (
              <PhoneField
                label="Phone"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                required
                error={errors.providerPhone?.message}
              />
            )}
          />
        </Grid>
        <Grid size={12}>{text('providerStreet', 'Street', true)}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{text('providerCity', 'City', true)}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Controller
            control={control}
            name="providerState"
            render={({ field }) => (
              <UsStateSelect
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                required
                error={errors.providerState?.message}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Controller
            control={control}
            name="providerZip"
            render={({ field }) => (
              <ZipField
                label="Zip Code"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                required
                error={errors.providerZip?.message}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="serviceDate"
            render={({ field }) => (
              <DateField
                label={isCallAhead ? 'Appointment Date (optional)' : 'Scheduled Date of Service'}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                {...(errors.serviceDate?.message === undefined ? {} : { error: errors.serviceDate.message })}
              />
            )}
          />
        </Grid>
        {isCallAhead && (
          <Grid size={{ xs: 12, sm: 6 }}>
            {(() => {
              const { ref, ...field } = register('appointmentTime');
              return (
                <OutlinedTextField
                  {...field}
                  inputRef={ref}
                  type="time"
                  label="Time of Appointment (PST, optional)"
                  fullWidth
                />
              );
            })()}
          </Grid>
        )}
        <Grid size={12}>{text('additionalComment', 'Additional Comments', false, true)}</Grid>
      </Grid>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button
          onClick={() => {
            onBack(getValues());
          }}
        >
          BACK
        </Button>
        <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
          ADD CASE
        </Button>
      </Stack>
    </Stack>
  );
}
