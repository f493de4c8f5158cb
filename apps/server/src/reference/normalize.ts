/**
 * Field rules shared by every reference-data format: NPI, zip, phone, gender, state, NUCC
 * taxonomy codes and names. Each function takes the raw cell text and returns the stored value,
 * or null when the source gives nothing usable. Nothing here guesses a value a source does not
 * state (docs/decisions/0005-reference-import.md).
 */

/** Trimmed text, or null when empty. */
export function cleanText(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const trimmed = raw.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * True for a valid NPI: 10 digits whose last digit is the check digit of the ISO/IEC 7812 Luhn
 * formula over the prefix 80840 and the first nine digits (CMS "Requirements for the NPI check
 * digit", NPPES). Every NPI in the shipped files passes it.
 */
export function isValidNpi(npi: string): boolean {
  if (npi.length !== 10) return false;
  let sum = 24; // The Luhn sum of the card-issuer prefix 80840, fixed for every NPI.
  for (let index = 0; index < 10; index += 1) {
    const code = npi.charCodeAt(index) - 48;
    if (code < 0 || code > 9) return false;
    // From the right, every second digit of the full 15-digit number is doubled; counted from the
    // left of the NPI those are the digits at even positions 0, 2, 4, 6, 8.
    if (index % 2 === 0 && index < 9) {
      const doubled = code * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    } else {
      sum += code;
    }
  }
  return sum % 10 === 0;
}

/** The check digit that makes `firstNine` + digit a valid NPI (used for synthetic NPIs). */
export function npiCheckDigit(firstNine: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (isValidNpi(`${firstNine}${String(digit)}`)) return String(digit);
  }
  throw new Error(`no NPI check digit for ${firstNine}`);
}

/** Why an NPI cell is rejected, or null when it is a valid NPI. */
export function npiProblem(raw: string): string | null {
  if (raw === '') return 'missing NPI';
  if (!/^\d{10}$/.test(raw)) return `NPI "${raw}" is not 10 digits`;
  if (!isValidNpi(raw)) return `NPI "${raw}" fails the NPI check digit`;
  return null;
}

/** A US zip split into its 5-digit zip and 4-digit extension. */
export interface UsZip {
  zip: string;
  plus4: string | null;
}

/**
 * Normalizes a US zip or zip+4: spaces and hyphens are dropped; a 3- or 4-digit value is a 5-digit
 * zip whose leading zeros a spreadsheet dropped (CMS Doctors and Clinicians extracts, derived
 * files) and is left-padded to 5; a 7- or 8-digit value is a zip+4 that lost its leading zeros and
 * is left-padded to 9. Returns null for anything else (foreign postal codes, 00000).
 * An extension of 0000 carries no information and becomes null.
 */
export function normalizeZip(raw: string): UsZip | null {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d{3,9}$/.test(digits) || digits.length === 6) return null;
  const padded = digits.length <= 5 ? digits.padStart(5, '0') : digits.padStart(9, '0');
  const zip = padded.slice(0, 5);
  if (zip === '00000') return null;
  const plus4 = padded.length === 9 ? padded.slice(5) : null;
  return { zip, plus4: plus4 === '0000' ? null : plus4 };
}

/**
 * Normalizes a US phone number to 10 digits: punctuation is dropped, a leading country code 1
 * is dropped, and digits past the tenth are an extension (CMS Doctors and Clinicians "Phone
 * Number" appends it) and are dropped. Returns null when fewer than 10 digits remain or the area
 * code starts with 0 or 1 (not a NANP number).
 */
export function normalizePhone(raw: string): string | null {
  let digits = raw.replace(/\D/g, '');
  if (digits.length >= 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length < 10) return null;
  const phone = digits.slice(0, 10);
  return /^[2-9]/.test(phone) ? phone : null;
}

