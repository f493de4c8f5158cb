import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  estimateCodeTypes,
  estimateMessages,
  type EstimateProcedure,
  estimateProcedures,
  normalizeEstimateCode,
} from '@medivi/domain';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormDigitsField, FormZipField } from '../../components/form-fields/form-digits-field';
import { FormSelectField } from '../../components/form-fields/form-select-field';
import { FormTextField } from '../../components/form-fields/form-text-field';
import { useListEstimateProceduresQuery } from './price-estimates-api';

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

const procedureMessage = 'Choose a procedure, or enter a code and its type';

/** The form's rules: the server's messages for zip, radius and code (issue 33). */
const formSchema = z
  .object({
    search: z.string(),
    procedure: z.string(),
    codeType: z.string(),
    code: z.string(),
    zip: z
      .string()
      .min(1, estimateMessages.zipRequired)
      .regex(/^\d{5}$/, estimateMessages.zip),
    radius: z
      .string()
      .regex(/^\d{1,3}$/, estimateMessages.radius)
      .refine((value) => Number(value) <= 100, estimateMessages.radius),
    planID: z.string(),
  })
  .superRefine((values, context) => {
    if (values.code.trim() !== '') {
      const codeType = estimateCodeTypes.find((type) => type === values.codeType);
      if (codeType === undefined) {
        context.addIssue({ code: 'custom', path: ['codeType'], message: estimateMessages.codeType });
      } else if (normalizeEstimateCode(codeType, values.code) === null) {
        context.addIssue({ code: 'custom', path: ['code'], message: estimateMessages.code });
      }
    } else if (values.procedure === '') {
      context.addIssue({ code: 'custom', path: ['procedure'], message: procedureMessage });
    }
  });

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
  const resolver = useMemo(() => zodResolver(formSchema), []);
  const { control, handleSubmit, setError } = useForm<EstimateFormValues>({
    resolver,
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
      aria-label="Estimate a price"
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
          label="Find a procedure"
          helperText="Plain words such as knee, heart stent or office visit, or the start of a code"
        />
        <FormSelectField
          control={control}
          name="procedure"
          label="Procedure"
          options={procedures.map(optionOf)}
          emptyLabel={procedures.length === 0 ? 'No procedure matches' : 'Choose a procedure'}
        />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Or type a code: inpatient DRG (3 digits), outpatient APC (4 digits) or professional HCPCS (5
        characters).
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <FormSelectField
          control={control}
          name="codeType"
          label="Code type"
          options={estimateCodeTypes.map((type) => ({ value: type, label: type }))}
          emptyLabel="Choose a type"
        />
        <FormTextField control={control} name="code" label="Code" letterCase="upper" />
        <FormZipField control={control} name="zip" label="Zip code" required />
        <FormDigitsField control={control} name="radius" label="Radius (miles)" maxDigits={3} required />
        {plans.length > 1 && (
          <FormSelectField
            control={control}
            name="planID"
            label="Plan"
            options={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
            emptyLabel={`Default: ${plans[0]?.name ?? ''}`}
          />
        )}
      </Stack>
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" disabled={isBusy}>
          Estimate
        </Button>
      </Stack>
    </Stack>
  );
}
