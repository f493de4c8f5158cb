import type { ClaimType, SelectionItem } from '../benchmarks-api-types';
import type { SelectionTextProps } from '../selection-autocomplete';
import type { Translate } from '../../../lib/i18n/i18n';

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
 * The code field of a view for `claimType` ('DRG code', 'APC code' or 'HCPCS code', worded by
 * `_`): it searches the procedures of the claim type's code type (`POST /api/autocomplete/{query}`,
 * no other selection to count matches against), and a code may also be typed as it is.
 */
export function codeSearchField(claimType: ClaimType, _: Translate): ViewSearchField {
  const codeType = viewCodeTypes[claimType];
  return {
    label: _('benchmarkViews.search.codeLabel', { codeType }),
    hint: _('benchmarkViews.search.codeHint'),
    noMatchName: _('benchmarkViews.search.codeNoMatchName', { codeType }),
    body: {
      providerIDs: [],
      codes: [],
      codeType,
      claimType,
      autocompleteType: 'procedure',
    },
    optionLabel: codeLabel,
  };
}

/**
 * The hospital profile's field (worded by `_`): typing a name searches the inpatient providers and
 * offers only hospitals (not the states the reply also names), each with its CCN; choosing one
 * takes the CCN, and a CCN may also be typed.
 */
export function hospitalSearchField(_: Translate): ViewSearchField {
  return {
    label: _('benchmarkViews.search.hospitalLabel'),
    hint: _('benchmarkViews.search.hospitalHint'),
    noMatchName: _('benchmarkViews.search.hospitalNoMatchName'),
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
}
