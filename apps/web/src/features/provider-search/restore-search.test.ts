import { describe, expect, it } from 'vitest';
import { providerSearchQuerySchema } from '@medivi/domain';
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

describe('restoring agrees with the search contract', () => {
  const queries: Record<string, unknown>[] = [
    { zip: '44106' },
    { zip: '44106', text: '  smith  ', radius: '', limit: '75', page: '2' },
    { zip: '44106', text: 'x'.repeat(101) },
    { zip: '44106', radius: 0 },
    { zip: '44106', radius: 100.5 },
    { zip: '44106', radius: -1 },
    { zip: '44106', limit: 0 },
    { zip: '44106', limit: 101 },
    { zip: '44106', page: '' },
    { zip: '44106', gender: 'X' },
    { zip: '44106', gender: '', entityType: '2', sortBy: '', sortDirection: 'desc' },
    { zip: '44106', sortBy: 'price' },
    { zip: '44106', accessibilities: 'Contracted, Not Recommended,' },
    { zip: '44106', accessibilities: 'Contracted,Great' },
    { zip: '44106', planID: 'p'.repeat(65) },
    { zip: '44106', providerType: 'Dentist', providerSpeciality: 's'.repeat(201) },
    { zip: 44106 },
  ];

  it.each(queries)('reads %j as the contract does', (query) => {
    const contract = providerSearchQuerySchema.safeParse(query);
    const restored = restoredSearchFrom(query);
    expect(restored !== null).toBe(contract.success);
    if (contract.success && restored !== null) {
      const params = contract.data;
      expect(restored).toMatchObject({
        zipCode: params.zip,
        searchInput: params.text ?? '',
        page: params.page,
        limit: params.limit,
        sortCriteria: params.sortBy,
        sortDirection: params.sortDirection,
        selectedAccessibilities: params.accessibilities ?? [],
      });
    }
  });
});
