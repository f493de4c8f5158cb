import type { AdjudicationDesign } from '@medivi/domain';
import { demoPlans } from '../../apps/server/src/seed/demo-accounts.js';
import { demoPlanMedicareMultiples } from '../../apps/server/src/seed/demo-claims.js';

/**
 * The synthetic benefit-design terms every demo plan has in every plan year, US dollars
 * (docs/decisions/0114 "Data"): deductible 1,500 for one person and 3,000 for a family,
 * out-of-pocket maximum 5,000 and 10,000, coinsurance 20 % after the deductible, copays primary
 * care 25, specialist 50, urgent care 75 and emergency room 250. Invented plan terms in the range
 * employer plans use, not any real plan's.
 */
export const demoDesignTerms = {
  deductible: { individual: 1500, family: 3000 },
  outOfPocketMax: { individual: 5000, family: 10000 },
  coinsurancePercent: 20,
  copays: { primaryCare: 25, specialist: 50, urgentCare: 75, emergency: 250 },
} as const;

/**
 * The month the demo plans' years start in: January, the default of `plans.plan_year_start_month`
 * (migration 0011), which the demo seed keeps. A plan year is then a calendar year.
 */
export const demoPlanYearStartMonth = 1;

/**
 * The design each demo plan's claims are adjudicated under, by plan id: `demoDesignTerms` with the
 * plan's Medicare multiple (`demoPlanMedicareMultiples`) for every claim type. The one place the
 * generator keeps its designs. They must match the demo plan designs the seed loads
 * (`apps/server/data/demo-plan-designs.synthetic.csv`): change both together and generate the
 * claims again, or the demo's explanations of benefits and accumulators disagree with its claims.
 */
export const demoPlanDesigns: Readonly<Record<string, AdjudicationDesign>> = Object.fromEntries(
  demoPlans.map((plan) => {
    const multiple = demoPlanMedicareMultiples[plan.id];
    if (multiple === undefined) throw new Error(`${plan.id}: no Medicare multiple`);
    const design: AdjudicationDesign = {
      medicareMultiples: { inpatient: multiple, outpatient: multiple, professional: multiple },
      ...demoDesignTerms,
    };
    return [plan.id, design];
  }),
);

/** The plan year (the calendar year it starts in) of a service date. */
export function demoPlanYearOf(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  return Number(isoDate.slice(5, 7)) >= demoPlanYearStartMonth ? year : year - 1;
}
