import { baseRecordTypeName, type CaseRecord, caseStatusLabels, type Language } from '@medivi/domain';
import { activeLanguage } from '../../lib/i18n/i18n';
import { formatDate, formatMoney } from '../../lib/i18n/format';

/** How a status label is styled (cases spec §4): Opened and Processing blue, Closed grey. */
export type StatusTone = 'blue' | 'grey' | 'none';

/** The tone of a status label the server computed; 'Waiting for information' has none. */
export function statusToneOf(label: string): StatusTone {
  if (label === caseStatusLabels.opened || label === caseStatusLabels.processing) return 'blue';
  if (label === caseStatusLabels.closed) return 'grey';
  return 'none';
}

/** The type shown for a case: employee variants as their base type (cases spec §3). */
export function caseTypeNameOf(record: CaseRecord): string {
  return baseRecordTypeName(record.RecordType.Name);
}

/**
 * A UTC timestamp as the local calendar date: `MM/DD/YYYY` in English (cases spec §2), the
 * language's medium date otherwise ('29 nov 2026'), so that a day and a month are not mistaken.
 */
export function formatCreatedDate(iso: string, language: Language = activeLanguage()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (language !== 'en') return formatDate(date, language);
  return date.toLocaleDateString('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' });
}

/** A `YYYY-MM-DD` date as `MM/DD/YYYY` (in English; as `formatCreatedDate` says otherwise), or '' when missing. */
export function formatCalendarDate(value: string | null, language: Language = activeLanguage()): string {
  const match = value === null ? null : /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (match !== null && language !== 'en')
    return formatDate(`${match[1] ?? ''}-${match[2] ?? ''}-${match[3] ?? ''}`, language);
  return match === null ? '' : `${match[2] ?? ''}/${match[3] ?? ''}/${match[1] ?? ''}`;
}

/** An amount in USD in the portal's language ('$1,234.50'), or '' when missing. */
export function formatUsd(amount: number | null, language: Language = activeLanguage()): string {
  return amount === null ? '' : formatMoney(amount, language);
}

/** The member's full name on a case, or ''. */
export function patientNameOf(record: CaseRecord): string {
  return [record.First_Name__c, record.Last_Name__c].filter((part) => part !== null && part !== '').join(' ');
}

export type SortDirection = 'asc' | 'desc';
export type CaseSortField = 'CaseNumber' | 'CreatedDate' | 'Due';

/** The text a case sorts by in `field`: its due time (ISO, so it sorts as text; none last). */
function sortKeyOf(record: CaseRecord, field: CaseSortField): string {
  if (field === 'Due') return record.clock?.dueAt ?? '9999';
  return record[field];
}

/**
 * Cases sorted by a field (case numbers compare by their digits; due times soonest first when
 * ascending); default CaseNumber descending.
 */
export function sortCases(
  records: readonly CaseRecord[],
  field: CaseSortField,
  direction: SortDirection,
): CaseRecord[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...records].sort(
    (a, b) =>
      sign *
      sortKeyOf(a, field).localeCompare(sortKeyOf(b, field), 'en', { numeric: true, sensitivity: 'base' }),
  );
}
