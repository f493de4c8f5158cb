import { type AdjudicationDesign, type AdjudicationMet, adjudicateClaim } from '../shared/adjudication.js';
import { placesOfService } from '../shared/places-of-service.js';
import {
  type EstimateClaimType,
  estimateMinCount,
  type RiskLevel,
  riskLevelOf,
  staleWarningOf,
  type UnavailableReason,
} from './rules.js';

/**
 * One CMS fact of a provider for a code (table `benchmark_facts`, decision 0102): its data year,
 * place of service ('' or the physician files' F/O), discharges or services, and per-case
 * averages in US dollars (null where the file gives none). `medicareEquivalent` is the column the
 * claim type is repriced by (decision 0105 "Prices"): inpatient average total payments,
 * outpatient and professional average Medicare allowed amount.
 */
export interface EstimateFact {
  dataYear: number;
  placeOfService: string;
  count: number;
  billed: number | null;
  medicareEquivalent: number | null;
  sourceFile: string;
}

/** A provider's one figure for a code: the newest data year's facts, combined. */
export interface ProviderFigure {
  dataYear: number;
  /** Discharges (inpatient) or services in that year. */
  count: number;
  /** Average billed charge, USD; null when no fact of the year has it. */
  billed: number | null;
  /** Average Medicare equivalent, USD; null when no fact of the year has it. */
  medicareEquivalent: number | null;
  /** The files the figure comes from, sorted. */
  sourceFiles: string[];
}

/**
 * The figure of one provider for one code from its facts (all years): the newest data year only;
 * within it, when the physician PUF's F/O rows are there the 2012 per-state '' row is left out
 * (the two are sources of the same services, decision 0102 "Aggregates"); counts add up and each
 * average is weighted by count over the facts that have it. Null when there are no facts.
 * Example: F 20 services at $100 billed, O 60 at $60 → 80 services, billed (2,000 + 3,600) / 80 = $70.
 */
export function providerFigureOf(facts: readonly EstimateFact[]): ProviderFigure | null {
  if (facts.length === 0) return null;
  const dataYear = Math.max(...facts.map((fact) => fact.dataYear));
  let ofYear = facts.filter((fact) => fact.dataYear === dataYear);
  if (ofYear.some((fact) => fact.placeOfService !== '')) {
    ofYear = ofYear.filter((fact) => fact.placeOfService !== '');
  }
  const weighted = (pick: (fact: EstimateFact) => number | null): number | null => {
    const having = ofYear.filter((fact) => pick(fact) !== null);
    // One fact's average is taken as written, free of the float noise of n·x / n.
    if (having.length === 1 && having[0] !== undefined) return pick(having[0]);
    let sum = 0;
    let weight = 0;
    for (const fact of having) {
      sum += (pick(fact) ?? 0) * fact.count;
      weight += fact.count;
    }
    return weight === 0 ? null : sum / weight;
  };
  return {
    dataYear,
    count: ofYear.reduce((total, fact) => total + fact.count, 0),
    billed: weighted((fact) => fact.billed),
    medicareEquivalent: weighted((fact) => fact.medicareEquivalent),
    sourceFiles: [...new Set(ofYear.map((fact) => fact.sourceFile))].sort(),
  };
}

/** The place of service an estimate is adjudicated at, which decides the copay (decision 0115). */
export const estimatePlaceOfService: Record<EstimateClaimType, string> = {
  inpatient: placesOfService.inpatientHospital,
  outpatient: placesOfService.outpatientHospital,
  professional: placesOfService.office,
};

/** What an estimate needs besides the figure: the claim type, the plan's design and the met amounts. */
export interface EstimateTerms {
  claimType: EstimateClaimType;
  /** The plan year's benefit design, or null when the plan has none on file. */
  design: AdjudicationDesign | null;
  /** What the patient and the family have met this plan year (USD). */
  met: AdjudicationMet;
  /** The current calendar year, for the stale-data rule. */
  currentYear: number;
}

