import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type MemberClaimRelationship, memberClaimStatuses, parseDateEntry } from '@medivi/domain';
import { useState } from 'react';
import { DateField } from '../../components/date-field';
import { NativeSelectField } from '../../components/native-select-field';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { useLingui } from '../../lib/i18n/i18n';
import { claimStatusText, relationshipText } from './claim-display';

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

/** The day a date entry names (YYYY-MM-DD), '' for none, or null when it is not a date. */
function dayOf(text: string, today: Date): string | null {
  return text.trim() === '' ? '' : parseDateEntry(text, today);
}

export interface ClaimsFiltersFormProps {
  /**
   * The patients a member may pick (himself and his dependents under 18); empty for client staff,
   * who type a member id instead.
   */
  patients: readonly { memberId: string; name: string; relationship: MemberClaimRelationship }[];
  onSearch: (filters: ClaimsFilterValues) => void;
  today?: Date;
}

/**
 * The fields' messages after a search was refused, as catalogue ids: a date that is not one (the
 * field takes mm/dd/yyyy or yyyy-mm-dd), 'to' before 'from' (the domain's `toBeforeFrom`).
 */
type FilterErrors = Partial<
  Record<keyof ClaimsFilterValues, 'claims.filters.dateEntry' | 'claims.filters.toBeforeFrom'>
>;

/**
 * The search of My Claims (docs/decisions/0114 "API"): patient (a list for a member, a member id
 * for client staff), provider (name or NPI), dates of service and status; Search applies them,
 * Clear empties them. Five fields checked on Search alone: plain state rather than
 * react-hook-form, which was 13 KB of the page (docs/decisions/0123-heavy-signed-in-pages.md). A
 * field's message goes once it is changed.
 */
export function ClaimsFiltersForm({ patients, onSearch, today = new Date() }: ClaimsFiltersFormProps) {
  const { _ } = useLingui();
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
      ...(from === null ? { from: 'claims.filters.dateEntry' as const } : {}),
      ...(to === null ? { to: 'claims.filters.dateEntry' as const } : {}),
    };
    if (from !== null && to !== null && from !== '' && to !== '' && to < from) {
      refused.to = 'claims.filters.toBeforeFrom';
    }
    setErrors(refused);
    if (from === null || to === null || refused.to !== undefined) return;
    onSearch({ ...values, patient: values.patient.trim(), provider: values.provider.trim(), from, to });
  };
  return (
    <Stack
      component="form"
      aria-label={_('claims.filters.label')}
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
            label={_('claims.filters.patient')}
            value={values.patient}
            onChange={change('patient')}
            options={patients.map((patient) => ({
              value: patient.memberId,
              label: _('claims.filters.patientOption', {
                name: patient.name,
                relationship: relationshipText(patient.relationship, _),
              }),
            }))}
            emptyLabel={_('claims.filters.everyone')}
          />
        ) : (
          <OutlinedTextField
            name="patient"
            label={_('claims.filters.memberId')}
            autoComplete="off"
            value={values.patient}
            onChange={(event) => {
              change('patient')(event.target.value);
            }}
          />
        )}
        <OutlinedTextField
          name="provider"
          label={_('claims.filters.provider')}
          autoComplete="off"
          value={values.provider}
          onChange={(event) => {
            change('provider')(event.target.value);
          }}
        />
        <DateField
          name="from"
          label={_('claims.filters.from')}
          autoComplete="off"
          today={today}
          value={values.from}
          onChange={change('from')}
          error={errors.from === undefined ? undefined : _(errors.from)}
        />
        <DateField
          name="to"
          label={_('claims.filters.to')}
          autoComplete="off"
          today={today}
          value={values.to}
          onChange={change('to')}
          error={errors.to === undefined ? undefined : _(errors.to)}
        />
        <NativeSelectField
          name="status"
          label={_('claims.filters.status')}
          value={values.status}
          onChange={change('status')}
          options={memberClaimStatuses.map((status) => ({
            value: status,
            label: claimStatusText(status, _),
          }))}
          emptyLabel={_('claims.filters.anyStatus')}
        />
      </Stack>
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained">
          {_('claims.filters.search')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            setValues(emptyClaimsFilters);
            setErrors({});
            onSearch(emptyClaimsFilters);
          }}
        >
          {_('claims.filters.clear')}
        </Button>
      </Stack>
    </Stack>
  );
}
