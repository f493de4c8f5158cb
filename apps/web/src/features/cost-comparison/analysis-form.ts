import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AnalysisState,
  analysisStateSchema,
  comparisonDefaults,
  type CustomPricing,
  parseDateEntry,
} from '@medivi/domain';
import type { Resolver } from 'react-hook-form';
import { wordedResolver } from '../../lib/i18n/worded-resolver';
import { fieldMessageText } from './analysis-texts';
import type { Translate } from '../../lib/i18n/i18n';

/**
 * What the Market Analysis form holds: the analysis state of the contract (analysis-reports-admin
 * spec §3 Cost-comparison inputs), except the two dates, which are the text as typed (spec §5
 * Dates: `mm/dd/yyyy`, two-digit years, or `yyyy-mm-dd`), '' while empty.
 */
export interface AnalysisFormValues extends Omit<AnalysisState, 'startDate' | 'endDate'> {
  startDate: string;
  endDate: string;
}

/** The form on entry: every default of the contract (spec §9), no plan name, no dates. */
export function initialFormValues(): AnalysisFormValues {
  // The schema holds the defaults; any plan name lets it fill them, then the name is emptied.
  const defaults = analysisStateSchema.parse({ planName: 'x' });
  return { ...defaults, planName: '', startDate: '', endDate: '' };
}

/** A saved state as form values: its ISO dates are typed text the date field accepts. */
export function formValuesOf(state: AnalysisState): AnalysisFormValues {
  return { ...state, startDate: state.startDate ?? '', endDate: state.endDate ?? '' };
}

/** A typed date as the contract takes it: ISO when whole and valid, null when empty, else the text. */
function dateOf(text: string, today: Date): string | null {
  if (text.trim() === '') return null;
  return parseDateEntry(text, today) ?? text;
}

/**
 * The form's values as the state the server validates: dates converted to ISO (a date that is not
 * whole stays text, so the contract's rule names it).
 */
export function stateInputOf(values: AnalysisFormValues, today: Date): unknown {
  return {
    ...values,
    startDate: dateOf(values.startDate, today),
    endDate: dateOf(values.endDate, today),
    vendorFees: feesOf(values.vendorFees),
  };
}

/** A number the form holds, or `fallback` while its field is empty (a kit field then holds null). */
function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** The vendor fees with an emptied field read as 0: no fee of that kind. */
function feesOf(fees: AnalysisState['vendorFees']): AnalysisState['vendorFees'] {
  return {
    ...fees,
    facilityPEPM: numberOr(fees.facilityPEPM, 0),
    professionalPEPM: numberOr(fees.professionalPEPM, 0),
    percentBilled: numberOr(fees.percentBilled, 0),
    percentSavings: numberOr(fees.percentSavings, 0),
  };
}

/**
 * The state the live results are computed from, whatever the form holds: the values as they are,
 * a date that is not whole left out (the period then shows '-'), an emptied fee 0. No check:
 * results show 'No data available' where an input is missing (spec §5 Other).
 */
export function liveStateOf(values: AnalysisFormValues, today: Date): AnalysisState {
  const isoOrNull = (text: string) => (text.trim() === '' ? null : parseDateEntry(text, today));
  const { sixdMultiples: multiples, customPricing: custom } = values;
  const defaults = comparisonDefaults.sixdMultiples;
  return {
    ...values,
    startDate: isoOrNull(values.startDate),
    endDate: isoOrNull(values.endDate),
    // An emptied head count prices no one; an emptied multiple is its default (the field says so).
    numberOfEmployees: numberOr(values.numberOfEmployees, 0),
    vendorFees: feesOf(values.vendorFees),
    sixdMultiples: {
      facility: numberOr(multiples.facility, defaults.facility),
      professional: numberOr(multiples.professional, defaults.professional),
    },
    customPricing:
      custom === null
        ? null
        : (Object.fromEntries(
            Object.entries(custom).map(([key, value]) => [key, numberOr(value, 0)]),
          ) as CustomPricing),
  };
}

/**
 * The form's resolver: the contract's `analysisStateSchema` (the same rules the server applies)
 * on the values with their dates converted, so a field's message is the server's; worded in the
 * portal's language by `_` (Lingui's, from `useLingui()`) when given, else the contract's English.
 */
export function analysisResolver(today: Date, _?: Translate): Resolver<AnalysisFormValues> {
  const resolve = zodResolver(analysisStateSchema) as unknown as Resolver<AnalysisFormValues>;
  const check: Resolver<AnalysisFormValues> = (values, context, options) =>
    resolve(stateInputOf(values, today) as AnalysisFormValues, context, options);
  return _ === undefined ? check : wordedResolver(check, (message) => fieldMessageText(message, _));
}
