import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { entityTypes, recommendations } from '../shared/providers.js';
import { providerExperienceRoutes } from './routes.js';
import {
  notesMaxLength,
  npiProblem,
  providerExperienceActions,
  providerExperienceListLimitDefault,
  providerExperienceMessages as messages,
  providerExperiencePageMax,
  providerExperiencePageSizes,
  providerExperienceSearchMaxLength,
  providerExperienceSortDirections,
  providerExperienceSortFields,
  providerNameMaxLength,
  taxIdProblem,
} from './rules.js';

/** Empty query values are omitted (spec §3 Provider experience list query). */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A 10-digit NPI with a valid check digit, trimmed (spec §5 Provider admin insert/update). */
export const providerNpiSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? messages.npiRequired : messages.npiTenDigits,
  })
  .trim()
  .superRefine((value, ctx) => {
    const problem = npiProblem(value);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * Optional text, trimmed: `undefined` (absent) stays `undefined` so an update keeps the stored
 * value; `null` or empty becomes `null` (cleared).
 */
function optionalTextSchema(limit: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(limit, tooLong)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value === null || value === '' ? null : value));
}

/** Tax ID (EIN/TIN): optional, digits only, up to 9 (spec §5); empty or null clears it. */
const taxIdSchema = z
  .string({ error: messages.taxIdDigits })
  .trim()
  .max(40, messages.taxIdDigits)
  .nullish()
  .superRefine((value, ctx) => {
    const problem = typeof value === 'string' ? taxIdProblem(value) : null;
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => (value === undefined ? undefined : value === null || value === '' ? null : value));

/** CAUTION, UNFRIENDLY or DELISTED; missing or empty → 'Recommendation is required' (spec §5). */
const recommendationSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.enum(recommendations, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? messages.recommendationRequired
        : messages.recommendationUnknown,
  }),
);

/** '1' Professional or '2' Facility; a number 1 or 2 is taken too; empty or null clears it. */
const entityTypeSchema = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value === '' ? null : value),
  z.enum(entityTypes, { error: messages.entityType }).nullish(),
);

/** Fields of §7 shared by the insert and update bodies. */
const writableFields = {
  /** Used only when the NPI is not in the provider directory (docs/decisions/0080). */
  provider_name: optionalTextSchema(providerNameMaxLength, messages.providerNameTooLong),
  ein: taxIdSchema,
  /** Used only when the NPI is not in the provider directory (docs/decisions/0080). */
  entity_type: entityTypeSchema,
  recommendation: recommendationSchema,
  external_notes: optionalTextSchema(notesMaxLength, messages.notesTooLong),
  internal_notes: optionalTextSchema(notesMaxLength, messages.notesTooLong),
  /** Ignored: the server sets the time of the change (docs/decisions/0080). */
  lastupdateddate: z.string().max(64).nullish(),
};

/**
 * `POST /api/createProviderExperience` body (spec §7): provider_name, npi, ein, entity_type,
 * recommendation, external_notes, internal_notes, active (default true), lastupdateddate.
 * When the NPI is in the provider directory, its name and entity type replace those sent.
 */
export const createProviderExperienceBodySchema = z.object({
  npi: providerNpiSchema,
  ...writableFields,
  active: z.boolean({ error: 'Active must be true or false' }).default(true),
});
export type CreateProviderExperienceBody = z.input<typeof createProviderExperienceBodySchema>;
export type CreateProviderExperienceInput = z.output<typeof createProviderExperienceBodySchema>;

/**
 * `PUT /api/updateProviderExperience/{npi}` body (spec §7 "provider update fields", in the names of
 * the insert body). `recommendation` is required; any other field left out keeps its stored
 * value, and `null` or `''` clears an optional text. `npi`, when sent, must equal the path's.
 */
export const updateProviderExperienceBodySchema = z.object({
  npi: providerNpiSchema.optional(),
  ...writableFields,
  active: z.boolean({ error: 'Active must be true or false' }).optional(),
});
export type UpdateProviderExperienceBody = z.input<typeof updateProviderExperienceBodySchema>;
export type UpdateProviderExperienceInput = z.output<typeof updateProviderExperienceBodySchema>;

/** The `{npi}` path parameter, with the rules of the NPI field. */
export const providerNpiParamsSchema = z.object({ npi: providerNpiSchema });

/**
 * `GET /api/getProviderExperience` query (spec §3 Provider experience list query, §7).
 * `offset` is the 1-based page number (spec §7 "defaults page 1"); `limit` is 5, 10 or 25
 * (default 10); `sortDirection` is an addition. `searchText` matches provider name, NPI, tax ID
 * and both notes, case-insensitively (docs/decisions/0080).
 */
export const providerExperienceListQuerySchema = z.object({
  offset: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'offset must be a page number' })
      .int('offset must be a whole page number')
      .min(1, 'offset must be a page number from 1')
      .max(providerExperiencePageMax, `offset must be at most ${String(providerExperiencePageMax)}`)
      .default(1),
  ),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'limit must be 5, 10 or 25' })
      .refine(
        (value) => providerExperiencePageSizes.some((size) => size === value),
        'limit must be 5, 10 or 25',
      )
      .default(providerExperienceListLimitDefault),
  ),
  sortBy: z.preprocess(
    emptyToUndefined,
    z
      .enum(providerExperienceSortFields, { error: 'sortBy must be providerName or npi' })
      .default('providerName'),
  ),
  sortDirection: z.preprocess(
    emptyToUndefined,
    z.enum(providerExperienceSortDirections, { error: 'sortDirection must be asc or desc' }).default('asc'),
  ),
  recommendation: z.preprocess(
    emptyToUndefined,
    z.enum(recommendations, { error: messages.recommendationUnknown }).optional(),
  ),
  entityType: z.preprocess(emptyToUndefined, z.enum(entityTypes, { error: messages.entityType }).optional()),
  searchText: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(providerExperienceSearchMaxLength, 'Search text is too long')
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
  ),
});
export type ProviderExperienceListQuery = z.input<typeof providerExperienceListQuerySchema>;
export type ProviderExperienceListParams = z.output<typeof providerExperienceListQuerySchema>;

