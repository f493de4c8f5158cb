import { addDaysToIsoDate, isMemberClaimsDate } from './member-claims-rules.js';

/**
 * Accumulators (issue 32, docs/decisions/0114 "API"): how much of the deductible and of the
 * out-of-pocket maximum a plan year's claims have used, for each person and for the family.
 * Amounts are US dollars; sums are taken in whole cents so they do not drift.
 */

/** The part of a claim the accumulators count: whose it is, its status and the member's share. */
export interface AccumulatorClaim {
  /** The patient's member id (the claim's `patient_member_id`, else its subscriber `member_id`). */
  patientMemberId: string;
  /** 'paid', 'denied' or 'adjusted'; a denied claim counts nothing. */
  status: string;
  /** What the member paid toward the deductible on this claim, USD. */
  deductible: number;
  coinsurance: number;
  copay: number;
}

/** The limits of a plan year's design, USD (the same fields as the plan benefit design). */
export interface AccumulatorLimits {
  deductible: { individual: number; family: number };
  outOfPocketMax: { individual: number; family: number };
}

/**
 * One accumulator: the limit (null when the plan has no design for the year), what the claims
 * used, and what is left (never below 0; null without a limit). USD.
 */
export interface Accumulator {
  limit: number | null;
  used: number;
  remaining: number | null;
}

/** The deductible and out-of-pocket accumulators of one person or of the family. */
export interface AccumulatorPair {
  deductible: Accumulator;
  outOfPocket: Accumulator;
}

/** One person's accumulators. */
export interface PersonAccumulators extends AccumulatorPair {
  memberId: string;
}

/** Whole cents of a dollar amount. */
function centsOf(dollars: number): number {
  return Math.round(dollars * 100);
}

function accumulatorOf(limit: number | null, usedCents: number): Accumulator {
  const used = usedCents / 100;
  if (limit === null) return { limit: null, used, remaining: null };
  return { limit, used, remaining: Math.max(0, centsOf(limit) - usedCents) / 100 };
}

/**
 * The accumulators of a plan year's `claims`, those of one family on one plan (every claim whose
 * subscriber is the family's), under the design's `limits` (null: no design, so every limit and
 * remainder is null): a row for each of `people` (member ids, in the order given) and the family.
 *
 * - used deductible = the sum of the claims' deductible amounts;
 * - used out-of-pocket = the sum of deductible + coinsurance + copay (all count toward it);
 * - a denied claim counts nothing;
 * - an individual row counts only that person's claims; nobody outside `people` gets a row;
 * - the family's used amounts are the sums over every claim given, the claims of people without a
 *   row included (an adult dependent the caller may not see still spends the family's deductible),
 *   against the family limits;
 * - remaining = max(0, limit − used).
 *
 * Example: a $1,000 / $2,000 deductible; Ann's paid claims used $400 and $700 of it, Ben's $300,
 * and Cal, an adult dependent not in `people`, $250: Ann's deductible used $1,100, remaining $0;
 * Ben's $300; the family used $1,650, remaining $350.
 */
export function accumulatorsOf(
  people: readonly string[],
  claims: readonly AccumulatorClaim[],
  limits: AccumulatorLimits | null,
): { individuals: PersonAccumulators[]; family: AccumulatorPair } {
  const used = new Map(people.map((memberId) => [memberId, { deductible: 0, outOfPocket: 0 }]));
  let familyDeductible = 0;
  let familyOutOfPocket = 0;
  for (const claim of claims) {
    if (claim.status === 'denied') continue;
    const deductible = centsOf(claim.deductible);
    const outOfPocket = deductible + centsOf(claim.coinsurance) + centsOf(claim.copay);
    familyDeductible += deductible;
    familyOutOfPocket += outOfPocket;
    const person = used.get(claim.patientMemberId);
    if (person === undefined) continue;
    person.deductible += deductible;
    person.outOfPocket += outOfPocket;
  }
  const individuals = people.map((memberId) => {
    const cents = used.get(memberId) ?? { deductible: 0, outOfPocket: 0 };
    return {
      memberId,
      deductible: accumulatorOf(limits?.deductible.individual ?? null, cents.deductible),
      outOfPocket: accumulatorOf(limits?.outOfPocketMax.individual ?? null, cents.outOfPocket),
    };
  });
  return {
    individuals,
    family: {
      deductible: accumulatorOf(limits?.deductible.family ?? null, familyDeductible),
      outOfPocket: accumulatorOf(limits?.outOfPocketMax.family ?? null, familyOutOfPocket),
    },
  };
}

/**
 * The plan year `planYear` of a plan whose year starts in month `startMonth` (1–12): from the
 * first of that month in `planYear` to the day before the first of that month in the next year,
 * both `YYYY-MM-DD` and inclusive. Example: 2025 starting in July runs 2025-07-01 to 2026-06-30.
 * @throws RangeError when `startMonth` is not 1–12 or `planYear` not a four-digit year.
 */
export function planYearWindow(planYear: number, startMonth: number): { from: string; to: string } {
  if (!Number.isInteger(startMonth) || startMonth < 1 || startMonth > 12) {
    throw new RangeError(`not a month: ${String(startMonth)}`);
  }
  if (!Number.isInteger(planYear) || planYear < 1000 || planYear > 9998) {
    throw new RangeError(`not a plan year: ${String(planYear)}`);
  }
  const month = String(startMonth).padStart(2, '0');
  return {
    from: `${String(planYear)}-${month}-01`,
    to: addDaysToIsoDate(`${String(planYear + 1)}-${month}-01`, -1),
  };
}

/**
 * The plan year (the calendar year it starts in) that holds `isoDate` (`YYYY-MM-DD`) for a plan
 * whose year starts in month `startMonth` (1–12): 2026-03-10 with a July start is plan year 2025.
 * @throws RangeError when `isoDate` is not a real date.
 */
export function planYearOf(isoDate: string, startMonth: number): number {
  if (!isMemberClaimsDate(isoDate)) throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  return month >= startMonth ? year : year - 1;
}
