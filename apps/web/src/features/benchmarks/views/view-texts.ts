import { usStates } from '@medivi/domain';
import type { Translate } from '../../../lib/i18n/i18n';

/*
 * The benchmark views' texts that the domain package gives in English (issue 37,
 * docs/decisions/0125): the field messages of the views' request schemas, looked up by value and
 * worded by the `benchmarkViews` catalogue; a message the catalogue does not know shows as it came.
 */

/** Lingui's `_` (from `useLingui()`). */
/**
 * The field messages of the views' request schemas (`benchmarkTableBodySchema`,
 * `countyComparisonBodySchema`, `hospitalProfileBodySchema` in the domain package), with the
 * catalogue id that words each and the values its wording takes.
 */
const fieldMessages: ReadonlyMap<string, readonly [string, Record<string, string>]> = new Map([
  ['code is required', ['benchmarkViews.fieldMessage.codeRequired', {}]],
  ['code must be at most 10 characters', ['benchmarkViews.fieldMessage.codeTooLong', { max: '10' }]],
  ['code must be letters and digits only', ['benchmarkViews.fieldMessage.codeCharacters', {}]],
  ['dataYear must be a year', ['benchmarkViews.fieldMessage.dataYearNotYear', {}]],
  [
    'dataYear must be a year from 2000 to 2100',
    ['benchmarkViews.fieldMessage.dataYearRange', { min: '2000', max: '2100' }],
  ],
  ['state is required', ['benchmarkViews.fieldMessage.stateRequired', {}]],
  ["state must be a state's two-letter code", ['benchmarkViews.fieldMessage.stateCode', {}]],
  ['area is required', ['benchmarkViews.fieldMessage.areaRequired', {}]],
  ["area must be US (the nation) or a state's two-letter code", ['benchmarkViews.fieldMessage.areaCode', {}]],
  [
    'claimType must be Inpatient or Outpatient (hospitals have a zip and county)',
    ['benchmarkViews.fieldMessage.countyClaimType', {}],
  ],
  ['ccn is required', ['benchmarkViews.fieldMessage.ccnRequired', {}]],
  [
    'ccn must be a CMS Certification Number of 6 characters',
    ['benchmarkViews.fieldMessage.ccnFormat', { length: '6' }],
  ],
]);

/**
 * A field message of a view's request schema (English, from the domain package), in the portal's
 * language; a message the catalogue does not word shows as it came.
 */
export function fieldMessageText(message: string, _: Translate): string {
  const found = fieldMessages.get(message);
  return found === undefined ? message : _(found[0], found[1]);
}

/** Each of `errors` (field name to a schema's English message) in the portal's language. */
export function wordedFieldMessages(
  errors: Readonly<Record<string, string>>,
  _: Translate,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, fieldMessageText(message, _)]),
  );
}

/**
 * The name of a benchmark area (`US` or a state's two-letter code) as a sentence reads it: 'the
 * United States' in the portal's language, a state by its name (as the data names it), anything
 * else as it came.
 */
export function areaName(area: string, _: Translate): string {
  if (area === 'US') return _('benchmarkViews.table.theUnitedStates');
  return usStates.find((state) => state.code === area)?.name ?? area;
}
