import {
  providerExperienceDefaultSort,
  type ProviderExperienceSortDirection,
  type ProviderExperienceSortField,
  providerExperienceTablePageSize,
} from '@medivi/domain';

/** What the insert/update radio has started (spec §3 actionInitiated: insert, update or empty). */
export type AdminAction = '' | 'insert' | 'update';

/** The list filters of the page (spec §3 Provider admin state); '' means "all". */
export interface AdminFilters {
  /** The keyword as typed; the list asks with it once it has settled for 1 s (spec §7 notes). */
  searchInput: string;
  sortBy: ProviderExperienceSortField;
  sortDirection: ProviderExperienceSortDirection;
  recommendation: string;
  entityType: string;
}

/**
 * The provider admin state (cases spec §3 Provider admin state): filters, page (0-based here, sent
 * as a 1-based page), page size, the radio's mode and the NPI of the row chosen for update.
 */
export interface AdminState extends AdminFilters {
  pageNo: number;
  pageSize: number;
  actionInitiated: AdminAction;
  selectedProviderID: string | null;
}

export const emptyAdminFilters: AdminFilters = {
  searchInput: '',
  sortBy: providerExperienceDefaultSort.sortBy,
  sortDirection: providerExperienceDefaultSort.sortDirection,
  recommendation: '',
  entityType: '',
};

export const initialAdminState: AdminState = {
  ...emptyAdminFilters,
  pageNo: 0,
  pageSize: providerExperienceTablePageSize,
  actionInitiated: '',
  selectedProviderID: null,
};

export type AdminEvent =
  | { type: 'filtersChanged'; filters: Partial<AdminFilters> }
  | { type: 'filtersCleared' }
  | { type: 'pageChanged'; pageNo: number }
  | { type: 'pageSizeChanged'; pageSize: number }
  | { type: 'actionChosen'; action: AdminAction }
  | { type: 'rowSelected'; npi: string }
  | { type: 'dialogClosed' };

/**
 * The page's transitions (cases spec §4 Provider admin): any filter change and Clear go back to
 * page 1, as does a new page size; choosing insert or update drops a chosen row; selecting a row
 * (update mode) opens its dialog; closing a dialog (Cancel, or Close of 'Complete!') returns to
 * mode none.
 */
export function adminReducer(state: AdminState, event: AdminEvent): AdminState {
  switch (event.type) {
    case 'filtersChanged':
      return { ...state, ...event.filters, pageNo: 0 };
    case 'filtersCleared':
      return { ...state, ...emptyAdminFilters, pageNo: 0 };
    case 'pageChanged':
      return { ...state, pageNo: event.pageNo };
    case 'pageSizeChanged':
      return { ...state, pageSize: event.pageSize, pageNo: 0 };
    case 'actionChosen':
      return { ...state, actionInitiated: event.action, selectedProviderID: null };
    case 'rowSelected':
      return state.actionInitiated === 'update' ? { ...state, selectedProviderID: event.npi } : state;
    case 'dialogClosed':
      return { ...state, actionInitiated: '', selectedProviderID: null };
  }
}
