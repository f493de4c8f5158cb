/**
 * Transparency in Coverage rules (issue 34; 29 CFR 2590.715-2715A(b)(1)(ii) and (c), 45 CFR
 * 147.212; CMS schemas 2.1.0 in `shared/data/transparency-in-coverage/`; docs/decisions/0116).
 * Pure: the server's queries and the page take their constants and mappings from here.
 */

/** The CMS schema version the files follow (`version` of every file). */
export const transparencySchemaVersion = '2.1.0';

/**
 * A provider and an item or service with fewer claims than this in the window are left out of the
 * allowed-amounts file (29 CFR 2590.715-2715A(b)(1)(ii)(B): "fewer than 20 different claims").
 */
export const minimumClaimsPerProviderAndCode = 20;

/** Days before the publication date the allowed-amounts window begins (the rule: 180 days). */
export const windowStartDaysBefore = 180;
/** Length of the allowed-amounts window in days (the rule: 90 days). */
export const windowDays = 90;

/**
 * The files of a publication, in the order the page lists them. No in-network file while the
 * portal holds no direct contracts (docs/decisions/0116 "In-network file").
 */
export const transparencyFileKinds = ['table-of-contents', 'allowed-amounts'] as const;
export type TransparencyFileKind = (typeof transparencyFileKinds)[number];

/** A month of publication, 'YYYY-MM'. */
export const transparencyMonthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

const dayMs = 86_400_000;

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The publication date of month `month` ('YYYY-MM'): its first day, the day the monthly run
 * publishes it. @throws Error when `month` is not 'YYYY-MM'.
 */
export function publicationDateOf(month: string): string {
  if (!transparencyMonthPattern.test(month)) throw new Error(`${month}: not a month (YYYY-MM)`);
  return `${month}-01`;
}

/** The month ('YYYY-MM') a date or timestamp lies in (UTC). */
export function transparencyMonthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/**
 * The service dates an allowed-amounts file covers: the 90-day period that begins 180 days before
 * `publicationDate` (yyyy-mm-dd), both ends included. Example: 2026-12-01 → 2026-06-04 … 2026-09-01.
 */
export function allowedAmountsWindow(publicationDate: string): { from: string; to: string } {
  const start = Date.parse(`${publicationDate}T00:00:00Z`) - windowStartDaysBefore * dayMs;
  return { from: isoDay(start), to: isoDay(start + (windowDays - 1) * dayMs) };
}

/**
 * The CMS `billing_code_type` of a claim's code: DRG → 'MS-DRG', APC → 'APC', HCPCS → 'CPT' for a
 * Level I code (five characters starting with a digit, the AMA's CPT) and 'HCPCS' for a Level II
 * code (a letter and four digits). Null for anything else (not reportable).
 */
export function reportedBillingCodeType(codeType: string | null, code: string | null): string | null {
  if (code === null || code === '') return null;
  if (codeType === 'DRG') return 'MS-DRG';
  if (codeType === 'APC') return 'APC';
  if (codeType === 'HCPCS') return /^\d/.test(code) ? 'CPT' : 'HCPCS';
  return null;
}

/**
 * The `billing_code_type_version` of a code without its own version (DRG, APC, HCPCS as claims
 * carry them): the plan year of the service date, as 'YYYY' (the CMS field table: "use the current
 * plan's year YYYY"). Example: 2026-03-10 with a plan year starting in July → '2025'.
 */
export function billingCodeVersionOf(serviceDate: string, startMonth: number): string {
  const year = Number(serviceDate.slice(0, 4));
  return String(Number(serviceDate.slice(5, 7)) >= startMonth ? year : year - 1);
}

/**
 * The first day of a plan year inside `window`, if one begins there: the window's claims on and
 * after it have the next version. A 90-day window holds at most one such day.
 */
export function planYearBoundaryIn(window: { from: string; to: string }, startMonth: number): string | null {
  const fromYear = Number(window.from.slice(0, 4));
  for (const year of [fromYear, fromYear + 1]) {
    const day = `${String(year)}-${String(startMonth).padStart(2, '0')}-01`;
    if (day > window.from && day <= window.to) return day;
  }
  return null;
}

/**
 * The tax identifier a claim is reported under (the CMS field table "Tax Identifier Object"): the
 * billing provider's EIN, or its NPI where it bills under no EIN (an SSN is never published).
 * Null when neither is known.
 */
export function reportedTin(
  ein: string | null,
  npi: string | null,
): { type: 'ein' | 'npi'; value: string } | null {
  if (ein !== null && ein !== '') return { type: 'ein', value: ein };
  if (npi !== null && npi !== '') return { type: 'npi', value: npi };
  return null;
}

/** The CMS `billing_class` of a claim: its own, else 'professional' for a professional claim, else 'institutional'. */
export function reportedBillingClass(
  billingClass: string | null,
  claimType: string,
): 'professional' | 'institutional' {
  if (billingClass === 'professional' || billingClass === 'institutional') return billingClass;
  return claimType === 'professional' ? 'professional' : 'institutional';
}

/** A CMS place-of-service code as the schema takes it (two digits, not '00'). */
export function isPlaceOfServiceCode(code: string | null): code is string {
  return code !== null && /^([1-9][0-9]|[0-9][1-9])$/.test(code);
}

/** The name and description of a code in the file: its reference description, else the code itself. */
export function billingCodeName(type: string, code: string, description: string | null): string {
  const text = description?.trim() ?? '';
  return text === '' ? `${type} ${code}` : text;
}

/** Messages of the Transparency in Coverage endpoints. */
export const transparencyMessages = {
  fileNotFound: 'No such published file.',
} as const;
