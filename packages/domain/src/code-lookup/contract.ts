import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { codeLookupRoutes } from './routes.js';
import {
  codeLookupMessages,
  codePageMax,
  codePageSizeDefault,
  codePageSizes,
  codeSearchMaxLength,
  lookupCodeTypes,
} from './rules.js';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * The code search (docs/decisions/0107-code-and-cms.md), all optional: `q` a code or words of the
 * description (case-insensitive, every word must match; at most `codeSearchMaxLength`
 * characters), `type` one of `lookupCodeTypes`, `page` 1-based (at most `codePageMax`), `pageSize` one
 * of `codePageSizes` (default `codePageSizeDefault`). Anything else answers 400 with
 * `fieldErrors` naming the field.
 */
export const codeSearchQuerySchema = z.object({
  q: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(codeSearchMaxLength, codeLookupMessages.tooLong).optional(),
  ),
  type: z.preprocess(
    emptyToUndefined,
    z.enum(lookupCodeTypes, { error: codeLookupMessages.codeType }).optional(),
  ),
  page: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: codeLookupMessages.page })
      .int(codeLookupMessages.page)
      .min(1, codeLookupMessages.page)
      .max(codePageMax, codeLookupMessages.page)
      .default(1),
  ),
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: codeLookupMessages.pageSize })
      .refine((value) => (codePageSizes as readonly number[]).includes(value), codeLookupMessages.pageSize)
      .default(codePageSizeDefault),
  ),
});
export type CodeSearchQuery = z.input<typeof codeSearchQuerySchema>;

/**
 * One code: its type, the code as imported (DRG three digits, APC four, HCPCS five characters,
 * taxonomy ten), and its description: the CMS file's description, or for a taxonomy code its NUCC
 * display name. `grouping`, `classification` and `specialization` are the NUCC columns (null for
 * DRG, APC and HCPCS, and where NUCC leaves them empty). `source` is the base name of the file the
 * code came from (the CMS file whose description is kept, or the NUCC code set file), null when
 * no import of it is recorded.
 */
export const codeEntrySchema = z.object({
  codeType: z.enum(lookupCodeTypes),
  code: z.string(),
  description: z.string(),
  grouping: z.string().nullable(),
  classification: z.string().nullable(),
  specialization: z.string().nullable(),
  source: z.string().nullable(),
});
export type CodeEntry = z.infer<typeof codeEntrySchema>;

/**
 * One page of the code search: the codes (an exact code match first, then DRG, APC, HCPCS and
 * taxonomy codes, each by code) and how many match in all.
 */
export const codePageSchema = z.object({
  codes: z.array(codeEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CodePage = z.infer<typeof codePageSchema>;

/**
 * One imported public reference file (its latest import run): the file's base name, `source` the
 * publisher's layout it was read as ('NUCC Health Care Provider Taxonomy code set', 'Medicare
 * Inpatient Hospitals by Provider and Service', …), `dataYear` the data year its name states (null
 * when it states none, as the NUCC and zip files), rows read, written and rejected, `status`
 * ('succeeded', 'failed' or 'running') and when the import started and finished (ISO-8601 UTC;
 * `finishedAt` null while running).
 */
export const referenceImportSchema = z.object({
  file: z.string(),
  source: z.string(),
  dataYear: z.number().int().nullable(),
  rowsRead: z.number().int(),
  rowsWritten: z.number().int(),
  rowsRejected: z.number().int(),
  status: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ReferenceImport = z.infer<typeof referenceImportSchema>;

/** The imported reference files, newest import first. */
export const referenceImportsReplySchema = z.object({ imports: z.array(referenceImportSchema) });
export type ReferenceImportsReply = z.infer<typeof referenceImportsReplySchema>;

/** The code look-up endpoints (docs/decisions/0107-code-and-cms.md), medivi-code only. */
export const codeLookupEndpoints = {
  searchCodes: defineEndpoint({
    ...codeLookupRoutes.searchCodes,
    summary:
      'Searches the DRG, APC, HCPCS and NUCC taxonomy codes (medivi-code): by code or description words, by type, paged.',
    querystring: codeSearchQuerySchema,
    reply: codePageSchema,
  }),
  referenceImports: defineEndpoint({
    ...codeLookupRoutes.referenceImports,
    summary:
      'Lists the imported public reference files (medivi-code): source, data year, rows read, written and rejected, when.',
    reply: referenceImportsReplySchema,
  }),
} as const;
