import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { chartReplySchema, providerDetailReplySchema } from './replies.js';
import { benchmarksRoutes } from './routes.js';
import {
  allCodeTypes,
  benchmarkAutocomplete,
  benchmarkChartMaxProcedures,
  benchmarkChartMaxProviders,
  benchmarksMessages as messages,
  claimTypes,
  codeTypeOf,
  outpatientCodeTypes,
  professionalCodeTypes,
} from './rules.js';

/** Kinds of selection item (spec §3 Selection item): providers or states, and procedure codes. */
export const providerSelectionTypes = ['provider', 'state'] as const;
export const procedureSelectionTypes = ['DRG', 'APC', 'HCPCS'] as const;
export const selectionTypes = [...providerSelectionTypes, ...procedureSelectionTypes] as const;

/** `claimType` of any case ('inpatient' too), as the spec's capitalized name. */
export const claimTypeSchema = z.preprocess(
  (value) =>
    typeof value === 'string' ? claimTypes.find((name) => name.toLowerCase() === value.toLowerCase()) : value,
  z.enum(claimTypes, { error: messages.claimType }),
);

/**
 * One selection (spec §3 Selection item): `id` the CCN or NPI of a provider, the two-letter code
 * of a state (every provider of that state) or the code of a procedure; `name` as shown; `type`;
 * `matches` the count the autocomplete gave.
 */
export const selectionItemSchema = z.object(
  {
    id: z
      .string({ error: 'id is required' })
      .trim()
      .min(1, 'id is required')
      .max(20, 'id must be at most 20 characters'),
    name: z.string({ error: 'name is required' }).max(300, 'name must be at most 300 characters'),
    type: z.enum(selectionTypes, { error: 'type must be provider, state, DRG, APC or HCPCS' }),
    matches: z
      .number({ error: 'matches must be a count' })
      .int('matches must be a whole count')
      .min(0, 'matches must be a count'),
  },
  { error: messages.selectionItem },
);
export type SelectionItem = z.infer<typeof selectionItemSchema>;

const providerSelectionsSchema = z
  .array(selectionItemSchema, { error: 'providerSelections must be a list' })
  .max(benchmarkChartMaxProviders, messages.tooManyProviders(benchmarkChartMaxProviders + 1));
const procedureSelectionsSchema = z
  .array(selectionItemSchema, { error: 'procedureSelections must be a list' })
  .max(benchmarkChartMaxProcedures, messages.tooManyProcedures);

/** Both lists with their item kinds checked: providers and states, then codes. */
const selectionsShape = {
  providerSelections: providerSelectionsSchema,
  procedureSelections: procedureSelectionsSchema,
};

function checkItemTypes(
  value: { providerSelections: SelectionItem[]; procedureSelections: SelectionItem[] },
  context: z.RefinementCtx,
  procedureCodeType: string | null,
): void {
  value.providerSelections.forEach((item, index) => {
    if (!(providerSelectionTypes as readonly string[]).includes(item.type))
      context.addIssue({
        code: 'custom',
        path: ['providerSelections', index, 'type'],
        message: messages.providerType,
      });
  });
  value.procedureSelections.forEach((item, index) => {
    if (!(procedureSelectionTypes as readonly string[]).includes(item.type))
      context.addIssue({
        code: 'custom',
        path: ['procedureSelections', index, 'type'],
        message: messages.procedureType,
      });
    else if (procedureCodeType !== null && item.type !== procedureCodeType)
      context.addIssue({
        code: 'custom',
        path: ['procedureSelections', index, 'type'],
        message: messages.procedureTypeMismatch(procedureCodeType as (typeof allCodeTypes)[number]),
      });
  });
}

/**
 * `POST /api/chart` body (spec §3 Chart request parts, §7): the selections, the claim type and the
 * two code types (defaults APC and HCPCS; docs/decisions/0102), optionally the data year
 * (default: the newest year with data for the selection) and whether providers carry their
 * per-code figures (default true). An empty pair of lists is a 400 (the
 * page clears the chart instead of calling, spec §4); procedures must be of the chart's code type.
 */
export const chartBodySchema = z
  .object({
    ...selectionsShape,
    claimType: claimTypeSchema,
    outpatientCodeType: z.enum(outpatientCodeTypes, { error: messages.outpatientCodeType }).default('APC'),
    professionalCodeType: z
      .enum(professionalCodeTypes, { error: messages.professionalCodeType })
      .default('HCPCS'),
    dataYear: z
      .number({ error: messages.dataYear })
      .int(messages.dataYear)
      .min(2000, messages.dataYear)
      .max(2100, messages.dataYear)
      .optional(),
    /**
     * Whether each provider of `providerData.providers` carries its per-code figures
     * (`procedures`); default true. The page reads none of them and asks without, which keeps the
     * country chart's reply about 60 % smaller (docs/decisions/0102, "Chart speed").
     */
    includeProcedures: z.boolean({ error: 'includeProcedures must be true or false' }).default(true),
  })
  .superRefine((value, context) => {
    if (value.providerSelections.length === 0 && value.procedureSelections.length === 0)
      context.addIssue({ code: 'custom', path: ['providerSelections'], message: messages.selectionRequired });
    const codeType = codeTypeOf(value.claimType, value.outpatientCodeType, value.professionalCodeType);
    checkItemTypes(value, context, codeType === 'Diagnosis' ? null : codeType);
  });
