import { placesOfService } from './places-of-service.js';

/**
 * Adjudication of one claim under a plan's benefit design (docs/decisions/0114 "Adjudication"):
 * shared by the claims area (the demo claims, the EOB) and price estimates (issue 33), which
 * adjudicates the claim a procedure would make before care.
 */

/** The claim types a plan reprices (the claims area's `RepricedClaimType`). */
type RepricedClaimType = 'inpatient' | 'outpatient' | 'professional';

/** What the plan decided (the claims area's `ClaimStatus`). */
type ClaimStatus = 'paid' | 'denied' | 'adjusted';

/**
 * The terms of a plan's benefit design that adjudication reads (docs/decisions/0114 "Data",
 * table `plan_designs`). Amounts are US dollars; `coinsurancePercent` is the member's share after
 * the deductible, 0 to 100; a copay is null when the plan has none for that visit. A structural
 * type: a plan design of the plan-design file with this shape can be passed as it is.
 */
export interface AdjudicationDesign {
  /** Allowed = Medicare equivalent × the claim type's multiple. */
  readonly medicareMultiples: Readonly<Record<RepricedClaimType, number>>;
  readonly deductible: { readonly individual: number; readonly family: number };
  readonly outOfPocketMax: { readonly individual: number; readonly family: number };
  readonly coinsurancePercent: number;
  readonly copays: {
    readonly primaryCare: number | null;
    readonly specialist: number | null;
    readonly urgentCare: number | null;
    readonly emergency: number | null;
  };
}

/**
 * What the patient (`…Individual`) and his family (`…Family`, the patient included) have met so
 * far this plan year, US dollars: deductible applied, and out-of-pocket (deductible, coinsurance
 * and copays) paid.
 */
export interface AdjudicationMet {
  readonly deductibleIndividual: number;
  readonly deductibleFamily: number;
  readonly outOfPocketIndividual: number;
  readonly outOfPocketFamily: number;
}

/** One claim to adjudicate: amounts in US dollars; the CMS two-digit place of service or null. */
export interface AdjudicationInput {
  readonly claimType: RepricedClaimType;
  readonly billed: number;
  readonly medicareEquivalent: number;
  readonly placeOfService: string | null;
  readonly status: ClaimStatus;
  readonly design: AdjudicationDesign;
  readonly met: AdjudicationMet;
}

/**
 * One claim's split, US dollars to the cent: `memberShare` = deductible + coinsurance + copay,
 * `planPaid` = allowed − memberShare.
 */
export interface Adjudication {
  allowed: number;
  deductible: number;
  coinsurance: number;
  copay: number;
  memberShare: number;
  planPaid: number;
}

/**
 * The copay a visit at `placeOfService` calls for under `copays` (CMS Place of Service Code Set),
 * or null: office (11) the specialist copay, urgent care facility (20) the urgent-care copay,
 * emergency room – hospital (23) the emergency copay; any other place none. Every office visit
 * takes the specialist copay: a claim carries no mark of primary care or specialist care (the
 * rendering provider's taxonomy is not on it), so the primary-care copay is not used until one
 * does.
 */
export function copayOfVisit(
  placeOfService: string | null,
  copays: AdjudicationDesign['copays'],
): number | null {
  switch (placeOfService) {
    case placesOfService.office:
      return copays.specialist;
    case placesOfService.urgentCare:
      return copays.urgentCare;
    case placesOfService.emergencyRoom:
      return copays.emergency;
    default:
      return null;
  }
}

/** Rounds to a whole number, half up, after removing binary floating-point noise. */
function roundHalfUp(value: number): number {
  return Math.round(Number(value.toPrecision(12)));
}

/** Whole cents of a dollar amount. */
const toCents = (dollars: number): number => roundHalfUp(dollars * 100);

/**
 * The allowed amount of a repriced claim, US dollars to the cent: min(billed, Medicare equivalent
 * × the plan's multiple rounded to the cent, half a cent up) (docs/decisions/0105 "Repricing",
 * 0114 "Adjudication").
 */
export function allowedByMultiple(billed: number, medicareEquivalent: number, multiple: number): number {
  return allowedCents(billed, medicareEquivalent, multiple) / 100;
}

