import { describe, expect, it } from 'vitest';
import { providerSearchQuerySchema, taxonomyMappingQuerySchema } from '@medivi/domain';
import { DomainError } from '../../platform/errors.js';
import type { ZipCentroid } from '../../platform/zip-centroids.js';
import type { ProviderRow, ProviderSearchReads } from './provider-search.repository.js';
import { ProviderSearchService } from './provider-search.service.js';

// Real zip centroids (GeoNames) and real provider rows (Cleveland directory file, NUCC 25.1).
const zips: ZipCentroid[] = [
  {
    zip: '44106',
    city: 'Cleveland',
    county: 'Cuyahoga',
    state: 'OH',
    latitude: 41.5084,
    longitude: -81.6076,
  },
  {
    zip: '44109',
    city: 'Cleveland',
    county: 'Cuyahoga',
    state: 'OH',
    latitude: 41.4458,
    longitude: -81.7033,
  },
  {
    zip: '44122',
    city: 'Beachwood',
    county: 'Cuyahoga',
    state: 'OH',
    latitude: 41.4701,
    longitude: -81.5232,
  },
  { zip: '43215', city: 'Columbus', county: 'Franklin', state: 'OH', latitude: 39.9671, longitude: -83.0044 },
];

function person(
  npi: string,
  last: string,
  first: string,
  zip: string,
  taxonomy: string | null,
  extra: Partial<ProviderRow> = {},
): ProviderRow {
  return {
    npi,
    entity_type: '1',
    organization_name: null,
    last_name: last,
    first_name: first,
    middle_name: null,
    credential: 'MD',
    address_line1: '11100 EUCLID AVE',
    address_line2: null,
    city: 'CLEVELAND',
    state: 'OH',
    zip,
    phone: '2168441000',
    gender: null,
    primary_taxonomy: taxonomy,
    secondary_taxonomies: null,
    specialty_text: null,
    ...extra,
  };
}

const providers: ProviderRow[] = [
  person('1003000423', 'VELOTTA', 'JENNIFER', '44106', '207V00000X', { gender: 'F' }),
  person('1003178427', 'LOUDON', 'ANDREW', '44106', '2086S0127X', { gender: 'M', phone: '2168447981' }),
  person('1003254350', 'TEHRANISA', 'SARAH', '44106', '207P00000X'),
  person('1003022807', 'DABRAMO', 'CATHERINE', '44109', '207P00000X', {
    address_line1: '2500 METROHEALTH DR',
    phone: '2167787800',
  }),
  person('1003065673', 'HO', 'VANESSA', '44109', '2086S0102X', { address_line1: '2500 METROHEALTH DR' }),
  person('1003010000', 'FARAWAY', 'PAT', '43215', '207P00000X', { city: 'COLUMBUS' }),
  {
    ...person('1578542350', '', '', '44122', null, { specialty_text: 'Diagnostic Radiology' }),
    entity_type: '2',
    organization_name: 'BEACHWOOD IMAGING CENTER',
    last_name: null,
    first_name: null,
    credential: null,
  },
];

const taxonomies = [
  {
    code: '207V00000X',
    classification: 'Obstetrics & Gynecology',
    specialization: null,
    display_name: 'Obstetrics & Gynecology Physician',
  },
  {
    code: '2086S0127X',
    classification: 'Surgery',
    specialization: 'Trauma Surgery',
    display_name: 'Trauma Surgery Physician',
  },
  {
    code: '2086S0102X',
    classification: 'Surgery',
    specialization: 'Surgical Critical Care',
    display_name: 'Surgical Critical Care (Surgery) Physician',
  },
  {
    code: '207P00000X',
    classification: 'Emergency Medicine',
    specialization: null,
    display_name: 'Emergency Medicine Physician',
  },
];

class FakeReads implements ProviderSearchReads {
  version = 1;
  providerQueries = 0;
  contracts = [
    { npi: '1003254350', plan_id: 'plan-a' },
    { npi: '1003022807', plan_id: 'plan-a' },
    { npi: '1003022807', plan_id: 'plan-other' },
  ];
  experience = [
    { npi: '1003178427', recommendation: 'CAUTION' },
    { npi: '1003065673', recommendation: 'DELISTED' },
  ];
  providersVersion() {
    return Promise.resolve(this.version);
  }
  findZip(zip: string) {
    return Promise.resolve(zips.find((z) => z.zip === zip));
  }
  zipsInBox(minLat: number, maxLat: number, minLon: number, maxLon: number) {
    return Promise.resolve(
      zips.filter(
        (z) => z.latitude >= minLat && z.latitude <= maxLat && z.longitude >= minLon && z.longitude <= maxLon,
      ),
    );
  }
  providersInZips(list: readonly string[]) {
    this.providerQueries += 1;
    return Promise.resolve(providers.filter((p) => list.includes(p.zip)));
  }
  partnerPlansInZips(list: readonly string[]) {
    const npis = new Set(providers.filter((p) => list.includes(p.zip)).map((p) => p.npi));
    return Promise.resolve(this.contracts.filter((c) => npis.has(c.npi)));
  }
  recommendationsInZips(list: readonly string[]) {
    const npis = new Set(providers.filter((p) => list.includes(p.zip)).map((p) => p.npi));
    return Promise.resolve(this.experience.filter((e) => npis.has(e.npi)));
  }
  taxonomies() {
    return Promise.resolve(taxonomies);
  }
  visiblePlanIds(_userId: string, allPlans: boolean) {
    return Promise.resolve(allPlans ? ['plan-a', 'plan-b', 'plan-other'] : ['plan-a', 'plan-b']);
  }
}

