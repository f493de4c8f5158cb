import Stack from '@mui/material/Stack';
import type { ClaimType, CodeType, SelectionItem } from './benchmarks-api-types';
import { useLingui } from '../../lib/i18n/i18n';
import { providerPlaceholderFor } from './benchmarks-options';
import { codeTypeLabel } from './benchmarks-texts';
import { SelectionAutocomplete } from './selection-autocomplete';

export interface DataSelectionPanelProps {
  claimType: ClaimType;
  /** The code type searched: DRG, or the outpatient or professional code type. */
  codeType: CodeType;
  providerSelections: SelectionItem[];
  procedureSelections: SelectionItem[];
  onChange: (part: { providerSelections?: SelectionItem[]; procedureSelections?: SelectionItem[] }) => void;
}

/**
 * The Data selection panel (spec §2): providers (hospitals or physicians, or whole states) and
 * procedures (codes of the code type, whose name is the placeholder: DRG for inpatient, else
 * Diagnosis, APC or HCPCS). Each search sends the other selection so options count their matches.
 */
export function DataSelectionPanel({
  claimType,
  codeType,
  providerSelections,
  procedureSelections,
  onChange,
}: DataSelectionPanelProps) {
  const { _ } = useLingui();
  const providerIDs = providerSelections.map((item) => item.id);
  const codes = procedureSelections.map((item) => item.id);
  return (
    <Stack spacing={2}>
      <SelectionAutocomplete
        multiple
        label={_('benchmarks.selection.providers')}
        placeholder={providerPlaceholderFor(claimType, _)}
        value={providerSelections}
        onChange={(next) => {
          onChange({ providerSelections: next });
        }}
        body={{ providerIDs, codes, codeType, claimType, autocompleteType: 'provider' }}
      />
      <SelectionAutocomplete
        multiple
        label={_('benchmarks.selection.procedures')}
        placeholder={codeTypeLabel(codeType, _)}
        value={procedureSelections}
        onChange={(next) => {
          onChange({ procedureSelections: next });
        }}
        body={{ providerIDs, codes, codeType, claimType, autocompleteType: 'procedure' }}
      />
    </Stack>
  );
}
