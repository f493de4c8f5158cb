import { LRUCache } from 'lru-cache';
import {
  type AccessibilityCounts,
  type AccessibilityLabel,
  accessibilityLabel,
  accessibilityLabels,
  type Provider,
  type ProviderSearchParams,
  type ProviderSearchReply,
  radiusDefaultMiles,
  radiusMaxMiles,
  recommendedLabel,
  searchTextMinExclusive,
  type SortCriterion,
  type SortDirection,
  type TaxonomyMappingParams,
  type TaxonomyMappingReply,
  type ZipCodeDetails,
} from '@medivi/domain';
import { DomainError } from '../../platform/errors.js';
import { type Area, type AreaProvider, compareByName, loadArea, type TaxonomyMap } from './provider-area.js';
import type { ProviderSearchReads, ZipCentroid } from './provider-search.repository.js';

/** Who is searching: the plans he may select decide which contracts count. */
export interface Searcher {
  userId: string;
  /** Holder of the 6dhallplans role: every live plan is selectable. */
  hasAllPlans: boolean;
}

/** The filters both the search and the taxonomy mapping apply. */
interface Filters {
  zip: string;
  radius?: number | undefined;
  text?: string | undefined;
  gender?: 'M' | 'F' | undefined;
  entityType?: '1' | '2' | undefined;
  accessibilities?: readonly AccessibilityLabel[] | undefined;
  planID?: string | undefined;
}

/** Message under the zip field for an unrecognized zip (spec §5 zip validation result). */
export const unknownZipMessage = 'Zip code not recognized. Please enter a valid US zip code.';

const labelRank = new Map(accessibilityLabels.map((label, index) => [label, index]));

function emptyCounts(): AccessibilityCounts {
  return { Contracted: 0, Unknown: 0, Caution: 0, 'Not Recommended': 0 };
}

function activeText(text: string | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed.length > searchTextMinExclusive ? trimmed.toUpperCase() : null;
}

/**
 * Provider Search (cases-and-provider-search spec §4 Provider search, §5, §7). Each search area
 * (zip and radius) is read once through the zip indexes and kept in a bounded LRU cache that a new
 * provider data version empties; filters, counts, sort and page are then one pass over the area.
 * See docs/decisions/0004-provider-search.md.
 */
export class ProviderSearchService {
  private readonly areas: LRUCache<string, Area>;
  private cachedVersion = -1;
  private taxonomyMap: TaxonomyMap | null = null;
  private readonly cacheEnabled: boolean;

  constructor(
    private readonly repository: ProviderSearchReads,
    cacheSize: number,
  ) {
    this.areas = new LRUCache<string, Area>({
      maxSize: Math.max(1, cacheSize),
      sizeCalculation: (area) => Math.max(1, area.byDistance.length),
    });
    this.cacheEnabled = cacheSize > 0;
  }

  /**
   * The location of a zip, or the message that it is not recognized (spec §5).
   */
  async validateZip(zip: string): Promise<ZipCodeDetails> {
    const centroid = await this.repository.findZip(zip);
    if (centroid === undefined)
      return { zip, city: null, county: null, state: null, message: unknownZipMessage };
    return { zip, city: centroid.city, county: centroid.county, state: centroid.state };
  }

  /**
   * One page of providers with the total and the counts per accessibility label.
   * @throws DomainError 400 for an unrecognized zip; 403 for a plan the searcher may not select.
   */
  async search(searcher: Searcher, params: ProviderSearchParams): Promise<ProviderSearchReply> {
    const { area, visiblePlans } = await this.prepare(searcher, params);
    const text = activeText(params.text);
    const counts = emptyCounts();
    const selected = params.accessibilities;
    const byLabel: AreaProvider[][] = accessibilityLabels.map(() => []);
    const matches: AreaProvider[] = [];
    const isAccessibilitySort = params.sortBy === 'accessibility';
    const order =
      params.sortBy === 'accessibility'
        ? area.byDistance
        : this.orderOf(area, params.sortBy, params.sortDirection);

    for (const provider of order) {
      if (!this.passesBaseFilters(provider, params, text)) continue;
      if (params.providerType !== undefined && provider.category !== params.providerType) continue;
      if (params.providerSpeciality !== undefined && provider.specialty !== params.providerSpeciality)
        continue;
      const label = this.labelOf(provider, params.planID);
      counts[label] += 1;
      if (selected !== undefined && !selected.includes(label)) continue;
      if (isAccessibilitySort) byLabel[labelRank.get(label) ?? 0]?.push(provider);
      else matches.push(provider);
    }
    if (isAccessibilitySort) {
      const buckets = params.sortDirection === 'asc' ? byLabel : [...byLabel].reverse();
      for (const bucket of buckets) matches.push(...bucket);
    }

    const start = (params.page - 1) * params.limit;
    const providers = matches
      .slice(start, start + params.limit)
      .map((provider) => this.toCard(provider, params.planID, visiblePlans));
    return {
      providers,
      page: params.page,
      limit: params.limit,
      totalCount: matches.length,
      totalPages: Math.ceil(matches.length / params.limit),
      radius: area.radius,
      accessibilityCounts: counts,
      zipCodeDetails: {
        zip: area.center.zip,
        city: area.center.city,
        county: area.center.county,
        state: area.center.state,
      },
    };
  }

