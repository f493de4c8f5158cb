import {
  accessibilityLabel,
  type EstimateSort,
  type EstimateTerms,
  estimateOf,
  type ProviderEstimateCard,
  providerFigureOf,
  type Recommendation,
  type RiskLevel,
  riskLevelLabels,
  riskLevels,
  unavailableReasonTexts,
} from '@medivi/domain';
import type { QualityScore } from './estimate-reference.js';
import type { CodeFacts, EstimateProvider } from './price-estimates.repository.js';

/** One provider in the radius with its distance (miles) and its facts for the code (maybe none). */
export interface ProviderInArea {
  provider: EstimateProvider;
  distanceMiles: number;
  facts: CodeFacts['facts'];
}

/** What a card needs besides the provider: the estimate terms and the labels' sources. */
export interface CardSources {
  terms: EstimateTerms;
  quality: ReadonlyMap<string, QualityScore>;
  hospitalNpis: ReadonlyMap<string, readonly string[]>;
  recommendations: ReadonlyMap<string, string>;
  contracted: ReadonlySet<string>;
}

/** How bad a recommendation is, to pick the worst of a hospital's NPIs. */
const recommendationRank: Record<string, number> = { CAUTION: 1, UNFRIENDLY: 2, DELISTED: 3 };

/**
 * The provider-experience label of a provider for the plan (`accessibilityLabel`, decisions 0003
 * and 0082) over its NPIs (a professional's own; a hospital's organization NPIs, the worst
 * recommendation winning), or null when it has none: no NPI, or neither a record nor a contract.
 */
export function experienceOf(npis: readonly string[], sources: CardSources): string | null {
  let worst: string | null = null;
  let isContracted = false;
  for (const npi of npis) {
    const recommendation = sources.recommendations.get(npi);
    if (
      recommendation !== undefined &&
      (recommendationRank[recommendation] ?? 0) > (recommendationRank[worst ?? ''] ?? 0)
    ) {
      worst = recommendation;
    }
    if (sources.contracted.has(npi)) isContracted = true;
  }
  if (worst === null && !isContracted) return null;
  return accessibilityLabel(worst as Recommendation | null, isContracted);
}

/** One provider's card: its estimate, labels, quality and place. */
export function cardOf(entry: ProviderInArea, sources: CardSources): ProviderEstimateCard {
  const { provider } = entry;
  const estimate = estimateOf(providerFigureOf(entry.facts), sources.terms);
  const npis =
    provider.kind === 'professional'
      ? [provider.providerId]
      : (sources.hospitalNpis.get(provider.providerId) ?? []);
  const quality = provider.kind === 'hospital' ? (sources.quality.get(provider.providerId) ?? null) : null;
  return {
    providerId: provider.providerId,
    providerKind: provider.kind,
    npi: npis[0] ?? null,
    name: provider.name,
    address: provider.address,
    city: provider.city,
    state: provider.state,
    zip: provider.zip,
    distanceMiles: Math.round(entry.distanceMiles * 10) / 10,
    experience: experienceOf(npis, sources),
    quality,
    dataYear: estimate.figure?.dataYear ?? null,
    sourceFiles: estimate.figure?.sourceFiles ?? [],
    count: estimate.figure?.count ?? null,
    billed: estimate.figure?.billed ?? null,
    medicareEquivalent: estimate.figure?.medicareEquivalent ?? null,
    multiple: estimate.multiple,
    allowed: estimate.allowed,
    deductible: estimate.deductible,
    coinsurance: estimate.coinsurance,
    copay: estimate.copay,
    memberCost: estimate.memberCost,
    planPays: estimate.planPays,
    aboveAllowed: estimate.aboveAllowed,
    billedOverAllowed: estimate.billedOverAllowed,
    risk: estimate.risk,
    riskLabel: riskLevelLabels[estimate.risk],
    unavailableReason: estimate.reason,
    unavailableText: estimate.reason === null ? null : unavailableReasonTexts[estimate.reason],
    staleWarning: estimate.staleWarning,
  };
}

const sortKeys: Record<EstimateSort, (card: ProviderEstimateCard) => number | null> = {
  memberCost: (card) => card.memberCost,
  allowed: (card) => card.allowed,
  distance: (card) => card.distanceMiles,
  risk: (card) => card.billedOverAllowed,
};

/**
 * Cards in `sort` order, lowest first; a card without the figure last; ties by distance, then
 * name, then provider id, so a page never depends on the order rows were read.
 */
export function sortCards(
  cards: readonly ProviderEstimateCard[],
  sort: EstimateSort,
): ProviderEstimateCard[] {
  const key = sortKeys[sort];
  return [...cards].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return x - y;
    }
    return (
      a.distanceMiles - b.distanceMiles ||
      a.name.localeCompare(b.name) ||
      a.providerId.localeCompare(b.providerId)
    );
  });
}

/** How many cards have each risk level. */
export function riskCountsOf(cards: readonly ProviderEstimateCard[]): Record<RiskLevel, number> {
  const counts = Object.fromEntries(riskLevels.map((level) => [level, 0])) as Record<RiskLevel, number>;
  for (const card of cards) counts[card.risk] += 1;
  return counts;
}
