import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { appealUrgencies, type CaseRecordType } from '@medivi/domain';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { FormRadioChoice } from '../../components/form-fields/form-choice-fields';
import { type GridField, GridFields } from '../../components/form-fields/grid-fields';
import { missingFieldLabels } from '../../components/missing-fields-hint';
import { useLingui, type Translate } from '../../lib/i18n/i18n';
import { AccessIssueFields } from './access-issue-fields';
import type { CaseBodyProblem } from './case-body';
import type { ProviderFormValues } from './case-draft';
import { providerFieldLabels } from './case-field-labels';
import { fieldMessageText } from './case-texts';
import { HealthPlanFields } from './health-plan-fields';
import { StepActions } from './step-actions';

/**
 * The provider fields of a case type in form order (cases spec §2 Provider form): the physician
 * (Call Ahead, Appeal), the office and its address (required but for Appeal), the appointment or
 * scheduled date of service (none for Appeal), the time (Call Ahead, client Access Issue) and the
 * comments, labelled through `_`.
 */
function providerFieldsOf(
  caseType: CaseRecordType,
  isClient: boolean,
  _: Translate,
): readonly GridField<ProviderFormValues>[] {
  const isCallAhead = caseType === 'CallAhead';
  const isAppeal = caseType === 'Appeal';
  const hasPhysician = isCallAhead || isAppeal;
  const required = !isAppeal;
  const hasTime = isCallAhead || (isClient && caseType === 'AccessIssue');
  return [
    ...(hasPhysician
      ? [
          {
            name: 'physicianName',
            label: _('cases.provider.physicianName'),
            required: true,
            width: 12,
          } as const,
        ]
      : []),
    {
      name: 'providerOfficeName',
      label: _(hasPhysician ? 'cases.provider.officeClinicName' : 'cases.provider.officeName'),
      required,
    },
    { name: 'providerPhone', label: _('cases.field.phone'), kind: 'phone', required },
    { name: 'providerStreet', label: _('cases.provider.street'), required, width: 12 },
    { name: 'providerCity', label: _('cases.field.city'), required, width: 4 },
    { name: 'providerState', label: _('cases.field.state'), kind: 'state', required, width: 4 },
    { name: 'providerZip', label: _('cases.provider.zipCode'), kind: 'zip', required, width: 4 },
    ...(isAppeal
      ? []
      : [
          {
            name: 'serviceDate',
            label: _(isCallAhead ? 'cases.provider.appointmentDateOptional' : 'cases.provider.scheduledDate'),
            kind: 'date',
          } as const,
        ]),
    ...(hasTime
      ? [
          {
            name: 'appointmentTime',
            label: _('cases.provider.appointmentTimeOptional'),
            kind: 'time',
          } as const,
        ]
      : []),
    { name: 'additionalComment', label: _('cases.provider.comments'), kind: 'multiline', width: 12 },
  ];
}

/**
 * A resolver that checks the whole case body with the server's schema (cases spec §5), its
 * messages worded in the portal's language through `_`.
 */
function caseBodyResolver(
  checkBody: (values: ProviderFormValues) => CaseBodyProblem[],
  _: Translate,
): Resolver<ProviderFormValues> {
  return (values) => {
    const problems = checkBody(values);
    const errors: FieldErrors<ProviderFormValues> = {};
    for (const problem of problems) {
      if (problem.field !== null && errors[problem.field] === undefined) {
        errors[problem.field] = { type: 'rule', message: fieldMessageText(problem.message, _) };
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
  const { _ } = useLingui();
  const resolver = useMemo(() => caseBodyResolver(checkBody, _), [checkBody, _]);
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ProviderFormValues>({ resolver, mode: 'onTouched', defaultValues: initialValues });
  const values = useWatch({ control });
  return (
    <Stack
      component="form"
      noValidate
      aria-label={_('cases.provider.form')}
      spacing={2}
      onSubmit={(event) => {
        void handleSubmit(onSubmit)(event);
      }}
    >
      {caseType === 'AccessIssue' && (
        <AccessIssueFields
          control={control}
          onOtherUnticked={() => {
            setValue('otherReason', '', { shouldValidate: true });
          }}
        />
      )}
      {caseType === 'Appeal' && (
        <FormRadioChoice
          control={control}
          name="appealUrgency"
          label={_('cases.provider.appealUrgency')}
          options={appealUrgencies.map((value) => ({ value, label: _(`cases.appealUrgency.${value}`) }))}
        />
      )}
      <Grid container spacing={2}>
        <GridFields control={control} fields={providerFieldsOf(caseType, isClient, _)} />
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
      <StepActions
        submitLabel={_('cases.actions.addCase')}
        canSubmit={isValid && isReady}
        isBusy={isSubmitting}
        missing={() => [
          ...missingFieldLabels(
            checkBody({ ...initialValues, ...values }).flatMap((problem) =>
              problem.field === null ? [] : [{ path: [problem.field] }],
            ),
            providerFieldLabels(caseType, _),
          ),
          ...(isReady ? [] : [_('cases.provider.documents')]),
        ]}
        onBack={() => {
          onBack(getValues());
        }}
      />
    </Stack>
  );
}
