import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { auditRoutes } from './routes.js';
import {
  auditFilterMaxLength,
  auditMessages,
  auditOutcomes,
  auditPageMax,
  auditPageSizeDefault,
  auditPageSizes,
} from './rules.js';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const filterText = z.preprocess(
  emptyToUndefined,
  z.string().trim().max(auditFilterMaxLength, auditMessages.tooLong).optional(),
);

const isoDay = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, auditMessages.dateFormat)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), auditMessages.dateFormat)
    .optional(),
);

/**
 * Filters of the audit search (docs/decisions/0097), all optional: `actor` is a user id or an
 * e-mail address (either case), `action` an action name (`case.read`), `record` the id of the
 * record touched, `outcome` one of `auditOutcomes`, `from` and `to` UTC days (YYYY-MM-DD, both
 * included). `page` is 1-based; `pageSize` one of `auditPageSizes`. `format=csv` answers every
 * matching row (newest first) as a CSV file instead of one page.
 */
export const auditQuerySchema = z
  .object({
    actor: filterText,
    action: filterText,
    record: filterText,
    outcome: z.preprocess(emptyToUndefined, z.enum(auditOutcomes).optional()),
    from: isoDay,
    to: isoDay,
    page: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: auditMessages.page })
        .int(auditMessages.page)
        .min(1, auditMessages.page)
        .max(auditPageMax, auditMessages.page)
        .default(1),
    ),
    pageSize: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: auditMessages.pageSize })
        .refine((value) => (auditPageSizes as readonly number[]).includes(value), auditMessages.pageSize)
        .default(auditPageSizeDefault),
    ),
    format: z.preprocess(emptyToUndefined, z.enum(['json', 'csv']).default('json')),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    message: auditMessages.dateOrder,
    path: ['to'],
  });
export type AuditQuery = z.input<typeof auditQuerySchema>;

/**
 * One audit row: when (`at`, ISO-8601 UTC), who (`actorUserId` and the account's current
 * `actorEmail`; both null for a signed-out caller or the command line), what (`action`), which
 * record (`subjectType`, `subjectId`), from where (`address`, the client address) and how it
 * ended (`outcome`; null on rows older than the outcome column). `detail` is the row's JSON
 * detail (never PHI) as text.
 */
export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  actorUserId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  outcome: z.string().nullable(),
  address: z.string().nullable(),
  detail: z.string().nullable(),
});
export type AuditEventRecord = z.infer<typeof auditEventSchema>;

/** One page of the audit search: the rows, newest first, and how many match in all. */
export const auditPageSchema = z.object({
  events: z.array(auditEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** `GET /api/audit/actions` reply: every action name the trail holds, sorted (the Action picker). */
export const auditActionsReplySchema = z.object({ actions: z.array(z.string()) });
export type AuditActionsReply = z.infer<typeof auditActionsReplySchema>;

/** The audit-trail endpoints (docs/decisions/0097). */
export const auditEndpoints = {
  getAudit: defineEndpoint({
    ...auditRoutes.getAudit,
    summary:
      'Searches the audit trail (medivi-admin): filters, server paging, newest first; format=csv exports every match.',
    querystring: auditQuerySchema,
    reply: auditPageSchema,
    // format=csv answers the export instead of the JSON page.
    replyMediaType: ['application/json', 'text/csv'],
  }),
  getAuditActions: defineEndpoint({
    ...auditRoutes.getAuditActions,
    summary: 'Every action name in the audit trail, sorted, for the Action filter (medivi-admin).',
    reply: auditActionsReplySchema,
  }),
} as const;
