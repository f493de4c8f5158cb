import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { auditOutcomes, parseDateEntry } from '@medivi/domain';
import { useForm } from 'react-hook-form';
import { FormDateField } from '../../components/form-fields/form-date-field';
import { FormSelectField } from '../../components/form-fields/form-select-field';
import { FormTextField } from '../../components/form-fields/form-text-field';
import { useLingui, type Translate } from '../../lib/i18n/i18n';
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

/** An outcome of the trail ('success', 'denied', …) in the portal's language; another value as it came. */
export function outcomeText(outcome: string, _: Translate): string {
  return (auditOutcomes as readonly string[]).includes(outcome) ? _(`audit.outcome.${outcome}`) : outcome;
}

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
  const { _ } = useLingui();
  const outcomeOptions = auditOutcomes.map((outcome) => ({ value: outcome, label: outcomeText(outcome, _) }));
  const actions = useGetAuditActionsQuery(undefined);
  const actionOptions = (actions.data?.actions ?? []).map((action) => ({ value: action, label: action }));
  const { control, handleSubmit, reset, setError } = useForm<AuditFilterValues>({
    defaultValues: emptyAuditFilters,
  });
  const submit = handleSubmit((values) => {
    const from = dayOf(values.from, today);
    const to = dayOf(values.to, today);
    // The domain's messages (`auditMessages.dateFormat`, `.dateOrder`) in the portal's language.
    if (from === null) setError('from', { message: _('audit.filters.dateFormat') });
    if (to === null) setError('to', { message: _('audit.filters.dateFormat') });
    if (from === null || to === null) return;
    if (from !== '' && to !== '' && from > to) {
      setError('to', { message: _('audit.filters.dateOrder') });
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
      aria-label={_('audit.filters.label')}
      noValidate
      onSubmit={(event) => {
        void submit(event);
      }}
      spacing={2}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <FormTextField control={control} name="actor" label={_('audit.filters.actor')} />
        <FormSelectField
          control={control}
          name="action"
          label={_('audit.filters.action')}
          options={actionOptions}
          emptyLabel={_('audit.filters.anyAction')}
        />
        <FormTextField control={control} name="record" label={_('audit.filters.record')} />
        <FormSelectField
          control={control}
          name="outcome"
          label={_('audit.filters.outcome')}
          options={outcomeOptions}
          emptyLabel={_('audit.filters.anyOutcome')}
        />
        <FormDateField
          control={control}
          name="from"
          label={_('audit.filters.from')}
          autoComplete="off"
          today={today}
        />
        <FormDateField
          control={control}
          name="to"
          label={_('audit.filters.to')}
          autoComplete="off"
          today={today}
        />
      </Stack>
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained">
          {_('audit.filters.search')}
        </Button>
        <Button
          onClick={() => {
            reset(emptyAuditFilters);
            onSearch(emptyAuditFilters);
          }}
        >
          {_('audit.filters.clear')}
        </Button>
      </Stack>
    </Stack>
  );
}
