import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FormSelectField } from '../../components/form-fields/form-select-field';
import { FormTextField } from '../../components/form-fields/form-text-field';

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
      aria-label="Search repriced claims"
      noValidate
      onSubmit={(event) => {
        void submit(event);
      }}
      spacing={2}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <FormTextField control={control} name="claimId" label="Claim ID" />
        <FormTextField control={control} name="member" label="Member ID or patient" />
        <FormTextField control={control} name="provider" label="Provider, NPI or CCN" />
        <FormSelectField
          control={control}
          name="planId"
          label="Plan"
          options={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
          emptyLabel="All plans"
        />
      </Stack>
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained">
          Search
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            reset(emptyRepricingFilters);
            onSearch(emptyRepricingFilters);
          }}
        >
          Clear
        </Button>
      </Stack>
    </Stack>
  );
}
