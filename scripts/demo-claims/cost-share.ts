import { type Adjudication, adjudicateClaim, type ClaimStatus } from '@medivi/domain';
import { type DemoDesignOf, demoPlanYearOf } from './designs.js';
import type { ClaimType } from './prices.js';

/** What the cost share of one demo claim is computed from. */
export interface ClaimToAdjudicate {
  claimId: string;
  planId: string;
  /** The subscriber's member id: the family. */
  memberId: string;
  patientMemberId: string;
  serviceDateFrom: string;
  claimType: ClaimType;
  billed: number;
  medicareEquivalent: number;
  placeOfService: string;
  status: ClaimStatus;
}

/** Deductible applied and out-of-pocket paid so far, whole cents. */
interface Met {
  deductible: number;
  outOfPocket: number;
}

const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * Adjudicates the demo claims with the domain's `adjudicateClaim` (docs/decisions/0114
 * "Adjudication"), each under its plan's design for the plan year of its first day of service
 * (`designOf`, the demo plan designs file): in order of service (first day, then claim id), each
 * claim meets what the patient and his family (the subscriber's member id) have met before it in
 * the same plan and plan year; a denied claim meets nothing.
 * @returns each claim's split by claim id, US dollars.
 * @throws Error when a claim's plan has no design for its plan year.
 */
export function adjudicateDemoClaims(
  claims: readonly ClaimToAdjudicate[],
  designOf: DemoDesignOf,
): Map<string, Adjudication> {
  const met = new Map<string, Met>();
  const metOf = (key: string): Met => {
    let found = met.get(key);
    if (found === undefined) {
      found = { deductible: 0, outOfPocket: 0 };
      met.set(key, found);
    }
    return found;
  };
  const splits = new Map<string, Adjudication>();
  const inOrder = [...claims].sort(
    (a, b) => a.serviceDateFrom.localeCompare(b.serviceDateFrom) || a.claimId.localeCompare(b.claimId),
  );
  for (const claim of inOrder) {
    const year = demoPlanYearOf(claim.serviceDateFrom);
    const design = designOf(claim.planId, year);
    if (design === undefined) {
      throw new Error(`${claim.claimId}: plan ${claim.planId} has no design for plan year ${String(year)}`);
    }
    const individual = metOf(`${claim.planId}|${String(year)}|person|${claim.patientMemberId}`);
    const family = metOf(`${claim.planId}|${String(year)}|family|${claim.memberId}`);
    const split = adjudicateClaim({
      claimType: claim.claimType,
      billed: claim.billed,
      medicareEquivalent: claim.medicareEquivalent,
      placeOfService: claim.placeOfService,
      status: claim.status,
      design,
      met: {
        deductibleIndividual: individual.deductible / 100,
        deductibleFamily: family.deductible / 100,
        outOfPocketIndividual: individual.outOfPocket / 100,
        outOfPocketFamily: family.outOfPocket / 100,
      },
    });
    for (const sum of [individual, family]) {
      sum.deductible += toCents(split.deductible);
      sum.outOfPocket += toCents(split.memberShare);
    }
    splits.set(claim.claimId, split);
  }
  return splits;
}
