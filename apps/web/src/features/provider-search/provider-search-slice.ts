import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import {
  type AccessibilityLabel,
  accessibilityLabels,
  clearedSort,
  defaultSort,
  type EntityType,
  type GenderCode,
  providerPageSizeDefault,
  radiusDefaultMiles,
  radiusMaxMiles,
  radiusMinMiles,
  type SortCriterion,
  type SortDirection,
  type ZipCodeDetails,
  activeSearchText,
} from '@medivi/domain';
import { sessionEnded } from '../../lib/session-events';
import { rootReducer } from '../../lib/store-parts';

/**
 * Provider search state (cases-and-provider-search spec §3 Provider search state). The provider
 * list, counts and taxonomy mapping are server replies held by RTK Query, not here.
 */
export interface ProviderSearchState {
  /** The zip searched around; empty until the member submits a recognized zip. */
  zipCode: string;
  /** Location of the zip in the zip field; cleared while it has fewer than 5 digits. */
  zipCodeDetails: ZipCodeDetails | null;
  /** Free text as typed (after the 500 ms debounce); it applies only when longer than 2 characters. */
  searchInput: string;
  /** Miles; 0 means within the zip code. */
  radius: number;
  page: number;
  limit: number;
  sortCriteria: SortCriterion;
  sortDirection: SortDirection;
  /** Empty means all genders. */
  providergendercode: GenderCode | '';
  /** '1' Professional, '2' Facility; empty means all. */
  entitytype: EntityType | '';
  /** Always in filter order (spec §9); none ticked means no accessibility filter. */
  selectedAccessibilities: AccessibilityLabel[];
  selectedProviderType: string;
  selectedProviderSpecialty: string;
  /** Empty when no plan is selected. */
  selectedPlanID: string;
  /** True once the plan list has loaded (or failed) and the selection was settled. */
  arePlansSettled: boolean;
  /** Bumped whenever the list starts over (filters, page): the results scroll back to their top. */
  listResetCount: number;
}

/** The search filters a reload can bring back from the provider cache (no plan: it is settled apart). */
export type RestoredSearch = Pick<
  ProviderSearchState,
  | 'zipCode'
  | 'searchInput'
  | 'radius'
  | 'page'
  | 'limit'
  | 'sortCriteria'
  | 'sortDirection'
  | 'providergendercode'
  | 'entitytype'
  | 'selectedAccessibilities'
  | 'selectedProviderType'
  | 'selectedProviderSpecialty'
>;

/** The state a member first sees: accessibility ascending, all labels, 25 miles, 50 per page (spec §9). */
export const initialProviderSearchState: ProviderSearchState = {
  zipCode: '',
  zipCodeDetails: null,
  searchInput: '',
  radius: radiusDefaultMiles,
  page: 1,
  limit: providerPageSizeDefault,
  sortCriteria: defaultSort.sortBy,
  sortDirection: defaultSort.sortDirection,
  providergendercode: '',
  entitytype: '',
  selectedAccessibilities: [...accessibilityLabels],
  selectedProviderType: '',
  selectedProviderSpecialty: '',
  selectedPlanID: '',
  arePlansSettled: false,
  listResetCount: 0,
};

/**
 * Spec §4: a changed filter resets the page to 1 and scrolls to the top. The list cache is keyed by
 * the filters, so the next search misses it and reloads.
 */
function restartList(state: ProviderSearchState): void {
  state.page = 1;
  state.listResetCount += 1;
}

function clampRadius(miles: number): number {
  if (!Number.isFinite(miles)) return radiusDefaultMiles;
  return Math.min(radiusMaxMiles, Math.max(radiusMinMiles, Math.round(miles)));
}

/**
 * Provider Search filters and paging (cases-and-provider-search spec §4 Provider search). Resets on
 * `sessionEnded` (accounts spec §2: logging out resets provider search).
 */
