import type { Provider, ProviderSearchReply, TaxonomyMappingReply } from '@medivi/domain';

/** A provider card as the server sends it; fields overridable. */
export function makeProvider(overrides: Partial<Provider> = {}): Provider {
  return {
    npi: '1234567893',
    name: 'Jane Smith, MD',
    address1: '11100 Euclid Ave',
    address2: null,
    city: 'Cleveland',
    state: 'OH',
    zip: '44106',
    phone: '2165551234',
    distance: 12.4,
    entitytype: '1',
    providergendercode: 'F',
    label1: 'Contracted',
    label2: 'Recommended',
    primaryTaxonomy: '207Q00000X',
    secondaryTaxonomies: [],
    partnerPlans: ['plan-1'],
    category: 'Family Medicine',
    specialty: 'Adult Medicine',
    ...overrides,
  };
}

/** A search reply holding the given providers. */
export function makeReply(
  providers: Provider[] = [makeProvider()],
  overrides: Partial<ProviderSearchReply> = {},
): ProviderSearchReply {
  return {
    providers,
    page: 1,
    limit: 50,
    totalCount: providers.length,
    totalPages: providers.length === 0 ? 0 : 1,
    radius: 25,
    accessibilityCounts: { Contracted: 1, Unknown: 0, Caution: 0, 'Not Recommended': 0 },
    zipCodeDetails: { zip: '44106', city: 'Cleveland', county: 'Cuyahoga', state: 'OH' },
    ...overrides,
  };
}

/** A taxonomy-mapping reply with two provider types. */
export function makeTaxonomyReply(): TaxonomyMappingReply {
  return {
    data: {
      providerType: {
        'Family Medicine': { providers: 12, Speciality: { 'Adult Medicine': 7, 'Sports Medicine': 5 } },
        Dentist: { providers: 3, Speciality: { Orthodontics: 3 } },
      },
    },
  };
}

export { makePlan } from '../../../testing/fixtures';
