import type { AutocompleteBody, ClaimType } from '../benchmarks-api-types';

/** The code type with public figures of each claim type (docs/decisions/0102). */
export const viewCodeTypes: Readonly<Record<ClaimType, 'DRG' | 'APC' | 'HCPCS'>> = {
  Inpatient: 'DRG',
  Outpatient: 'APC',
  Professional: 'HCPCS',
};

/**
 * The autocomplete body (`POST /api/autocomplete/{query}`) of a view's code field: procedures of
 * `claimType`'s code type, with no other selection to count matches against.
 */
export function codeSearchBody(claimType: ClaimType): AutocompleteBody {
  return {
    providerIDs: [],
    codes: [],
    codeType: viewCodeTypes[claimType],
    claimType,
    autocompleteType: 'procedure',
  };
}

/**
 * The autocomplete body of the hospital profile's field: inpatient providers (the reply's states
 * are not offered), with no other selection.
 */
export const hospitalSearchBody: AutocompleteBody = {
  providerIDs: [],
  codes: [],
  codeType: 'DRG',
  claimType: 'Inpatient',
  autocompleteType: 'provider',
};