function allowedCents(billed: number, medicareEquivalent: number, multiple: number): number {
  return Math.min(toCents(billed), roundHalfUp(medicareEquivalent * 100 * multiple));
}

/**
 * Adjudicates one claim (docs/decisions/0114 "Adjudication"), in whole cents:
 * 1. allowed = `allowedByMultiple` with the design's multiple for the claim type;
 * 2. the copay of the visit (`copayOfVisit`), at most allowed; it does not count toward the
 *    deductible;
 * 3. the deductible on the rest, up to what remains of the individual and of the family
 *    deductible;
 * 4. the coinsurance percent of what is left, rounded to the cent;
 * 5. the member's share (copay, deductible, coinsurance, in that order) capped by what remains of
 *    the individual and of the family out-of-pocket maximum; plan paid = allowed − member share.
 * A denied claim allows nothing: every figure 0. Met amounts above a limit leave nothing of it.
 * @returns the split in US dollars (whole cents).
 * @throws RangeError when an amount, limit, copay, met amount or multiple is negative or not
 *   finite, or the coinsurance percent is outside 0 to 100.
 */
export function adjudicateClaim(input: AdjudicationInput): Adjudication {
  const { design, met } = input;
  const multiple = design.medicareMultiples[input.claimType];
  const amounts: [string, number | null][] = [
    ['billed', input.billed],
    ['medicareEquivalent', input.medicareEquivalent],
    [`medicareMultiples.${input.claimType}`, multiple],
    ['deductible.individual', design.deductible.individual],
    ['deductible.family', design.deductible.family],
    ['outOfPocketMax.individual', design.outOfPocketMax.individual],
    ['outOfPocketMax.family', design.outOfPocketMax.family],
    ...Object.entries(design.copays).map(([name, value]): [string, number | null] => [
      `copays.${name}`,
      value,
    ]),
    ['met.deductibleIndividual', met.deductibleIndividual],
    ['met.deductibleFamily', met.deductibleFamily],
    ['met.outOfPocketIndividual', met.outOfPocketIndividual],
    ['met.outOfPocketFamily', met.outOfPocketFamily],
  ];
  for (const [name, value] of amounts) {
    if (value !== null && !(Number.isFinite(value) && value >= 0)) {
      throw new RangeError(`${name} must be a finite amount ≥ 0`);
    }
  }
  if (!(design.coinsurancePercent >= 0 && design.coinsurancePercent <= 100)) {
    throw new RangeError('coinsurancePercent must be 0 to 100');
  }
  if (input.status === 'denied') {
    return { allowed: 0, deductible: 0, coinsurance: 0, copay: 0, memberShare: 0, planPaid: 0 };
  }
  const remaining = (limit: number, used: number) => Math.max(0, toCents(limit) - toCents(used));
  const allowed = allowedCents(input.billed, input.medicareEquivalent, multiple);
  const visitCopay = copayOfVisit(input.placeOfService, design.copays);
  const copay = Math.min(visitCopay === null ? 0 : toCents(visitCopay), allowed);
  const deductible = Math.min(
    allowed - copay,
    remaining(design.deductible.individual, met.deductibleIndividual),
    remaining(design.deductible.family, met.deductibleFamily),
  );
  const coinsurance = roundHalfUp(((allowed - copay - deductible) * design.coinsurancePercent) / 100);
  let room = Math.min(
    remaining(design.outOfPocketMax.individual, met.outOfPocketIndividual),
    remaining(design.outOfPocketMax.family, met.outOfPocketFamily),
  );
  const take = (cents: number) => {
    const taken = Math.min(cents, room);
    room -= taken;
    return taken;
  };
  const shares = { copay: take(copay), deductible: take(deductible), coinsurance: take(coinsurance) };
  const memberShare = shares.copay + shares.deductible + shares.coinsurance;
  return {
    allowed: allowed / 100,
    deductible: shares.deductible / 100,
    coinsurance: shares.coinsurance / 100,
    copay: shares.copay / 100,
    memberShare: memberShare / 100,
    planPaid: (allowed - memberShare) / 100,
  };
}
