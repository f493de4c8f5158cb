import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { estimateCodeTypes, type EstimateProcedure, estimateProcedures } from '@medivi/domain';
import { useEffect, useMemo } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { FormDigitsField, FormZipField } from '../../components/form-fields/form-digits-field';
import { FormSelectField } from '../../components/form-fields/form-select-field';
import { FormTextField } from '../../components/form-fields/form-text-field';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useLingui } from '../../lib/i18n/i18n';
import { wordedResolver } from '../../lib/i18n/worded-resolver';
import { messageText } from './estimate-texts';
import { useListEstimateProceduresQuery } from './price-estimates-api';

/** The form's checks (and zod) load on its first check (docs/decisions/0123-heavy-signed-in-pages.md). */
const resolver = lazyResolver(async () => (await import('./estimate-form-schema')).estimateFormResolver);

/** The search form as typed. `procedure` is `<codeType>:<code>` of the catalogue, or ''. */
export interface EstimateFormValues {
  search: string;
  procedure: string;
  codeType: string;
  code: string;
  zip: string;
  radius: string;
  planID: string;
}

/** The form's checked result: the code to price, the zip, the radius and the plan ('' default). */
export interface EstimateSearch {
  codeType: string;
  code: string;
  zip: string;
  radius: string;
  planID: string;
}

export const emptyEstimateForm: EstimateFormValues = {
  search: '',
  procedure: '',
  codeType: '',
  code: '',
  zip: '',
  radius: '25',
  planID: '',
};

/** The code a form asks for: a typed code wins over the catalogue choice. */
export function searchOf(values: EstimateFormValues): EstimateSearch {
  const [catalogueType = '', catalogueCode = ''] = values.procedure.split(':');
  const typed = values.code.trim() !== '';
  return {
    codeType: typed ? values.codeType : catalogueType,
    code: typed ? values.code.trim().toUpperCase() : catalogueCode,
    zip: values.zip,
    radius: values.radius,
    planID: values.planID,
  };
}

const optionOf = (procedure: EstimateProcedure) => ({
  value: `${procedure.codeType}:${procedure.code}`,
  label: `${procedure.name} — ${procedure.codeType} ${procedure.code}`,
});

export interface EstimateFormProps {
  /** The plans the caller may choose (known after the first search); a select when several. */
  plans: readonly { id: string; name: string }[];
  onSearch: (search: EstimateSearch) => void;
  /** Field messages of a refused search, by field name (the server's). */
  serverErrors?: Record<string, string> | undefined;
  isBusy: boolean;
}

/**
 * The estimate search (issue 33 item 1): find a procedure of the catalogue by plain words, or type
 * a DRG, APC or HCPCS code; the zip and the radius (Provider Search's rules: 5 digits, 0–100
 * miles, 25 by default); the plan when there are several. Checked with the server's messages.
 */
export function EstimateForm({ plans, onSearch, serverErrors, isBusy }: EstimateFormProps) {
  const { _ } = useLingui();
  // The checks' messages are the domain's English: worded in the portal's language.
  const worded = useMemo<Resolver<EstimateFormValues>>(
    () => wordedResolver(resolver, (message) => messageText(message, _)),
    [_],
  );
  const { control, handleSubmit, setError } = useForm<EstimateFormValues>({
    resolver: worded,
    defaultValues: emptyEstimateForm,
  });
  const search = useWatch({ control, name: 'search' });
  const matches = useListEstimateProceduresQuery(search.trim().length >= 2 ? search : '');
  const procedures = matches.data?.procedures ?? estimateProcedures;

  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {})) {
      if (field in emptyEstimateForm) setError(field as keyof EstimateFormValues, { message });
    }
  }, [serverErrors, setError]);

  return (
    <Stack
      component="form"
      aria-label={_('priceEstimates.form.label')}
      noValidate
      spacing={2}
      onSubmit={(event) => {
        void handleSubmit((values) => {
          onSearch(searchOf(values));
        })(event);
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <FormTextField
          control={control}
          name="search"
          label={_('priceEstimates.form.search')}
          helperText={_('priceEstimates.form.searchHint')}
        />
        <FormSelectField
          control={control}
          name="procedure"
          label={_('priceEstimates.form.procedure')}
          options={procedures.map(optionOf)}
          emptyLabel={
            procedures.length === 0 ? _('priceEstimates.form.noMatch') : _('priceEstimates.form.choose')
          }
        />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {_('priceEstimates.form.orCode')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <FormSelectField
          control={control}
          name="codeType"
          label={_('priceEstimates.form.codeType')}
          options={estimateCodeTypes.map((type) => ({ value: type, label: type }))}
          emptyLabel={_('priceEstimates.form.chooseType')}
        />
        <FormTextField
          control={control}
          name="code"
          label={_('priceEstimates.form.code')}
          letterCase="upper"
        />
        <FormZipField control={control} name="zip" label={_('priceEstimates.form.zip')} required />
        <FormDigitsField
          control={control}
          name="radius"
          label={_('priceEstimates.form.radius')}
          maxDigits={3}
          required
        />
        {plans.length > 1 && (
          <FormSelectField
            control={control}
            name="planID"
            label={_('priceEstimates.form.plan')}
            options={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
            emptyLabel={_('priceEstimates.form.defaultPlan', { plan: plans[0]?.name ?? '' })}
          />
        )}
      </Stack>
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" disabled={isBusy}>
          {_('priceEstimates.form.estimate')}
        </Button>
      </Stack>
    </Stack>
  );
}
