/**
 * Constants of the cost-comparison (savings analysis) tool: analysis-reports-admin spec §9
 * Cost-comparison, pricing tiers and Per-state Medicare ratios; §5 Cost-comparison. The formulas
 * that use them are in `savings.ts` (docs/decisions/0104 gives a worked example).
 */

/** Claim categories every figure is split into. */
export const comparisonCategories = ['inpatient', 'outpatient', 'professional'] as const;
export type ComparisonCategory = (typeof comparisonCategories)[number];

/** The amounts a money block holds: the three categories, facility (inpatient + outpatient) and total. */
export const amountKeys = ['inpatient', 'outpatient', 'professional', 'facility', 'total'] as const;
export type AmountKey = (typeof amountKeys)[number];

/** Document kinds (spec §9): the `{kind}` of `POST /api/comparison-{kind}`. */
export const comparisonDocumentKinds = ['executive-summary', 'savings-analysis'] as const;
export type ComparisonDocumentKind = (typeof comparisonDocumentKinds)[number];

/** Document titles as the file name and heading show them (spec §7 '{plan} - {product} {kind}.pdf'). */
export const comparisonDocumentTitles: Record<ComparisonDocumentKind, string> = {
  'executive-summary': 'Executive Summary',
  'savings-analysis': 'Savings Analysis',
};

/** Time the browser waits for a document, ms (spec §7, §9 Report request time-out). */
export const comparisonDocumentTimeoutMs = 30_000;

/** Defaults (spec §9 Cost-comparison). */
export const comparisonDefaults = {
  numberOfEmployees: 1000,
  /** Overall Medicare ratios (billed ÷ Medicare) when no state is weighted. */
  medicareRatios: { inpatient: 6, outpatient: 5, professional: 3 },
  /** Multiples of Medicare the plan pays under reference-based pricing. */
  sixdMultiples: { facility: 1.5, professional: 1.2 },
} as const;

/** Split of a facility total: 41 % inpatient, 59 % outpatient (spec §9 Split assumptions). */
export const facilitySplit = { inpatient: 0.41, outpatient: 0.59 } as const;
/** Split of a grand total: 24 % inpatient, 34.2 % outpatient, the rest professional (spec §9). */
export const grandTotalSplit = { inpatient: 0.24, outpatient: 0.342, professional: 0.418 } as const;

/** The most the utilization percents of all states may add up to (spec §5, §9). */
export const utilizationTotalMax = 100;

/** Where the utilization by state was estimated from (spec §9 Utilization estimate sources). */
export const utilizationSources = ['claims', 'employees', 'headquarters'] as const;
export type UtilizationSource = (typeof utilizationSources)[number];

/**
 * Data-source options of the money blocks (spec §9 Data-source options), as the API names them:
 * `allActuals` inpatient, outpatient and professional entered; `facilityAndProfessional` a facility
 * total (split 41/59) and professional; `total` a grand total (split 24/34.2/rest);
 * `percentOfMedical` plan responsibility = medical spend × currentPercentOfMedical;
 * `fromPlanResponsibility` medical spend = plan responsibility ÷ currentPercentOfMedical;
 * `percentOfBilled` medical spend = billed × (1 − currentNetworkDiscount); `estimate` billed =
 * medical spend ÷ (1 − currentNetworkDiscount).
 */
export const dataSources = [
  'allActuals',
  'facilityAndProfessional',
  'total',
  'percentOfMedical',
  'fromPlanResponsibility',
  'percentOfBilled',
  'estimate',
] as const;
export type DataSource = (typeof dataSources)[number];

/** The options each block offers (spec §5 Cost-comparison disabling rules say which pair excludes). */
export const blockDataSources = {
  planResponsibility: ['allActuals', 'facilityAndProfessional', 'total', 'percentOfMedical'],
  medicalSpend: [
    'allActuals',
    'facilityAndProfessional',
    'total',
    'fromPlanResponsibility',
    'percentOfBilled',
  ],
  billed: ['allActuals', 'facilityAndProfessional', 'total', 'estimate'],
} as const satisfies Record<string, readonly DataSource[]>;
export type MoneyBlock = keyof typeof blockDataSources;

