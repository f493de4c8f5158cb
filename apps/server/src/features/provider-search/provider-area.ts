import {
  type EntityType,
  type GenderCode,
  type Recommendation,
  recommendations,
  unclassifiedCategory,
} from '@medivi/domain';
import { type ZipCentroid, zipDistancesWithin } from '../../platform/zip-centroids.js';
import type { ProviderRow, ProviderSearchReads } from './provider-search.repository.js';

/** A provider of a search area, with everything the filters, sorts and cards need. */
export interface AreaProvider {
  /** Position in the area's distance order; indexes the area's per-plan label ranks. */
  index: number;
  npi: string;
  name: string;
  /** Upper-case sort key: last, first, middle for people; the organization name otherwise. */
  sortName: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string;
  phone: string | null;
  /** Great-circle miles from the searched zip's centroid to the provider's zip centroid. */
  distance: number;
  entityType: EntityType;
  gender: GenderCode | null;
  primaryTaxonomy: string | null;
  secondaryTaxonomies: string[];
  partnerPlans: string[];
  category: string;
  specialty: string | null;
  recommendation: Recommendation | null;
  /** Upper-case text the free-text search matches: name, address lines, city, state, NPI. */
  haystack: string;
}

/** The providers within a radius of a zip, sorted by distance, then name, then NPI. */
export interface Area {
  center: ZipCentroid;
  radius: number;
  byDistance: AreaProvider[];
  /** Other sort orders, computed on first use. */
  orders: Map<string, AreaProvider[]>;
  /** Label rank (index in accessibilityLabels) of each provider per selected plan id, on first use. */
  labelRanks: Map<string, Uint8Array>;
}

/** Provider type (NUCC Classification) and specialty (NUCC Display Name) per taxonomy code. */
export type TaxonomyMap = Map<string, { category: string; specialty: string | null }>;

function joinName(parts: readonly (string | null)[]): string {
  return parts.filter((part): part is string => part !== null && part !== '').join(' ');
}

function displayName(row: ProviderRow): string {
  if (row.entity_type === '2') return row.organization_name ?? 'Unnamed organization';
  const name = joinName([row.first_name, row.middle_name, row.last_name]);
  const shown = name === '' ? (row.organization_name ?? 'Unnamed provider') : name;
  return row.credential === null || row.credential === '' ? shown : `${shown}, ${row.credential}`;
}

function sortNameOf(row: ProviderRow): string {
  if (row.entity_type === '2') return (row.organization_name ?? '').toUpperCase();
  return joinName([row.last_name, row.first_name, row.middle_name]).toUpperCase();
}

function recommendationOf(value: string | undefined): Recommendation | null {
  return recommendations.find((known) => known === value) ?? null;
}

/** Compares by sort name, then NPI; used as the tie-breaker of every order. */
export function compareByName(a: AreaProvider, b: AreaProvider): number {
  if (a.sortName !== b.sortName) return a.sortName < b.sortName ? -1 : 1;
  return a.npi < b.npi ? -1 : a.npi > b.npi ? 1 : 0;
}

/**
 * Loads the area of `radius` miles around `center`: the zips whose centroid lies within the
 * radius (a latitude/longitude box on the zip index, then the exact great-circle distance), and
 * the providers of those zips (zip index). Radius 0 is the zip itself.
 */
export async function loadArea(
  repository: ProviderSearchReads,
  taxonomyMap: TaxonomyMap,
  center: ZipCentroid,
  radius: number,
): Promise<Area> {
  const distances = await zipDistancesWithin(repository, center, radius);
  const zipList = [...distances.keys()];
  const [rows, contracts, experience] = await Promise.all([
    repository.providersInZips(zipList),
    repository.partnerPlansInZips(zipList),
    repository.recommendationsInZips(zipList),
  ]);
  const plansByNpi = new Map<string, string[]>();
  for (const contract of contracts) {
    const list = plansByNpi.get(contract.npi);
    if (list === undefined) plansByNpi.set(contract.npi, [contract.plan_id]);
    else list.push(contract.plan_id);
  }
  const recommendationByNpi = new Map(experience.map((row) => [row.npi, row.recommendation]));

  const providers = rows.map((row): AreaProvider => {
    const taxonomy = row.primary_taxonomy === null ? undefined : taxonomyMap.get(row.primary_taxonomy);
    const name = displayName(row);
    return {
      index: 0,
      npi: row.npi,
      name,
      sortName: sortNameOf(row),
      address1: row.address_line1,
      address2: row.address_line2,
      city: row.city,
      state: row.state,
      zip: row.zip,
      phone: row.phone,
      distance: Math.round((distances.get(row.zip) ?? 0) * 10) / 10,
      entityType: row.entity_type === '2' ? '2' : '1',
      gender: row.gender === 'M' || row.gender === 'F' ? row.gender : null,
      primaryTaxonomy: row.primary_taxonomy,
      secondaryTaxonomies:
        row.secondary_taxonomies === null || row.secondary_taxonomies === ''
          ? []
          : row.secondary_taxonomies.split('|'),
      partnerPlans: plansByNpi.get(row.npi) ?? [],
      category: taxonomy?.category ?? unclassifiedCategory,
      specialty: taxonomy === undefined ? row.specialty_text : taxonomy.specialty,
      recommendation: recommendationOf(recommendationByNpi.get(row.npi)),
      haystack: [name, row.address_line1, row.address_line2, row.city, row.state, row.npi]
        .filter((part) => part !== null)
        .join(' ')
        .toUpperCase(),
    };
  });
  providers.sort((a, b) => a.distance - b.distance || compareByName(a, b));
  providers.forEach((provider, index) => {
    provider.index = index;
  });
  return { center, radius, byDistance: providers, orders: new Map(), labelRanks: new Map() };
}
