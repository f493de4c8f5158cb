import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerExperienceListReplySchema } from '@medivi/domain';
import {
  createProviderExperienceTestApp,
  createUrl as create,
  listUrl as list,
  type ProviderExperienceTestApp,
  testNpis as npis,
} from './testing/provider-experience.js';

describe('provider-experience list: paging, filters, keyword search and sort', () => {
  let api: ProviderExperienceTestApp;

  beforeAll(async () => {
    api = await createProviderExperienceTestApp();
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('pages, filters, searches and sorts the list', async () => {
    const inserts = [
      { npi: npis[0], provider_name: 'Example Provider', entity_type: '1', recommendation: 'DELISTED' },
      { npi: npis[4], provider_name: 'Delta', entity_type: '1', recommendation: 'UNFRIENDLY' },
      { npi: npis[5], provider_name: 'epsilon', recommendation: 'DELISTED' },
      { npi: npis[1], provider_name: 'alpha clinic', entity_type: '2', recommendation: 'UNFRIENDLY' },
      {
        npi: npis[2],
        provider_name: 'Beta 100% Care',
        entity_type: '1',
        recommendation: 'CAUTION',
        ein: '987654321',
      },
      {
        npi: npis[3],
        provider_name: 'Gamma',
        entity_type: '1',
        recommendation: 'CAUTION',
        internal_notes: 'Balance BILLS often',
      },
    ];
    for (const payload of inserts)
      expect((await api.call('POST', create, api.updater, payload)).status).toBe(200);
    const get = async (query: string) =>
      providerExperienceListReplySchema.parse((await api.call('GET', `${list}?${query}`, api.readonly)).json);

    const byName = await get('limit=5');
    expect(byName.records.map((r) => r.provider_name)).toEqual([
      'alpha clinic',
      'Beta 100% Care',
      'Delta',
      'epsilon',
      'Example Provider',
    ]);
    expect(byName).toMatchObject({ total: 6, offset: 1, limit: 5, totalPages: 2 });
    const byNpiDesc = await get('sortBy=npi&sortDirection=desc');
    expect(byNpiDesc.records.map((r) => r.npi)).toEqual(
      [...byNpiDesc.records.map((r) => r.npi)].sort().reverse(),
    );
    expect((await get('recommendation=CAUTION')).records.map((r) => r.npi).sort()).toEqual(
      [npis[2], npis[3]].sort(),
    );
    expect((await get('entityType=2')).records.map((r) => r.npi)).toEqual([npis[1]]);
    expect((await get('searchText=bills')).records.map((r) => r.npi)).toEqual([npis[3]]);
    expect((await get('searchText=98765')).records.map((r) => r.npi)).toEqual([npis[2]]);
    expect((await get('searchText=100%25')).records.map((r) => r.npi)).toEqual([npis[2]]);
    expect((await get(`searchText=${npis[1].slice(2, 8)}`)).records.map((r) => r.npi)).toEqual([npis[1]]);
    expect((await get('searchText=%25')).total).toBe(1);
    expect((await get('recommendation=&entityType=&searchText=&sortBy=')).total).toBe(6);
    const secondPage = await get('limit=5&offset=2');
    expect(secondPage.records.map((r) => r.provider_name)).toEqual(['Gamma']);
    expect(await get('limit=5&offset=3')).toMatchObject({ records: [], total: 6, offset: 3 });
    const descending = await get('sortDirection=desc&limit=25');
    expect(descending.records.map((r) => r.provider_name)).toEqual([
      'Gamma',
      'Example Provider',
      'epsilon',
      'Delta',
      'Beta 100% Care',
      'alpha clinic',
    ]);
  });

  it('answers 400, never 5xx, for a bad list query', async () => {
    for (const query of [
      'limit=7',
      'limit=100',
      'limit=abc',
      'offset=0',
      'offset=-1',
      'offset=99999999999999999999',
      'offset=2.5',
      'sortBy=recommendation',
      'sortBy=npi;drop table users',
      'sortDirection=up',
      'recommendation=GOOD',
      'entityType=3',
      `searchText=${'x'.repeat(101)}`,
    ]) {
      const { status, error } = await api.rejected('GET', `${list}?${query}`, api.updater);
      expect(status, query).toBe(400);
      expect(error.code, query).toBe('VALIDATION_FAILED');
    }
  });
});