export type ChartBody = z.input<typeof chartBodySchema>;
export type ChartRequest = z.output<typeof chartBodySchema>;

/** The `{query}` of `POST /api/autocomplete/{query}`: the typed text (fewer than 2 characters answers []). */
export const autocompleteParamsSchema = z.object({
  query: z
    .string()
    .max(
      benchmarkAutocomplete.maxQueryLength,
      `query must be at most ${String(benchmarkAutocomplete.maxQueryLength)} characters`,
    ),
});

/**
 * `POST /api/autocomplete/{query}` body (spec §3 Autocomplete body): the other selection
 * (`providerIDs`, `codes`) that the match counts are taken against, the code type and claim type,
 * and whether providers (and states) or procedures are searched.
 */
export const autocompleteBodySchema = z.object({
  providerIDs: z
    .array(z.string().max(20, 'providerIDs must hold CCNs, NPIs or state codes'), {
      error: 'providerIDs must be a list',
    })
    .max(benchmarkChartMaxProviders, messages.tooManyProviders(benchmarkChartMaxProviders + 1))
    .default([]),
  codes: z
    .array(z.string().max(20, 'codes must hold procedure codes'), { error: 'codes must be a list' })
    .max(benchmarkChartMaxProcedures, messages.tooManyProcedures)
    .default([]),
  codeType: z.enum(allCodeTypes, { error: messages.codeType }),
  claimType: claimTypeSchema,
  autocompleteType: z.enum(['provider', 'procedure'], { error: messages.autocompleteType }),
});
export type AutocompleteBody = z.input<typeof autocompleteBodySchema>;
export type AutocompleteRequest = z.output<typeof autocompleteBodySchema>;

/** `POST /api/autocomplete/{query}` reply: at most 25 options (spec §7). */
export const autocompleteReplySchema = z.array(selectionItemSchema);
export type AutocompleteReply = z.infer<typeof autocompleteReplySchema>;

/** `POST /api/providerDetail` body (spec §7): the CCN or NPI and the claim type of the chart. */
export const providerDetailBodySchema = z.object({
  providerID: z
    .string({ error: messages.providerIdRequired })
    .trim()
    .min(1, messages.providerIdRequired)
    .max(20, 'providerID must be a CCN or an NPI'),
  claimType: claimTypeSchema,
});
export type ProviderDetailBody = z.input<typeof providerDetailBodySchema>;

/** The `{claimType}` path parameter of the saved selections. */
export const selectionsParamsSchema = z.object({ claimType: claimTypeSchema });

/**
 * Saved selections of one claim type for the signed-in user (docs/decisions/0102): the body of
 * `PUT` and the reply of `GET` and `PUT` (empty lists when none were saved).
 */
export const savedSelectionsSchema = z.object(selectionsShape).superRefine((value, context) => {
  checkItemTypes(value, context, null);
});
export type SavedSelections = z.infer<typeof savedSelectionsSchema>;

/** Benchmarks endpoints (spec §7; saved selections docs/decisions/0102). */
export const benchmarksEndpoints = {
  chart: defineEndpoint({
    ...benchmarksRoutes.chart,
    summary:
      'Bars, reference lines and provider aggregates of the selected providers and procedures from the CMS price files (benchmarks).',
    body: chartBodySchema,
    reply: chartReplySchema,
  }),
  autocomplete: defineEndpoint({
    ...benchmarksRoutes.autocomplete,
    summary:
      'Providers and states, or DRG, APC and HCPCS codes, matching the typed text, with match counts (benchmarks).',
    params: autocompleteParamsSchema,
    body: autocompleteBodySchema,
    reply: autocompleteReplySchema,
  }),
  providerDetail: defineEndpoint({
    ...benchmarksRoutes.providerDetail,
    summary: "A provider's details: address, newest cost report and HVBP quality scores (benchmarks).",
    body: providerDetailBodySchema,
    reply: providerDetailReplySchema,
  }),
  getBenchmarkSelections: defineEndpoint({
    ...benchmarksRoutes.getBenchmarkSelections,
    summary: "The signed-in user's saved selections of a claim type (benchmarks).",
    params: selectionsParamsSchema,
    reply: savedSelectionsSchema,
  }),
  saveBenchmarkSelections: defineEndpoint({
    ...benchmarksRoutes.saveBenchmarkSelections,
    summary: "Saves the signed-in user's selections of a claim type (benchmarks).",
    params: selectionsParamsSchema,
    body: savedSelectionsSchema,
    reply: savedSelectionsSchema,
  }),
} as const;
