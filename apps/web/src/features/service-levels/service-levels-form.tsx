import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { MessageDescriptor } from '@lingui/core';
import {
  type PlanServiceLevelsReply,
  type ServiceLevelCaseType,
  serviceLevelCaseTypes,
  type ServiceLevelsForm,
} from '@medivi/domain';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { setServerFieldErrors } from '../../lib/field-errors';
import { activeLanguage, useLingui } from '../../lib/i18n/i18n';
import { serverErrorMessage } from '../../lib/i18n/server-errors';
import { wordedResolver } from '../../lib/i18n/worded-resolver';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useSetPlanServiceLevelsMutation } from './service-levels-api';
import {
  type FollowsDefaults,
  followsDefaultsOf,
  formValuesOf,
  saveBodyOf,
  typeStatusOf,
} from './service-levels-state';
import { TypeLevelsFieldset } from './type-levels-fieldset';
import { fieldMessageText, savedText } from './service-levels-texts';

/** The form's checks (and zod) load on its first check. */
const resolver = lazyResolver(async () => (await import('./service-levels-resolver')).serviceLevelsResolver);

/**
 * What the form says after a save: the server's message, or why it was refused (worded when shown,
 * so a language switch rewords it).
 */
type Outcome = { kind: 'saved'; message: string } | { kind: 'refused'; message: MessageDescriptor } | null;

/** The form's field names a server message may name (`BalanceBill.resolutionDays`). */
const fieldNames = new Set<string>(
  serviceLevelCaseTypes.flatMap((type) =>
    ['firstResponseDays', 'resolutionDays', 'extensionDays'].map((level) => `${type}.${level}`),
  ),
);

/**
 * One plan's service levels for Balance Bill, Access Issue and Call Ahead (issue 35 item 1): the
 * fields checked with the domain's rules, "Use defaults" per type, and Save, which stores each
 * type's own levels or the defaults and says what the change applies to. The server's field
 * messages show on their fields; another refusal shows above the form.
 */
export function ServiceLevelsFormPanel({ plan: loaded }: { plan: PlanServiceLevelsReply }) {
  const { _ } = useLingui();
  // The schema's field messages (the domain's English) in the portal's language.
  const worded = useMemo(() => wordedResolver(resolver, (message) => fieldMessageText(message, _)), [_]);
  // The levels as stored: as loaded, then as the last save answered.
  const [plan, setPlan] = useState(loaded);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [follows, setFollows] = useState<FollowsDefaults>(() => followsDefaultsOf(plan));
  const [save, { isLoading }] = useSetPlanServiceLevelsMutation();
  const { control, handleSubmit, reset, setError, setValue } = useForm<ServiceLevelsForm>({
    resolver: worded,
    mode: 'onTouched',
    defaultValues: formValuesOf(plan),
  });
  const values = useWatch({ control });

  const applyDefaults = (type: ServiceLevelCaseType) => {
    const defaults = plan.types[type].defaults;
    for (const level of ['firstResponseDays', 'resolutionDays', 'extensionDays'] as const) {
      setValue(`${type}.${level}`, defaults[level], { shouldDirty: true, shouldValidate: true });
    }
    setFollows((current) => ({ ...current, [type]: true }));
    setOutcome(null);
  };

  const submit = handleSubmit(async (checked) => {
    setOutcome(null);
    const result = await save({ planId: plan.planId, body: saveBodyOf(plan, checked, follows) });
    if (result.error === undefined) {
      setPlan(result.data);
      reset(formValuesOf(result.data));
      setFollows(followsDefaultsOf(result.data));
      setOutcome({ kind: 'saved', message: result.data.message });
      return;
    }
    const setWordedError: typeof setError = (name, error, options) => {
      setError(
        name,
        { ...error, ...(error.message === undefined ? {} : { message: fieldMessageText(error.message, _) }) },
        options,
      );
    };
    if (setServerFieldErrors(result.error, fieldNames, setWordedError) === 0) {
      const message =
        'status' in result.error
          ? serverErrorMessage(result.error, 'serviceLevels.errors', activeLanguage())
          : { id: 'errors.network' };
      setOutcome({ kind: 'refused', message });
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      aria-label={_('serviceLevels.formLabel', { plan: plan.planName })}
      spacing={2}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      {outcome?.kind === 'saved' && (
        <Alert severity="success" role="status">
          {savedText(outcome.message, _)}
        </Alert>
      )}
      {outcome?.kind === 'refused' && (
        <Alert severity="error" role="alert">
          {_(outcome.message)}
        </Alert>
      )}
      {serviceLevelCaseTypes.map((type) => (
        <TypeLevelsFieldset
          key={type}
          type={type}
          control={control}
          defaults={plan.types[type].defaults}
          status={typeStatusOf(plan, type, follows[type], values[type])}
          disabled={isLoading}
          onUseDefaults={() => {
            applyDefaults(type);
          }}
        />
      ))}
      <Box>
        <Button type="submit" variant="contained" size="large" loading={isLoading}>
          {_('serviceLevels.save')}
        </Button>
      </Box>
    </Stack>
  );
}
