import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  type CaseDueFilter,
  type CaseStatusFilter,
  caseStatusFilters,
  type CaseTypeFilter,
  caseTypeFilters,
  parseDateEntry,
} from '@medivi/domain';
import { DateField } from '../../components/date-field';
import { NativeSelectField } from '../../components/native-select-field';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { useLingui } from '../../lib/i18n/i18n';

/** The filter panel's values as entered (cases spec §3 Case filter). */
export interface CaseFilterValues {
  search: string;
  type: CaseTypeFilter;
  status: CaseStatusFilter;
  /** The created date as typed; sent only once it is a whole date. */
  createdDate: string;
  /** Running clocks due soon or overdue (issue 35; staff and client viewers). */
  due: CaseDueFilter | 'All';
}

export const emptyCaseFilters: CaseFilterValues = {
  search: '',
  type: 'All',
  status: 'All',
  createdDate: '',
  due: 'All',
};

/** The catalogue ids of the due filter's choices. */
const dueChoiceIds: readonly { value: CaseDueFilter | 'All'; id: string }[] = [
  { value: 'All', id: 'cases.filters.all' },
  { value: 'due-soon', id: 'cases.filters.due.dueSoon' },
  { value: 'overdue', id: 'cases.filters.due.overdue' },
];

/** The created date to send: `YYYY-MM-DD` once typed in full, else ''. */
export function createdDateParam(typed: string): string {
  return parseDateEntry(typed, new Date()) ?? '';
}

/**
 * The filter panel of the case list (cases spec §2, §6): search box, type (Appeal only for client
 * viewers), status, due (staff and client viewers, issue 35) and created date, and a Clear button.
 */
export function CaseFilters({
  values,
  onChange,
  showsAppeal,
  showsDue = false,
}: {
  values: CaseFilterValues;
  onChange: (values: CaseFilterValues) => void;
  showsAppeal: boolean;
  /** Adds the due filter (staff and client viewers, issue 35). */
  showsDue?: boolean;
}) {
  const { _ } = useLingui();
  const types = caseTypeFilters
    .filter((filter) => showsAppeal || filter.value !== 'Appeal')
    .map(({ value }) => ({ value, label: _(value === 'All' ? 'cases.filters.all' : `cases.type.${value}`) }));
  const statuses = caseStatusFilters.map(({ value }) => ({
    value,
    label: _(value === 'All' ? 'cases.filters.all' : `cases.filters.status.${value}`),
  }));
  const dueChoices = dueChoiceIds.map(({ value, id }) => ({ value, label: _(id) }));
  return (
    <Stack
      component="section"
      aria-label={_('cases.filters.label')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'center' }, mb: 2 }}
    >
      {/* Fields put together from MUI's parts and native selects, not TextField, whose menu
          select loads MUI's Menu, Popover and Modal (docs/decisions/0123-heavy-signed-in-pages.md). */}
      <Box sx={{ minWidth: 220 }}>
        <OutlinedTextField
          label={_('cases.filters.search')}
          type="search"
          fullWidth
          value={values.search}
          onChange={(event) => {
            onChange({ ...values, search: event.target.value });
          }}
        />
      </Box>
      <Box sx={{ minWidth: 160 }}>
        <NativeSelectField
          label={_('cases.filters.type')}
          value={values.type}
          onChange={(type) => {
            onChange({ ...values, type: type as CaseTypeFilter });
          }}
          options={types}
        />
      </Box>
      <Box sx={{ minWidth: 180 }}>
        <NativeSelectField
          label={_('cases.filters.status')}
          value={values.status}
          onChange={(status) => {
            onChange({ ...values, status: status as CaseStatusFilter });
          }}
          options={statuses}
        />
      </Box>
      {showsDue && (
        <Box sx={{ minWidth: 140 }}>
          <NativeSelectField
            label={_('cases.filters.due')}
            value={values.due}
            onChange={(due) => {
              onChange({ ...values, due: due as CaseDueFilter | 'All' });
            }}
            options={dueChoices}
          />
        </Box>
      )}
      <div style={{ minWidth: 200 }}>
        <DateField
          label={_('cases.filters.createdDate')}
          value={values.createdDate}
          onChange={(createdDate) => {
            onChange({ ...values, createdDate });
          }}
        />
      </div>
      <Button
        onClick={() => {
          onChange(emptyCaseFilters);
        }}
      >
        {_('cases.filters.clear')}
      </Button>
    </Stack>
  );
}