/**
 * A provider-experience record as the API answers it (spec §3 Provider experience record), in the
 * names of the insert body: `lastupdateddate` is the ISO-8601 UTC time of the last change, set by
 * the server; `updated_by` is the display name of who made it (null for seeded records).
 */
export const providerExperienceRecordSchema = z.object({
  npi: z.string(),
  provider_name: z.string().nullable(),
  ein: z.string().nullable(),
  entity_type: z.enum(entityTypes).nullable(),
  recommendation: z.enum(recommendations),
  external_notes: z.string().nullable(),
  internal_notes: z.string().nullable(),
  active: z.boolean(),
  lastupdateddate: z.string(),
  updated_by: z.string().nullable(),
});
export type ProviderExperienceRecord = z.infer<typeof providerExperienceRecordSchema>;

/** `GET /api/getProviderExperience` reply: one page of records and the number of all matches. */
export const providerExperienceListReplySchema = z.object({
  records: z.array(providerExperienceRecordSchema),
  /** Records matching the filters, over all pages. */
  total: z.number().int(),
  /** The page answered (1-based) and its size. */
  offset: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type ProviderExperienceListReply = z.infer<typeof providerExperienceListReplySchema>;

/** Reply of an insert or update: the 'Complete!' text to show and the record as stored. */
export const providerExperienceWriteReplySchema = z.object({
  message: z.string(),
  record: providerExperienceRecordSchema,
});
export type ProviderExperienceWriteReply = z.infer<typeof providerExperienceWriteReplySchema>;

/** The record fields a history entry keeps (the record without who/when, kept beside them). */
export const providerExperienceSnapshotSchema = providerExperienceRecordSchema.omit({
  lastupdateddate: true,
  updated_by: true,
});
export type ProviderExperienceSnapshot = z.infer<typeof providerExperienceSnapshotSchema>;

/**
 * One change of a record (docs/decisions/0081): who (`changedBy`, as at the time of the change),
 * when (`changedAt`, ISO-8601 UTC), the record before (null for an insert) and after, and the
 * names of the fields that differ.
 */
export const providerExperienceChangeSchema = z.object({
  id: z.string(),
  /** 1 for the insert, then 2, 3… in the order the changes were made. */
  revision: z.number().int(),
  action: z.enum(providerExperienceActions),
  changedAt: z.string(),
  changedBy: z.object({
    userId: z.string().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  changedFields: z.array(z.string()),
  before: providerExperienceSnapshotSchema.nullable(),
  after: providerExperienceSnapshotSchema,
});
export type ProviderExperienceChange = z.infer<typeof providerExperienceChangeSchema>;

/** `GET /api/providerExperienceHistory/{npi}` reply: the record's changes, newest first. */
export const providerExperienceHistoryReplySchema = z.object({
  npi: z.string(),
  history: z.array(providerExperienceChangeSchema),
});
export type ProviderExperienceHistoryReply = z.infer<typeof providerExperienceHistoryReplySchema>;

/**
 * `GET /api/providerDirectory/{npi}` reply: the name and entity type an insert would take from the
 * imported provider directory, and whether the NPI is already on the list.
 */
export const providerDirectoryEntrySchema = z.object({
  npi: z.string(),
  provider_name: z.string(),
  entity_type: z.enum(entityTypes),
  isListed: z.boolean(),
});
export type ProviderDirectoryEntry = z.infer<typeof providerDirectoryEntrySchema>;

/** Provider-experience endpoints (spec §7; history and directory look-up: docs/decisions/0080). */
export const providerExperienceEndpoints = {
  getProviderExperience: defineEndpoint({
    ...providerExperienceRoutes.getProviderExperience,
    summary: 'One page of the provider-experience list, filtered, searched and sorted.',
    querystring: providerExperienceListQuerySchema,
    reply: providerExperienceListReplySchema,
  }),
  createProviderExperience: defineEndpoint({
    ...providerExperienceRoutes.createProviderExperience,
    errorStatuses: [409],
    summary: 'Adds a provider to the provider-experience list (insert role only).',
    body: createProviderExperienceBodySchema,
    reply: providerExperienceWriteReplySchema,
  }),
  updateProviderExperience: defineEndpoint({
    ...providerExperienceRoutes.updateProviderExperience,
    summary: 'Changes a provider-experience record (update role only).',
    params: providerNpiParamsSchema,
    body: updateProviderExperienceBodySchema,
    reply: providerExperienceWriteReplySchema,
  }),
  getProviderExperienceHistory: defineEndpoint({
    ...providerExperienceRoutes.getProviderExperienceHistory,
    summary: 'Every insert and update of one provider-experience record, newest first.',
    params: providerNpiParamsSchema,
    reply: providerExperienceHistoryReplySchema,
  }),
  getProviderDirectoryEntry: defineEndpoint({
    ...providerExperienceRoutes.getProviderDirectoryEntry,
    summary: 'Name and entity type of an NPI in the provider directory (update role only).',
    params: providerNpiParamsSchema,
    reply: providerDirectoryEntrySchema,
  }),
} as const;
