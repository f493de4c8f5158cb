import { z } from 'zod';
import { parseIsoDate } from '../shared/dates.js';
import { defineEndpoint } from '../shared/endpoint.js';
import { usStates } from '../shared/us-states.js';
import {
  blockDataSources,
  comparisonDefaults,
  comparisonLimits as limits,
  pricingSelections,
  utilizationSources,
  utilizationTotalMax,
} from './rules.js';
import { medicareRatiosReplySchema, savedAnalysesReplySchema } from './replies.js';
import { costComparisonRoutes } from './routes.js';

/**
 * The analysis state (analysis-reports-admin spec §3 Cost-comparison inputs): the body of
 * `POST /api/comparison-{kind}` and of a saved analysis. Every field but `planName` has the spec's
 * default (§9), so `{planName, numberOfEmployees, startDate, endDate, utilization, pricingSelection}`
 * is a complete request (issue 18). Money is in dollars, percents 0-100, dates `YYYY-MM-DD`, states
 * USPS codes. A money amount or percent not entered is null: what depends on it shows
 * 'No data available' (spec §5 Other).
 */

const stateCodes = usStates.map((state) => state.code) as [string, ...string[]];

/**
 * 0, or at least one hundredth (a cent, 0.01 %): the page takes 2 decimals, and a smaller
 * positive figure would only make a quotient overflow (spend ÷ percent of medical, billed ÷ ratio).
 */
const zeroOrHundredths = (value: number) => value <= 0 || value >= 0.01;

/** A dollar amount: 0 or $0.01 up to `comparisonLimits.moneyMax`. */
export const moneyAmountSchema = z
  .number({ error: 'Enter an amount in dollars.' })
  .min(0, 'An amount cannot be negative.')
  .max(limits.moneyMax, 'That amount is too large.')
  .refine(zeroOrHundredths, 'Enter an amount of at least $0.01, or 0.');

/** A dollar amount; null when not entered. */
export const moneySchema = moneyAmountSchema.nullable();

/** A percent: 0, or 0.01 to 100. */
export const percentNumberSchema = z
  .number({ error: 'Enter a percent from 0 to 100.' })
  .min(0, 'Enter a percent from 0 to 100.')
  .max(100, 'Enter a percent from 0 to 100.')
  .refine(zeroOrHundredths, 'Enter a percent from 0 to 100 with at most 2 decimals.');

/** A percent; null when not entered. */
export const percentSchema = percentNumberSchema.nullable();

/** A Medicare ratio (billed ÷ Medicare) or Medicare multiple (`sixdMultiples`): 0.01 to 100. */
export const ratioSchema = z
  .number({ error: 'Enter a ratio such as 1.5.' })
  .min(0.01, 'A ratio must be at least 0.01.')
  .max(limits.ratioMax, `A ratio must be at most ${String(limits.ratioMax)}.`);

const pepmSchema = z
  .number({ error: 'Enter a fee in dollars per employee per month.' })
  .min(0, 'A fee cannot be negative.')
  .max(limits.pepmMax, 'That fee is too large.');

/** An ISO date `YYYY-MM-DD` that exists; null when not entered (spec §5 Dates). */
export const comparisonDateSchema = z
  .string({ error: 'Enter a date.' })
  .refine((value) => parseIsoDate(value) !== null, 'Enter a valid date (mm/dd/yyyy).')
  .nullable();

/** One money block: the three categories, facility and total (spec §3). */
export const amountsSchema = z
  .object({
    inpatient: moneySchema.default(null),
    outpatient: moneySchema.default(null),
    professional: moneySchema.default(null),
    facility: moneySchema.default(null),
    total: moneySchema.default(null),
  })
  .strict()
  .default({ inpatient: null, outpatient: null, professional: null, facility: null, total: null });

