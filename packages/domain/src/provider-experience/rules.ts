import type { EntityType, Recommendation } from '../shared/providers.js';
import type { RoleName } from '../shared/roles.js';

/**
 * Provider-experience admin rules and constants (cases-and-provider-search spec §3 Provider
 * experience record, §5 Provider admin insert/update, §9 Provider admin). The web form and the
 * server use these same functions, so a value the form accepts is one the server accepts.
 * The recommendation values and entity types are those of provider search (`recommendations`,
 * `entityTypes` in shared/providers.ts), since the list is what labels providers there.
 */

/**
 * Roles that may see the list (accounts spec §6: the update role and its read-only variant) and
 * the one role that may insert and update.
 */
export const providerExperienceReadRoles: readonly RoleName[] = [
  'updateproviderexperience',
  'updateproviderexperiencereadonly',
];
export const providerExperienceWriteRoles: readonly RoleName[] = ['updateproviderexperience'];

/** Field messages of the insert and update forms (spec §5, §8; the check-digit text is ours). */
export const providerExperienceMessages = {
  npiRequired: 'Provider NPI is required',
  npiTenDigits: 'Provider NPI must be a 10-digit number',
  npiCheckDigit: 'Provider NPI is not a valid NPI (its check digit does not match)',
  taxIdDigits: 'Provider Tax ID must be digits only, up to 9',
  recommendationRequired: 'Recommendation is required',
  recommendationUnknown: 'Recommendation must be CAUTION, UNFRIENDLY or DELISTED',
  entityType: 'Entity type must be 1 (Professional) or 2 (Facility)',
  notesTooLong: 'Notes must be at most 2000 characters',
  providerNameTooLong: 'Provider name must be at most 200 characters',
  npiMismatch: 'The NPI in the body must match the NPI of the address',
} as const;

/** Texts of the 'Complete!' dialog after a write (spec §2 Provider-experience admin, §4). */
export const providerExperienceTexts = {
  title: 'Provider Search',
  completeTitle: 'Complete!',
  added: 'Record(s) Successfully Added',
  updated: 'Record(s) Successfully Updated',
  insertDialogTitle: 'Insert New Record',
} as const;

/** Reply message of a rejected insert: the NPI is already on the list (HTTP 409). */
export function duplicateNpiMessage(npi: string): string {
  return `NPI ${npi} is already on the provider-experience list. Update that record instead.`;
}

/** Reply message of an update or history call for an NPI not on the list (HTTP 404). */
export function unknownNpiMessage(npi: string): string {
  return `NPI ${npi} is not on the provider-experience list.`;
}

/** Reply message of a directory look-up for an NPI the imported directory does not hold (404). */
export function notInDirectoryMessage(npi: string): string {
  return `NPI ${npi} is not in the provider directory.`;
}

/** NPI length (spec §9) and the longest tax ID (EIN/TIN, spec §9). */
export const npiLength = 10;
export const taxIdMaxLength = 9;
/** Longest note (external or internal) and provider name, characters (ours; spec: notes optional). */
export const notesMaxLength = 2000;
export const providerNameMaxLength = 200;

/**
 * Prefix of the Luhn check over an NPI: the ISO card-issuer prefix 80840 that CMS assigns to US
 * health identifiers (CMS "Requirements for NPI check digit").
 */
export const npiLuhnPrefix = '80840';

/** Keeps digits only, at most `max` of them (spec §5: NPI digits only up to 10; tax ID up to 9). */
export function keepDigits(input: string, max: number): string {
  return input.replace(/\D/g, '').slice(0, max);
}

/**
 * True when the digit string passes the Luhn (mod 10) check: from the right, every second digit
 * is doubled (minus 9 when over 9) and the sum is a multiple of 10.
 */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * True when a 10-digit NPI carries a valid check digit: its last digit is the Luhn check digit
 * of 80840 followed by its first 9 digits (CMS NPI standard).
 */
export function hasValidNpiCheckDigit(npi: string): boolean {
  return /^\d{10}$/.test(npi) && passesLuhn(npiLuhnPrefix + npi);
}

/**
 * The NPI field's message, or null for a valid NPI (spec §5): empty → 'Provider NPI is required';
 * not exactly 10 digits → 'Provider NPI must be a 10-digit number'; a wrong check digit →
 * `providerExperienceMessages.npiCheckDigit`. Surrounding spaces are ignored.
 */
export function npiProblem(input: string): string | null {
  const npi = input.trim();
  if (npi === '') return providerExperienceMessages.npiRequired;
  if (!/^\d{10}$/.test(npi)) return providerExperienceMessages.npiTenDigits;
  if (!hasValidNpiCheckDigit(npi)) return providerExperienceMessages.npiCheckDigit;
  return null;
}

/** The tax ID field's message, or null: empty is fine, else 1 to 9 digits (spec §5). */
export function taxIdProblem(input: string): string | null {
  const taxId = input.trim();
  if (taxId === '' || /^\d{1,9}$/.test(taxId)) return null;
  return providerExperienceMessages.taxIdDigits;
}

/** Entity type names (spec §3: 1 Professional, 2 Facility). */
export const entityTypeNames: Record<EntityType, string> = { '1': 'Professional', '2': 'Facility' };

/** What a provider's recommendation turns into in provider search (spec §9 labels). */
export const recommendationNames: Record<Recommendation, string> = {
  CAUTION: 'Caution',
  UNFRIENDLY: 'Not Recommended',
  DELISTED: 'Not Recommended',
};

/** Rows-per-page options of the admin table (spec §9). */
export const providerExperiencePageSizes = [5, 10, 25] as const;
export type ProviderExperiencePageSize = (typeof providerExperiencePageSizes)[number];
/** Page size of a list call without `limit` (spec §7) and of the table's initial state (spec §9). */
export const providerExperienceListLimitDefault = 10;
export const providerExperienceTablePageSize = 25;
/** Highest page number (`offset`) a list call may ask for. */
export const providerExperiencePageMax = 100_000;
/** Longest keyword search text, characters. */
export const providerExperienceSearchMaxLength = 100;
/** Debounce of the keyword search, ms (spec §7 notes). */
export const providerExperienceSearchDebounceMs = 1000;

/** Sort fields (spec §9) and directions; the default is provider name ascending. */
export const providerExperienceSortFields = ['providerName', 'npi'] as const;
export type ProviderExperienceSortField = (typeof providerExperienceSortFields)[number];
export const providerExperienceSortDirections = ['asc', 'desc'] as const;
export type ProviderExperienceSortDirection = (typeof providerExperienceSortDirections)[number];
export const providerExperienceDefaultSort = { sortBy: 'providerName', sortDirection: 'asc' } as const;

/** What a history entry records (docs/decisions/0081). */
export const providerExperienceActions = ['insert', 'update'] as const;
export type ProviderExperienceAction = (typeof providerExperienceActions)[number];

/** Row height of the admin table: at least 70 px, plus 20 px per 50 characters (spec §9). */
export const providerRowHeightMinPx = 70;
export const providerRowHeightStepPx = 20;
export const providerRowHeightStepChars = 50;

/**
 * Height in px of a table row showing `texts` (provider name and notes): 70, grown by 20 for
 * every full 50 characters of the longest of them (spec §9 row-height rule).
 */
export function providerRowHeight(texts: readonly (string | null | undefined)[]): number {
  const longest = Math.max(0, ...texts.map((text) => text?.length ?? 0));
  return providerRowHeightMinPx + providerRowHeightStepPx * Math.floor(longest / providerRowHeightStepChars);
}
