import { describe, expect, it } from 'vitest';
import { writeCachedSearch } from './provider-cache';
import { findSearchToRestore, restoredSearchFrom } from './restore-search';
import { makeReply } from './testing/fixtures';

describe('restoring the last search', () => {
  it('turns a cached query back into the filters of the page', () => {
    expect(
      restoredSearchFrom({
        zip: '44106',
        planID: 'plan-1',
        limit: 75,
        page: 3,
        radius: 40,
        gender: 'F',
        entityType: '2',
        accessibilities: 'Contracted,Caution',
        providerType: 'Dentist',
        providerSpeciality: 'Orthodontics',
        sortBy: 'name',
        sortDirection: 'desc',
      }),
    ).toEqual({
      zipCode: '44106',
      searchInput: '',
      radius: 40,
      page: 3,
      limit: 75,
      sortCriteria: 'name',
      sortDirection: 'desc',
      providergendercode: 'F',
      entitytype: '2',
      selectedAccessibilities: ['Contracted', 'Caution'],
      selectedProviderType: 'Dentist',
      selectedProviderSpecialty: 'Orthodontics',
    });
  });

  it('brings back a text search with the default radius and no ticked label when none was sent', () => {
    const restored = restoredSearchFrom({ zip: '44106', text: 'smith', limit: 50, page: 1 });
    expect(restored).toMatchObject({ searchInput: 'smith', radius: 25, selectedAccessibilities: [] });
  });

  it('ignores a query that is not a valid search', () => {
    expect(restoredSearchFrom({ zip: 'abc' })).toBeNull();
    expect(restoredSearchFrom({ zip: '44106', radius: 900 })).toBeNull();
  });

  it('finds the member’s last fresh search in the cache', () => {
    const now = Date.now();
    writeCachedSearch(
      { zip: '44106', limit: 50, page: 2, radius: 10, sortBy: 'distance', sortDirection: 'asc' },
      makeReply(),
      {
        now,
      },
    );
    expect(findSearchToRestore({ now })).toMatchObject({ zipCode: '44106', page: 2, radius: 10 });
  });
});
