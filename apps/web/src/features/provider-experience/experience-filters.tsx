import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  entityTypeNames,
  entityTypes,
  providerExperienceSearchMaxLength,
  type ProviderExperienceSortDirection,
  type ProviderExperienceSortField,
  recommendations,
} from '@medivi/domain';
import { NativeSelectField } from '../../components/native-select-field';
import { OutlinedTextField } from '../../components/outlined-text-field';
import type { AdminFilters } from './admin-state';

/** Sort choices: provider name or NPI, each either way (spec §9 sort fields). */
const sortOptions: readonly {
  value: string;
  label: string;
  sortBy: ProviderExperienceSortField;
  sortDirection: ProviderExperienceSortDirection;
}[] = [
  { value: 'providerName-asc', label: 'Provider Name (A-Z)', sortBy: 'providerName', sortDirection: 'asc' },
  { value: 'providerName-desc', label: 'Provider Name (Z-A)', sortBy: 'providerName', sortDirection: 'desc' },
  { value: 'npi-asc', label: 'NPI (ascending)', sortBy: 'npi', sortDirection: 'asc' },
  { value: 'npi-desc', label: 'NPI (descending)', sortBy: 'npi', sortDirection: 'desc' },
];

export interface ExperienceFiltersProps {
  filters: AdminFilters;
  onChange: (filters: Partial<AdminFilters>) => void;
  onClear: () => void;
}

/**
 * The list's filters (cases spec §2 Provider-experience admin): keyword search, sort,
 * recommendation and entity type, and a Clear link that resets them all.
 */
export function ExperienceFilters({ filters, onChange, onClear }: ExperienceFiltersProps) {
  return (
    <Stack
      component="section"
      aria-label="Provider list filters"
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
    >
      {/* Fields put together from MUI's parts and native selects, not TextField, whose menu
          select loads MUI's Menu, Popover and Modal (docs/decisions/0123-heavy-signed-in-pages.md). */}
      <Box sx={{ minWidth: 240 }}>
        <OutlinedTextField
          label="Keyword search"
          type="search"
          fullWidth
          value={filters.searchInput}
          onChange={(event) => {
            onChange({ searchInput: event.target.value });
          }}
          maxLength={providerExperienceSearchMaxLength}
        />
      </Box>
      <Box sx={{ minWidth: 200 }}>
        <NativeSelectField
          label="Sort By"
          value={`${filters.sortBy}-${filters.sortDirection}`}
          onChange={(value) => {
            const option = sortOptions.find((candidate) => candidate.value === value);
            if (option !== undefined)
              onChange({ sortBy: option.sortBy, sortDirection: option.sortDirection });
          }}
          options={sortOptions}
        />
      </Box>
      <Box sx={{ minWidth: 180 }}>
        <NativeSelectField
          label="Recommendation"
          value={filters.recommendation}
          onChange={(recommendation) => {
            onChange({ recommendation });
          }}
          emptyLabel="All"
          options={recommendations.map((recommendation) => ({
            value: recommendation,
            label: recommendation,
          }))}
        />
      </Box>
      <Box sx={{ minWidth: 160 }}>
        <NativeSelectField
          label="Entity Type"
          value={filters.entityType}
          onChange={(entityType) => {
            onChange({ entityType });
          }}
          emptyLabel="All"
          options={entityTypes.map((entityType) => ({
            value: entityType,
            label: entityTypeNames[entityType],
          }))}
        />
      </Box>
      <Link
        component="button"
        type="button"
        onClick={onClear}
        sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}
      >
        Clear
      </Link>
    </Stack>
  );
}
