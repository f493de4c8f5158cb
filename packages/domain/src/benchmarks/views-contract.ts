import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { usStates } from '../shared/us-states.js';
import { claimTypeSchema } from './contract.js';
import { benchmarkViewsRoutes } from './routes.js';
import { allCodeTypes, claimTypes } from './rules.js';

const stateCodes = usStates.map((state) => state.code);

/** `code`: one DRG, APC or HCPCS code as typed (padded by the server as the files write it). */
const codeSchema = z
  .string({ error: 'code is required' })
  .trim()
  .min(1, 'code is required')
  .max(10, 'code must be at most 10 characters')
  .regex(/^[A-Za-z0-9]+$/, 'code must be letters and digits only');

const dataYearSchema = z
  .number({ error: 'dataYear must be a year' })
  .int('dataYear must be a year')
  .min(2000, 'dataYear must be a year from 2000 to 2100')
  .max(2100, 'dataYear must be a year from 2000 to 2100')
  .optional();

/** A state's two-letter USPS code, any case. */
const stateSchema = z
  .string({ error: 'state is required' })
  .trim()
  .toUpperCase()
  .refine((value) => stateCodes.includes(value), "state must be a state's two-letter code");

/**
 * `POST /api/benchmarks/table` body: the claim type (its code type follows: Inpatient DRG,
 * Outpatient APC, Professional HCPCS — the code types with public figures, docs/decisions/0102),
 * one code, the area (`US` the nation, or a state's two-letter code) and optionally the data year
 * (default: the newest year with data for the code in the area).
 */
export const benchmarkTableBodySchema = z.object({
  claimType: claimTypeSchema,
  code: codeSchema,
  area: z
    .string({ error: 'area is required' })
    .trim()
    .toUpperCase()
    .refine(
      (value) => value === 'US' || stateCodes.includes(value),
      "area must be US (the nation) or a state's two-letter code",
    ),
  dataYear: dataYearSchema,
});
export type BenchmarkTableBody = z.input<typeof benchmarkTableBodySchema>;
export type BenchmarkTableRequest = z.output<typeof benchmarkTableBodySchema>;

/** US dollars per discharge or service; null = not available in the file (never 0). */
const figure = z.number().nullable();

const percentileSetSchema = z.object({
  p10: z.number(),
  p25: z.number(),
  p50: z.number(),
  p75: z.number(),
  p90: z.number(),
});

/** One area's average of the by-geography files (inpatient only), with its own year and file. */
export const areaAverageSchema = z.object({
  area: z.string(),
  dataYear: z.number().int(),
  count: z.number().int(),
  billedAvg: figure,
  medicareAvg: figure,
  sourceFile: z.string(),
});
export type AreaAverage = z.infer<typeof areaAverageSchema>;

/** What the selection is and where its figures come from (shared by both views' replies). */
const selectionShape = {
  claimType: z.enum(claimTypes),
  codeType: z.enum(allCodeTypes),
  code: z.string(),
  /** The publisher's description of the code; null when no file describes it. */
  description: z.string().nullable(),
  /** The data year shown; null when the code has no facts in the area in any year. */
  dataYear: z.number().int().nullable(),
  /** Years with facts for the code in the area, newest first. */
  availableYears: z.array(z.number().int()),
  /** The CMS files the figures come from, sorted. */
  sourceFiles: z.array(z.string()),
};

/**
 * `POST /api/benchmarks/table` reply: over the providers of the area with facts for the code in
 * the year, their number, the discharges or services, the percentiles of their average billed
 * charge and average Medicare payment (null when no provider has the figure: the professional
 * per-state files have no billed charges), billed / Medicare at the median, and the by-geography
 * averages of the nation and the area's state (inpatient only; every year present).
 */
export const benchmarkTableReplySchema = z.object({
  ...selectionShape,
  area: z.string(),
  providers: z.number().int(),
  count: z.number().int(),
  billed: percentileSetSchema.nullable(),
  medicare: percentileSetSchema.nullable(),
  medianRatio: figure,
  areaAverages: z.array(areaAverageSchema),
});
export type BenchmarkTableReply = z.infer<typeof benchmarkTableReplySchema>;

/**
 * `POST /api/benchmarks/counties` body: Inpatient (DRG) or Outpatient (APC), one code, one state
 * and optionally the data year (default the newest with data).
 */
export const countyComparisonBodySchema = z.object({
  claimType: claimTypeSchema.refine((value) => value !== 'Professional', {
    message: 'claimType must be Inpatient or Outpatient (hospitals have a zip and county)',
  }),
  code: codeSchema,
  state: stateSchema,
  dataYear: dataYearSchema,
});
export type CountyComparisonBody = z.input<typeof countyComparisonBodySchema>;
export type CountyComparisonRequest = z.output<typeof countyComparisonBodySchema>;

/**
 * One county of the comparison: its hospitals with facts, their discharges or services, the
 * count-weighted average billed and Medicare (US dollars per claim) and billed / Medicare.
 * `county` is null for hospitals whose zip the zip file does not place in a county.
 */
export const countyRowSchema = z.object({
  county: z.string().nullable(),
  hospitals: z.number().int(),
  count: z.number().int(),
  billedAvg: figure,
  medicareAvg: figure,
  ratio: figure,
});
export type CountyRow = z.infer<typeof countyRowSchema>;

/** `POST /api/benchmarks/counties` reply: counties sorted by discharges or services, most first. */
export const countyComparisonReplySchema = z.object({
  ...selectionShape,
  state: z.string(),
  /** The file(s) the zip → county mapping comes from. */
  zipSources: z.array(z.string()),
  /** The state's figures over all its hospitals, weighted as the county rows. */
  total: countyRowSchema,
  counties: z.array(countyRowSchema),
});
export type CountyComparisonReply = z.infer<typeof countyComparisonReplySchema>;

/** Endpoints of the further benchmark views (docs/decisions/0103). */
export const benchmarkViewsEndpoints = {
  benchmarkTable: defineEndpoint({
    ...benchmarkViewsRoutes.benchmarkTable,
    summary:
      'Percentiles of average billed and Medicare payment across the providers of an area for one DRG, APC or HCPCS code (benchmarks).',
    body: benchmarkTableBodySchema,
    reply: benchmarkTableReplySchema,
  }),
  countyComparison: defineEndpoint({
    ...benchmarkViewsRoutes.countyComparison,
    summary:
      "One DRG's or APC's hospitals of a state grouped by county, with weighted billed and Medicare averages (benchmarks).",
    body: countyComparisonBodySchema,
    reply: countyComparisonReplySchema,
  }),
} as const;
