import {
  entityTypeNames,
  type ProviderExperienceChange,
  type ProviderExperienceSnapshot,
  hasOwnEntry,
} from '@medivi/domain';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
});

/** An ISO-8601 time as the user's local date and time ('03/02/2026, 3:00 PM'); '' when unreadable. */
export function formatChangeTime(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? '' : dateTimeFormat.format(time);
}

/** 'Professional', 'Facility' or '' for an unknown entity type (spec §3: 1 Professional, 2 Facility). */
export function entityTypeNameOf(entityType: string | null): string {
  return entityType === '1' || entityType === '2' ? entityTypeNames[entityType] : '';
}

/** Labels of the record fields a history entry names, in the dialog's words. */
const fieldLabels: Record<keyof ProviderExperienceSnapshot, string> = {
  npi: 'NPI',
  provider_name: 'Provider Name',
  ein: 'Tax ID',
  entity_type: 'Entity Type',
  recommendation: 'Recommendation',
  external_notes: 'External Notes',
  internal_notes: 'Internal Notes',
  active: 'Active',
};

function isSnapshotField(name: string): name is keyof ProviderExperienceSnapshot {
  return hasOwnEntry(fieldLabels, name);
}

/** A field's value as the history shows it: '(empty)' for nothing, Yes/No, entity type names. */
function valueText(
  field: keyof ProviderExperienceSnapshot,
  snapshot: ProviderExperienceSnapshot | null,
): string {
  if (snapshot === null) return '(empty)';
  const value = snapshot[field];
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'entity_type') return entityTypeNameOf(snapshot.entity_type) || '(empty)';
  return value === null || value === '' ? '(empty)' : value;
}

/** One line of a change: which field, its value before and after. */
export interface ChangeLine {
  label: string;
  before: string;
  after: string;
}

/**
 * What a history entry shows (docs/decisions/0081): for an update, each changed field from before
 * to after; for an insert, the fields it was added with ('(empty)' before).
 */
export function changeLinesOf(change: ProviderExperienceChange): ChangeLine[] {
  const fields =
    change.action === 'insert'
      ? (Object.keys(fieldLabels) as (keyof ProviderExperienceSnapshot)[]).filter(
          (field) => field !== 'npi' && valueText(field, change.after) !== '(empty)',
        )
      : change.changedFields.filter(isSnapshotField);
  return fields.map((field) => ({
    label: fieldLabels[field],
    before: valueText(field, change.before),
    after: valueText(field, change.after),
  }));
}

/** Who made a change: the name, else the e-mail, else 'System' (seeded records have no author). */
export function changedByText(change: ProviderExperienceChange): string {
  return change.changedBy.name ?? change.changedBy.email ?? 'System';
}
