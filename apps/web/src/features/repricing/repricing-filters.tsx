import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FormSelectField } from '../../components/form-fields/form-select-field';
import { FormTextField } from '../../components/form-fields/form-text-field';
import { useLingui } from '../../lib/i18n/i18n';

/** The work list's search fields as typed. */
export interface RepricingFilterValues {
  claimId: string;
  member: string;
  provider: string;
  planId: string;
}

export const emptyRepricingFilters: RepricingFilterValues = {
  claimId: '',
  member: '',
  provider: '',
  planId: '',
};

export interface RepricingFiltersFormProps {
  plans: readonly { id: string; name: string }[];
  onSearch: (filters: RepricingFilterValues) => void;
}

/**
 * The search of the repriced-claims work list (docs/decisions/0105 "Repricing"): claim id (its
 * start), member (id or patient name), provider (name, NPI or CCN) and plan; Search applies them,
 * Clear empties them.
 */
export function RepricingFiltersForm({ plans, onSearch }: RepricingFiltersFormProps) {
  const { _ } = useLingui();
  const { control, handleSubmit, reset } = useForm<RepricingFilterValues>({
    defaultValues: emptyRepricingFilters,
  });
  const submit = handleSubmit((values) => {
    onSearch({
      claimId: values.claimId.trim(),
      member: values.member.trim(),
      provider: values.provider.trim(),
      planId: values.planId,
    });
  });
  return (
    <Stack
      component="form"
      aria-label={_('repricing.filters.label')}
      noValidate
      onSubmit={(event) => {
        void submit(event);
      }}
      spacing={2}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <FormTextField control={control} name="claimId" label={_('repricing.filters.claimId')} />
        <FormTextField control={control} name="member" label={_('repricing.filters.member')} />
        <FormTextField control={control} name="provider" label={_('repricing.filters.provider')} />
        <FormSelectField
          control={control}
          name="planId"
          label={_('repricing.filters.plan')}
          options={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
          emptyLabel={_('repricing.filters.allPlans')}
        />
      </Stack>
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained">
          {_('repricing.filters.search')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            reset(emptyRepricingFilters);
            onSearch(emptyRepricingFilters);
          }}
        >
          {_('repricing.filters.clear')}
        </Button>
      </Stack>
    </Stack>
  );
}
