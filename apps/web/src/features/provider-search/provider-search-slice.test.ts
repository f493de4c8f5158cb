import { describe, expect, it } from 'vitest';
import { accessibilityLabels } from '@medivi/domain';
import { createStore } from '../../app/store';
import { sessionEnded } from '../../lib/session-events';
import {
  accessibilityToggled,
  cleared,
  entityTypeChanged,
  genderChanged,
  initialProviderSearchState,
  limitChanged,
  pageChanged,
  planSelected,
  plansSettled,
  providerSearchSlice,
  type ProviderSearchState,
  providerSpecialtySelected,
  providerTypeSelected,
  radiusChanged,
  searchInputChanged,
  selectProviderSearch,
  sortCriteriaChanged,
  sortDirectionChanged,
  zipCodeApplied,
} from './provider-search-slice';

const reduce = providerSearchSlice.reducer;

function stateWith(overrides: Partial<ProviderSearchState>): ProviderSearchState {
  return { ...initialProviderSearchState, ...overrides };
}

describe('provider search slice', () => {
  it('starts sorted by accessibility ascending, all labels, 25 miles, page 1 of 50', () => {
    const state = reduce(undefined, { type: 'init' });
    expect(state).toMatchObject({
      sortCriteria: 'accessibility',
      sortDirection: 'asc',
      radius: 25,
      page: 1,
      limit: 50,
      selectedAccessibilities: [...accessibilityLabels],
      providergendercode: '',
      entitytype: '',
    });
  });

  it('resets the specialty to all when a type is chosen', () => {
    const state = reduce(
      stateWith({ selectedProviderType: 'Dentist', selectedProviderSpecialty: 'Orthodontics' }),
      providerTypeSelected('Family Medicine'),
    );
    expect(state.selectedProviderType).toBe('Family Medicine');
    expect(state.selectedProviderSpecialty).toBe('');
  });

  it('clears both type and specialty on All Types', () => {
    const state = reduce(
      stateWith({ selectedProviderType: 'Dentist', selectedProviderSpecialty: 'Orthodontics' }),
      providerTypeSelected(''),
    );
    expect(state.selectedProviderType).toBe('');
    expect(state.selectedProviderSpecialty).toBe('');
  });

  it('sets the type from the specialty when no type is chosen', () => {
    const state = reduce(
      stateWith({}),
      providerSpecialtySelected({ specialty: 'Orthodontics', providerType: 'Dentist' }),
    );
    expect(state.selectedProviderType).toBe('Dentist');
    expect(state.selectedProviderSpecialty).toBe('Orthodontics');
  });

  it('keeps the type when All Specialties is chosen', () => {
    const state = reduce(
      stateWith({ selectedProviderType: 'Dentist', selectedProviderSpecialty: 'Orthodontics' }),
      providerSpecialtySelected({ specialty: '', providerType: 'Dentist' }),
    );
    expect(state.selectedProviderType).toBe('Dentist');
    expect(state.selectedProviderSpecialty).toBe('');
  });

  it.each([
    ['zip', zipCodeApplied({ zip: '44106', details: null })],
    ['radius', radiusChanged(40)],
    ['sort', sortCriteriaChanged('distance')],
    ['sort direction', sortDirectionChanged('desc')],
    ['accessibility', accessibilityToggled('Caution')],
    ['provider type', providerTypeSelected('Dentist')],
    ['specialty', providerSpecialtySelected({ specialty: 'Orthodontics', providerType: 'Dentist' })],
    ['plan', planSelected('plan-2')],
    ['gender', genderChanged('F')],
    ['entity type', entityTypeChanged('2')],
    ['page size', limitChanged(75)],
  ])('goes back to page 1 and to the top when the %s changes', (_name, action) => {
    const before = stateWith({ zipCode: '10001', page: 4, listResetCount: 2, selectedPlanID: 'plan-1' });
    const state = reduce(before, action);
    expect(state.page).toBe(1);
    expect(state.listResetCount).toBe(3);
  });

  it('resets the page only when the applied search text changes', () => {
    const before = stateWith({ page: 3, searchInput: 'ab' });
    const shortText = reduce(before, searchInputChanged('ab '));
    expect(shortText.page).toBe(3);
    const applied = reduce(before, searchInputChanged('smith'));
    expect(applied.page).toBe(1);
    expect(applied.searchInput).toBe('smith');
  });

  it('keeps the order Contracted, Unknown, Caution, Not Recommended when toggling labels', () => {
    let state = reduce(stateWith({ selectedAccessibilities: [] }), accessibilityToggled('Not Recommended'));
    state = reduce(state, accessibilityToggled('Contracted'));
    expect(state.selectedAccessibilities).toEqual(['Contracted', 'Not Recommended']);
    state = reduce(state, accessibilityToggled('Contracted'));
    expect(state.selectedAccessibilities).toEqual(['Not Recommended']);
  });

  it('keeps the radius within 0 to 100 whole miles', () => {
    expect(reduce(stateWith({}), radiusChanged(140)).radius).toBe(100);
    expect(reduce(stateWith({}), radiusChanged(-3)).radius).toBe(0);
    expect(reduce(stateWith({}), radiusChanged(12.6)).radius).toBe(13);
  });

  it('moves between pages without leaving page 1 behind', () => {
    expect(reduce(stateWith({ page: 2 }), pageChanged(3)).page).toBe(3);
    expect(reduce(stateWith({ page: 1 }), pageChanged(0)).page).toBe(1);
  });

  it('resets everything on Clear but keeps the zip and the plan', () => {
    const busy = stateWith({
      zipCode: '44106',
      searchInput: 'smith',
      radius: 80,
      page: 5,
      limit: 100,
      sortCriteria: 'name',
      sortDirection: 'asc',
      providergendercode: 'F',
      entitytype: '1',
      selectedAccessibilities: ['Caution'],
      selectedProviderType: 'Dentist',
      selectedProviderSpecialty: 'Orthodontics',
      selectedPlanID: 'plan-1',
    });
    const state = reduce(busy, cleared());
    expect(state).toMatchObject({
      zipCode: '44106',
      selectedPlanID: 'plan-1',
      searchInput: '',
      radius: 25,
      page: 1,
      limit: 50,
      sortCriteria: 'accessibility',
      sortDirection: 'desc',
      providergendercode: '',
      entitytype: '',
      selectedAccessibilities: [...accessibilityLabels],
      selectedProviderType: '',
      selectedProviderSpecialty: '',
    });
  });

  it('settles the loaded plan without leaving the page the member is on', () => {
    const state = reduce(stateWith({ page: 3 }), plansSettled('plan-1'));
    expect(state.selectedPlanID).toBe('plan-1');
    expect(state.arePlansSettled).toBe(true);
    expect(state.page).toBe(3);
  });

  it('starts over when the session ends', () => {
    const state = reduce(stateWith({ zipCode: '44106', page: 2, arePlansSettled: true }), sessionEnded());
    expect(state).toEqual(initialProviderSearchState);
  });
});

describe('the slice in the store (added when Provider Search loads, not at start-up)', () => {
  it('answers the initial state while the store holds none of it yet', () => {
    expect(selectProviderSearch({})).toEqual(initialProviderSearchState);
  });

  it("is in every store once this module has loaded: its actions change the store's state", () => {
    const store = createStore();
    store.dispatch(zipCodeApplied({ zip: '44106', details: null }));
    expect(selectProviderSearch(store.getState()).zipCode).toBe('44106');
    store.dispatch(sessionEnded());
    expect(selectProviderSearch(store.getState())).toEqual(initialProviderSearchState);
  });
});