  /**
   * Provider counts per provider type and specialty under every filter but type and specialty
   * (spec §3 Provider-type mapping response).
   * @throws DomainError as `search`.
   */
  async taxonomyMapping(searcher: Searcher, params: TaxonomyMappingParams): Promise<TaxonomyMappingReply> {
    const filters = {
      ...params,
      gender: params.gender ?? params.providergendercode,
      planID: params.selectedPlan,
    };
    const { area } = await this.prepare(searcher, filters);
    const text = activeText(params.text);
    const providerType: TaxonomyMappingReply['data']['providerType'] = {};
    for (const provider of area.byDistance) {
      if (!this.passesBaseFilters(provider, filters, text)) continue;
      const label = this.labelOf(provider, filters.planID);
      if (filters.accessibilities !== undefined && !filters.accessibilities.includes(label)) continue;
      const entry = (providerType[provider.category] ??= { providers: 0, Speciality: {} });
      entry.providers += 1;
      if (provider.specialty !== null) {
        entry.Speciality[provider.specialty] = (entry.Speciality[provider.specialty] ?? 0) + 1;
      }
    }
    return { data: { providerType } };
  }

  private async prepare(
    searcher: Searcher,
    filters: Filters,
  ): Promise<{ area: Area; visiblePlans: Set<string> }> {
    const [center, visiblePlans] = await Promise.all([
      this.repository.findZip(filters.zip),
      this.repository.visiblePlanIds(searcher.userId, searcher.hasAllPlans),
    ]);
    if (center === undefined) {
      throw new DomainError(400, unknownZipMessage, {
        code: 'ZIP_NOT_FOUND',
        fieldErrors: { zip: unknownZipMessage },
      });
    }
    if (filters.planID !== undefined && !visiblePlans.includes(filters.planID)) {
      throw new DomainError(403, 'This plan is not one of your plans.', {
        code: 'PLAN_NOT_VISIBLE',
        fieldErrors: { planID: 'This plan is not one of your plans.' },
      });
    }
    const radius =
      filters.radius ?? (activeText(filters.text) !== null ? radiusMaxMiles : radiusDefaultMiles);
    return { area: await this.areaOf(center, radius), visiblePlans: new Set(visiblePlans) };
  }

  private async areaOf(center: ZipCentroid, radius: number): Promise<Area> {
    const version = await this.repository.providersVersion();
    if (version !== this.cachedVersion) {
      this.areas.clear();
      this.taxonomyMap = null;
      this.cachedVersion = version;
    }
    const key = `${center.zip}:${String(radius)}`;
    const cached = this.areas.get(key);
    if (cached !== undefined) return cached;
    this.taxonomyMap ??= await this.loadTaxonomyMap();
    const area = await loadArea(this.repository, this.taxonomyMap, center, radius);
    if (this.cacheEnabled) this.areas.set(key, area);
    return area;
  }

  private async loadTaxonomyMap(): Promise<TaxonomyMap> {
    const rows = await this.repository.taxonomies();
    const map: TaxonomyMap = new Map();
    for (const row of rows) {
      map.set(row.code, {
        category: row.classification ?? row.code,
        specialty: row.display_name ?? row.specialization ?? row.classification,
      });
    }
    return map;
  }

  private orderOf(
    area: Area,
    sortBy: Exclude<SortCriterion, 'accessibility'>,
    direction: SortDirection,
  ): AreaProvider[] {
    if (sortBy === 'distance' && direction === 'asc') return area.byDistance;
    const key = `${sortBy}:${direction}`;
    const cached = area.orders.get(key);
    if (cached !== undefined) return cached;
    const sign = direction === 'asc' ? 1 : -1;
    const sorted = [...area.byDistance].sort((a, b) => {
      if (sortBy === 'distance') return sign * (a.distance - b.distance) || compareByName(a, b);
      if (a.sortName !== b.sortName) return sign * (a.sortName < b.sortName ? -1 : 1);
      return a.distance - b.distance || compareByName(a, b);
    });
    area.orders.set(key, sorted);
    return sorted;
  }

  private passesBaseFilters(provider: AreaProvider, filters: Filters, text: string | null): boolean {
    if (filters.gender !== undefined && provider.gender !== filters.gender) return false;
    if (filters.entityType !== undefined && provider.entityType !== filters.entityType) return false;
    if (text !== null) {
      if (provider.haystack.includes(text)) return true;
      const digits = text.replace(/\D/g, '');
      return digits.length > searchTextMinExclusive && provider.phone?.includes(digits) === true;
    }
    return true;
  }

  private labelOf(provider: AreaProvider, planID: string | undefined): AccessibilityLabel {
    const isContracted = planID !== undefined && provider.partnerPlans.includes(planID);
    return accessibilityLabel(provider.recommendation, isContracted);
  }

  private toCard(provider: AreaProvider, planID: string | undefined, visiblePlans: Set<string>): Provider {
    const label1 = this.labelOf(provider, planID);
    return {
      npi: provider.npi,
      name: provider.name,
      address1: provider.address1,
      address2: provider.address2,
      city: provider.city,
      state: provider.state,
      zip: provider.zip,
      phone: provider.phone,
      distance: provider.distance,
      entitytype: provider.entityType,
      providergendercode: provider.gender,
      label1,
      label2: label1 === 'Contracted' ? recommendedLabel : null,
      primaryTaxonomy: provider.primaryTaxonomy,
      secondaryTaxonomies: provider.secondaryTaxonomies,
      partnerPlans: provider.partnerPlans.filter((plan) => visiblePlans.has(plan)),
      category: provider.category,
      specialty: provider.specialty,
    };
  }
}
