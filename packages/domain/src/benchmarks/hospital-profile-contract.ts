import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { hospitalProfileRoutes } from './routes.js';

/** How many DRGs the profile lists, most discharges first. */
export const hospitalProfileTopDrgs = 20;

/**
 * `POST /api/benchmarks/hospital` body: the hospital's CCN (6 characters; a CCN that lost its
 * leading zero in a spreadsheet, 5 digits, is padded back) and optionally the data year of the
 * DRG list (default: the hospital's newest inpatient year).
 */
export const hospitalProfileBodySchema = z.object({
  ccn: z
    .string({ error: 'ccn is required' })
    .trim()
    .toUpperCase()
    .regex(/^[0-9A-Z]{5,6}$/, 'ccn must be a CMS Certification Number of 6 characters')
    .transform((value) => value.padStart(6, '0')),
  dataYear: z
    .number({ error: 'dataYear must be a year' })
    .int('dataYear must be a year')
    .min(2000, 'dataYear must be a year from 2000 to 2100')
    .max(2100, 'dataYear must be a year from 2000 to 2100')
    .optional(),
});
export type HospitalProfileBody = z.input<typeof hospitalProfileBodySchema>;
export type HospitalProfileRequest = z.output<typeof hospitalProfileBodySchema>;

/** US dollars, a count or a score; null = not in the file (never 0). */
const figure = z.number().nullable();

/**
 * The newest HCRIS cost report's hospital-wide figures (US dollars; beds a count), named and read
 * as `costReportFigureLabels` says, the same as the provider details.
 */
export const profileCostReportSchema = z.object({
  reportYear: z.number().int(),
  fiscalYearEnd: z.string().nullable(),
  beds: figure,
  totalCharges: figure,
  totalCosts: figure,
  totalPatientRevenue: figure,
  patientDiscounts: figure,
  netPatientRevenue: figure,
  operatingExpenses: figure,
  netIncome: figure,
  costToChargeRatio: figure,
  sourceFile: z.string(),
});

/** The newest HVBP scores (points, unweighted domain scores; docs/decisions/0102 quality mapping). */
export const profileQualitySchema = z.object({
  fiscalYear: z.number().int(),
  totalPerformanceScore: figure,
  clinicalOutcomes: figure,
  personAndCommunityEngagement: figure,
  safety: figure,
  efficiencyAndCostReduction: figure,
  sourceFile: z.string(),
});

/**
 * One DRG of the hospital in the data year: its discharges, average billed and Medicare payment per
 * discharge, billed / Medicare, and the medians across the hospitals of its state with that DRG in
 * the same year (`stateHospitals` of them, the hospital included).
 */
export const profileDrgSchema = z.object({
  code: z.string(),
  description: z.string().nullable(),
  discharges: z.number().int(),
  billedAvg: figure,
  medicareAvg: figure,
  ratio: figure,
  stateHospitals: z.number().int(),
  stateMedianBilled: figure,
  stateMedianMedicare: figure,
});
export type ProfileDrg = z.infer<typeof profileDrgSchema>;

/**
 * `POST /api/benchmarks/hospital` reply; `hospital` null when no price file has the CCN (then
 * everything else is empty).
 */
export const hospitalProfileReplySchema = z.object({
  ccn: z.string(),
  hospital: z
    .object({
      name: z.string(),
      address: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      zip: z.string().nullable(),
      sourceFile: z.string(),
    })
    .nullable(),
  costReport: profileCostReportSchema.nullable(),
  quality: profileQualitySchema.nullable(),
  dataYear: z.number().int().nullable(),
  availableYears: z.array(z.number().int()),
  sourceFiles: z.array(z.string()),
  drgs: z.array(profileDrgSchema),
});
export type HospitalProfileReply = z.infer<typeof hospitalProfileReplySchema>;

/** Endpoint of the hospital profile (docs/decisions/0103). */
export const hospitalProfileEndpoints = {
  hospitalProfile: defineEndpoint({
    ...hospitalProfileRoutes.hospitalProfile,
    summary:
      "A hospital's profile by CCN: address, newest cost report, newest HVBP scores and its top 20 DRGs with the state medians (benchmarks).",
    body: hospitalProfileBodySchema,
    reply: hospitalProfileReplySchema,
  }),
} as const;
