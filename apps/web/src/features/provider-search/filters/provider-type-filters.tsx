import { useLingui } from '../../../lib/i18n/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { ownEntry } from '@medivi/domain';
import Stack from '@mui/material/Stack';
import { NativeSelectField } from '../../../components/native-select-field';
import type { TaxonomyMappingReply } from '@medivi/domain';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import {
  providerSpecialtySelected,
  providerTypeSelected,
  selectProviderSearch,
} from '../provider-search-slice';

type ProviderTypes = TaxonomyMappingReply['data']['providerType'];

/** One option of a selector: the value (also its name, from the taxonomy) and its provider count. */
export interface CountedOption {
  value: string;
  count: number | undefined;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * Options with counts, by name. A selected value missing from the counts (no provider left under
 * the other filters) stays listed so the selector still shows it.
 */
export function countedOptions(counts: Readonly<Record<string, number>>, selected: string): CountedOption[] {
  const names = Object.keys(counts);
  if (selected !== '' && !names.includes(selected)) names.push(selected);
  return names.sort(byName).map((name) => ({ value: name, count: counts[name] }));
}

function typeCounts(types: ProviderTypes): Record<string, number> {
  return Object.fromEntries(Object.entries(types).map(([name, entry]) => [name, entry.providers]));
}

/**
 * Provider Type and Specialty selectors (cases spec §2, §4): counts from the taxonomy mapping; the
 * specialty selector appears once a type is chosen; choosing a type resets the specialty and
 * 'All Types' clears both.
 */
export function ProviderTypeFilters({
  providerTypes,
  disabled,
}: {
  providerTypes: ProviderTypes | undefined;
  disabled: boolean;
}) {
  const { _ } = useLingui();
  const dispatch = useAppDispatch();
  const selectedType = useAppSelector((state) => selectProviderSearch(state).selectedProviderType);
  const selectedSpecialty = useAppSelector((state) => selectProviderSearch(state).selectedProviderSpecialty);
  const types = providerTypes ?? {};
  const typeOptions = countedOptions(typeCounts(types), selectedType);
  const specialtyOptions = countedOptions(ownEntry(types, selectedType)?.Speciality ?? {}, selectedSpecialty);
  // The name with its count: "Cardiology (12)".
  const optionText = ({ value, count }: CountedOption) =>
    count === undefined
      ? value
      : _('providerSearch.filters.withCount', { name: value, count: formatNumber(count, 0) });

  return (
    <Stack spacing={2}>
      <NativeSelectField
        label={_('providerSearch.filters.providerType')}
        size="small"
        value={selectedType}
        disabled={disabled}
        onChange={(value) => dispatch(providerTypeSelected(value))}
        emptyLabel={_('providerSearch.filters.providerType.all')}
        options={typeOptions.map((option) => ({ value: option.value, label: optionText(option) }))}
      />
      {selectedType === '' ? null : (
        <NativeSelectField
          label={_('providerSearch.filters.specialty')}
          size="small"
          value={selectedSpecialty}
          disabled={disabled}
          onChange={(value) =>
            dispatch(providerSpecialtySelected({ specialty: value, providerType: selectedType }))
          }
          emptyLabel={_('providerSearch.filters.specialty.all')}
          options={specialtyOptions.map((option) => ({ value: option.value, label: optionText(option) }))}
        />
      )}
    </Stack>
  );
}
