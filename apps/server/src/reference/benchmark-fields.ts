/**
 * Field rules of the CMS benchmark files (docs/decisions/0102-benchmarks-data.md, "Importers"):
 * money, counts, CCN, DRG / APC / HCPCS codes, dates and the data year a file name states. Each
 * function takes raw cell text; none guesses a value the file does not state.
 */

/** Cells CMS writes for a figure it does not publish (suppressed or not applicable). */
const notAvailable = new Set(['', 'NOT AVAILABLE', 'N/A', 'NA', '*', '--']);

/**
 * A dollar amount or plain decimal: `$1,234.56`, `1234.56`, `73.8343%` (the percent sign is
 * dropped: the number stays in percent), `(12.5)` as negative. null when the cell is empty or
 * "Not Available"; NaN when it is not a number.
 */
export function parseAmount(raw: string): number | null {
  const value = raw.trim();
  if (notAvailable.has(value.toUpperCase())) return null;
  let text = value.replace(/[$,%\s]/g, '');
  let sign = 1;
  if (/^\(.*\)$/.test(text)) {
    sign = -1;
    text = text.slice(1, -1);
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return Number.NaN;
  return sign * Number(text);
}

/**
 * A count of discharges, services or beneficiaries as an integer: `91`, `200.0`; a fractional
 * count (drug units in the physician files, e.g. `1084.6`) is rounded to the nearest integer,
 * because the fact table stores whole counts. null when empty or suppressed; NaN when not a
 * non-negative number.
 */
export function parseCount(raw: string): number | null {
  const value = parseAmount(raw);
  if (value === null) return null;
  if (Number.isNaN(value) || value < 0) return Number.NaN;
  return Math.round(value);
}

/**
 * A CMS Certification Number of six letters or digits; a numeric one whose leading zeros a
 * spreadsheet dropped (`10001` in the FY2011 and outpatient files) is padded back to 6
 * (`010001`). null when it is not a CCN.
 */
export function normalizeCcn(raw: string): string | null {
  const value = raw.trim().toUpperCase();
  if (/^\d{4,6}$/.test(value)) return value.padStart(6, '0');
  return /^[0-9A-Z]{6}$/.test(value) ? value : null;
}

/** An MS-DRG code as the publisher writes it, zero-padded to 3 digits (`39` → `039`); null if not 1–3 digits. */
export function normalizeDrg(raw: string): string | null {
  const value = raw.trim();
  return /^\d{1,3}$/.test(value) ? value.padStart(3, '0') : null;
}

/** An APC code zero-padded to 4 digits (`61` → `0061`, `5123`); null if not 1–4 digits. */
export function normalizeApc(raw: string): string | null {
  const value = raw.trim();
  return /^\d{1,4}$/.test(value) ? value.padStart(4, '0') : null;
}

/**
 * A HCPCS / CPT code of 5 letters or digits, upper-cased; an all-digit code that lost its leading
 * zeros (anesthesia `790` for `00790`) is padded to 5. null otherwise.
 */
export function normalizeHcpcs(raw: string): string | null {
  const value = raw.trim().toUpperCase();
  if (/^\d{1,4}$/.test(value)) return value.padStart(5, '0');
  return /^[0-9A-Z]{5}$/.test(value) ? value : null;
}

/**
 * Splits a "code - description" cell (`039 - EXTRACRANIAL PROCEDURES W/O CC/MCC`, the FY2011
 * DRG Definition and the 2011–2013 outpatient APC column) at its first " - ". A cell without the
 * separator is all code.
 */
export function splitCodeDefinition(raw: string): { code: string; description: string } {
  const value = raw.trim();
  const at = value.indexOf(' - ');
  if (at < 0) return { code: value, description: '' };
  return { code: value.slice(0, at).trim(), description: value.slice(at + 3).trim() };
}

/**
 * The data year a file name states, for layouts without a year column:
 * - CMS's own names carry it as `DY22` (data year, after the release year `RY24`) or `_D23_`
 *   (`MUP_INP_RY24_P03_V10_DY22_PrvSvc.csv` → 2022, `MUP_PHY_R25_P05_V20_D23_Prov_Svc.csv` → 2023);
 * - otherwise the first four-digit year 1990–2099 standing alone or after FY / CY
 *   (`inpatient-drg100-by-provider-fy2011.csv.gz` → 2011, `…-cy2016.csv.gz` → 2016).
 * null when the name states none.
 */
export function dataYearFromFileName(file: string): number | null {
  const short = /(?:^|[^A-Za-z0-9])DY?(\d{2})(?=[^0-9A-Za-z]|$)/i.exec(file);
  if (short?.[1] !== undefined) return 2000 + Number(short[1]);
  const long = /(?:^|[^0-9])(?:FY|CY)?((?:19|20)\d{2})(?![0-9])/i.exec(file);
  return long?.[1] === undefined ? null : Number(long[1]);
}

/** A US date `m/d/yyyy` (HCRIS fiscal year dates) or ISO `yyyy-mm-dd` as ISO; null when empty or invalid. */
export function parseUsDate(raw: string): string | null {
  const value = raw.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  let year: number;
  let month: number;
  let day: number;
  if (iso !== null) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us !== null) [year, month, day] = [Number(us[3]), Number(us[1]), Number(us[2])];
  else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * The figure of an optional money cell for a fact: null when missing, the reason when invalid.
 * @param label the column's meaning for the rejection message.
 */
export function optionalAmount(raw: string, label: string): number | null | { problem: string } {
  const value = parseAmount(raw);
  if (value !== null && Number.isNaN(value)) return { problem: `${label} "${raw.trim()}" is not a number` };
  return value;
}

/**
 * The data year of a file whose layout has no year column: {@link dataYearFromFileName}, else the
 * layout's documented year (`fallback`).
 * @throws Error naming the file and how to state the year when neither gives one (the file's
 * import fails; nothing is written).
 */
export function requireDataYear(file: string, layout: string, fallback: number | null = null): number {
  const year = dataYearFromFileName(file) ?? fallback;
  if (year === null) {
    throw new Error(
      `the ${layout} layout has no year column and the file name states no data year: ` +
        'rename the file with its year (for example "…-2022.csv" or CMS\'s "…_DY22_…")',
    );
  }
  return year;
}

/** USPS code by state FIPS code (Census "FIPS codes for the states and DC", with territories). */
const stateByFips: Readonly<Record<string, string>> = {
  '01': 'AL',
  '02': 'AK',
  '04': 'AZ',
  '05': 'AR',
  '06': 'CA',
  '08': 'CO',
  '09': 'CT',
  '10': 'DE',
  '11': 'DC',
  '12': 'FL',
  '13': 'GA',
  '15': 'HI',
  '16': 'ID',
  '17': 'IL',
  '18': 'IN',
  '19': 'IA',
  '20': 'KS',
  '21': 'KY',
  '22': 'LA',
  '23': 'ME',
  '24': 'MD',
  '25': 'MA',
  '26': 'MI',
  '27': 'MN',
  '28': 'MS',
  '29': 'MO',
  '30': 'MT',
  '31': 'NE',
  '32': 'NV',
  '33': 'NH',
  '34': 'NJ',
  '35': 'NM',
  '36': 'NY',
  '37': 'NC',
  '38': 'ND',
  '39': 'OH',
  '40': 'OK',
  '41': 'OR',
  '42': 'PA',
  '44': 'RI',
  '45': 'SC',
  '46': 'SD',
  '47': 'TN',
  '48': 'TX',
  '49': 'UT',
  '50': 'VT',
  '51': 'VA',
  '53': 'WA',
  '54': 'WV',
  '55': 'WI',
  '56': 'WY',
  '60': 'AS',
  '66': 'GU',
  '69': 'MP',
  '72': 'PR',
  '78': 'VI',
};

/** The USPS state code of a state FIPS code (`39` or `6` → `OH`, `CA`); null when unknown. */
export function stateFromFips(raw: string): string | null {
  const value = raw.trim();
  if (!/^\d{1,2}$/.test(value)) return null;
  return stateByFips[value.padStart(2, '0')] ?? null;
}
