import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { auditMessages, auditOutcomes, parseDateEntry } from '@medivi/domain';
import { useForm } from 'react-hook-form';
import { FormDateField } from '../../components/form-fields/form-date-field';
import { FormSelectField } from '../../components/form-fields/form-select-field';
import { FormTextField } from '../../components/form-fields/form-text-field';
import { useGetAuditActionsQuery } from './audit-api';

/** The filters of the audit page as typed (dates as entered: mm/dd/yyyy or yyyy-mm-dd). */
export interface AuditFilterValues {
  actor: string;
  action: string;
  record: string;
  outcome: string;
  from: string;
  to: string;
}

export const emptyAuditFilters: AuditFilterValues = {
  actor: '',
  action: '',
  record: '',
  outcome: '',
  from: '',
  to: '',
};

const outcomeOptions = auditOutcomes.map((outcome) => ({ value: outcome, label: outcome }));

/** The day a date entry names (YYYY-MM-DD), '' for none, or null when it is not a date. */
function dayOf(text: string, today: Date): string | null {
  return text.trim() === '' ? '' : parseDateEntry(text, today);
}

export interface AuditFiltersFormProps {
  /** Called with the filters as the server takes them (days as YYYY-MM-DD, UTC). */
  onSearch: (filters: AuditFilterValues) => void;
  today?: Date;
}

/**
 * The audit page's filters (docs/decisions/0097): who (a user id, or part of a name or e-mail
 * address), the action picked from those the trail holds (issue 31 item 11), record id, outcome
 * and a day range; Search applies them, Clear empties them.
 */
export function AuditFiltersForm({ onSearch, today = new Date() }: AuditFiltersFormProps) {
  const actions = useGetAuditActionsQuery(undefined);
  const actionOptions = (actions.data?.actions ?? []).map((action) => ({ value: action, label: action }));
  const { control, handleSubmit, reset, setError } = useForm<AuditFilterValues>({
    defaultValues: emptyAuditFilters,
  });
  const submit = handleSubmit((values) => {
    const from = dayOf(values.from, today);
    const to = dayOf(values.to, today);
    if (from === null) setError('from', { message: auditMessages.dateFormat });
    if (to === null) setError('to', { message: auditMessages.dateFormat });
    if (from === null || to === null) return;
    if (from !== '' && to !== '' && from > to) {
      setError('to', { message: auditMessages.dateOrder });
      return;
    }
    onSearch({
      ...values,
      actor: values.actor.trim(),
      action: values.action.trim(),
      record: values.record.trim(),
      from,
      to,
    });
  });
  return (
    <Stack
      component="form"
      aria-label="Audit filters"
      noValidate
      onSubmit={(event) => {
        void submit(event);
      }}
      spacing={2}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <FormTextField control={control} name="actor" label="Who (name, e-mail or user id)" />
        <FormSelectField
          control={control}
          name="action"
          label="Action"
          options={actionOptions}
          emptyLabel="Any action"
        />
        <FormTextField control={control} name="record" label="Record id" />
        <FormSelectField
          control={control}
          name="outcome"
          label="Outcome"
          options={outcomeOptions}
          emptyLabel="Any"
        />
        <FormDateField control={control} name="from" label="From (UTC)" autoComplete="off" today={today} />
        <FormDateField control={control} name="to" label="To (UTC)" autoComplete="off" today={today} />
      </Stack>
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained">
          Search
        </Button>
        <Button
          onClick={() => {
            reset(emptyAuditFilters);
            onSearch(emptyAuditFilters);
          }}
        >
          Clear
        </Button>
      </Stack>
    </Stack>
  );
}