/** One state's share of the plan's utilization (spec §3 utilization). */
export const utilizationEntrySchema = z
  .object({
    state: z.enum(stateCodes, { error: 'Choose a US state.' }),
    percent: z
      .number({ error: 'Enter a percent from 0 to 100.' })
      .min(0, 'Enter a percent from 0 to 100.')
      .max(utilizationTotalMax, 'Enter a percent from 0 to 100.'),
  })
  .strict();
export type UtilizationEntry = z.output<typeof utilizationEntrySchema>;

/** Custom price fields (spec §9 Custom fields); the same units as `PricingTier`. */
export const customPricingSchema = z
  .object({
    fullReplacementPEPM: pepmSchema,
    facilityPEPM: pepmSchema,
    professionalPEPM: pepmSchema,
    professionalOnlyPEPM: pepmSchema,
    facilityOONPercentOfSavings: percentNumberSchema,
    minEmployees: z
      .number({ error: 'Enter a whole number of employees.' })
      .int('Enter a whole number of employees.')
      .min(0, 'Enter a whole number of employees.')
      .max(limits.employeesMax, 'That is too many employees.'),
    fullReplacementMin: moneyAmountSchema,
    facilityMin: moneyAmountSchema,
    professionalOnlyMin: moneyAmountSchema,
  })
  .strict();
export type CustomPricing = z.output<typeof customPricingSchema>;

const blockSourceSchema = <T extends readonly [string, ...string[]]>(options: T, fallback: T[number]) =>
  z.enum(options, { error: `Choose one of: ${options.join(', ')}.` }).default(fallback);

