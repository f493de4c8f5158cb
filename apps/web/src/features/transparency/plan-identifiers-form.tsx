import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import {
  type PlanTransparencyIdentifiersReply,
  transparencyIdentifierFieldLabels,
  type TransparencyIdentifiersBody,
} from '@medivi/domain';
import { useMemo, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormRadioChoice } from '../../components/form-fields/form-choice-fields';
import { FormTextField } from '../../components/form-fields/form-text-field';
import { setServerFieldErrors } from '../../lib/field-errors';
import { activeLanguage, useLingui } from '../../lib/i18n/i18n';
import { serverErrorMessage } from '../../lib/i18n/server-errors';
import { wordedResolver } from '../../lib/i18n/worded-resolver';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useSetPlanTransparencyIdentifiersMutation } from './plan-identifiers-api';
import { identifierMessageText, identifiersSavedText } from './plan-identifiers-texts';

/** The form's values: text as typed, '' for a choice not made and a name not given. */
export interface IdentifiersFormValues {
  planIdType: '' | 'ein' | 'hios';
  planId: string;
  planSponsorName: string;
  issuerName: string;
  planMarketType: '' | 'group' | 'individual';
}

const fieldNames = new Set<string>(Object.keys(transparencyIdentifierFieldLabels));

/** The plan id types, named by their codes in every language. */
const idTypeOptions = [
  { value: 'ein', label: 'EIN' },
  { value: 'hios', label: 'HIOS' },
];

/** The form's checks; the schema and zod load on the first check. */
const identifiersResolver = lazyResolver(
  async () => (await import('./plan-identifiers-resolver')).identifiersResolver,
);

/** The catalogue id of what the plan id field says under it, by the type chosen. */
const planIdHelp: Readonly<Record<IdentifiersFormValues['planIdType'], string>> = {
  '': 'transparency.identifiers.help.planIdNone',
  ein: 'transparency.identifiers.help.planIdEin',
  hios: 'transparency.identifiers.help.planIdHios',
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

/**
 * What the form says after a save: the server's message, or why it was refused (worded when shown,
 * so a language switch rewords it).
 */
type Outcome = { kind: 'saved'; message: string } | { kind: 'refused'; message: MessageDescriptor } | null;

/**
 * One plan's Transparency in Coverage identifiers (issue 34; docs/decisions/0116): the plan id
 * type and id, the sponsor's and issuer's names and the market type, checked with the domain's
 * rules before they are sent; Save stores them all together, Undo changes puts the stored ones
 * back. The server's field messages show on their fields; another refusal shows above the form.
 */
export function PlanIdentifiersForm({ plan }: { plan: PlanTransparencyIdentifiersReply }) {
  const { _ } = useLingui();
  // The schema's field messages (the domain's English) in the portal's language.
  const resolver = useMemo(
    () => wordedResolver(identifiersResolver, (message) => identifierMessageText(message, _)),
    [_],
  );
  const headingId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [save, { isLoading }] = useSetPlanTransparencyIdentifiersMutation();
  const { control, handleSubmit, reset, setError, trigger, formState } = useForm<IdentifiersFormValues>({
    resolver,
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
    const setWordedError: typeof setError = (name, error, options) => {
      setError(
        name,
        {
          ...error,
          ...(error.message === undefined ? {} : { message: identifierMessageText(error.message, _) }),
        },
        options,
      );
    };
    if (setServerFieldErrors(result.error, fieldNames, setWordedError) === 0) {
      const message =
        'status' in result.error
          ? serverErrorMessage(result.error, 'transparency.identifiers.errors', activeLanguage())
          : { id: 'errors.network' };
      setOutcome({ kind: 'refused', message });
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
          {_('transparency.identifiers.form.heading', { plan: plan.planName })}
        </Typography>
        {outcome?.kind === 'saved' && (
          <Alert severity="success" role="status">
            {identifiersSavedText(outcome.message, _)}
          </Alert>
        )}
        {outcome?.kind === 'refused' && (
          <Alert severity="error" role="alert">
            {_(outcome.message)}
          </Alert>
        )}
        <FormRadioChoice
          control={control}
          name="planIdType"
          label={_('transparency.identifiers.field.planIdType')}
          options={idTypeOptions}
          disabled={isLoading}
          helperText={_('transparency.identifiers.help.planIdType')}
          onPicked={() => {
            // The id's form and whether a sponsor is needed follow the type.
            void trigger(['planId', 'planSponsorName']);
          }}
        />
        <FormTextField
          control={control}
          name="planId"
          label={_('transparency.identifiers.field.planId')}
          required
          disabled={isLoading}
          helperText={_(planIdHelp[idType])}
          {...(idType === 'hios' ? { letterCase: 'upper' as const } : {})}
        />
        <FormTextField
          control={control}
          name="planSponsorName"
          label={_('transparency.identifiers.field.planSponsorName')}
          required={idType === 'ein'}
          disabled={isLoading}
          helperText={_('transparency.identifiers.help.planSponsorName')}
        />
        <FormTextField
          control={control}
          name="issuerName"
          label={_('transparency.identifiers.field.issuerName')}
          required
          disabled={isLoading}
          helperText={_('transparency.identifiers.help.issuerName')}
        />
        <FormRadioChoice
          control={control}
          name="planMarketType"
          label={_('transparency.identifiers.field.planMarketType')}
          options={[
            { value: 'group', label: _('transparency.identifiers.market.group') },
            { value: 'individual', label: _('transparency.identifiers.market.individual') },
          ]}
          disabled={isLoading}
        />
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button type="submit" variant="contained" size="large" loading={isLoading}>
            {_('transparency.identifiers.save')}
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
            {_('transparency.identifiers.undo')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
