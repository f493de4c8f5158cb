import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  type CreateProviderExperienceInput,
  duplicateNpiMessage,
  type EntityType,
  entityTypes,
  notInDirectoryMessage,
  type ProviderDirectoryEntry,
  type ProviderExperienceAction,
  type ProviderExperienceHistoryReply,
  type ProviderExperienceListParams,
  type ProviderExperienceListReply,
  providerExperienceMessages,
  type ProviderExperienceWriteReply,
  providerExperienceTexts,
  unknownNpiMessage,
  type UpdateProviderExperienceInput,
} from '@medivi/domain';
import type { Database, ProviderExperienceTable } from '../../db/schema.js';
import { recordAuditEvent } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError, isUniqueViolation } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/session/current-user.js';
import {
  changedFieldsOf,
  directoryNameOf,
  parseSnapshot,
  type Snapshot,
  snapshotOf,
  toRecord,
} from './provider-experience-records.js';
import type { ProviderExperienceRepository } from './provider-experience.repository.js';

/** Who makes a change, as the history keeps it. */
export type Editor = Pick<CurrentUser, 'userID' | 'email' | 'fullName'>;

function entityTypeOf(value: string | null): EntityType | null {
  return entityTypes.find((known) => known === value) ?? null;
}

/**
 * The provider-experience list (cases-and-provider-search spec §3, §4 Provider admin, §5, §7):
 * list, insert, update, history and the directory look-up. Every write runs in one transaction
 * with its history row (docs/decisions/0081), its audit record and a new provider data version,
 * so provider search shows the change at once on every server process (docs/decisions/0082).
 * Role checks are the routes'; this class holds the rules.
 */
export class ProviderExperienceService {
  constructor(
    private readonly repository: ProviderExperienceRepository,
    private readonly clock: Clock,
  ) {}

  /** One page of the list with the number of all matches (spec §7 getProviderExperience). */
  async list(params: ProviderExperienceListParams): Promise<ProviderExperienceListReply> {
    const { rows, total } = await this.repository.list(params);
    return {
      records: rows.map(toRecord),
      total,
      offset: params.offset,
      limit: params.limit,
      totalPages: Math.ceil(total / params.limit),
    };
  }

  /**
   * Adds a record (spec §7 createProviderExperience). The provider directory's name and entity
   * type replace those sent when it knows the NPI (docs/decisions/0080); the time and author are
   * the server's.
   * @throws DomainError 409 when the NPI is already on the list.
   */
  async create(editor: Editor, input: CreateProviderExperienceInput): Promise<ProviderExperienceWriteReply> {
    try {
      const record = await this.repository.transaction(async (trx) => {
        if ((await this.repository.find(trx, input.npi)) !== undefined) throw this.duplicate(input.npi);
        const directory = await this.repository.directoryEntry(trx, input.npi);
        const row: ProviderExperienceTable = {
          npi: input.npi,
          provider_name: directory === undefined ? (input.provider_name ?? null) : directoryNameOf(directory),
          ein: input.ein ?? null,
          entity_type: directory === undefined ? (input.entity_type ?? null) : directory.entity_type,
          recommendation: input.recommendation,
          external_notes: input.external_notes ?? null,
          internal_notes: input.internal_notes ?? null,
          active: input.active ? 1 : 0,
          updated_at: this.clock.now().toISOString(),
          updated_by: editor.userID,
        };
        await this.repository.insert(trx, row);
        await this.recordChange(trx, editor, 'insert', null, row);
        return row;
      });
      return {
        message: providerExperienceTexts.added,
        record: toRecord({ ...record, updated_by_name: editor.fullName }),
      };
    } catch (error) {
      // Two inserts of one NPI raced; the loser's transaction rolled back whole.
      if (isUniqueViolation(error)) throw this.duplicate(input.npi);
      throw error;
    }
  }