/** The analysis state, defaults filled (spec §3, §9; issue 18). */
export const analysisStateSchema = z
  .object({
    planName: z
      .string({ error: 'Enter the plan name.' })
      .trim()
      .min(1, 'Enter the plan name.')
      .max(
        limits.planNameMaxLength,
        `The plan name can be at most ${String(limits.planNameMaxLength)} characters.`,
      ),
    numberOfEmployees: z
      .number({ error: 'Enter the number of employees.' })
      .int('Enter a whole number of employees.')
      .min(1, 'Enter at least 1 employee.')
      .max(limits.employeesMax, 'That is too many employees.')
      .default(comparisonDefaults.numberOfEmployees),
    startDate: comparisonDateSchema.default(null),
    endDate: comparisonDateSchema.default(null),
    utilization: z
      .array(utilizationEntrySchema, { error: 'utilization must be a list of states and percents.' })
      .max(stateCodes.length, 'utilization lists each state at most once.')
      .default([]),
    utilizationSource: z
      .enum(utilizationSources, { error: 'Choose claims, employees or headquarters.' })
      .default('claims'),
    /** Entered Medicare ratios; null takes the blend of the per-state defaults (spec §4). */
    medicareRatios: z
      .object({
        inpatient: ratioSchema.nullable().default(null),
        outpatient: ratioSchema.nullable().default(null),
        professional: ratioSchema.nullable().default(null),
      })
      .strict()
      .default({ inpatient: null, outpatient: null, professional: null }),
    planResponsibility: amountsSchema,
    medicalSpend: amountsSchema,
    billed: amountsSchema,
    currentNetworkDiscount: percentSchema.default(null),
    currentPercentOfMedical: percentSchema.default(null),
    dataSources: z
      .object({
        planResponsibility: blockSourceSchema(blockDataSources.planResponsibility, 'total'),
        medicalSpend: blockSourceSchema(blockDataSources.medicalSpend, 'fromPlanResponsibility'),
        billed: blockSourceSchema(blockDataSources.billed, 'estimate'),
      })
      .strict()
      .default({ planResponsibility: 'total', medicalSpend: 'fromPlanResponsibility', billed: 'estimate' }),
    vendorFees: z
      .object({
        facilityPEPM: pepmSchema.default(0),
        professionalPEPM: pepmSchema.default(0),
        percentBilled: percentNumberSchema.default(0),
        percentSavings: percentNumberSchema.default(0),
        isEstimate: z.boolean({ error: 'isEstimate must be true or false.' }).default(false),
      })
      .strict()
      .default({
        facilityPEPM: 0,
        professionalPEPM: 0,
        percentBilled: 0,
        percentSavings: 0,
        isEstimate: false,
      }),
    sixdMultiples: z
      .object({
        facility: ratioSchema.default(comparisonDefaults.sixdMultiples.facility),
        professional: ratioSchema.default(comparisonDefaults.sixdMultiples.professional),
      })
      .strict()
      .default({ ...comparisonDefaults.sixdMultiples }),
    pricingSelection: z
      .enum(pricingSelections, { error: 'Choose Current, Old or Custom pricing.' })
      .default('Current'),
    /** Required when pricingSelection is Custom, ignored otherwise. */
    customPricing: customPricingSchema.nullable().default(null),
    notes: z
      .string({ error: 'Notes must be text.' })
      .max(limits.notesMaxLength, `Notes can be at most ${String(limits.notesMaxLength)} characters.`)
      .default(''),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.startDate !== null && value.endDate !== null && value.endDate < value.startDate)
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The end date must be on or after the start date.',
      });
    const seen = new Set<string>();
    value.utilization.forEach((entry, index) => {
      if (seen.has(entry.state))
        context.addIssue({
          code: 'custom',
          path: ['utilization', index, 'state'],
          message: 'Each state can be listed once.',
        });
      seen.add(entry.state);
    });
    const total = value.utilization.reduce((sum, entry) => sum + entry.percent, 0);
    if (total > utilizationTotalMax + 1e-9)
      context.addIssue({
        code: 'custom',
        path: ['utilization'],
        message: 'Utilization can add up to at most 100 percent.',
      });
    // Spec §5: a pair of derivations that would feed each other.
    if (
      value.dataSources.planResponsibility === 'percentOfMedical' &&
      value.dataSources.medicalSpend === 'fromPlanResponsibility'
    )
      context.addIssue({
        code: 'custom',
        path: ['dataSources', 'planResponsibility'],
        message: 'Percent of medical is not available while medical spend comes from plan responsibility.',
      });
    if (value.dataSources.medicalSpend === 'percentOfBilled' && value.dataSources.billed === 'estimate')
      context.addIssue({
        code: 'custom',
        path: ['dataSources', 'medicalSpend'],
        message: 'Percent of billed is not available while billed is an estimate.',
      });
    const fees = value.vendorFees;
    if (fees.percentBilled > 0 && fees.percentSavings > 0)
      context.addIssue({
        code: 'custom',
        path: ['vendorFees', 'percentSavings'],
        message: 'Enter a percent of billed or a percent of savings, not both.',
      });
    if (
      fees.facilityPEPM > 0 &&
      fees.professionalPEPM > 0 &&
      (fees.percentBilled > 0 || fees.percentSavings > 0)
    )
      context.addIssue({
        code: 'custom',
        path: ['vendorFees', fees.percentBilled > 0 ? 'percentBilled' : 'percentSavings'],
        message: 'Percent fees are 0 while both facility and professional PEPM fees are set.',
      });
    if (value.pricingSelection === 'Custom' && value.customPricing === null)
      context.addIssue({ code: 'custom', path: ['customPricing'], message: 'Enter the custom prices.' });
  });
/** The state as a client may send it (defaults may be left out). */
export type AnalysisStateInput = z.input<typeof analysisStateSchema>;
/** The state with every default filled. */
export type AnalysisState = z.output<typeof analysisStateSchema>;

/** `?format=` of the document endpoints: the PDF (default) or the same document as HTML (spec §7). */
export const comparisonDocumentQuerySchema = z
  .object({ format: z.enum(['pdf', 'html'], { error: 'format must be pdf or html.' }).default('pdf') })
  .strict();

