import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { memberClaimsMessages, memberClaimStatuses, parseDateEntry } from '@medivi/domain';
import { useState } from 'react';
import { DateField } from '../../components/date-field';
import { NativeSelectField } from '../../components/native-select-field';
import { OutlinedTextField } from '../../components/outlined-text-field';
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

/** The fields' messages after a search was refused (a date that is not one, 'to' before 'from'). */
type FilterErrors = Partial<Record<keyof ClaimsFilterValues, string>>;

/**
 * The search of My Claims (docs/decisions/0114 "API"): patient (a list for a member, a member id
 * for client staff), provider (name or NPI), dates of service and status; Search applies them,
 * Clear empties them. Five fields checked on Search alone: plain state rather than
 * react-hook-form, which was 13 KB of the page (docs/decisions/0123-heavy-signed-in-pages.md). A
 * field's message goes once it is changed.
 */
export function ClaimsFiltersForm({ patients, onSearch, today = new Date() }: ClaimsFiltersFormProps) {
  const [values, setValues] = useState<ClaimsFilterValues>(emptyClaimsFilters);
  const [errors, setErrors] = useState<FilterErrors>({});
  const change = (name: keyof ClaimsFilterValues) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const submit = () => {
    const from = dayOf(values.from, today);
    const to = dayOf(values.to, today);
    const refused: FilterErrors = {
      ...(from === null ? { from: dateEntryMessage } : {}),
      ...(to === null ? { to: dateEntryMessage } : {}),
    };
    if (from !== null && to !== null && from !== '' && to !== '' && to < from) {
      refused.to = memberClaimsMessages.toBeforeFrom;
    }
    setErrors(refused);
    if (from === null || to === null || refused.to !== undefined) return;
    onSearch({ ...values, patient: values.patient.trim(), provider: values.provider.trim(), from, to });
  };
  return (
    <Stack
      component="form"
      aria-label="Search claims"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      spacing={2}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        {patients.length > 0 ? (
          <NativeSelectField
            name="patient"
            label="Patient"
            value={values.patient}
            onChange={change('patient')}
            options={patients.map((patient) => ({
              value: patient.memberId,
              label: `${patient.name} (${relationshipLabels[patient.relationship]})`,
            }))}
            emptyLabel="Everyone"
          />
        ) : (
          <OutlinedTextField
            name="patient"
            label="Member ID of the patient"
            autoComplete="off"
            value={values.patient}
            onChange={(event) => {
              change('patient')(event.target.value);
            }}
          />
        )}
        <OutlinedTextField
          name="provider"
          label="Provider name or NPI"
          autoComplete="off"
          value={values.provider}
          onChange={(event) => {
            change('provider')(event.target.value);
          }}
        />
        <DateField
          name="from"
          label="Service from"
          autoComplete="off"
          today={today}
          value={values.from}
          onChange={change('from')}
          error={errors.from}
        />
        <DateField
          name="to"
          label="Service to"
          autoComplete="off"
          today={today}
          value={values.to}
          onChange={change('to')}
          error={errors.to}
        />
        <NativeSelectField
          name="status"
          label="Status"
          value={values.status}
          onChange={change('status')}
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
            setValues(emptyClaimsFilters);
            setErrors({});
            onSearch(emptyClaimsFilters);
          }}
        >
          Clear
        </Button>
      </Stack>
    </Stack>
  );
}