/** Data-source labels as the page shows them (spec §9 wording). */
export const dataSourceLabels: Record<DataSource, string> = {
  allActuals: 'All actuals',
  facilityAndProfessional: 'Facility and professional',
  total: 'Total',
  percentOfMedical: 'Percent of medical',
  fromPlanResponsibility: 'From plan responsibility',
  percentOfBilled: 'Percent of billed',
  estimate: 'Estimate',
};

/** Pricing selections (spec §9). */
export const pricingSelections = ['Current', 'Old', 'Custom'] as const;
export type PricingSelection = (typeof pricingSelections)[number];

/**
 * One pricing tier (spec §9 tier table): PEPM fees in dollars per employee per month, the facility
 * out-of-network share of savings in percent (0-100), monthly minimum fees in dollars and the
 * minimum employee count. `facilityOONPEPM` is null where the spec does not show it (Old).
 */
export interface PricingTier {
  fullReplacementPEPM: number;
  facilityPEPM: number;
  professionalPEPM: number;
  professionalOnlyPEPM: number;
  facilityOONPercentOfSavings: number;
  facilityOONPEPM: number | null;
  fullReplacementMin: number;
  facilityMin: number;
  professionalOnlyMin: number;
  minEmployees: number;
}

/** The Current and Old tiers, exactly as spec §9 tabulates them. */
export const pricingTiers: Record<Exclude<PricingSelection, 'Custom'>, PricingTier> = {
  Current: {
    fullReplacementPEPM: 24,
    facilityPEPM: 16,
    professionalPEPM: 8,
    professionalOnlyPEPM: 16,
    facilityOONPercentOfSavings: 15,
    facilityOONPEPM: 4,
    fullReplacementMin: 1440,
    facilityMin: 960,
    professionalOnlyMin: 960,
    minEmployees: 60,
  },
  Old: {
    fullReplacementPEPM: 18,
    facilityPEPM: 14,
    professionalPEPM: 8,
    professionalOnlyPEPM: 8,
    facilityOONPercentOfSavings: 15,
    facilityOONPEPM: null,
    fullReplacementMin: 1110,
    facilityMin: 850,
    professionalOnlyMin: 850,
    minEmployees: 65,
  },
};

/** Labels of the custom price fields, in the spec's order (spec §9 Custom fields). */
export const customPricingLabels = {
  fullReplacementPEPM: 'Full Replacement PEPM',
  facilityPEPM: 'Facility PEPM',
  professionalPEPM: 'Professional PEPM',
  professionalOnlyPEPM: 'Professional Only PEPM',
  facilityOONPercentOfSavings: 'Facility OON percent of savings',
  minEmployees: 'Min Employees',
  fullReplacementMin: 'Full Replacement Min',
  facilityMin: 'Facility Min',
  professionalOnlyMin: 'Professional Only Min',
} as const;

/** Per-state Medicare ratio examples the spec gives (spec §9 Per-state Medicare ratios). */
export const specStateRatioExamples = {
  AL: { inpatient: 6.5, outpatient: 4.89, professional: 2.78 },
  MD: { inpatient: 1.13, outpatient: 1.13, professional: 2.54 },
} as const;

/** Limits of the inputs (issue 18; docs/decisions/0104). */
export const comparisonLimits = {
  planNameMaxLength: 200,
  notesMaxLength: 5000,
  employeesMax: 10_000_000,
  /** Largest money amount accepted, dollars. */
  moneyMax: 1e12,
  /** Largest Medicare ratio or Medicare multiple accepted. */
  ratioMax: 100,
  /** Largest PEPM fee accepted, dollars. */
  pepmMax: 10_000,
  /** Saved analyses one author may keep. */
  savedAnalysesMax: 200,
} as const;

/** Product names in document file names (spec §9 Application names). */
export { applicationName as comparisonProductName } from '../shared/variant.js';
