import { z } from 'zod';
import { allCodeTypes, claimTypes } from './rules.js';

/** US dollars, a ratio or a count; null = not available (never 0 for a missing figure). */
const figure = z.number().nullable();

/**
 * One provider's aggregate over the selected codes (spec §3 Aggregate fields;
 * docs/decisions/0102): dollars per claim, `numClaims` a count, ratios plain (billed / cost,
 * billed / Medicare), standard deviations across the codes in dollars. `lengthOfStayAvg` is
 * always null: no public file has it.
 */
export const aggregateSchema = z.object({
  billedAvg: figure,
  costAvg: figure,
  medicareAvg: figure,
  lengthOfStayAvg: z.null(),
  numClaims: z.number().int(),
  costRatio: figure,
  medicareRatio: figure,
  billedStdDev: figure,
  costStdDev: figure,
  medicareStdDev: figure,
});
export type Aggregate = z.infer<typeof aggregateSchema>;

/** The figures of one bar: the aggregate's values and ratios and the quality score (0–100). */
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

/** One selected code at one provider; `included` when it has claims there in the data year. */
export const procedureStatSchema = z.object({
  code: z.string(),
  description: z.string(),
  numClaims: z.number().int(),
  billedAvg: figure,
  medicareAvg: figure,
  costAvg: figure,
  included: z.boolean(),
});
export type ProcedureStat = z.infer<typeof procedureStatSchema>;

/**
 * A charted provider (spec §3 Benchmark provider): CCN or NPI, quality = newest HVBP total
 * performance score (null when none), the cost report year its cost-to-charge ratio came from.
 */
export const benchmarkProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  quality: figure,
  costReportYear: z.number().int().nullable(),
  procedures: z.array(procedureStatSchema),
  simpleAggregate: aggregateSchema,
  weightedAggregate: aggregateSchema,
});
export type BenchmarkProvider = z.infer<typeof benchmarkProviderSchema>;

/**
 * `POST /api/chart` reply (spec §3, §7): bars in provider order, reference lines, what the
 * figures are (year, files) and the providers with the excluded ones as 'exclusionType - name'.
 */
export const chartReplySchema = z.object({
  bars: z.array(benchmarkBarSchema),
  lines: z.array(benchmarkLineSchema),
  meta: z.object({
    claimType: z.enum(claimTypes),
    codeType: z.enum(allCodeTypes),
    dataYear: z.number().int().nullable(),
    availableYears: z.array(z.number().int()),
    sources: z.array(z.string()),
    costReportYear: z.number().int().nullable(),
    qualityFiscalYear: z.number().int().nullable(),
    noDataSource: z.string().nullable(),
    linesNote: z.string().nullable(),
  }),
  providerData: z.object({
    providers: z.array(benchmarkProviderSchema),
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
      patientRevenue: figure,
      patientDiscounts: figure,
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
