import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  entityTypeNames,
  entityTypes,
  providerExperienceSearchMaxLength,
  type ProviderExperienceSortDirection,
  type ProviderExperienceSortField,
  recommendations,
} from '@medivi/domain';
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
      <TextField
        label="Keyword search"
        type="search"
        value={filters.searchInput}
        onChange={(event) => {
          onChange({ searchInput: event.target.value });
        }}
        slotProps={{ htmlInput: { maxLength: providerExperienceSearchMaxLength } }}
        sx={{ minWidth: 240 }}
      />
      <TextField
        select
        label="Sort By"
        value={`${filters.sortBy}-${filters.sortDirection}`}
        onChange={(event) => {
          const option = sortOptions.find((candidate) => candidate.value === event.target.value);
          if (option !== undefined) onChange({ sortBy: option.sortBy, sortDirection: option.sortDirection });
        }}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 200 }}
      >
        {sortOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Recommendation"
        value={filters.recommendation}
        onChange={(event) => {
          onChange({ recommendation: event.target.value });
        }}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 180 }}
      >
        <option value="">All</option>
        {recommendations.map((recommendation) => (
          <option key={recommendation} value={recommendation}>
            {recommendation}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Entity Type"
        value={filters.entityType}
        onChange={(event) => {
          onChange({ entityType: event.target.value });
        }}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 160 }}
      >
        <option value="">All</option>
        {entityTypes.map((entityType) => (
          <option key={entityType} value={entityType}>
            {entityTypeNames[entityType]}
          </option>
        ))}
      </TextField>
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
