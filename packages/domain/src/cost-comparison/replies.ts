import { z } from 'zod';
import type { AmountKey, ComparisonCategory, PricingTier } from './rules.js';

/** Dollar amounts of one money block; null where not entered or not derivable. */
export type Amounts = Record<AmountKey, number | null>;

/**
 * Shapes the cost-comparison computes and answers (issue 18; docs/decisions/0104): the per-state
 * Medicare ratio table, the savings result of `computeComparison` (savings.ts) and saved analyses.
 */

/**
 * Where one per-state ratio comes from: `cms` derived at import from the CMS file named by
 * `sourceFile` for `dataYear`; `spec-example` a figure the spec gives (Alabama, Maryland);
 * `spec-default` the spec's overall default (6 / 5 / 3) where no file has the figure. `note` is the
 * caveat to show (e.g. comprehensive APCs only).
 */
export const ratioSourceSchema = z.object({
  ratio: z.number(),
  source: z.enum(['cms', 'spec-example', 'spec-default']),
  dataYear: z.number().int().nullable(),
  sourceFile: z.string().nullable(),
  note: z.string().nullable(),
});
export type RatioSource = z.infer<typeof ratioSourceSchema>;

/** One state's default Medicare ratios (billed ÷ Medicare) by category (spec §9 Per-state Medicare ratios). */
export const stateMedicareRatioSchema = z.object({
  state: z.string(),
  name: z.string(),
  inpatient: ratioSourceSchema,
  outpatient: ratioSourceSchema,
  professional: ratioSourceSchema,
});
export type StateMedicareRatio = z.infer<typeof stateMedicareRatioSchema>;

/** `GET /api/cost-comparison/medicare-ratios`: all 50 states and DC, and the overall defaults. */
export const medicareRatiosReplySchema = z.object({
  states: z.array(stateMedicareRatioSchema),
  defaults: z.object({ inpatient: z.number(), outpatient: z.number(), professional: z.number() }),
});
export type MedicareRatiosReply = z.infer<typeof medicareRatiosReplySchema>;

/** The products a savings analysis prices (docs/decisions/0104). */
export const comparisonProducts = ['fullReplacement', 'facilityOnly', 'professionalOnly'] as const;
export type ComparisonProduct = (typeof comparisonProducts)[number];

/** One fee line of a product for the analysis period, dollars. */
export interface FeeLine {
  label: string;
  amount: number | null;
}

/** Savings of one product over the analysis period, dollars; null where an input is missing. */
export interface ProductSavings {
  product: ComparisonProduct;
  label: string;
  /** Categories the product reprices. */
  categories: ComparisonCategory[];
  /** Current medical spend of those categories plus the current vendor fees on them. */
  currentCost: number | null;
  /** Proposed allowed (Medicare-equivalent × Medicare multiple, at most billed) of those categories. */
  proposedAllowed: number | null;
  /** The administrator's fees from the chosen tier, line by line. */
  feeLines: FeeLine[];
  fees: number | null;
  /** currentCost − proposedAllowed − fees. */
  savings: number | null;
  /** savings ÷ currentCost × 100. */
  savingsPercent: number | null;
}

/** Everything `computeComparison` derives from an analysis state and the per-state ratios. */
export interface ComparisonResult {
  /** Whole months from startDate to endDate; null without both dates. */
  months: number | null;
  /** Percent-weighted blend of the per-state defaults, 2 decimals (spec §4). */
  blendedMedicareRatios: Record<ComparisonCategory, number>;
  /** The ratios used: the entered ones, else the blend. */
  medicareRatios: Record<ComparisonCategory, number>;
  /** Utilization as used: the states' percents and their total. */
  utilizationTotal: number;
  planResponsibility: Amounts;
  medicalSpend: Amounts;
  billed: Amounts;
  /** billed ÷ Medicare ratio, by category. */
  medicareEquivalent: Amounts;
  /** min(billed, Medicare-equivalent × Medicare multiple) (facility multiple for inpatient and outpatient). */
  proposedAllowed: Amounts;
  /** Current vendor fees for the period (PEPMs, percent billed or percent savings). */
  currentVendorFees: number | null;
  /** The tier the fees come from (the custom fields when Custom). */
  tier: PricingTier;
  products: ProductSavings[];
  /** Full replacement savings by category before any fees; the total is their sum (`feeBridge`). */
  savingsByCategory: Amounts;
  /** The headline figure: full replacement savings after fees. */
  headlineSavings: number | null;
}

/** One saved analysis in the author's list. */
export const savedAnalysisSummarySchema = z.object({
  analysisId: z.string(),
  planName: z.string(),
  updatedAt: z.string(),
});
export type SavedAnalysisSummary = z.infer<typeof savedAnalysisSummarySchema>;

/** `GET /api/cost-comparison/analyses`: the signed-in author's saved analyses, newest first. */
export const savedAnalysesReplySchema = z.object({ analyses: z.array(savedAnalysisSummarySchema) });
export type SavedAnalysesReply = z.infer<typeof savedAnalysesReplySchema>;
