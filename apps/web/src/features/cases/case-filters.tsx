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
      {/* Fields put together from MUI's parts and native selects, not TextField, whose menu
          select loads MUI's Menu, Popover and Modal (docs/decisions/0123-heavy-signed-in-pages.md). */}
      <Box sx={{ minWidth: 220 }}>
        <OutlinedTextField
          label="Search cases"
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
          label="Type"
          value={values.type}
          onChange={(type) => {
            onChange({ ...values, type: type as CaseTypeFilter });
          }}
          options={types}
        />
      </Box>
      <Box sx={{ minWidth: 180 }}>
        <NativeSelectField
          label="Status"
          value={values.status}
          onChange={(status) => {
            onChange({ ...values, status: status as CaseStatusFilter });
          }}
          options={caseStatusFilters}
        />
      </Box>
      {showsDue && (
        <Box sx={{ minWidth: 140 }}>
          <NativeSelectField
            label="Due"
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
