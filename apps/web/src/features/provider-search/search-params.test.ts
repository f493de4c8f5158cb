import { describe, expect, it } from 'vitest';
import { initialProviderSearchState, type ProviderSearchState } from './provider-search-slice';
import {
  buildSearchArgs,
  buildTaxonomyArgs,
  filterKeyOf,
  queryKeyOf,
  selectSearchArgs,
} from './search-params';

function stateWith(overrides: Partial<ProviderSearchState>): ProviderSearchState {
  return { ...initialProviderSearchState, zipCode: '44106', ...overrides };
}

describe('search query', () => {
  it('is not built before a zip is set', () => {
    expect(buildSearchArgs(stateWith({ zipCode: '' }))).toBeNull();
    expect(buildTaxonomyArgs(stateWith({ zipCode: '' }))).toBeNull();
  });

  it('sends the radius and every set filter, and leaves empty ones out', () => {
    const args = buildSearchArgs(stateWith({ selectedPlanID: '', selectedAccessibilities: [] }));
    expect(args).toEqual({
      zip: '44106',
      limit: 50,
      page: 1,
      radius: 25,
      sortBy: 'accessibility',
      sortDirection: 'asc',
    });
  });

  it('sends radius 0 (within the zip code)', () => {
    expect(buildSearchArgs(stateWith({ radius: 0 }))?.radius).toBe(0);
  });

  it('sends the trimmed text instead of the radius once it is longer than 2 characters', () => {
    const args = buildSearchArgs(stateWith({ searchInput: '  smith ', radius: 60 }));
    expect(args?.text).toBe('smith');
    expect(args).not.toHaveProperty('radius');
    const tooShort = buildSearchArgs(stateWith({ searchInput: ' sm ', radius: 60 }));
    expect(tooShort).not.toHaveProperty('text');
    expect(tooShort?.radius).toBe(60);
  });

  it('comma-joins the ticked accessibilities in filter order, only if any', () => {
    const some = buildSearchArgs(stateWith({ selectedAccessibilities: ['Caution', 'Contracted'] }));
    expect(some?.accessibilities).toBe('Contracted,Caution');
    const none = buildSearchArgs(stateWith({ selectedAccessibilities: [] }));
    expect(none).not.toHaveProperty('accessibilities');
  });

  it('sends plan, type, specialty, gender and entity type when chosen', () => {
    const args = buildSearchArgs(
      stateWith({
        selectedPlanID: 'plan-1',
        selectedProviderType: 'Dentist',
        selectedProviderSpecialty: 'Orthodontics',
        providergendercode: 'F',
        entitytype: '2',
        page: 3,
        limit: 75,
        sortCriteria: 'name',
        sortDirection: 'desc',
      }),
    );
    expect(args).toMatchObject({
      planID: 'plan-1',
      providerType: 'Dentist',
      providerSpeciality: 'Orthodontics',
      gender: 'F',
      entityType: '2',
      page: 3,
      limit: 75,
      sortBy: 'name',
      sortDirection: 'desc',
    });
  });

  it('asks the taxonomy mapping with the spec names and without type or specialty', () => {
    const args = buildTaxonomyArgs(
      stateWith({
        selectedPlanID: 'plan-1',
        providergendercode: 'M',
        entitytype: '1',
        selectedProviderType: 'Dentist',
        selectedAccessibilities: ['Unknown'],
      }),
    );
    expect(args).toEqual({
      zip: '44106',
      radius: 25,
      providergendercode: 'M',
      entityType: '1',
      selectedPlan: 'plan-1',
      accessibilities: 'Unknown',
    });
  });

  it('keys a query the same whatever the field order, and skips empty values', () => {
    expect(queryKeyOf({ b: 2, a: '1', c: '' })).toBe(queryKeyOf({ a: '1', b: 2 }));
    expect(queryKeyOf({ a: '1' })).not.toBe(queryKeyOf({ a: '2' }));
  });

  it('keys the filters apart from page, page size and text', () => {
    const first = buildSearchArgs(stateWith({ page: 1 }))!;
    const later = buildSearchArgs(stateWith({ page: 4, limit: 100 }))!;
    const withText = buildSearchArgs(stateWith({ searchInput: 'smith', page: 2 }))!;
    const withTextLater = buildSearchArgs(stateWith({ searchInput: 'smithers', page: 1 }))!;
    const otherFilter = buildSearchArgs(stateWith({ providergendercode: 'F' }))!;
    expect(filterKeyOf(later)).toBe(filterKeyOf(first));
    expect(filterKeyOf(withTextLater)).toBe(filterKeyOf(withText));
    expect(filterKeyOf(otherFilter)).not.toBe(filterKeyOf(first));
  });

  it('gives the same query object while its values stay the same', () => {
    const state = stateWith({});
    const first = selectSearchArgs({ providerSearch: state });
    const second = selectSearchArgs({
      providerSearch: { ...state, zipCodeDetails: null, listResetCount: 9 },
    });
    expect(second).toBe(first);
    const third = selectSearchArgs({ providerSearch: { ...state, page: 2 } });
    expect(third).not.toBe(first);
  });
});