const member = { userId: 'u1', hasAllPlans: false };

function setup(cacheSize = 1000) {
  const reads = new FakeReads();
  return { reads, service: new ProviderSearchService(reads, cacheSize) };
}

function query(input: Record<string, string>) {
  return providerSearchQuerySchema.parse({ zip: '44106', ...input });
}

describe('provider search service', () => {
  it('finds providers within the radius by great-circle distance and leaves out farther zips', async () => {
    const { service } = setup();
    const reply = await service.search(member, query({ radius: '25', sortBy: 'distance' }));
    expect(reply.providers.map((p) => p.npi)).not.toContain('1003010000');
    expect(reply.totalCount).toBe(6);
    expect(reply.providers[0]?.distance).toBe(0);
    const distances = reply.providers.map((p) => p.distance);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it('searches only the zip itself at radius 0', async () => {
    const { service } = setup();
    const reply = await service.search(member, query({ radius: '0' }));
    expect(reply.totalCount).toBe(3);
    expect(reply.providers.every((p) => p.zip === '44106' && p.distance === 0)).toBe(true);
  });

  it('labels by contract with the selected plan and by provider experience, and counts every label', async () => {
    const { service } = setup();
    const reply = await service.search(member, query({ planID: 'plan-a', radius: '25' }));
    const labels = Object.fromEntries(reply.providers.map((p) => [p.npi, [p.label1, p.label2]]));
    expect(labels['1003254350']).toEqual(['Contracted', 'Recommended']);
    expect(labels['1003178427']).toEqual(['Caution', null]);
    expect(labels['1003065673']).toEqual(['Not Recommended', null]);
    expect(labels['1003000423']).toEqual(['Unknown', null]);
    expect(reply.accessibilityCounts).toEqual({
      Contracted: 2,
      Unknown: 2,
      Caution: 1,
      'Not Recommended': 1,
    });
  });

  it('shows only the plans the searcher may see among partner plans', async () => {
    const { service } = setup();
    const reply = await service.search(member, query({ planID: 'plan-a' }));
    expect(reply.providers.find((p) => p.npi === '1003022807')?.partnerPlans).toEqual(['plan-a']);
  });

  it('sorts by accessibility ascending (Contracted first) and descending, with distance then name as tie-breakers', async () => {
    const { service } = setup();
    const ascending = await service.search(
      member,
      query({ planID: 'plan-a', sortBy: 'accessibility', sortDirection: 'asc' }),
    );
    expect(ascending.providers.map((p) => p.label1)).toEqual([
      'Contracted',
      'Contracted',
      'Unknown',
      'Unknown',
      'Caution',
      'Not Recommended',
    ]);
    expect(ascending.providers[0]?.npi).toBe('1003254350');
    const descending = await service.search(
      member,
      query({ planID: 'plan-a', sortBy: 'accessibility', sortDirection: 'desc' }),
    );
    expect(descending.providers[0]?.label1).toBe('Not Recommended');
  });

  it('sorts by name: last name for people, organization name for facilities', async () => {
    const { service } = setup();
    const reply = await service.search(member, query({ sortBy: 'name', sortDirection: 'asc' }));
    expect(reply.providers.map((p) => p.npi)).toEqual([
      '1578542350',
      '1003022807',
      '1003065673',
      '1003178427',
      '1003254350',
      '1003000423',
    ]);
    const reversed = await service.search(member, query({ sortBy: 'name', sortDirection: 'desc' }));
    expect(reversed.providers[0]?.npi).toBe('1003000423');
  });

  it('filters by gender, entity type, provider type, specialty and accessibility, counting labels before the accessibility filter', async () => {
    const { service } = setup();
    expect((await service.search(member, query({ gender: 'F' }))).providers.map((p) => p.npi)).toEqual([
      '1003000423',
    ]);
    expect((await service.search(member, query({ entityType: '2' }))).providers.map((p) => p.name)).toEqual([
      'BEACHWOOD IMAGING CENTER',
    ]);
    expect((await service.search(member, query({ providerType: 'Surgery' }))).totalCount).toBe(2);
    expect(
      (
        await service.search(
          member,
          query({ providerType: 'Surgery', providerSpeciality: 'Trauma Surgery Physician' }),
        )
      ).totalCount,
    ).toBe(1);
    const caution = await service.search(member, query({ accessibilities: 'Caution' }));
    expect(caution.providers.map((p) => p.npi)).toEqual(['1003178427']);
    expect(caution.accessibilityCounts.Unknown).toBe(4);
  });

  it('matches free text longer than 2 characters on name, address, NPI and phone digits, over 100 miles when no radius is given', async () => {
    const { service } = setup();
    expect((await service.search(member, query({ text: 'metrohealth' }))).totalCount).toBe(2);
    expect((await service.search(member, query({ text: '1003000423' }))).totalCount).toBe(1);
    expect(
      (await service.search(member, query({ text: '(216) 844-7981' }))).providers.map((p) => p.npi),
    ).toEqual(['1003178427']);
    expect((await service.search(member, query({ text: 'ho' }))).totalCount).toBe(6);
    const far = await service.search(member, query({ text: 'faraway' }));
    expect(far.radius).toBe(100);
    expect(far.totalCount).toBe(0);
    const columbus = await service.search(member, { ...query({ text: 'faraway' }), zip: '43215' });
    expect(columbus.totalCount).toBe(1);
  });

  it('pages with totals and an empty page beyond the last', async () => {
    const { service } = setup();
    const first = await service.search(member, query({ limit: '4', page: '1', sortBy: 'distance' }));
    const second = await service.search(member, query({ limit: '4', page: '2', sortBy: 'distance' }));
    const beyond = await service.search(member, query({ limit: '4', page: '3' }));
    expect(first.providers).toHaveLength(4);
    expect(second.providers).toHaveLength(2);
    expect(first.totalPages).toBe(2);
    expect(beyond.providers).toHaveLength(0);
    expect(new Set([...first.providers, ...second.providers].map((p) => p.npi)).size).toBe(6);
  });

  it('gives the breadcrumb from NUCC taxonomy and falls back to the source specialty text', async () => {
    const { service } = setup();
    const reply = await service.search(member, query({}));
    const byNpi = new Map(reply.providers.map((p) => [p.npi, p]));
    expect(byNpi.get('1003178427')).toMatchObject({
      category: 'Surgery',
      specialty: 'Trauma Surgery Physician',
    });
    expect(byNpi.get('1578542350')).toMatchObject({
      category: 'Unclassified',
      specialty: 'Diagnostic Radiology',
      entitytype: '2',
    });
  });

  it('counts providers per type and specialty under the other filters', async () => {
    const { service } = setup();
    const reply = await service.taxonomyMapping(
      member,
      taxonomyMappingQuerySchema.parse({ zip: '44106', radius: '25' }),
    );
    expect(reply.data.providerType.Surgery).toEqual({
      providers: 2,
      Speciality: { 'Trauma Surgery Physician': 1, 'Surgical Critical Care (Surgery) Physician': 1 },
    });
    expect(reply.data.providerType['Emergency Medicine']?.providers).toBe(2);
    const women = await service.taxonomyMapping(
      member,
      taxonomyMappingQuerySchema.parse({ zip: '44106', providergendercode: 'F' }),
    );
    expect(Object.keys(women.data.providerType)).toEqual(['Obstetrics & Gynecology']);
  });

  it("refuses an unknown zip with 400 and a plan that is not the searcher's with 403", async () => {
    const { service } = setup();
    await expect(service.search(member, { ...query({}), zip: '00000' })).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(service.search(member, query({ planID: 'plan-other' }))).rejects.toBeInstanceOf(DomainError);
    await expect(service.search(member, query({ planID: 'plan-other' }))).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(
      service.search({ userId: 'u2', hasAllPlans: true }, query({ planID: 'plan-other' })),
    ).resolves.toBeDefined();
  });

  it('reads an area once, and again after the provider data version changes', async () => {
    const { reads, service } = setup();
    await service.search(member, query({}));
    await service.search(member, query({ gender: 'M', page: '1' }));
    expect(reads.providerQueries).toBe(1);
    reads.experience = [{ npi: '1003000423', recommendation: 'UNFRIENDLY' }];
    reads.version = 2;
    const reply = await service.search(member, query({}));
    expect(reads.providerQueries).toBe(2);
    expect(reply.providers.find((p) => p.npi === '1003000423')?.label1).toBe('Not Recommended');
  });

  it('reads the area on every search when the cache is off', async () => {
    const { reads, service } = setup(0);
    await service.search(member, query({}));
    await service.search(member, query({}));
    expect(reads.providerQueries).toBe(2);
  });

  it('validates a zip with its location, or the not-recognized message', async () => {
    const { service } = setup();
    expect(await service.validateZip('44106')).toEqual({
      zip: '44106',
      city: 'Cleveland',
      county: 'Cuyahoga',
      state: 'OH',
    });
    expect((await service.validateZip('00000')).message).toMatch(/not recognized/);
  });
});
