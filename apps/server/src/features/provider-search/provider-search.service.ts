import { LRUCache } from 'lru-cache';
import {
  accessibilityLabel,
  accessibilityLabels,
  type Provider,
  type ProviderSearchParams,
  type ProviderSearchReply,
  radiusDefaultMiles,
  radiusMaxMiles,
  recommendedLabel,
  type SortCriterion,
  type SortDirection,
  type TaxonomyMappingParams,
  type TaxonomyMappingReply,
  type ZipCodeDetails,
} from '@medivi/domain';
import { DomainError } from '../../platform/errors.js';
import type { ZipCentroid } from '../../platform/zip-centroids.js';
import { type Area, type AreaProvider, compareByName, loadArea, type TaxonomyMap } from './provider-area.js';
import {
  activeText,
  compileFilter,
  type Filters,
  labelRank,
  maskOf,
  sliceAcross,
} from './provider-filters.js';
import type { ProviderSearchReads } from './provider-search.repository.js';

/** Who is searching: the plans he may select decide which contracts count. */
export interface Searcher {
  userId: string;
  /** Holder of the 6dhallplans role: every live plan is selectable. */
  hasAllPlans: boolean;
}

/** Message under the zip field for an unrecognized zip (spec §5 zip validation result). */
export const unknownZipMessage = 'Zip code not recognized. Please enter a valid US zip code.';

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
    const ranks = this.labelRanksOf(area, params.planID);
    const accepts = compileFilter(params, activeText(params.text), true);
    const selectedMask = maskOf(params.accessibilities);
    const counts = [0, 0, 0, 0];
    // Accessibility order is the distance order bucketed by label; the others are sorted orders.
    const isAccessibilitySort = params.sortBy === 'accessibility';
    const order =
      params.sortBy === 'accessibility'
        ? area.byDistance
        : this.orderOf(area, params.sortBy, params.sortDirection);
    const buckets: AreaProvider[][] = isAccessibilitySort ? [[], [], [], []] : [[]];
    for (const provider of order) {
      if (accepts !== null && !accepts(provider)) continue;
      const rank = ranks[provider.index] ?? 1;
      counts[rank] = (counts[rank] ?? 0) + 1;
      if ((selectedMask & (1 << rank)) === 0) continue;
      buckets[isAccessibilitySort ? rank : 0]?.push(provider);
    }
    if (isAccessibilitySort && params.sortDirection === 'desc') buckets.reverse();

    const totalCount = buckets.reduce((sum, bucket) => sum + bucket.length, 0);
    const start = (params.page - 1) * params.limit;
    const providers = sliceAcross(buckets, start, params.limit).map((provider) =>
      this.toCard(provider, ranks, visiblePlans),
    );
    return {
      providers,
      page: params.page,
      limit: params.limit,
      totalCount,
      totalPages: Math.ceil(totalCount / params.limit),
      radius: area.radius,
      accessibilityCounts: {
        Contracted: counts[0] ?? 0,
        Unknown: counts[1] ?? 0,
        Caution: counts[2] ?? 0,
        'Not Recommended': counts[3] ?? 0,
      },
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
    const ranks = this.labelRanksOf(area, filters.planID);
    const accepts = compileFilter(filters, activeText(params.text), false);
    const selectedMask = maskOf(filters.accessibilities);
    const providerType: TaxonomyMappingReply['data']['providerType'] = {};
    for (const provider of area.byDistance) {
      if (accepts !== null && !accepts(provider)) continue;
      if ((selectedMask & (1 << (ranks[provider.index] ?? 1))) === 0) continue;
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

  /** Label ranks of the area's providers for a selected plan, computed once per area and plan. */
  private labelRanksOf(area: Area, planID: string | undefined): Uint8Array {
    const key = planID ?? '';
    const cached = area.labelRanks.get(key);
    if (cached !== undefined) return cached;
    const ranks = new Uint8Array(area.byDistance.length);
    for (const provider of area.byDistance) {
      const isContracted = planID !== undefined && provider.partnerPlans.includes(planID);
      ranks[provider.index] = labelRank.get(accessibilityLabel(provider.recommendation, isContracted)) ?? 1;
    }
    area.labelRanks.set(key, ranks);
    return ranks;
  }

  private toCard(provider: AreaProvider, ranks: Uint8Array, visiblePlans: Set<string>): Provider {
    const label1 = accessibilityLabels[ranks[provider.index] ?? 1] ?? 'Unknown';
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
