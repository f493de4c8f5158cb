import { z } from 'zod';
import { allCodeTypes, claimTypes } from './rules.js';

/** US dollars, a ratio or a count; null = not available (never 0 for a missing figure). */
const figure = z.number().nullable();

/**
 * One provider's aggregate over the selected codes (spec §3 Aggregate fields;
 * docs/decisions/0102), from the fact table (CMS price files) and the newest cost report. In
 * `providerData.providers` the dollar figures are rounded to the cent and the ratios to 4 places;
 * the bars carry the same aggregate to the places the page shows.
 */
export const aggregateSchema = z.object({
  /** Billed (covered or submitted) charges per claim, US dollars; null where the file has none. */
  billedAvg: figure,
  /** Cost per claim: billed × the hospital's cost-to-charge ratio (HCRIS cost report), US dollars. */
  costAvg: figure,
  /** Medicare payment per claim, US dollars. */
  medicareAvg: figure,
  /** Always null: no public file has the length of stay ('not available'). */
  lengthOfStayAvg: z.null(),
  /** Claims (discharges or services) over the selected codes, a count. */
  numClaims: z.number().int(),
  /** billedAvg / costAvg, a plain ratio. */
  costRatio: figure,
  /** billedAvg / medicareAvg, a plain ratio. */
  medicareRatio: figure,
  /** Standard deviation of the billed charges across the selected codes, US dollars; null below 2 codes. */
  billedStdDev: figure,
  /** Standard deviation of the cost across the selected codes, US dollars; null below 2 codes. */
  costStdDev: figure,
  /** Standard deviation of the Medicare payment across the selected codes, US dollars; null below 2 codes. */
  medicareStdDev: figure,
});
export type Aggregate = z.infer<typeof aggregateSchema>;

/**
 * The figures of one bar: the aggregate's values and ratios and the quality score (0–100), to the
 * places the page shows them (dollars whole, ratios and score to 2 places; docs/decisions/0102).
 */
export const barValuesSchema = z.object({
  billedAvg: figure,
  costAvg: figure,
  medicareAvg: figure,
  numClaims: z.number().int(),
  quality: figure,
  costRatio: figure,
  medicareRatio: figure,
});
export type BarValues = z.infer<typeof barValuesSchema>;

/** One bar of the chart: `values` weighted by claims, `simple` the plain mean over codes. */
export const benchmarkBarSchema = z.object({
  providerID: z.string(),
  name: z.string(),
  values: barValuesSchema,
  simple: barValuesSchema,
});
export type BenchmarkBar = z.infer<typeof benchmarkBarSchema>;

/**
 * A reference line (inpatient only, from the CMS by-geography files): the state or national
 * average of `measure` over the selected codes, weighted by discharges, in `dataYear` (the
 * geography file's year, which the label names).
 */
export const benchmarkLineSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: figure,
  area: z.string(),
  measure: z.enum(['billedAvg', 'medicareAvg']),
  dataYear: z.number().int(),
});
export type BenchmarkLine = z.infer<typeof benchmarkLineSchema>;

/**
 * One selected code of the chart and what it is, given once per reply in `meta.procedures` (the
 * providers' `procedures` name the code only).
 */
export const chartProcedureSchema = z.object({
  /** The code as the fact table writes it: DRG of 3 digits, APC of 4, HCPCS upper-case. */
  code: z.string(),
  /** The code's description from the imported CMS files; '' when no file names it. */
  description: z.string(),
});
export type ChartProcedure = z.infer<typeof chartProcedureSchema>;

/**
 * One selected code at one provider in the data year, from the fact table (CMS price files). A
 * provider lists only the selected codes it has claims for; a selected code it does not list has
 * none there. The description is in `meta.procedures`.
 */
export const procedureStatSchema = z.object({
  /** The code, as in `meta.procedures`. */
  code: z.string(),
  /** Claims (discharges or services) for the code at the provider, a count above 0. */
  numClaims: z.number().int().positive(),
  /** Billed charges per claim, US dollars rounded to the cent; null where the file has none. */
  billedAvg: figure,
  /** Medicare payment per claim, US dollars rounded to the cent. */
  medicareAvg: figure,
  /** billedAvg × the hospital's cost-to-charge ratio, US dollars rounded to the cent; null without either. */
  costAvg: figure,
});
export type ProcedureStat = z.infer<typeof procedureStatSchema>;

/**
 * A charted provider (spec §3 Benchmark provider): CCN or NPI, quality = newest HVBP total
 * performance score (null when none), the cost report year its cost-to-charge ratio came from.
 */
