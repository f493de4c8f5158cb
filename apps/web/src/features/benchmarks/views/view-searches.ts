import type { ClaimType, SelectionItem } from '../benchmarks-api-types';
import type { SelectionTextProps } from '../selection-autocomplete';

/** The code type with public figures of each claim type (docs/decisions/0102). */
export const viewCodeTypes: Readonly<Record<ClaimType, 'DRG' | 'APC' | 'HCPCS'>> = {
  Inpatient: 'DRG',
  Outpatient: 'APC',
  Professional: 'HCPCS',
};

/** What a view's search field is: its label, hint and no-match name, what it searches and offers. */
export type ViewSearchField = Pick<
  SelectionTextProps,
  'label' | 'hint' | 'noMatchName' | 'body' | 'optionLabel' | 'offers'
>;

// The server names a code '<code> - <description>' already.
const codeLabel = (option: SelectionItem): string => option.name;
const hospitalLabel = (option: SelectionItem): string => `${option.name} (${option.id})`;
const isHospital = (item: SelectionItem): boolean => item.type === 'provider';

/**
 * The code field of a view for `claimType` ('DRG code', 'APC code' or 'HCPCS code'): it searches
 * the procedures of the claim type's code type (`POST /api/autocomplete/{query}`, no other
 * selection to count matches against), and a code may also be typed as it is.
 */
export function codeSearchField(claimType: ClaimType): ViewSearchField {
  const label = `${viewCodeTypes[claimType]} code`;
  return {
    label,
    hint: 'Type a code or words of its description',
    noMatchName: label,
    body: {
      providerIDs: [],
      codes: [],
      codeType: viewCodeTypes[claimType],
      claimType,
      autocompleteType: 'procedure',
    },
    optionLabel: codeLabel,
  };
}

/**
 * The hospital profile's field: typing a name searches the inpatient providers and offers only
 * hospitals (not the states the reply also names), each with its CCN; choosing one takes the CCN,
 * and a CCN may also be typed.
 */
export const hospitalSearchField: ViewSearchField = {
  label: 'Hospital',
  hint: 'Type a hospital name or its CCN',
  noMatchName: 'hospital',
  body: {
    providerIDs: [],
    codes: [],
    codeType: 'DRG',
    claimType: 'Inpatient',
    autocompleteType: 'provider',
  },
  optionLabel: hospitalLabel,
  offers: isHospital,
};
