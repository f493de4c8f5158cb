/** Rows a page of the work list may hold; the first is the default. */
export const repricingPageSizes = [25, 50, 100] as const;

/** Longest search text accepted, characters. */
export const repricingFilterMaxLength = 100;

/** Highest page number accepted (past it a search should be narrowed). */
export const repricingPageMax = 10_000;

/** The columns the work list sorts by (issue 31 item 17); `receivedOn` is the default. */
export const repricingSortFields = [
  'receivedOn',
  'claimId',
  'serviceDate',
  'billed',
  'allowed',
  'savings',
] as const;
export type RepricingSortField = (typeof repricingSortFields)[number];

/** Most claims one CSV export holds; a search matching more must be narrowed. */
export const repricingCsvMaxRows = 50_000;

/** The columns of the work list's CSV export, in order (raw values, no currency signs). */
export const repricingCsvColumns = [
  'claimId',
  'planName',
  'memberId',
  'patientName',
  'providerName',
  'providerNpi',
  'providerCcn',
  'claimType',
  'codeType',
  'code',
  'serviceDateFrom',
  'serviceDateTo',
  'receivedOn',
  'billed',
  'medicareEquivalent',
  'allowed',
  'savings',
] as const;

/** Messages of the work list's search fields. */
export const repricingMessages = {
  tooLong: `Enter at most ${String(repricingFilterMaxLength)} characters.`,
  page: `Page must be a whole number from 1 to ${String(repricingPageMax)}.`,
  pageSize: `Choose ${repricingPageSizes.join(', ')} rows a page.`,
  wrongSite: 'The repriced claims are on the Claims site.',
  sort: `Sort by one of ${repricingSortFields.join(', ')}.`,
  tooManyForCsv: (total: number) =>
    `${total.toLocaleString('en-US')} claims match: narrow the search to at most ${repricingCsvMaxRows.toLocaleString('en-US')} to export them.`,
} as const;
