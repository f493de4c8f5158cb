import { useLingui } from '../../../lib/i18n/i18n';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { type SortCriterion, sortCriteria, type SortDirection } from '@medivi/domain';
import { NativeSelectField } from '../../../components/native-select-field';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { selectProviderSearch, sortCriteriaChanged, sortDirectionChanged } from '../provider-search-slice';

/** Catalogue ids of the sort criteria's names (cases spec §2). */
export const sortCriterionNames: Record<SortCriterion, string> = {
  distance: 'providerSearch.filters.sortBy.distance',
  accessibility: 'providerSearch.filters.sortBy.accessibility',
  name: 'providerSearch.filters.sortBy.name',
};

function isSortCriterion(value: string): value is SortCriterion {
  return (sortCriteria as readonly string[]).includes(value);
}

/** Sort By: Distance, Accessibility or Provider Name, with an ascending/descending toggle (spec §2). */
export function SortFilter({ disabled }: { disabled: boolean }) {
  const { _ } = useLingui();
  const dispatch = useAppDispatch();
  const sortBy = useAppSelector((state) => selectProviderSearch(state).sortCriteria);
  const direction = useAppSelector((state) => selectProviderSearch(state).sortDirection);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <NativeSelectField
        label={_('providerSearch.filters.sortBy')}
        size="small"
        value={sortBy}
        disabled={disabled}
        onChange={(value) => {
          if (isSortCriterion(value)) dispatch(sortCriteriaChanged(value));
        }}
        options={sortCriteria.map((criterion) => ({
          value: criterion,
          label: _(sortCriterionNames[criterion]),
        }))}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label={_('providerSearch.filters.sortDirection')}
        value={direction}
        disabled={disabled}
        onChange={(_event, value: SortDirection | null) => {
          if (value !== null) dispatch(sortDirectionChanged(value));
        }}
      >
        <ToggleButton value="asc" aria-label={_('providerSearch.filters.sortDirection.asc')}>
          <ArrowUpwardIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="desc" aria-label={_('providerSearch.filters.sortDirection.desc')}>
          <ArrowDownwardIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
