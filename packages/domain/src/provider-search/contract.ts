import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { entityTypes } from '../shared/providers.js';
import { providerSearchRoutes } from './routes.js';
import {
  accessibilityLabels,
  defaultSort,
  filterValueMaxLength,
  genderCodes,
  planIdMaxLength,
  providerPageSizeDefault,
  providerSearchLimitMax,
  providerSearchPageMax,
  radiusMaxMiles,
  radiusMinMiles,
  searchTextMaxLength,
  sortCriteria,
  sortDirections,
  zipMessages,
  zipPattern,
} from './rules.js';

const zipSchema = z.string().regex(zipPattern, zipMessages.fiveDigits).describe('5-digit US zip code');

/** Empty query values mean "all" (spec §3 search state: empty = all). */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const accessibilitiesSchema = z
  .string()
  .max(filterValueMaxLength)
  .transform((value, ctx) => {
    const parts = value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    const labels: (typeof accessibilityLabels)[number][] = [];
    for (const part of parts) {
      const label = accessibilityLabels.find((known) => known === part);
      if (label === undefined) {
        ctx.addIssue({ code: 'custom', message: `Unknown accessibility '${part}'` });
        return z.NEVER;
      }
      labels.push(label);
    }
    return labels;
  })
  .describe('Comma-joined accessibility labels: Contracted, Unknown, Caution, Not Recommended');

/** Filters shared by the search and the taxonomy-mapping calls. */
const filterFields = {
  zip: zipSchema,
  gender: z.preprocess(emptyToUndefined, z.enum(genderCodes).optional()),
  entityType: z.preprocess(emptyToUndefined, z.enum(entityTypes).optional()),
  accessibilities: z.preprocess(emptyToUndefined, accessibilitiesSchema.optional()),
  text: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(searchTextMaxLength, 'Search text is too long').optional(),
  ),
  radius: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int('Radius must be a whole number of miles')
      .min(radiusMinMiles)
      .max(radiusMaxMiles, `Radius must be at most ${String(radiusMaxMiles)} miles`)
      .optional(),
  ),
};

/**
 * `GET /api/provider-search/v1` query (spec §7). With `text` (longer than 2 characters) and no
 * `radius`, the search covers the largest radius (docs/decisions/0004-provider-search.md).
 * `sortBy` and `sortDirection` are additions: the server pages, so it must also sort.
 */
export const providerSearchQuerySchema = z.object({
  ...filterFields,
  planID: z.preprocess(emptyToUndefined, z.string().max(planIdMaxLength).optional()),
  providerType: z.preprocess(emptyToUndefined, z.string().max(filterValueMaxLength).optional()),
  providerSpeciality: z.preprocess(emptyToUndefined, z.string().max(filterValueMaxLength).optional()),
  limit: z.coerce.number().int().min(1).max(providerSearchLimitMax).default(providerPageSizeDefault),
  page: z.coerce.number().int().min(1).max(providerSearchPageMax).default(1),
  sortBy: z.preprocess(emptyToUndefined, z.enum(sortCriteria).default(defaultSort.sortBy)),
  sortDirection: z.preprocess(emptyToUndefined, z.enum(sortDirections).default(defaultSort.sortDirection)),
});
export type ProviderSearchQuery = z.input<typeof providerSearchQuerySchema>;
export type ProviderSearchParams = z.output<typeof providerSearchQuerySchema>;

/**
 * A provider card (spec §3 Provider). `distance` is great-circle miles between zip centroids;
 * `category` and `specialty` come from the NUCC taxonomy of `primaryTaxonomy`
 * (Classification / Display Name), or 'Unclassified' and the source's specialty text.
 */
export const providerSchema = z.object({
  npi: z.string(),
  name: z.string(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string(),
  phone: z.string().nullable(),
  distance: z.number().describe('miles'),
  entitytype: z.enum(entityTypes),
  providergendercode: z.enum(genderCodes).nullable(),
  label1: z.enum(accessibilityLabels),
  label2: z.string().nullable(),
  primaryTaxonomy: z.string().nullable(),
  secondaryTaxonomies: z.array(z.string()),
  partnerPlans: z.array(z.string()),
  category: z.string(),
  specialty: z.string().nullable(),
});
export type Provider = z.infer<typeof providerSchema>;

/** Counts per accessibility label over the filtered area, before the accessibility filter. */
export const accessibilityCountsSchema = z.object({
  Contracted: z.number().int(),
  Unknown: z.number().int(),
  Caution: z.number().int(),
  'Not Recommended': z.number().int(),
});
export type AccessibilityCounts = z.infer<typeof accessibilityCountsSchema>;

/** Location of a recognized zip (spec §5 zip validation result). */
export const zipCodeDetailsSchema = z.object({
  zip: z.string(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  state: z.string().nullable(),
  message: z.string().optional(),
});
export type ZipCodeDetails = z.infer<typeof zipCodeDetailsSchema>;

/** `GET /api/provider-search/v1` reply. */
export const providerSearchReplySchema = z.object({
  providers: z.array(providerSchema),
  page: z.number().int(),
  limit: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  radius: z.number().describe('miles actually searched'),
  accessibilityCounts: accessibilityCountsSchema,
  zipCodeDetails: zipCodeDetailsSchema,
});
export type ProviderSearchReply = z.infer<typeof providerSearchReplySchema>;

/** `GET /api/provider-search/providerTaxonomy-mapping` query (spec §7). */
export const taxonomyMappingQuerySchema = z.object({
  ...filterFields,
  providergendercode: z.preprocess(emptyToUndefined, z.enum(genderCodes).optional()),
  selectedPlan: z.preprocess(emptyToUndefined, z.string().max(planIdMaxLength).optional()),
});
export type TaxonomyMappingQuery = z.input<typeof taxonomyMappingQuerySchema>;
export type TaxonomyMappingParams = z.output<typeof taxonomyMappingQuerySchema>;

/** Provider counts of one provider type, with counts per specialty (spec §3). */
export const providerTypeEntrySchema = z.object({
  providers: z.number().int(),
  Speciality: z.record(z.string(), z.number().int()),
});

/** `GET /api/provider-search/providerTaxonomy-mapping` reply: `data.providerType` (spec §3). */
export const taxonomyMappingReplySchema = z.object({
  data: z.object({ providerType: z.record(z.string(), providerTypeEntrySchema) }),
});
export type TaxonomyMappingReply = z.infer<typeof taxonomyMappingReplySchema>;

/** Provider Search endpoints (spec §7 provider-search calls). */
export const providerSearchEndpoints = {
  searchProviders: defineEndpoint({
    ...providerSearchRoutes.searchProviders,
    summary: 'In-network providers near a zip code, filtered, sorted and paged.',
    querystring: providerSearchQuerySchema,
    reply: providerSearchReplySchema,
  }),
  getTaxonomyMapping: defineEndpoint({
    ...providerSearchRoutes.getTaxonomyMapping,
    summary: 'Provider counts per provider type and specialty for the current filters.',
    querystring: taxonomyMappingQuerySchema,
    reply: taxonomyMappingReplySchema,
  }),
  validateZipCode: defineEndpoint({
    ...providerSearchRoutes.validateZipCode,
    summary: 'County and state of a zip code, or a message when it is not recognized.',
    params: z.object({ zip: zipSchema }),
    reply: zipCodeDetailsSchema,
  }),
} as const;
