/** Page sizes of the audit search (docs/decisions/0097). */
export const auditPageSizes = [25, 50, 100] as const;

/** The page size of the audit search when none is asked for. */
export const auditPageSizeDefault = 50;

/** The highest page number the audit search accepts (keeps OFFSET bounded). */
export const auditPageMax = 10_000;

/** Most rows one CSV export carries; a search matching more asks for narrower filters. */
export const auditCsvMaxRows = 50_000;

/** Longest filter text accepted (an e-mail address, a user id, an action name, a record id). */
export const auditFilterMaxLength = 254;

/**
 * How an audited action ended: done, refused for who asked (signed out, wrong role, another
 * person's record: 401, 403, 404), refused for what was asked (other 4xx), failed on the server.
 */
export const auditOutcomes = ['success', 'denied', 'refused', 'failed'] as const;
export type AuditOutcomeName = (typeof auditOutcomes)[number];

/** Columns of the CSV export, in order (RFC 4180, header row first). */
export const auditCsvColumns = [
  'at',
  'actorUserId',
  'actorEmail',
  'action',
  'subjectType',
  'subjectId',
  'outcome',
  'address',
  'detail',
] as const;

/** Texts of the audit search. */
export const auditMessages = {
  dateFormat: 'Enter a date as YYYY-MM-DD.',
  dateOrder: 'The start date must be on or before the end date.',
  pageSize: `Choose ${auditPageSizes.join(', ')} rows a page.`,
  page: `Choose a page from 1 to ${String(auditPageMax)}.`,
  tooLong: `Use at most ${String(auditFilterMaxLength)} characters.`,
  tooManyForCsv: (count: number) =>
    `${count.toLocaleString('en-US')} records match; an export holds at most ${auditCsvMaxRows.toLocaleString('en-US')}. Narrow the filters.`,
} as const;