export const providerSearchSlice = createSlice({
  name: 'providerSearch',
  initialState: initialProviderSearchState,
  reducers: {
    /** A recognized zip was submitted. */
    zipCodeApplied(state, action: PayloadAction<{ zip: string; details: ZipCodeDetails | null }>) {
      state.zipCode = action.payload.zip;
      state.zipCodeDetails = action.payload.details;
      restartList(state);
    },
    /** The zip field's location; null while the field has fewer than 5 digits (spec §4). */
    zipCodeDetailsChanged(state, action: PayloadAction<ZipCodeDetails | null>) {
      state.zipCodeDetails = action.payload;
    },
    /** Debounced free text: only a change of the effective text resets the page (spec §4). */
    searchInputChanged(state, action: PayloadAction<string>) {
      const isEffectiveChange = activeSearchText(state.searchInput) !== activeSearchText(action.payload);
      state.searchInput = action.payload;
      if (isEffectiveChange) restartList(state);
    },
    radiusChanged(state, action: PayloadAction<number>) {
      state.radius = clampRadius(action.payload);
      restartList(state);
    },
    sortCriteriaChanged(state, action: PayloadAction<SortCriterion>) {
      state.sortCriteria = action.payload;
      restartList(state);
    },
    sortDirectionChanged(state, action: PayloadAction<SortDirection>) {
      state.sortDirection = action.payload;
      restartList(state);
    },
    /** Ticks or unticks one label, keeping the filter order of spec §9. */
    accessibilityToggled(state, action: PayloadAction<AccessibilityLabel>) {
      const selected = new Set(state.selectedAccessibilities);
      if (selected.has(action.payload)) selected.delete(action.payload);
      else selected.add(action.payload);
      state.selectedAccessibilities = accessibilityLabels.filter((label) => selected.has(label));
      restartList(state);
    },
    /** Choosing a type resets the specialty to all; '' (All Types) clears both (spec §4). */
    providerTypeSelected(state, action: PayloadAction<string>) {
      state.selectedProviderType = action.payload;
      state.selectedProviderSpecialty = '';
      restartList(state);
    },
    /**
     * Choosing a specialty sets the type it belongs to, so a specialty chosen with no type (from a
     * card's breadcrumb) also sets the type (spec §4). '' means all specialties of the chosen type.
     */
    providerSpecialtySelected(state, action: PayloadAction<{ specialty: string; providerType: string }>) {
      const { specialty, providerType } = action.payload;
      state.selectedProviderSpecialty = specialty;
      if (specialty !== '' && providerType !== '') state.selectedProviderType = providerType;
      restartList(state);
    },
    genderChanged(state, action: PayloadAction<GenderCode | ''>) {
      state.providergendercode = action.payload;
      restartList(state);
    },
    entityTypeChanged(state, action: PayloadAction<EntityType | ''>) {
      state.entitytype = action.payload;
      restartList(state);
    },
    /** The member picked a plan. */
    planSelected(state, action: PayloadAction<string>) {
      if (state.selectedPlanID === action.payload) return;
      state.selectedPlanID = action.payload;
      restartList(state);
    },
    /** The plan list loaded (or failed) and the selection was settled (accounts spec §4 Plans). */
    plansSettled(state, action: PayloadAction<string>) {
      if (state.arePlansSettled && state.selectedPlanID !== action.payload) restartList(state);
      state.selectedPlanID = action.payload;
      state.arePlansSettled = true;
    },
    pageChanged(state, action: PayloadAction<number>) {
      state.page = Math.max(1, Math.floor(action.payload));
      state.listResetCount += 1;
    },
    /** Changing the page size resets to page 1 (spec §4). */
    limitChanged(state, action: PayloadAction<number>) {
      state.limit = action.payload;
      restartList(state);
    },
    /**
     * Clear (spec §4): search cleared, type and specialty cleared, accessibility descending, all
     * accessibilities, radius 25, gender and entity All, page 1, limit 50. Zip and plan stay.
     */
    cleared(state) {
      state.searchInput = '';
      state.selectedProviderType = '';
      state.selectedProviderSpecialty = '';
      state.sortCriteria = clearedSort.sortBy;
      state.sortDirection = clearedSort.sortDirection;
      state.selectedAccessibilities = [...accessibilityLabels];
      state.radius = radiusDefaultMiles;
      state.providergendercode = '';
      state.entitytype = '';
      state.limit = providerPageSizeDefault;
      restartList(state);
    },
    /** A reload brings back the member's last search from the fresh provider cache. */
    searchRestored(state, action: PayloadAction<RestoredSearch>) {
      Object.assign(state, action.payload);
      state.zipCodeDetails = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialProviderSearchState);
  },
});

export const {
  zipCodeApplied,
  zipCodeDetailsChanged,
  searchInputChanged,
  radiusChanged,
  sortCriteriaChanged,
  sortDirectionChanged,
  accessibilityToggled,
  providerTypeSelected,
  providerSpecialtySelected,
  genderChanged,
  entityTypeChanged,
  planSelected,
  plansSettled,
  pageChanged,
  limitChanged,
  cleared,
  searchRestored,
} = providerSearchSlice.actions;

declare module '../../lib/store-parts' {
  // The slice is added to the store when this module first loads (below).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Redux Toolkit's declaration of a lazy slice
  export interface LazyLoadedSlices extends WithSlice<typeof providerSearchSlice> {}
}

// The slice joins every store when Provider Search's code first loads, not at start-up (issue 39:
// the sign-in page's JavaScript budget). Until an action reaches it its state is absent, and
// `selectProviderSearch` answers the initial state.
rootReducer.inject(providerSearchSlice);

/** The part of the store this feature reads; absent until the slice's first action. */
export interface StateWithProviderSearch {
  providerSearch?: ProviderSearchState;
}

/** Provider Search's state, or the initial state before the slice has any. */
export function selectProviderSearch(state: StateWithProviderSearch): ProviderSearchState {
  return state.providerSearch ?? initialProviderSearchState;
}
