import {
  type ProviderExperienceChange,
  type ProviderExperienceSnapshot,
  hasOwnEntry,
  type Language,
} from '@medivi/domain';
import { activeLanguage, type Translate } from '../../lib/i18n/i18n';
import { formatDateTime } from '../../lib/i18n/format';
import { entityTypeText, recommendationText } from './experience-texts';

const englishTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * An ISO-8601 time as the user's local date and time, '' when unreadable: in English in digits
 * ('03/02/2026, 3:00 PM'), in another language with the month's name ('2 mar 2026, 3:00 p.m.'),
 * so that 03/02 is not read as the other day of the other month.
 */
export function formatChangeTime(iso: string, language: Language = activeLanguage()): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  return language === 'en' ? englishTimeFormat.format(time) : formatDateTime(time, language);
}

/** Catalogue ids of the record fields a history entry names, in the dialog's words. */
const fieldLabelIds: Record<keyof ProviderExperienceSnapshot, string> = {
  npi: 'providerExperience.field.npi',
  provider_name: 'providerExperience.field.providerName',
  ein: 'providerExperience.field.taxId',
  entity_type: 'providerExperience.field.entityType',
  recommendation: 'providerExperience.field.recommendation',
  external_notes: 'providerExperience.field.externalNotes',
  internal_notes: 'providerExperience.field.internalNotes',
  active: 'providerExperience.field.active',
};

function isSnapshotField(name: string): name is keyof ProviderExperienceSnapshot {
  return hasOwnEntry(fieldLabelIds, name);
}

/** A field's value as the history shows it, or null for nothing (no record, empty, unknown type). */
function shownValue(
  field: keyof ProviderExperienceSnapshot,
  snapshot: ProviderExperienceSnapshot | null,
  _: Translate,
): string | null {
  if (snapshot === null) return null;
  const value = snapshot[field];
  if (typeof value === 'boolean') return _(value ? 'providerExperience.yes' : 'providerExperience.no');
  if (field === 'entity_type') return entityTypeText(snapshot.entity_type, _) || null;
  if (value === null || value === '') return null;
  return field === 'recommendation' ? recommendationText(value, _) : value;
}

/** A field's value as the history shows it: '(empty)' for nothing, Yes/No, entity type names. */
function valueText(
  field: keyof ProviderExperienceSnapshot,
  snapshot: ProviderExperienceSnapshot | null,
  _: Translate,
): string {
  return shownValue(field, snapshot, _) ?? _('providerExperience.history.empty');
}

/** One line of a change: which field, its value before and after. */
export interface ChangeLine {
  label: string;
  before: string;
  after: string;
}

/**
 * What a history entry shows (docs/decisions/0081), in the portal's language: for an update, each
 * changed field from before to after; for an insert, the fields it was added with ('(empty)'
 * before).
 */
export function changeLinesOf(change: ProviderExperienceChange, _: Translate): ChangeLine[] {
  const fields =
    change.action === 'insert'
      ? (Object.keys(fieldLabelIds) as (keyof ProviderExperienceSnapshot)[]).filter(
          (field) => field !== 'npi' && shownValue(field, change.after, _) !== null,
        )
      : change.changedFields.filter(isSnapshotField);
  return fields.map((field) => ({
    label: _(fieldLabelIds[field]),
    before: valueText(field, change.before, _),
    after: valueText(field, change.after, _),
  }));
}

/** Who made a change: the name, else the e-mail, else 'System' (seeded records have no author). */
export function changedByText(change: ProviderExperienceChange, _: Translate): string {
  return change.changedBy.name ?? change.changedBy.email ?? _('providerExperience.history.system');
}
