import type { AnalysisState } from './contract.js';
import type { Amounts } from './replies.js';
import { ratioTo, sumTo } from './rounding.js';
import { comparisonCategories, facilitySplit, grandTotalSplit } from './rules.js';
import type { ComparisonCategory, MoneyBlock } from './rules.js';

/**
 * The three money blocks of an analysis (plan responsibility, medical spend, billed) resolved into
 * inpatient, outpatient, professional, facility and total dollars from what was entered and each
 * block's data source (analysis-reports-admin spec §3, §4 "Medical spend and billed amounts are
 * derived from the network discount and the percent of medical", §9 Split assumptions and
 * Data-source options; docs/decisions/0104 "Money blocks").
 */

/** The inputs the blocks are resolved from. */
export type BlockInputs = Pick<
  AnalysisState,
  | 'planResponsibility'
  | 'medicalSpend'
  | 'billed'
  | 'dataSources'
  | 'currentNetworkDiscount'
  | 'currentPercentOfMedical'
>;

/** The three blocks resolved. */
export type ResolvedBlocks = Record<MoneyBlock, Amounts>;

const emptyAmounts: Amounts = {
  inpatient: null,
  outpatient: null,
  professional: null,
  facility: null,
  total: null,
};

/** Σ of the values, rounded to the cent; null when any is null. */
export function sumOrNull(values: readonly (number | null)[]): number | null {
  if (values.includes(null)) return null;
  return sumTo(2, values as number[]);
}

/** Amounts from the three categories: facility = inpatient + outpatient, total = all three. */
export function amountsFromCategories(categories: Record<ComparisonCategory, number | null>): Amounts {
  return {
    ...categories,
    facility: sumOrNull([categories.inpatient, categories.outpatient]),
    total: sumOrNull([categories.inpatient, categories.outpatient, categories.professional]),
  };
}

/**
 * A facility total split by spec §9: inpatient = round¢(facility × 41 %), outpatient = facility −
 * inpatient (the remainder, so the two add up to the amount entered to the cent).
 */
export function splitFacility(facility: number | null): {
  inpatient: number | null;
  outpatient: number | null;
} {
  if (facility === null) return { inpatient: null, outpatient: null };
  const inpatient = ratioTo(2, [facility, facilitySplit.inpatient]);
  return { inpatient, outpatient: sumTo(2, [facility, -inpatient]) };
}

/**
 * A grand total split by spec §9: inpatient = round¢(total × 24 %), outpatient = round¢(total ×
 * 34.2 %), professional = the rest (so the three add up to the total entered to the cent).
 */
export function splitGrandTotal(total: number | null): Record<ComparisonCategory, number | null> {
  if (total === null) return { inpatient: null, outpatient: null, professional: null };
  const inpatient = ratioTo(2, [total, grandTotalSplit.inpatient]);
  const outpatient = ratioTo(2, [total, grandTotalSplit.outpatient]);
  return { inpatient, outpatient, professional: sumTo(2, [total, -inpatient, -outpatient]) };
}

/**
 * Each category of `amounts` × Π`numerators` ÷ Π`denominators` (null stays null), exact and
 * rounded to the cent; all null when a factor is missing (null).
 */
function deriveEach(
  amounts: Amounts,
  numerators: readonly (number | null)[],
  denominators: readonly (number | null)[],
): Amounts {
  if (numerators.includes(null) || denominators.includes(null) || denominators.includes(0))
    return { ...emptyAmounts };
  const derived = Object.fromEntries(
    comparisonCategories.map((category) => {
      const value = amounts[category];
      return [
        category,
        value === null ? null : ratioTo(2, [value, ...(numerators as number[])], denominators as number[]),
      ];
    }),
  ) as Record<ComparisonCategory, number | null>;
  return amountsFromCategories(derived);
}

/** A number that is not finite (a field mid-edit) counts as not entered. */
function finiteOrNull(value: number | null): number | null {
  return value !== null && Number.isFinite(value) ? value : null;
}

/** The amounts a block holds when entered directly (allActuals, facilityAndProfessional, total). */
function enteredAmounts(block: Amounts, source: string): Amounts | undefined {
  const entered = Object.fromEntries(
    Object.entries(block).map(([key, value]) => [key, finiteOrNull(value)]),
  ) as Amounts;
  switch (source) {
    case 'allActuals':
      return amountsFromCategories(entered);
    case 'facilityAndProfessional':
      return amountsFromCategories({
        ...splitFacility(entered.facility),
        professional: entered.professional,
      });
    case 'total':
      return amountsFromCategories(splitGrandTotal(entered.total));
    default:
      return undefined;
  }
}

/**
 * Resolves the three blocks (spec §9 Data-source options), every derived amount per category and
 * rounded to the cent, facility and total then summed:
 * - `allActuals`: inpatient, outpatient, professional as entered;
 * - `facilityAndProfessional`: the facility total split 41 / 59 (`splitFacility`), professional as entered;
 * - `total`: the grand total split 24 / 34.2 / rest (`splitGrandTotal`);
 * - plan responsibility `percentOfMedical`: medical spend × currentPercentOfMedical ÷ 100;
 * - medical spend `fromPlanResponsibility`: plan responsibility ÷ (currentPercentOfMedical ÷ 100);
 * - medical spend `percentOfBilled`: billed × (1 − currentNetworkDiscount ÷ 100);
 * - billed `estimate`: medical spend ÷ (1 − currentNetworkDiscount ÷ 100).
 * A missing amount or percent (or one that is not a finite number, a percent of medical of 0, a
 * discount of 100) gives null.
 * Two blocks that would feed each other (spec §5; the schema refuses them) give nulls.
 */
export function resolveBlocks(inputs: BlockInputs): ResolvedBlocks {
  const cache = new Map<MoneyBlock, Amounts>();
  const resolving = new Set<MoneyBlock>();
  const percentOfMedical = finiteOrNull(inputs.currentPercentOfMedical);
  const discount = finiteOrNull(inputs.currentNetworkDiscount);
  // 100 − discount, exact on the decimals (100 − 33.33 = 66.67).
  const paidPercent = discount === null ? null : sumTo(10, [100, -discount]);

  const derived = (block: MoneyBlock): Amounts => {
    switch (inputs.dataSources[block]) {
      case 'percentOfMedical':
        return deriveEach(resolve('medicalSpend'), [percentOfMedical], [100]);
      case 'fromPlanResponsibility':
        return deriveEach(resolve('planResponsibility'), [100], [percentOfMedical]);
      case 'percentOfBilled':
        return deriveEach(resolve('billed'), [paidPercent], [100]);
      case 'estimate':
        return deriveEach(resolve('medicalSpend'), [100], [paidPercent]);
      default:
        return { ...emptyAmounts };
    }
  };

  const resolve = (block: MoneyBlock): Amounts => {
    const known = cache.get(block);
    if (known !== undefined) return known;
    if (resolving.has(block)) return { ...emptyAmounts };
    resolving.add(block);
    const amounts = enteredAmounts(inputs[block], inputs.dataSources[block]) ?? derived(block);
    resolving.delete(block);
    cache.set(block, amounts);
    return amounts;
  };

  return {
    planResponsibility: resolve('planResponsibility'),
    medicalSpend: resolve('medicalSpend'),
    billed: resolve('billed'),
  };
}
