import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type CaseDueFilter,
  type CaseStatusFilter,
  caseStatusFilters,
  type CaseTypeFilter,
  caseTypeFilters,
  parseDateEntry,
} from '@medivi/domain';
import { DateField } from '../../components/date-field';

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

/** The due filter's choices. */
const dueChoices: readonly { value: CaseDueFilter | 'All'; label: string }[] = [
  { value: 'All', label: 'All' },
  { value: 'due-soon', label: 'Due soon' },
  { value: 'overdue', label: 'Overdue' },
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
  const types = caseTypeFilters.filter((filter) => showsAppeal || filter.value !== 'Appeal');
  return (
    <Stack
      component="section"
      aria-label="Case filters"
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'center' }, mb: 2 }}
    >
      <TextField
        label="Search cases"
        type="search"
        value={values.search}
        onChange={(event) => {
          onChange({ ...values, search: event.target.value });
        }}
        sx={{ minWidth: 220 }}
      />
      <TextField
        select
        label="Type"
        value={values.type}
        onChange={(event) => {
          onChange({ ...values, type: event.target.value as CaseTypeFilter });
        }}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 160 }}
      >
        {types.map((filter) => (
          <option key={filter.value} value={filter.value}>
            {filter.label}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Status"
        value={values.status}
        onChange={(event) => {
          onChange({ ...values, status: event.target.value as CaseStatusFilter });
        }}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 180 }}
      >
        {caseStatusFilters.map((filter) => (
          <option key={filter.value} value={filter.value}>
            {filter.label}
          </option>
        ))}
      </TextField>
      {showsDue && (
        <TextField
          select
          label="Due"
          value={values.due}
          onChange={(event) => {
            onChange({ ...values, due: event.target.value as CaseDueFilter | 'All' });
          }}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 140 }}
        >
          {dueChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </TextField>
      )}
      <div style={{ minWidth: 200 }}>
        <DateField
          label="Created Date"
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
        Clear
      </Button>
    </Stack>
  );
}
