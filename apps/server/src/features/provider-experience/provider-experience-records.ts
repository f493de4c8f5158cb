import {
  entityTypes,
  type ProviderExperienceRecord,
  type ProviderExperienceSnapshot,
  providerExperienceSnapshotSchema,
  recommendations,
} from '@medivi/domain';
import type { ProviderExperienceTable } from '../../db/schema.js';
import type { DirectoryRow, ExperienceRow } from './provider-experience.repository.js';

/** The record fields a history entry keeps. */
export type Snapshot = ProviderExperienceSnapshot;

function joinName(parts: readonly (string | null)[]): string {
  return parts.filter((part): part is string => part !== null && part !== '').join(' ');
}

/**
 * The provider's name as provider search shows it: the organization for a facility; first,
 * middle and last name and the credential for a person.
 */
export function directoryNameOf(row: DirectoryRow): string {
  if (row.entity_type === '2') return row.organization_name ?? 'Unnamed organization';
  const name = joinName([row.first_name, row.middle_name, row.last_name]);
  const shown = name === '' ? (row.organization_name ?? 'Unnamed provider') : name;
  return row.credential === null || row.credential === '' ? shown : `${shown}, ${row.credential}`;
}

/** A stored row's fields as the API and the history show them. */
export function snapshotOf(row: ProviderExperienceTable): Snapshot {
  return {
    npi: row.npi,
    provider_name: row.provider_name,
    ein: row.ein,
    entity_type: entityTypes.find((known) => known === row.entity_type) ?? null,
    // The column only ever receives validated values; an unknown one reads as the mildest.
    recommendation: recommendations.find((known) => known === row.recommendation) ?? 'CAUTION',
    external_notes: row.external_notes,
    internal_notes: row.internal_notes,
    active: row.active === 1,
  };
}

/** A stored row as the API answers it, with who changed it last. */
export function toRecord(row: ExperienceRow): ProviderExperienceRecord {
  return { ...snapshotOf(row), lastupdateddate: row.updated_at, updated_by: row.updated_by_name };
}

/** A snapshot read back from its JSON column. */
export function parseSnapshot(json: string): Snapshot {
  return providerExperienceSnapshotSchema.parse(JSON.parse(json));
}

/** Names of the fields whose values differ; every field of `after` when there is no `before`. */
export function changedFieldsOf(before: Snapshot | null, after: Snapshot): string[] {
  const fields = Object.keys(after) as (keyof Snapshot)[];
  return before === null ? fields : fields.filter((field) => before[field] !== after[field]);
}
