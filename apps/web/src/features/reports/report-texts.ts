import { monthName, type ReportCell, type ReportName, type ReportUnit } from '@medivi/domain';
import { activeLanguage, hasMessage, type Translate } from '../../lib/i18n/i18n';
import { formatMonthName, formatMonthYear, formatNumber, formatNumericDate } from '../../lib/i18n/format';
import { formatReportValue } from './report-values';

/*
 * The reports area's texts that the domain package computes in English (issue 37,
 * docs/decisions/0125): page titles, key figures' and columns' labels, table and chart titles,
 * periods and notes. The API gives them as they are; the page looks each up by the text it is
 * (`reports.text.<English text>`) and words it from the `reports` catalogue. A month ("October
 * 2026"), a day (`2026-10-31`), a year, a time zone or a leading count inside a text is a
 * placeholder of the message (`{month}`, `{date}`, `{year}`, `{timeZone}`, `{count}`) and is
 * written for the language; a text the catalogue does not
 * know whole is worded part by part between its commas ("Claims by claim type, Plan year from
 * {month}"); what stays unknown (a plan's or provider's name, a state) shows as it came. English
 * shows the texts as the API gave them.
 */

const monthNames = Array.from({ length: 12 }, (_, index) => monthName(index + 1));
const monthPattern = new RegExp(`\\b(${monthNames.join('|')}) (\\d{4})\\b`, 'g');

/**
 * A text with its months, days, years, time zone and leading count as placeholders (the second of
 * a kind `{date2}`), and their values for the language.
 */
function templateOf(text: string): { template: string; values: Record<string, string> } {
  const values: Record<string, string> = {};
  const placeholder = (kind: string, value: string) => {
    let name = kind;
    for (let count = 2; name in values; count += 1) name = `${kind}${String(count)}`;
    values[name] = value;
    return `{${name}}`;
  };
  const template = text
    .replace(monthPattern, (_, name: string, year: string) =>
      placeholder('month', formatMonthYear(Number(year), monthNames.indexOf(name) + 1)),
    )
    .replace(/\b\d{4}-\d{2}-\d{2}\b/g, (date) => placeholder('date', formatNumericDate(date)))
    .replace(/\b(?:19|20)\d{2}\b/g, (year) => placeholder('year', year))
    .replace(/\b[A-Z][a-z]+\/[A-Za-z_]+\b/g, (timeZone) => placeholder('timeZone', timeZone))
    .replace(/^\d+(?= )/, (count) => placeholder('count', formatNumber(Number(count), 0)));
  return { template, values };
}

function wordWhole(text: string, _: Translate): string | null {
  const { template, values } = templateOf(text);
  const id = `reports.text.${template}`;
  return hasMessage(id) ? _(id, values) : null;
}

/** A text the domain's report figures give in English, in the portal's language. */
export function reportText(text: string, _: Translate): string {
  if (activeLanguage() === 'en' || text === '') return text;
  const month = monthNames.indexOf(text);
  if (month >= 0) return formatMonthName(month + 1);
  return (
    wordWhole(text, _) ??
    text
      .split(', ')
      .map((part) => wordWhole(part, _) ?? part)
      .join(', ')
  );
}

/** A report page's title, by its id ('Active Cases' is `reports.page.active-cases`). */
export function reportPageTitle(page: { id: string; title: string }, _: Translate): string {
  const id = `reports.page.${page.id}`;
  return hasMessage(id) ? _(id) : page.title;
}

/** The heading of each report (h2 under "Reports"). */
export function reportHeading(reportName: ReportName, _: Translate): string {
  return _(`reports.heading.${reportName}`);
}

/** A figure as the page shows it (`formatReportValue`), its texts and 'No data available' worded. */
export function reportValueText(value: ReportCell, unit: ReportUnit, _: Translate): string {
  return formatReportValue(value, unit, (text) => reportText(text, _), _('reports.noData'));
}
