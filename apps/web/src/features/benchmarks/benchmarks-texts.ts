import {
  codeTypesWithData,
  exclusionTypes,
  lowDataMinClaims,
  noDataSourceText,
  thinYearNote,
  type YearProviders,
} from '@medivi/domain';
import { localeOf } from '../../lib/i18n/format';
import type { ChartLine, ChartMeta, ClaimType, CodeType } from './benchmarks-api-types';
import type { SortKey } from './benchmarks-options';
import type { Translate } from '../../lib/i18n/i18n';

/*
 * The benchmarks page's texts that the domain package or the server give in English (issue 37,
 * docs/decisions/0125): recognised by their values and worded by the `benchmarks` catalogue; a
 * text the page does not recognise shows as it came.
 */

/** Lingui's `_` (from `useLingui()`). */
/** The name of a figure (options, legend, table headers): 'Billed average', 'Claims', … */
export function figureLabel(key: SortKey, _: Translate): string {
  return _(`benchmarks.figure.${key}`);
}

/** A claim type's name: 'Inpatient', 'Outpatient' or 'Professional' in English. */
export function claimTypeLabel(claimType: ClaimType, _: Translate): string {
  return _(`benchmarks.claimType.${claimType}`);
}

/** A code type's name: the letters of DRG, APC and HCPCS; 'Diagnosis' worded. */
export function codeTypeLabel(codeType: CodeType, _: Translate): string {
  return codeType === 'Diagnosis' ? _('benchmarks.codeType.Diagnosis') : codeType;
}

/**
 * Why a code type has no figures: the reply's `meta.noDataSource`, which the server writes with
 * the domain's `noDataSourceText`, worded for the charted claim and code type.
 */
export function noDataSourceWords(meta: ChartMeta, _: Translate): string | null {
  const text = meta.noDataSource;
  if (text === null || text !== noDataSourceText(meta.claimType, meta.codeType)) return text;
  if (meta.codeType === 'Diagnosis')
    return _('benchmarks.noDataSource.diagnosis', { claimType: meta.claimType });
  const choices = new Intl.ListFormat(localeOf(), { type: 'disjunction' }).format(
    codeTypesWithData[meta.claimType],
  );
  return _('benchmarks.noDataSource.codeType', {
    claimType: meta.claimType,
    codeType: meta.codeType,
    choices,
  });
}

/**
 * The note of a thin shown year (the domain's `thinYearNote` decides when), worded: the shown
 * year's providers beside the fullest other year's. Null when the year is not thin.
 */
export function thinYearWords(meta: ChartMeta, _: Translate): string | null {
  const { claimType, dataYear, providersPerYear } = meta;
  if (dataYear === null || thinYearNote(claimType, dataYear, providersPerYear) === null) return null;
  const shown = providersPerYear.find((entry) => entry.year === dataYear)?.providers ?? 0;
  let fullest: YearProviders | undefined;
  for (const entry of providersPerYear) {
    if (entry.year !== dataYear && (fullest === undefined || entry.providers > fullest.providers))
      fullest = entry;
  }
  if (fullest === undefined) return null;
  return _('benchmarks.thinYear', {
    shownYear: String(dataYear),
    shown,
    shownCount: String(shown),
    kind: claimType === 'Professional' ? 'professional' : 'hospital',
    fullestYear: String(fullest.year),
    fullestCount: String(fullest.providers),
  });
}

/** The server's `meta.linesNote` without a year (no figures for the codes). */
const noLinesNote = /^No reference lines: /;
/** The server's `meta.linesNote` naming the year of the by-geography file. */
const linesNoteWithYear = /^Reference lines: .* file of (\d{4}) \(inpatient only; /;

/** What the reference lines are (the reply's `meta.linesNote`), worded; null stays null. */
export function linesNoteWords(note: string | null, _: Translate): string | null {
  if (note === null) return null;
  if (noLinesNote.test(note)) return _('benchmarks.linesNote.none');
  const year = linesNoteWithYear.exec(note)?.[1];
  return year === undefined ? note : _('benchmarks.linesNote.year', { year });
}

/**
 * A reference line's name ('National average Medicare payment (2021)', 'OH average billed charges
 * (2021)'), worded from its area, measure and year; a label of another form shows as it came.
 */
export function lineLabel(line: ChartLine, _: Translate): string {
  const year = String(line.dataYear);
  const where = line.area === 'US' ? 'National' : line.area;
  if (!line.label.startsWith(`${where} `) || !line.label.endsWith(`(${year})`)) return line.label;
  return _('benchmarks.line.label', { area: line.area, measure: line.measure, year });
}

/** The explanation of an exclusion type of the reply's excluded providers (spec §9). */
export function exclusionExplanation(type: string, _: Translate): string {
  const known = exclusionTypes.find((name) => name === type);
  if (known === undefined) return _('benchmarks.excluded.other');
  return known === 'lowData'
    ? _('benchmarks.excluded.lowData', { minClaims: String(lowDataMinClaims) })
    : _(`benchmarks.excluded.${known}`);
}
