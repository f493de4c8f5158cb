import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { CaseRecordType } from '@medivi/domain';
import type { ReactNode } from 'react';
import { useId, useMemo } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { DateField } from '../../components/date-field';
import { PhoneField, ZipField } from '../../components/digits-field';
import { MissingFieldsHint, missingFieldLabels } from '../../components/missing-fields-hint';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { UsStateSelect } from '../../components/us-state-select';
import { AccessIssueFields } from './access-issue-fields';
import type { CaseBodyProblem } from './case-body';
import type { ProviderFormValues } from './case-draft';
import { providerFieldLabels } from './case-field-labels';
import { HealthPlanFields } from './health-plan-fields';

type TextName =
  'physicianName' | 'providerOfficeName' | 'providerStreet' | 'providerCity' | 'additionalComment';

/** A resolver that checks the whole case body with the server's schema (cases spec §5). */
function caseBodyResolver(
  checkBody: (values: ProviderFormValues) => CaseBodyProblem[],
): Resolver<ProviderFormValues> {
  return (values) => {
    const problems = checkBody(values);
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
 * The provider detail form of Call Ahead, Access Issue and (client) Appeal (cases spec §2, §5
 * Provider form): the physician (Call Ahead, Appeal), office, phone, street, city, state and zip,
 * the appointment or scheduled date of service (none for Appeal) and time (Call Ahead, client
 * Access Issue), the Access Issue part, comments, and for clients the Health Plan Information and,
 * for Appeal, the documents (`documents`). ADD CASE is enabled when `checkBody` finds nothing and
 * `isReady` holds.
 */
export function ProviderDetailForm({
  caseType,
  isClient,
  checkBody,
  initialValues,
  documents,
  isReady = true,
  onBack,
  onSubmit,
}: {
  caseType: CaseRecordType;
  isClient: boolean;
  checkBody: (values: ProviderFormValues) => CaseBodyProblem[];
  initialValues: ProviderFormValues;
  /** The Appeal's document upload, shown before the buttons. */
  documents?: ReactNode;
  /** False while something outside the form (the Appeal's documents) is missing. */
  isReady?: boolean;
  onBack: (values: ProviderFormValues) => void;
  onSubmit: (values: ProviderFormValues) => void;
}) {
  const resolver = useMemo(() => caseBodyResolver(checkBody), [checkBody]);
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ProviderFormValues>({ resolver, mode: 'onTouched', defaultValues: initialValues });
  const values = useWatch({ control });
  const hintId = useId();
  const isCallAhead = caseType === 'CallAhead';
  const isAppeal = caseType === 'Appeal';
  const hasPhysician = isCallAhead || isAppeal;
  const needsOffice = !isAppeal;
  const hasTime = isCallAhead || (isClient && caseType === 'AccessIssue');
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
        {hasPhysician && <Grid size={12}>{text('physicianName', 'Doctor/Physician Name', true)}</Grid>}
        <Grid size={{ xs: 12, sm: 6 }}>
          {text(
            'providerOfficeName',
            hasPhysician ? 'Office/Clinic Name' : 'Provider Office Name',
            needsOffice,
          )}
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
                required={needsOffice}
                error={errors.providerPhone?.message}
              />
            )}
          />
        </Grid>
        <Grid size={12}>{text('providerStreet', 'Street', needsOffice)}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{text('providerCity', 'City', needsOffice)}</Grid>
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
                required={needsOffice}
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
                required={needsOffice}
                error={errors.providerZip?.message}
              />
            )}
          />
        </Grid>
        {!isAppeal && (
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
                  {...(errors.serviceDate?.message === undefined
                    ? {}
                    : { error: errors.serviceDate.message })}
                />
              )}
            />
          </Grid>
        )}
        {hasTime && (
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
      {isClient && (
        <HealthPlanFields
          values={{
            planname: values.planname ?? '',
            groupid: values.groupid ?? '',
            tpaName: values.tpaName ?? '',
          }}
          errors={{
            planname: errors.planname?.message,
            groupid: errors.groupid?.message,
            tpaName: errors.tpaName?.message,
          }}
          onChange={(field, value) => {
            setValue(field, value, { shouldValidate: true, shouldTouch: true });
          }}
        />
      )}
      {documents}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button
          onClick={() => {
            onBack(getValues());
          }}
        >
          BACK
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!isValid || !isReady || isSubmitting}
          aria-describedby={isValid && isReady ? undefined : hintId}
        >
          ADD CASE
        </Button>
      </Stack>
      {!(isValid && isReady) && (
        <MissingFieldsHint
          id={hintId}
          missing={[
            ...missingFieldLabels(
              checkBody({ ...initialValues, ...values }).flatMap((problem) =>
                problem.field === null ? [] : [{ path: [problem.field] }],
              ),
              providerFieldLabels(caseType),
            ),
            ...(isReady ? [] : ['Documents']),
          ]}
        />
      )}
    </Stack>
  );
}
