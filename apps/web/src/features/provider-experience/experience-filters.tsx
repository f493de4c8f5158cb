import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  providerExperienceSearchMaxLength,
  type ProviderExperienceSortDirection,
  type ProviderExperienceSortField,
} from '@medivi/domain';
import { NativeSelectField } from '../../components/native-select-field';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { useLingui } from '../../lib/i18n/i18n';
import type { AdminFilters } from './admin-state';
import { entityTypeOptions, recommendationOptions } from './experience-texts';

/**
 * Sort choices: provider name or NPI, each either way (spec §9 sort fields), with the catalogue
 * id of each one's label.
 */
const sortOptions: readonly {
  value: string;
  labelId: string;
  sortBy: ProviderExperienceSortField;
  sortDirection: ProviderExperienceSortDirection;
}[] = [
  {
    value: 'providerName-asc',
    labelId: 'providerExperience.filters.sort.providerNameAsc',
    sortBy: 'providerName',
    sortDirection: 'asc',
  },
  {
    value: 'providerName-desc',
    labelId: 'providerExperience.filters.sort.providerNameDesc',
    sortBy: 'providerName',
    sortDirection: 'desc',
  },
  {
    value: 'npi-asc',
    labelId: 'providerExperience.filters.sort.npiAsc',
    sortBy: 'npi',
    sortDirection: 'asc',
  },
  {
    value: 'npi-desc',
    labelId: 'providerExperience.filters.sort.npiDesc',
    sortBy: 'npi',
    sortDirection: 'desc',
  },
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
  const { _ } = useLingui();
  return (
    <Stack
      component="section"
      aria-label={_('providerExperience.filters.label')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
    >
      {/* Fields put together from MUI's parts and native selects, not TextField, whose menu
          select loads MUI's Menu, Popover and Modal (docs/decisions/0123-heavy-signed-in-pages.md). */}
      <Box sx={{ minWidth: 240 }}>
        <OutlinedTextField
          label={_('providerExperience.filters.keyword')}
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
          label={_('providerExperience.filters.sortBy')}
          value={`${filters.sortBy}-${filters.sortDirection}`}
          onChange={(value) => {
            const option = sortOptions.find((candidate) => candidate.value === value);
            if (option !== undefined)
              onChange({ sortBy: option.sortBy, sortDirection: option.sortDirection });
          }}
          options={sortOptions.map((option) => ({ value: option.value, label: _(option.labelId) }))}
        />
      </Box>
      <Box sx={{ minWidth: 180 }}>
        <NativeSelectField
          label={_('providerExperience.field.recommendation')}
          value={filters.recommendation}
          onChange={(recommendation) => {
            onChange({ recommendation });
          }}
          emptyLabel={_('providerExperience.filters.allRecommendations')}
          options={recommendationOptions(_)}
        />
      </Box>
      <Box sx={{ minWidth: 160 }}>
        <NativeSelectField
          label={_('providerExperience.field.entityType')}
          value={filters.entityType}
          onChange={(entityType) => {
            onChange({ entityType });
          }}
          emptyLabel={_('providerExperience.filters.allEntityTypes')}
          options={entityTypeOptions(_)}
        />
      </Box>
      <Link
        component="button"
        type="button"
        onClick={onClear}
        sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}
      >
        {_('providerExperience.filters.clear')}
      </Link>
    </Stack>
  );
}