/**
 * One provider's estimate. Amounts US dollars to the cent; every amount is null when the estimate
 * is unavailable (`reason` says why), never 0.
 */
export interface ProviderEstimate {
  figure: ProviderFigure | null;
  reason: UnavailableReason | null;
  /** The plan's Medicare multiple for the claim type; null without a design. */
  multiple: number | null;
  allowed: number | null;
  deductible: number | null;
  coinsurance: number | null;
  copay: number | null;
  memberCost: number | null;
  planPays: number | null;
  /** Billed − allowed when positive: what a provider could balance-bill beyond the member's share. */
  aboveAllowed: number | null;
  /** Billed ÷ allowed, unrounded; null without either. */
  billedOverAllowed: number | null;
  risk: RiskLevel;
  /** The stale-data warning when the figure's year is over five years old; else null. */
  staleWarning: string | null;
}

const unavailable = (
  figure: ProviderFigure | null,
  reason: UnavailableReason,
  multiple: number | null,
  staleWarning: string | null,
): ProviderEstimate => ({
  figure,
  reason,
  multiple,
  allowed: null,
  deductible: null,
  coinsurance: null,
  copay: null,
  memberCost: null,
  planPays: null,
  aboveAllowed: null,
  billedOverAllowed: null,
  risk: 'unknown',
  staleWarning,
});

/**
 * A provider's estimate for a procedure (issue 33, docs/decisions/0115), in this order:
 * 1. no figure → unavailable `noFigure`; fewer than 11 cases → `fewCases`; no Medicare amount →
 *    `noMedicareFigure`; no design for the plan year → `noDesign` (the figure is still shown);
 * 2. the claim the procedure would make is adjudicated by `adjudicateClaim` (decision 0114): allowed
 *    = min(billed, round¢(Medicare equivalent × the claim type's multiple)) (no billed figure: the
 *    product), then the copay of the place (`estimatePlaceOfService`), the deductible left, the
 *    coinsurance and the out-of-pocket cap; plan pays = allowed − member cost;
 * 3. billed ÷ allowed gives the risk level (`riskLevelOf`), billed − allowed the amount above it;
 * 4. a figure older than five years carries `staleWarningOf`.
 * @throws RangeError from `adjudicateClaim` for a negative or non-finite amount in the design or met.
 */
export function estimateOf(figure: ProviderFigure | null, terms: EstimateTerms): ProviderEstimate {
  const multiple = terms.design?.medicareMultiples[terms.claimType] ?? null;
  if (figure === null) return unavailable(null, 'noFigure', multiple, null);
  const staleWarning = staleWarningOf(figure.dataYear, terms.currentYear);
  if (figure.count < estimateMinCount) return unavailable(figure, 'fewCases', multiple, staleWarning);
  if (figure.medicareEquivalent === null) {
    return unavailable(figure, 'noMedicareFigure', multiple, staleWarning);
  }
  if (terms.design === null || multiple === null) {
    return unavailable(figure, 'noDesign', multiple, staleWarning);
  }
  const split = adjudicateClaim({
    claimType: terms.claimType,
    // Without a billed figure nothing caps the allowed amount: the product stands.
    billed: figure.billed ?? figure.medicareEquivalent * multiple + 1,
    medicareEquivalent: figure.medicareEquivalent,
    placeOfService: estimatePlaceOfService[terms.claimType],
    status: 'paid',
    design: terms.design,
    met: terms.met,
  });
  const billedOverAllowed =
    figure.billed === null || split.allowed === 0 ? null : figure.billed / split.allowed;
  return {
    figure,
    reason: null,
    multiple,
    allowed: split.allowed,
    deductible: split.deductible,
    coinsurance: split.coinsurance,
    copay: split.copay,
    memberCost: split.memberShare,
    planPays: split.planPaid,
    aboveAllowed:
      figure.billed === null ? null : Math.max(0, Math.round((figure.billed - split.allowed) * 100) / 100),
    billedOverAllowed,
    risk: riskLevelOf(billedOverAllowed),
    staleWarning,
  };
}