/** 'M' or 'F' from M/F/Male/Female in any case; null for anything else (never inferred). */
export function normalizeGender(raw: string): 'M' | 'F' | null {
  const value = raw.trim().toUpperCase();
  if (value === 'M' || value === 'MALE') return 'M';
  if (value === 'F' || value === 'FEMALE') return 'F';
  return null;
}

/**
 * USPS codes of the states, DC, the territories, the freely associated states and the military
 * "states" (AA, AE, AP): every code a US practice address can carry (USPS Publication 28).
 */
const usStateCodes = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM ' +
    'NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR VI GU AS MP UM FM MH PW AA AE AP'
  ).split(' '),
);

/** The state code in upper case; `undefined` when the cell is empty; null when it is not a US code. */
export function normalizeState(raw: string): string | null | undefined {
  const value = raw.trim().toUpperCase();
  if (value === '') return undefined;
  return usStateCodes.has(value) ? value : null;
}

/** A NUCC Health Care Provider Taxonomy code: nine letters or digits and a final X. */
export function isTaxonomyCode(code: string): boolean {
  return /^[0-9A-Z]{9}X$/.test(code);
}

/** The valid, distinct NUCC codes of `codes`, upper-cased, in their order. */
export function taxonomyCodes(codes: readonly string[]): string[] {
  const result: string[] = [];
  for (const raw of codes) {
    const code = raw.trim().toUpperCase();
    if (isTaxonomyCode(code) && !result.includes(code)) result.push(code);
  }
  return result;
}

/** Pipe-separated codes, or null when there are none. */
export function joinTaxonomies(codes: readonly string[]): string | null {
  return codes.length === 0 ? null : codes.join('|');
}

/** Parses a finite decimal number; NaN when the cell is not one. */
export function parseDecimal(raw: string): number {
  const value = raw.trim();
  return value === '' ? Number.NaN : Number(value);
}

/** A person's name in parts. */
export interface PersonName {
  first: string | null;
  middle: string | null;
  last: string | null;
}

// Words that start a surname ("VAN WERT", "DE LEON", "ST GERMAIN", "AL SIBAI"); a name whose
// next-to-last word is one of them keeps both words in the last name.
const surnameParticles = new Set([
  'AL',
  'BIN',
  'DA',
  'DAL',
  'DE',
  'DEL',
  'DELA',
  'DELLA',
  'DER',
  'DI',
  'DOS',
  'DU',
  'EL',
  'LA',
  'LE',
  'MAC',
  'MC',
  'ST',
  'ST.',
  'VAN',
  'VON',
]);

const generationalSuffixes = new Set(['JR', 'JR.', 'SR', 'SR.', 'II', 'III', 'IV', 'V']);

/**
 * Splits a "FIRST [MIDDLE…] LAST" name, as in the CMS Doctors and Clinicians extract's "Provider
 * Name": the first word is the first name, the last word the last name (with a surname particle
 * before it, such as VAN or DE), the words between the middle name. A generational suffix (JR,
 * III) is dropped: the directory has no column for it. Spaced hyphens ("OWUSU - ABROKWA") are
 * joined. A single word is a last name.
 */
export function splitPersonName(raw: string): PersonName {
  const words = raw
    .replace(/\s*-\s*/g, '-')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const lastWord = words.at(-1);
  if (words.length > 2 && lastWord !== undefined && generationalSuffixes.has(lastWord.toUpperCase())) {
    words.pop();
  }
  if (words.length === 0) return { first: null, middle: null, last: null };
  if (words.length === 1) return { first: null, middle: null, last: words[0] ?? null };
  let lastStart = words.length - 1;
  const beforeLast = words[lastStart - 1];
  if (lastStart > 1 && beforeLast !== undefined && surnameParticles.has(beforeLast.toUpperCase())) {
    lastStart -= 1;
  }
  const middle = words.slice(1, lastStart).join(' ');
  return {
    first: words[0] ?? null,
    middle: middle === '' ? null : middle,
    last: words.slice(lastStart).join(' '),
  };
}
