import {
  type AmountKey,
  comparisonLimits,
  type ComparisonProduct,
  type DataSource,
  type RatioSource,
} from '@medivi/domain';
import { formatNumber, formatPercent, localeOf } from '../../lib/i18n/format';
import type { Translate } from '../../lib/i18n/i18n';

/*
 * The Market Analysis texts that the domain package or the server give in English (issue 37,
 * docs/decisions/0125): figures as the comparison writes them, the Medicare ratios' sources and
 * notes, the products, and the contract's field messages. Each is looked up by its code or its
 * value and worded by the `costComparison` catalogue; a text the catalogue does not know shows as
 * it came. The documents (PDF and web page) are made by the server and stay in English.
 */

/** Lingui's `_` (from `useLingui()`). */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(kind: 'dollars' | 'ratio'): Intl.NumberFormat {
  const locale = localeOf();
  const key = `${kind}|${locale}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format =
      kind === 'dollars'
        ? new Intl.NumberFormat(locale, {
            style: 'currency',
            currency: 'USD',
            maximumFractionDigits: 0,
            minimumFractionDigits: 0,
          })
        : new Intl.NumberFormat(locale, {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
            useGrouping: false,
          });
    numberFormats.set(key, format);
  }
  return format;
}

function isFigure(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && Number.isFinite(value);
}

/**
 * Whole dollars in the portal's language, as the domain's `formatDollars` writes them in English
 * (`$1,234,567`); a missing figure as 'No data available'.
 */
export function dollarsText(amount: number | null | undefined, _: Translate): string {
  return isFigure(amount) ? numberFormat('dollars').format(amount) : _('costComparison.noData');
}

/**
 * A percent (0-100) to at most 1 decimal, as the domain's `formatPercent` writes it in English
 * (`34.2%`); a missing figure as 'No data available'.
 */
export function percentText(percent: number | null | undefined, _: Translate): string {
  if (!isFigure(percent)) return _('costComparison.noData');
  return formatPercent(Math.round(percent * 10) / 10, 1);
}

/**
 * A Medicare ratio or multiple with 2 decimals, as the domain's `formatRatio` writes it in English
 * (`6.50`); a missing figure as 'No data available'.
 */
export function ratioText(ratio: number | null | undefined, _: Translate): string {
  return isFigure(ratio) ? numberFormat('ratio').format(ratio) : _('costComparison.noData');
}

/** A share in percent as the utilization card shows it: up to 2 decimals and ' %' ('12.5 %'). */
export function shareText(percent: number, _: Translate): string {
  return _('costComparison.percentValue', { value: formatNumber(percent, 2) });
}

/** An amount's name: Inpatient, Outpatient, Professional, Facility or Total. */
export function amountText(key: AmountKey, _: Translate): string {
  return _(`costComparison.amount.${key}`);
}

/** A data source of a money block, as its select offers it (the domain's `dataSourceLabels`). */
export function dataSourceText(source: DataSource, _: Translate): string {
  return _(`costComparison.dataSource.${source}`);
}

/** A product's name (the domain's `comparisonProductLabels`). */
export function productText(product: ComparisonProduct, _: Translate): string {
  return _(`costComparison.product.${product}`);
}

/** Where a per-state ratio comes from, as the table shows it: 'CMS, 2024', 'Spec example', 'Spec default'. */
export function ratioSourceText(source: RatioSource, _: Translate): string {
  if (source.source === 'cms')
    return source.dataYear === null
      ? _('costComparison.ratios.source.cms')
      : _('costComparison.ratios.source.cmsYear', { year: String(source.dataYear) });
  if (source.source === 'spec-example') return _('costComparison.ratios.source.specExample');
  return _('costComparison.ratios.source.specDefault');
}

/** The fixed notes the ratio reply gives, by their English. */
const noteIds: Readonly<Record<string, string>> = {
  'Not in the comprehensive APC files (Maryland is paid under its all-payer model); the spec’s example.':
    'costComparison.ratios.note.outpatientExample',
  'No imported CMS file gives the figure; the spec’s example for this state.':
    'costComparison.ratios.note.stateExample',
  'No imported CMS file gives the figure; the spec’s overall default.':
    'costComparison.ratios.note.overallDefault',
  'All DRGs of the state, Medicare by-geography file: covered charges ÷ Medicare payment.':
    'costComparison.ratios.note.cmsInpatient',
  'Comprehensive APCs only (biased high): submitted charges ÷ Medicare payment.':
    'costComparison.ratios.note.cmsOutpatient',
};

/**
 * A note of the ratio reply in the portal's language: the fallback notes of the domain's
 * `fallbackMedicareRatio` and the CMS notes the server's ratio import writes; one the catalogue does
 * not know as it came.
 */
export function ratioNoteText(note: string, _: Translate): string {
  const id = noteIds[note];
  if (id !== undefined) return _(id);
  const professional =
    /^Submitted charges ÷ Medicare payment over ([\d,]+) providers and ([\d,]+) services with submitted charges\.$/.exec(
      note,
    );
  if (professional === null) return note;
  const count = (digits: string | undefined) => formatNumber(Number((digits ?? '').replace(/,/g, '')), 0);
  return _('costComparison.ratios.note.cmsProfessional', {
    providers: count(professional[1]),
    services: count(professional[2]),
  });
}

/** The contract's field messages (`analysisStateSchema`), with the values their wording takes. */
const fieldMessages: readonly [string, string, Record<string, string>?][] = [
  ['Enter the plan name.', 'planNameRequired'],
  [
    `The plan name can be at most ${String(comparisonLimits.planNameMaxLength)} characters.`,
    'planNameTooLong',
    { max: String(comparisonLimits.planNameMaxLength) },
  ],
  ['Enter the number of employees.', 'employeesRequired'],
  ['Enter a whole number of employees.', 'employeesWhole'],
  ['Enter at least 1 employee.', 'employeesAtLeastOne'],
  ['That is too many employees.', 'employeesTooMany'],
  ['Enter a date.', 'dateRequired'],
  ['Enter a valid date (mm/dd/yyyy).', 'dateInvalid'],
  ['The end date must be on or after the start date.', 'endBeforeStart'],
  ['Enter an amount in dollars.', 'amountRequired'],
  ['An amount cannot be negative.', 'amountNegative'],
  ['That amount is too large.', 'amountTooLarge'],
  ['Enter an amount of at least $0.01, or 0.', 'amountAtLeastCent'],
  ['Enter a percent from 0 to 100.', 'percentRange'],
  ['Enter a percent from 0 to 100 with at most 2 decimals.', 'percentDecimals'],
  ['Enter a ratio such as 1.5.', 'ratioRequired'],
  ['A ratio must be at least 0.01.', 'ratioTooSmall'],
  [
    `A ratio must be at most ${String(comparisonLimits.ratioMax)}.`,
    'ratioTooLarge',
    { max: String(comparisonLimits.ratioMax) },
  ],
  ['Enter a fee in dollars per employee per month.', 'feeRequired'],
  ['A fee cannot be negative.', 'feeNegative'],
  ['That fee is too large.', 'feeTooLarge'],
  [
    `Notes can be at most ${String(comparisonLimits.notesMaxLength)} characters.`,
    'notesTooLong',
    { max: String(comparisonLimits.notesMaxLength) },
  ],
  ['Each state can be listed once.', 'stateTwice'],
  ['Utilization can add up to at most 100 percent.', 'utilizationOver'],
  [
    'Percent of medical is not available while medical spend comes from plan responsibility.',
    'percentOfMedicalOff',
  ],
  ['Percent of billed is not available while billed is an estimate.', 'percentOfBilledOff'],
  ['Enter a percent of billed or a percent of savings, not both.', 'vendorPercentBoth'],
  ['Percent fees are 0 while both facility and professional PEPM fees are set.', 'vendorPercentZero'],
  ['Enter the custom prices.', 'customPricesRequired'],
];

const byMessage = new Map<string, [string, Record<string, string>]>(
  fieldMessages.map(([message, key, values]) => [
    message,
    [`costComparison.fieldMessage.${key}`, values ?? {}],
  ]),
);

/** The English field messages the catalogue words (for tests that hold the two to each other). */
export const wordedFieldMessages: readonly string[] = fieldMessages.map(([message]) => message);

/** A field message of the contract in the portal's language; one the catalogue does not know as it came. */
export function fieldMessageText(message: string, _: Translate): string {
  const found = byMessage.get(message);
  return found === undefined ? message : _(found[0], found[1]);
}