/**
 * The HTML variant as a browser form post (spec §7 'a form post with a JSON field';
 * `application/x-www-form-urlencoded`): `state` the analysis state as JSON, `csrfToken` the
 * session's CSRF token, since a form post carries no header (issue 18).
 */
export const comparisonFormPostSchema = z
  .object({
    state: z.string({ error: 'state is required.' }).max(200_000, 'state is too long.'),
    csrfToken: z.string({ error: 'csrfToken is required.' }).max(200, 'csrfToken is too long.'),
  })
  .strict();

/** `:analysisId` of a saved analysis. */
export const analysisParamsSchema = z.object({
  analysisId: z.uuid({ error: 'analysisId must be an analysis id.' }),
});

/** A saved analysis: its id, the state as saved (defaults filled) and when it was made and changed. */
export const savedAnalysisSchema = z.object({
  analysisId: z.string(),
  state: analysisStateSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedAnalysis = z.output<typeof savedAnalysisSchema>;

/** Body of creating or updating a saved analysis. */
export const saveAnalysisBodySchema = z.object({ state: analysisStateSchema }).strict();
export type SaveAnalysisBody = z.input<typeof saveAnalysisBodySchema>;

/** Every cost-comparison endpoint (analysis-reports-admin spec §7; docs/decisions/0104). */
export const costComparisonEndpoints = {
  executiveSummary: defineEndpoint({
    ...costComparisonRoutes.executiveSummary,
    summary:
      'The executive summary of an analysis as a tagged PDF, or with ?format=html as HTML; a browser form post carries the state and the CSRF token as fields (cost-comparison).',
    body: analysisStateSchema,
    querystring: comparisonDocumentQuerySchema,
    reply: z.string(),
    replyMediaType: ['application/pdf', 'text/html'],
    errorStatuses: [422, 503],
  }),
  savingsAnalysis: defineEndpoint({
    ...costComparisonRoutes.savingsAnalysis,
    summary:
      'The savings analysis of an analysis as a tagged PDF, or with ?format=html as HTML; a browser form post carries the state and the CSRF token as fields (cost-comparison).',
    body: analysisStateSchema,
    querystring: comparisonDocumentQuerySchema,
    reply: z.string(),
    replyMediaType: ['application/pdf', 'text/html'],
    errorStatuses: [422, 503],
  }),
  medicareRatios: defineEndpoint({
    ...costComparisonRoutes.medicareRatios,
    summary:
      'Default Medicare ratios of the 50 states and DC, each with its source and year (cost-comparison).',
    reply: medicareRatiosReplySchema,
  }),
  listAnalyses: defineEndpoint({
    ...costComparisonRoutes.listAnalyses,
    summary: "The signed-in author's saved analyses, newest first (cost-comparison).",
    reply: savedAnalysesReplySchema,
  }),
  getAnalysis: defineEndpoint({
    ...costComparisonRoutes.getAnalysis,
    summary: 'One saved analysis of the signed-in author (cost-comparison).',
    params: analysisParamsSchema,
    reply: savedAnalysisSchema,
    errorStatuses: [409],
  }),
  createAnalysis: defineEndpoint({
    ...costComparisonRoutes.createAnalysis,
    summary: 'Saves a new analysis for the signed-in author (cost-comparison).',
    body: saveAnalysisBodySchema,
    reply: savedAnalysisSchema,
    errorStatuses: [409],
  }),
  updateAnalysis: defineEndpoint({
    ...costComparisonRoutes.updateAnalysis,
    summary: 'Replaces a saved analysis of the signed-in author (cost-comparison).',
    params: analysisParamsSchema,
    body: saveAnalysisBodySchema,
    reply: savedAnalysisSchema,
  }),
  deleteAnalysis: defineEndpoint({
    ...costComparisonRoutes.deleteAnalysis,
    summary: 'Deletes a saved analysis of the signed-in author (cost-comparison).',
    params: analysisParamsSchema,
    reply: savedAnalysesReplySchema,
  }),
} as const;
