import Stack from '@mui/material/Stack';
import type { ReportMonth } from '@medivi/domain';
import { NativeSelectField, type SelectOption } from '../../components/native-select-field';
import { formatMonthName } from '../../lib/i18n/format';
import { useLingui } from '../../lib/i18n/i18n';
import {
  chooseMonth,
  chooseYear,
  monthChoices,
  type ReportSelection,
  reportYears,
  yearOnScreen,
} from './report-selection';

export interface ReportFiltersProps {
  selection: ReportSelection;
  /** The Plan choices, or null for no Plan select (the embedded view without `planID`). */
  plans: readonly { id: string; name: string }[] | null;
  /** The plan of the figures shown (the select's value when none is chosen). */
  shownPlanID: string | null;
  /** Whether the report has the Year and Month selects (the monthly report). */
  hasMonth: boolean;
  /** The month of the figures shown, null when computed live or not loaded. */
  published: ReportMonth | null | undefined;
  /** The newest published month (the descriptor's `lastPublished`). */
  lastPublished: ReportMonth | null | undefined;
  onChange: (selection: ReportSelection) => void;
}

const numberOrNull = (value: string): number | null => (value === '' ? null : Number(value));

/**
 * The filters above a report page (spec §4 Reports; docs/decisions/0105-reports.md): Plan for every
 * report; for the monthly report Year (newest published down to 2019) and Month (months not
 * published yet disabled). Native selects, so the keyboard and a phone's picker work. Choosing the
 * year clears the month; choosing the month sets the year from the year on screen.
 */
export function ReportFilters({
  selection,
  plans,
  shownPlanID,
  hasMonth,
  published,
  lastPublished,
  onChange,
}: ReportFiltersProps) {
  const { _ } = useLingui();
  const shownYear = yearOnScreen(selection, published, lastPublished);
  // Choosing a year clears the month (spec §4): the newest published month of that year shows, but
  // the Month choice stays empty until a month is chosen (issue 31 item 13).
  const shownMonth = selection.month ?? (selection.year === null ? published?.month : undefined);
  const planOptions: SelectOption[] = (plans ?? []).map((plan) => ({ value: plan.id, label: plan.name }));
  const yearOptions: SelectOption[] = reportYears(lastPublished).map((year) => ({
    value: String(year),
    label: String(year),
  }));
  const monthOptions: SelectOption[] = monthChoices(shownYear, lastPublished).map((choice) => ({
    value: String(choice.month),
    label: formatMonthName(choice.month),
    disabled: choice.isDisabled,
  }));
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      data-print="hide"
      sx={{ mb: 2, '& > *': { minWidth: 180, maxWidth: { sm: 320 } } }}
    >
      {plans !== null && (
        <NativeSelectField
          label={_('reports.filters.plan')}
          value={selection.planID ?? shownPlanID ?? ''}
          options={planOptions}
          emptyLabel={_('reports.filters.firstPlan')}
          onChange={(value) => {
            onChange({ ...selection, planID: value === '' ? null : value });
          }}
        />
      )}
      {hasMonth && (
        <NativeSelectField
          label={_('reports.filters.year')}
          value={shownYear === null ? '' : String(shownYear)}
          options={yearOptions}
          emptyLabel={_('reports.filters.newestPublished')}
          onChange={(value) => {
            onChange(chooseYear(selection, numberOrNull(value)));
          }}
        />
      )}
      {hasMonth && (
        <NativeSelectField
          label={_('reports.filters.month')}
          value={shownMonth === undefined ? '' : String(shownMonth)}
          options={monthOptions}
          emptyLabel={_('reports.filters.newestPublished')}
          onChange={(value) => {
            onChange(chooseMonth(selection, numberOrNull(value), shownYear));
          }}
        />
      )}
    </Stack>
  );
}