  /**
   * Changes a record (spec §7 updateProviderExperience). Fields left out keep their value; the
   * directory's name and entity type win as on insert. A save that changes nothing is not recorded.
   * @throws DomainError 400 when the body's NPI is not the path's; 404 for an NPI not on the list.
   */
  async update(
    editor: Editor,
    npi: string,
    input: UpdateProviderExperienceInput,
  ): Promise<ProviderExperienceWriteReply> {
    if (input.npi !== undefined && input.npi !== npi) {
      throw new DomainError(400, providerExperienceMessages.npiMismatch, {
        code: 'VALIDATION_FAILED',
        fieldErrors: { npi: providerExperienceMessages.npiMismatch },
      });
    }
    const record = await this.repository.transaction(async (trx) => {
      const stored = await this.repository.find(trx, npi, true);
      if (stored === undefined) throw new DomainError(404, unknownNpiMessage(npi), { code: 'NOT_FOUND' });
      const directory = await this.repository.directoryEntry(trx, npi);
      const row: ProviderExperienceTable = {
        npi,
        provider_name:
          directory === undefined
            ? keep(input.provider_name, stored.provider_name)
            : directoryNameOf(directory),
        ein: keep(input.ein, stored.ein),
        entity_type:
          directory === undefined ? keep(input.entity_type, stored.entity_type) : directory.entity_type,
        recommendation: input.recommendation,
        external_notes: keep(input.external_notes, stored.external_notes),
        internal_notes: keep(input.internal_notes, stored.internal_notes),
        active: input.active === undefined ? stored.active : input.active ? 1 : 0,
        updated_at: stored.updated_at,
        updated_by: stored.updated_by,
      };
      if (changedFieldsOf(snapshotOf(stored), snapshotOf(row)).length === 0) return stored;
      row.updated_at = this.clock.now().toISOString();
      row.updated_by = editor.userID;
      await this.repository.update(trx, row);
      await this.recordChange(trx, editor, 'update', stored, row);
      return { ...row, updated_by_name: editor.fullName };
    });
    return { message: providerExperienceTexts.updated, record: toRecord(record) };
  }

  /**
   * The changes of one record, newest first (docs/decisions/0081).
   * @throws DomainError 404 when the NPI is neither on the list nor in its history.
   */
  async history(npi: string): Promise<ProviderExperienceHistoryReply> {
    const rows = await this.repository.history(npi);
    if (rows.length === 0 && (await this.repository.find(this.repository.reader, npi)) === undefined) {
      throw new DomainError(404, unknownNpiMessage(npi), { code: 'NOT_FOUND' });
    }
    return {
      npi,
      history: rows.map((row) => {
        const before = row.before_json === null ? null : parseSnapshot(row.before_json);
        const after = parseSnapshot(row.after_json);
        return {
          id: row.id,
          revision: row.revision,
          action: row.action === 'insert' ? 'insert' : 'update',
          changedAt: row.changed_at,
          changedBy: {
            userId: row.changed_by_user_id,
            name: row.changed_by_name,
            email: row.changed_by_email,
          },
          changedFields: changedFieldsOf(before, after),
          before,
          after,
        };
      }),
    };
  }

  /**
   * What an insert of `npi` would take from the provider directory (docs/decisions/0080).
   * @throws DomainError 404 when the imported directory does not hold the NPI.
   */
  async directoryEntry(npi: string): Promise<ProviderDirectoryEntry> {
    const reader = this.repository.reader;
    const [entry, listed] = await Promise.all([
      this.repository.directoryEntry(reader, npi),
      this.repository.find(reader, npi),
    ]);
    const entityType = entry === undefined ? null : entityTypeOf(entry.entity_type);
    if (entry === undefined || entityType === null) {
      throw new DomainError(404, notInDirectoryMessage(npi), { code: 'NOT_FOUND' });
    }
    return {
      npi,
      provider_name: directoryNameOf(entry),
      entity_type: entityType,
      isListed: listed !== undefined,
    };
  }

  /** History row, audit record and provider data version of one change, in its transaction. */
  private async recordChange(
    trx: Transaction<Database>,
    editor: Editor,
    action: ProviderExperienceAction,
    before: ProviderExperienceTable | null,
    after: ProviderExperienceTable,
  ): Promise<void> {
    const beforeSnapshot: Snapshot | null = before === null ? null : snapshotOf(before);
    const afterSnapshot = snapshotOf(after);
    await this.repository.insertHistory(trx, {
      id: randomUUID(),
      npi: after.npi,
      revision: await this.repository.nextRevision(trx, after.npi),
      action,
      changed_at: after.updated_at,
      changed_by_user_id: editor.userID,
      changed_by_name: editor.fullName,
      changed_by_email: editor.email,
      before_json: beforeSnapshot === null ? null : JSON.stringify(beforeSnapshot),
      after_json: JSON.stringify(afterSnapshot),
    });
    // Providers are public NPPES data: the NPI and the new recommendation are no PHI.
    await recordAuditEvent(trx, this.clock, {
      actorUserId: editor.userID,
      action: `provider_experience.${action}`,
      subjectType: 'provider_experience',
      subjectId: after.npi,
      detail: {
        recommendation: after.recommendation,
        active: after.active === 1,
        changedFields: changedFieldsOf(beforeSnapshot, afterSnapshot).join(','),
      },
    });
    await this.repository.bumpProvidersVersion(trx);
  }

  private duplicate(npi: string): DomainError {
    return new DomainError(409, duplicateNpiMessage(npi), {
      code: 'DUPLICATE_NPI',
      fieldErrors: { npi: duplicateNpiMessage(npi) },
    });
  }
}

/** An update's value: left out keeps the stored one; null clears it. */
function keep<T>(sent: T | null | undefined, stored: T | null): T | null {
  return sent === undefined ? stored : sent;
}
