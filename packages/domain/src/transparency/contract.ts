import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { transparencyRoutes } from './routes.js';
import { transparencyFileKinds } from './rules.js';

/** The download names of a publication's files: `<kind>.json` (gzip-encoded on the wire). */
export const transparencyFileNames = transparencyFileKinds.map((kind) => `${kind}.json` as const);

/**
 * One current file of a plan: its kind, its download name, `url` the path it downloads from
 * (under the portal's origin), `bytes` its stored (gzip) size and `publishedAt` when it was made
 * current (ISO-8601 UTC).
 */
export const transparencyFileSchema = z.object({
  kind: z.enum(transparencyFileKinds),
  fileName: z.string(),
  url: z.string(),
  bytes: z.number().int(),
  publishedAt: z.string(),
});
export type TransparencyFile = z.infer<typeof transparencyFileSchema>;

/** A plan's current publication: the plan, the month ('YYYY-MM'), `lastUpdatedOn` (yyyy-mm-dd), its files. */
export const transparencyPlanFilesSchema = z.object({
  planId: z.string(),
  planName: z.string(),
  sponsorName: z.string().nullable(),
  month: z.string(),
  lastUpdatedOn: z.string(),
  files: z.array(transparencyFileSchema),
});
export type TransparencyPlanFiles = z.infer<typeof transparencyPlanFilesSchema>;

/** Every plan with published files, by plan name. */
export const transparencyFilesReplySchema = z.object({ plans: z.array(transparencyPlanFilesSchema) });
export type TransparencyFilesReply = z.infer<typeof transparencyFilesReplySchema>;

/** A download: the publication's id and one of `transparencyFileNames`; anything else is 404. */
export const transparencyFileParamsSchema = z.object({
  publicationId: z.string().max(64),
  fileName: z.string().max(64),
});

/**
 * One publication run as the log keeps it: status 'running', 'published' or 'failed' (with
 * `failure` in words), the month and the service dates its allowed amounts cover (yyyy-mm-dd),
 * when it started and ended (ISO; `finishedAt` null while running), and the counts of the
 * allowed-amounts file (null unless published): billing codes, provider NPIs and claims in it,
 * provider-and-code pairs left out under the 20-claim rule with their claims, and claims of the
 * window that could not be reported (no code, no NPI, or a professional claim without a place of
 * service).
 */
export const transparencyRunSchema = z.object({
  publicationId: z.string(),
  month: z.string(),
  status: z.enum(['running', 'published', 'failed']),
  windowFrom: z.string(),
  windowTo: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  codes: z.number().int().nullable(),
  providers: z.number().int().nullable(),
  claims: z.number().int().nullable(),
  leftOutPairs: z.number().int().nullable(),
  leftOutClaims: z.number().int().nullable(),
  unreportableClaims: z.number().int().nullable(),
  failure: z.string().nullable(),
});
export type TransparencyRun = z.infer<typeof transparencyRunSchema>;

/** A plan the reader may see: its last run of any status and the run whose files are served. */
export const transparencyPlanLogSchema = z.object({
  planId: z.string(),
  planName: z.string(),
  lastRun: transparencyRunSchema.nullable(),
  current: transparencyRunSchema.nullable(),
  files: z.array(transparencyFileSchema),
});
export type TransparencyPlanLog = z.infer<typeof transparencyPlanLogSchema>;

export const transparencyPublicationsReplySchema = z.object({ plans: z.array(transparencyPlanLogSchema) });
export type TransparencyPublicationsReply = z.infer<typeof transparencyPublicationsReplySchema>;

/** The Transparency in Coverage endpoints (issue 34; docs/decisions/0116). */
export const transparencyEndpoints = {
  listTransparencyFiles: defineEndpoint({
    ...transparencyRoutes.listTransparencyFiles,
    summary:
      "Lists each plan's current Transparency in Coverage files (public, no sign-in): plan, month, file names, sizes in bytes, when published and where to download them.",
    reply: transparencyFilesReplySchema,
  }),
  downloadTransparencyFile: defineEndpoint({
    ...transparencyRoutes.downloadTransparencyFile,
    summary:
      'Downloads one Transparency in Coverage file (public): JSON with Content-Encoding gzip (decoded for a client that does not accept gzip), ETag, Last-Modified, conditional requests and single byte ranges of the gzip bytes. 404 for a file that is not published.',
    params: transparencyFileParamsSchema,
    reply: z.string(),
    replyMediaType: 'application/json',
    errorStatuses: [404],
  }),
  listTransparencyPublications: defineEndpoint({
    ...transparencyRoutes.listTransparencyPublications,
    summary:
      "The Transparency in Coverage publication log of the reader's plans (medivi-admin and 6dhallplans: every plan; client case staff: their plans): the last run with its counts, what the 20-claim rule left out, any failure, and the files served.",
    reply: transparencyPublicationsReplySchema,
  }),
} as const;