export const benchmarkProviderSchema = z.object({
  /** CCN of a hospital (6 characters, leading zeros kept) or NPI of a professional. */
  id: z.string(),
  /** Name from the provider dimension (CMS files, NPPES for professionals). */
  name: z.string(),
  /** City from the provider dimension; null when no file gives it. */
  city: z.string().nullable(),
  /** Two-letter state from the provider dimension; null when no file gives it. */
  state: z.string().nullable(),
  /** Newest HVBP total performance score, points 0–100; null when none. */
  quality: figure,
  /**
   * The HVBP fiscal year of `quality`; null without one. Providers' newest years differ, so each
   * score carries its own (issue 31 item 14).
   */
  qualityFiscalYear: z.number().int().nullable(),
  /** Year of the cost report whose cost-to-charge ratio gives `costAvg`; null when none. */
  costReportYear: z.number().int().nullable(),
  /**
   * The selected codes with claims at the provider in the data year, in selection order; absent
   * when the request's `includeProcedures` is false.
   */
  procedures: z.array(procedureStatSchema).optional(),
  /** The plain mean over the codes with claims (dollar figures to the cent, ratios to 4 places). */
  simpleAggregate: aggregateSchema,
  /** The mean weighted by claims (dollar figures to the cent, ratios to 4 places). */
  weightedAggregate: aggregateSchema,
});
export type BenchmarkProvider = z.infer<typeof benchmarkProviderSchema>;

/**
 * `POST /api/chart` reply (spec §3, §7): bars in provider order, reference lines, what the
 * figures are (year, files, the selected codes and their descriptions) and the providers with
 * the excluded ones as 'exclusionType - name'.
 */
export const chartReplySchema = z.object({
  /** One bar per charted provider, in provider order (listed providers first, then by name). */
  bars: z.array(benchmarkBarSchema),
  /** State and national reference lines (inpatient only). */
  lines: z.array(benchmarkLineSchema),
  meta: z.object({
    /** The claim type charted. */
    claimType: z.enum(claimTypes),
    /** The code type charted. */
    codeType: z.enum(allCodeTypes),
    /** The data year of the figures; null when no selected code has facts. */
    dataYear: z.number().int().nullable(),
    /** Years with facts for the selection, newest first. */
    availableYears: z.array(z.number().int()),
    /**
     * Providers with facts for the selection in each of `availableYears`, same order; the page
     * says when the shown year is thin beside another (`thinYearNote`).
     */
    providersPerYear: z.array(z.object({ year: z.number().int(), providers: z.number().int().positive() })),
    /** File names of every figure in the reply (price, cost report, quality, geography files). */
    sources: z.array(z.string()),
    /** Newest cost report year among the charted providers; null when none has one. */
    costReportYear: z.number().int().nullable(),
    /** Newest HVBP fiscal year among the charted providers; null when none has a score. */
    qualityFiscalYear: z.number().int().nullable(),
    /** Why a code type has no figures ('No data source: …'); null when it has a source. */
    noDataSource: z.string().nullable(),
    /** What the reference lines are (file and year); null without lines. */
    linesNote: z.string().nullable(),
    /** The selected codes, in selection order, each with its description once for the reply. */
    procedures: z.array(chartProcedureSchema),
  }),
  providerData: z.object({
    /** The charted providers, in the order of `bars`. */
    providers: z.array(benchmarkProviderSchema),
    /** The providers left out, as 'exclusionType - provider name' (spec §3). */
    excludedProviders: z.array(z.string()),
  }),
});
export type ChartReply = z.infer<typeof chartReplySchema>;

/** A taxonomy of a professional (NUCC): its grouping or classification and its title. */
const taxonomySchema = z.object({ category: z.string(), title: z.string() });

/**
 * `POST /api/providerDetail` reply (spec §3 Provider details, §7). Dates are ISO (yyyy-mm-dd);
 * every figure the public files lack is null ('No data available'); `transplants` is empty (the
 * HCRIS summary has none: 'not available').
 */
export const providerDetailReplySchema = z.object({
  info: z.object({
    name: z.string(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    type: z.enum(['hospital', 'professional']),
    numBeds: z.number().int().nullable(),
    providerID: z.string(),
    inpatientFYEndDate: z.string().nullable(),
    outpatientFYEndDate: z.string().nullable(),
    professionalFYEndDate: z.string().nullable(),
    costReportFY: z.number().int().nullable(),
    primaryTaxonomy: taxonomySchema.nullable(),
    secondaryTaxonomies: z.array(taxonomySchema),
  }),
  costreport: z
    .object({
      providerNumber: z.string(),
      reportYear: z.number().int(),
      fiscalYearEnd: z.string().nullable(),
      totalCharge: figure,
      totalCost: figure,
      netIncome: figure,
      /** Total Patient Revenue, gross (HCRIS; `costReportFigureLabels.totalPatientRevenue`). */
      patientRevenue: figure,
      patientDiscounts: figure,
      /** Net Patient Revenue (HCRIS), after the contractual allowances and discounts. */
      netPatientRevenue: figure,
      operatingExpenses: figure,
      costToChargeRatio: figure,
      operatingRoom: z.null(),
      laboratory: z.null(),
      drugsChargedToPatients: z.null(),
      costCentreGroups: z.null(),
      transplants: z.array(z.never()),
      sourceFile: z.string(),
    })
    .nullable(),
  quality: z
    .object({
      totalPerformanceScore: figure,
      clinicalCare: figure,
      careCoordination: z.null(),
      safety: figure,
      efficiency: figure,
      personAndCommunityEngagement: figure,
      fiscalYear: z.number().int(),
      sourceFile: z.string(),
    })
    .nullable(),
  inpatientBilledToMedicare: figure,
  outpatientBilledToMedicare: figure,
});
export type ProviderDetailReply = z.infer<typeof providerDetailReplySchema>;
