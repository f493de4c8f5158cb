import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  messages,
  type PlanTransparencyIdentifiersReply,
  transparencyIdentifierFieldLabels as labels,
  type TransparencyIdentifiersBody,
} from '@medivi/domain';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormRadioChoice } from '../../components/form-fields/form-choice-fields';
import { FormTextField } from '../../components/form-fields/form-text-field';
import { errorMessageOf } from '../../lib/api';
import { setServerFieldErrors } from '../../lib/field-errors';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useSetPlanTransparencyIdentifiersMutation } from './plan-identifiers-api';

/** The form's values: text as typed, '' for a choice not made and a name not given. */
export interface IdentifiersFormValues {
  planIdType: '' | 'ein' | 'hios';
  planId: string;
  planSponsorName: string;
  issuerName: string;
  planMarketType: '' | 'group' | 'individual';
}

const fieldNames = new Set<string>(Object.keys(labels));

const idTypeOptions = [
  { value: 'ein', label: 'EIN' },
  { value: 'hios', label: 'HIOS' },
];
const marketOptions = [
  { value: 'group', label: 'Group' },
  { value: 'individual', label: 'Individual' },
];

/** The form's checks; the schema and zod load on the first check. */
const identifiersResolver = lazyResolver(
  async () => (await import('./plan-identifiers-resolver')).identifiersResolver,
);

/** What the plan id field says under it, by the type chosen. */
const planIdHelp: Readonly<Record<IdentifiersFormValues['planIdType'], string>> = {
  '': 'Choose the plan id type first.',
  ein: "The plan sponsor's Employer Identification Number: nine digits, as 12-3456789.",
  hios: 'The 10-character HIOS product id, as 12345OH001, or, without one, the 5-digit issuer id.',
};

/** The stored identifiers as the form holds them. */
export function formValuesOf(plan: PlanTransparencyIdentifiersReply): IdentifiersFormValues {
  const { identifiers } = plan;
  return {
    planIdType: identifiers.planIdType ?? '',
    planId: identifiers.planId ?? '',
    planSponsorName: identifiers.planSponsorName ?? '',
    issuerName: identifiers.issuerName ?? '',
    planMarketType: identifiers.planMarketType ?? '',
  };
}

/** What the form says after a save: the server's message, or why it was refused. */
type Outcome = { kind: 'saved'; message: string } | { kind: 'refused'; message: string } | null;

/**
 * One plan's Transparency in Coverage identifiers (issue 34; docs/decisions/0116): the plan id
 * type and id, the sponsor's and issuer's names and the market type, checked with the domain's
 * rules before they are sent; Save stores them all together, Undo changes puts the stored ones
 * back. The server's field messages show on their fields; another refusal shows above the form.
 */
export function PlanIdentifiersForm({ plan }: { plan: PlanTransparencyIdentifiersReply }) {
  const headingId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [save, { isLoading }] = useSetPlanTransparencyIdentifiersMutation();
  const { control, handleSubmit, reset, setError, trigger, formState } = useForm<IdentifiersFormValues>({
    resolver: identifiersResolver,
    mode: 'onTouched',
    defaultValues: formValuesOf(plan),
  });
  const idType = useWatch({ control, name: 'planIdType' });

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    // What the resolver passed on is the schema's output, the body (zodResolver gives the parsed
    // values); the kit's fields type the form by its input values only.
    const checked = values as unknown as TransparencyIdentifiersBody;
    const sponsor = checked.planSponsorName ?? '';
    const body = { ...checked, planSponsorName: sponsor === '' ? null : sponsor };
    const result = await save({ planId: plan.planId, body });
    if (result.error === undefined) {
      reset(formValuesOf(result.data));
      setOutcome({ kind: 'saved', message: result.data.message });
      return;
    }
    if (setServerFieldErrors(result.error, fieldNames, setError) === 0) {
      const message = 'status' in result.error ? errorMessageOf(result.error) : null;
      setOutcome({ kind: 'refused', message: message ?? messages.networkError });
    }
  });

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <Stack spacing={2}>
        <Typography id={headingId} variant="h2">
          Identifiers of {plan.planName}
        </Typography>
        {outcome?.kind === 'saved' && (
          <Alert severity="success" role="status">
            {outcome.message}
          </Alert>
        )}
        {outcome?.kind === 'refused' && (
          <Alert severity="error" role="alert">
            {outcome.message}
          </Alert>
        )}
        <FormRadioChoice
          control={control}
          name="planIdType"
          label={labels.planIdType}
          options={idTypeOptions}
          disabled={isLoading}
          helperText="HIOS when the plan has a HIOS id; otherwise EIN, the plan sponsor's."
          onPicked={() => {
            // The id's form and whether a sponsor is needed follow the type.
            void trigger(['planId', 'planSponsorName']);
          }}
        />
        <FormTextField
          control={control}
          name="planId"
          label={labels.planId}
          required
          disabled={isLoading}
          helperText={planIdHelp[idType]}
          {...(idType === 'hios' ? { letterCase: 'upper' as const } : {})}
        />
        <FormTextField
          control={control}
          name="planSponsorName"
          label={labels.planSponsorName}
          required={idType === 'ein'}
          disabled={isLoading}
          helperText="The sponsor's common business name; required with an EIN."
        />
        <FormTextField
          control={control}
          name="issuerName"
          label={labels.issuerName}
          required
          disabled={isLoading}
          helperText="The name of the plan's issuer, as the table of contents names it."
        />
        <FormRadioChoice
          control={control}
          name="planMarketType"
          label={labels.planMarketType}
          options={marketOptions}
          disabled={isLoading}
        />
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button type="submit" variant="contained" size="large" loading={isLoading}>
            Save
          </Button>
          <Button
            variant="outlined"
            size="large"
            disabled={isLoading || !formState.isDirty}
            onClick={() => {
              reset();
              setOutcome(null);
            }}
          >
            Undo changes
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
