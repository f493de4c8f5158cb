import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { memberClaimsMessages, memberClaimStatuses, parseDateEntry } from '@medivi/domain';
import { useForm } from 'react-hook-form';
import { FormDateField } from '../../components/form-fields/form-date-field';
import { FormSelectField } from '../../components/form-fields/form-select-field';
import { FormTextField } from '../../components/form-fields/form-text-field';
import { claimStatusLabels, relationshipLabels } from './claim-display';

/** My Claims' filters as the server takes them (dates YYYY-MM-DD, '' for none). */
export interface ClaimsFilterValues {
  patient: string;
  provider: string;
  from: string;
  to: string;
  status: string;
}

export const emptyClaimsFilters: ClaimsFilterValues = {
  patient: '',
  provider: '',
  from: '',
  to: '',
  status: '',
};

/** A date filter that is not a date (the field takes mm/dd/yyyy or yyyy-mm-dd). */
const dateEntryMessage = 'Enter a date as mm/dd/yyyy.';

/** The day a date entry names (YYYY-MM-DD), '' for none, or null when it is not a date. */
function dayOf(text: string, today: Date): string | null {
  return text.trim() === '' ? '' : parseDateEntry(text, today);
}

export interface ClaimsFiltersFormProps {
  /**
   * The patients a member may pick (himself and his dependents under 18); empty for client staff,
   * who type a member id instead.
   */
  patients: readonly { memberId: string; name: string; relationship: keyof typeof relationshipLabels }[];
  onSearch: (filters: ClaimsFilterValues) => void;
  today?: Date;
}

const statusOptions = memberClaimStatuses.map((status) => ({
  value: status,
  label: claimStatusLabels[status],
}));

/**
 * The search of My Claims (docs/decisions/0114 "API"): patient (a list for a member, a member id
 * for client staff), provider (name or NPI), dates of service and status; Search applies them,
 * Clear empties them.
 */
export function ClaimsFiltersForm({ patients, onSearch, today = new Date() }: ClaimsFiltersFormProps) {
  const { control, handleSubmit, reset, setError } = useForm<ClaimsFilterValues>({
    defaultValues: emptyClaimsFilters,
  });
  const submit = handleSubmit((values) => {
    const from = dayOf(values.from, today);
    const to = dayOf(values.to, today);
    if (from === null) setError('from', { message: dateEntryMessage });
    if (to === null) setError('to', { message: dateEntryMessage });
    if (from === null || to === null) return;
    if (from !== '' && to !== '' && to < from) {
      setError('to', { message: memberClaimsMessages.toBeforeFrom });
      return;
    }
    onSearch({ ...values, patient: values.patient.trim(), provider: values.provider.trim(), from, to });
  });
  return (
    <Stack
      component="form"
      aria-label="Search claims"
      noValidate
      onSubmit={(event) => {
        void submit(event);
      }}
      spacing={2}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        {patients.length > 0 ? (
          <FormSelectField
            control={control}
            name="patient"
            label="Patient"
            options={patients.map((patient) => ({
              value: patient.memberId,
              label: `${patient.name} (${relationshipLabels[patient.relationship]})`,
            }))}
            emptyLabel="Everyone"
          />
        ) : (
          <FormTextField control={control} name="patient" label="Member ID of the patient" />
        )}
        <FormTextField control={control} name="provider" label="Provider name or NPI" />
        <FormDateField control={control} name="from" label="Service from" autoComplete="off" today={today} />
        <FormDateField control={control} name="to" label="Service to" autoComplete="off" today={today} />
        <FormSelectField
          control={control}
          name="status"
          label="Status"
          options={statusOptions}
          emptyLabel="Any"
        />
      </Stack>
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained">
          Search
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            reset(emptyClaimsFilters);
            onSearch(emptyClaimsFilters);
          }}
        >
          Clear
        </Button>
      </Stack>
    </Stack>
  );
}
