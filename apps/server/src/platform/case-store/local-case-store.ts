import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import {
  type CaseDetail,
  type CaseRecord,
  type CaseStatus,
  type ClockSettings,
  initialCaseStatus,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { linkClaimsToCases } from '../claim-cases.js';
import type { Clock } from '../clock.js';
import type {
  CaseListFilters,
  CaseScope,
  CaseStore,
  NewAttachment,
  NewCase,
  StatusChange,
  StoredAttachment,
} from './case-store.js';
import { attachmentTotalsOf, findAttachmentOf, insertAttachments } from './case-attachment-rows.js';
import {
  caseClockSettings,
  type ClockChange,
  clockOnStatusChange,
  decisionColumnsOf,
  extendCaseClock,
  type ExtensionRefusal,
  resumeOnMemberAnswer,
} from './case-clock-rows.js';
import { refreshCaseClock } from './case-clock-facts.js';
import { getCase, listCases } from './case-reads.js';
import { newCaseRow } from './new-case-row.js';
import { caseRowColumns, type ClockReading, toCaseRecord } from './crm-mapping.js';

/**
 * Called inside the transaction that records a case event (docs/decisions/0054, 0070); it may
 * write in `trx` and returns what to run once that transaction committed.
 */
export type CaseEventHook = (
  trx: Transaction<Database>,
  event: { id: string; caseId: string; kind: CaseEventKind; at: string },
) => Promise<() => void>;

/**
 * What happened to a case (docs/decisions/0054): filed, its status changed, or its clock was
 * extended, ran again after the member answered, or turned due soon (issue 35).
 */
export type CaseEventKind =
  'created' | 'status_changed' | 'clock_extended' | 'clock_resumed' | 'clock_due_soon';

/** What the status change did to the clock, in the event's payload (no PHI: dates only). */
function clockPayloadOf(change: ClockChange): Record<string, string> {
  if (change.kind === 'paused') {
    return { clock: 'paused', answerBy: change.answerBy.toISOString(), dueAt: change.dueAt.toISOString() };
  }
  if (change.kind === 'resumed') return { clock: 'resumed', dueAt: change.dueAt.toISOString() };
  return {};
}

/** `CS-000001`: the prefix and six digits at least (docs/decisions/0050). */
export function formatCaseNumber(value: number): string {
  return `CS-${String(value).padStart(6, '0')}`;
}

/**
 * The case store on the portal database (Kysely; SQLite or PostgreSQL). Case numbers come from
 * the `case_number_sequence` row, incremented inside the creating transaction: PostgreSQL locks
 * the row until commit and SQLite runs one writer at a time, so two creates never share a number.
 */
export class LocalCaseStore implements CaseStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly onEvent: CaseEventHook | null = null,
    private readonly clockSettings: ClockSettings = caseClockSettings(),
  ) {}

  async create(input: NewCase): Promise<{ id: string; CaseNumber: string }> {
    const id = randomUUID();
    const now = input.createdAt ?? this.clock.now().toISOString();
    const status = input.status ?? initialCaseStatus;
    const statusDetail = input.statusDetail ?? null;
    const { result, committed } = await this.db.transaction().execute(async (trx) => {
      const counter = await trx
        .updateTable('case_number_sequence')
        .set({ value: sql<number>`value + 1` })
        .where('name', '=', 'case')
        .returning('value')
        .executeTakeFirstOrThrow();
      const caseNumber = formatCaseNumber(counter.value);
      await trx
        .insertInto('cases')
        .values(newCaseRow(input, { id, caseNumber, status, statusDetail, now }))
        .execute();
      await refreshCaseClock(trx, id, this.clock.now(), this.clockSettings);
      await this.addHistory(trx, id, status, statusDetail, input.submittedByUserId, now);
      const claimId = input.claimId ?? null;
      if (claimId !== null) await linkClaimsToCases(trx, [{ claimId, caseId: id, at: now }]);
      const committed = await this.addEvent(trx, id, 'created', now, {
        caseNumber,
        recordType: input.recordType,
        channel: input.channel,
        status,
      });
      return { result: { id, CaseNumber: caseNumber }, committed };
    });
    committed();
    return result;
  }

  list(scope: CaseScope, filters: CaseListFilters): Promise<CaseRecord[]> {
    return listCases(this.db, scope, filters, this.readingAt(this.clock.now()));
  }

  get(scope: CaseScope, id: string): Promise<CaseDetail | null> {
    return getCase(this.db, scope, id, this.readingAt(this.clock.now()));
  }

  async setStatus(
    id: string,
    status: CaseStatus,
    statusDetail: string | null,
    changedByUserId: string | null,
  ): Promise<StatusChange | null> {
    const instant = this.clock.now();
    const now = instant.toISOString();
    const { result, committed } = await this.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('cases')
        .select([
          'case_number',
          'record_type',
          'status',
          'status_detail',
          'first_response_at',
          'decided_at',
          'paused_since',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
      if (before === undefined) return { result: null, committed: () => undefined };
      const clockBefore = {
        firstResponseAt: before.first_response_at,
        decidedAt: before.decided_at,
        pausedSince: before.paused_since,
      };
      await trx
        .updateTable('cases')
        .set({
          status,
          status_detail: statusDetail,
          updated_at: now,
          ...decisionColumnsOf(clockBefore, status, now),
        })
        .where('id', '=', id)
        .execute();
      await this.addHistory(trx, id, status, statusDetail, changedByUserId, now);
      const change = await clockOnStatusChange(
        trx,
        id,
        clockBefore,
        { status, statusDetail },
        changedByUserId,
        instant,
        this.clockSettings,
      );
      const committed = await this.addEvent(trx, id, 'status_changed', now, {
        caseNumber: before.case_number,
        recordType: before.record_type,
        previousStatus: before.status,
        status,
        statusDetail,
        ...clockPayloadOf(change),
      });
      const row = await trx
        .selectFrom('cases')
        .select(caseRowColumns)
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const answerBy = change.kind === 'paused' ? change.answerBy.toISOString() : null;
      return { result: { record: toCaseRecord(row, this.readingAt(instant)), answerBy }, committed };
    });
    committed();
    return result;
  }

  async extendClock(
    id: string,
    reason: string,
    changedByUserId: string | null,
  ): Promise<CaseRecord | { refused: ExtensionRefusal }> {
    const instant = this.clock.now();
    type Outcome = { result: CaseRecord | { refused: ExtensionRefusal }; committed: () => void };
    const { result, committed } = await this.db.transaction().execute(async (trx): Promise<Outcome> => {
      const extended = await extendCaseClock(trx, id, reason, changedByUserId, instant, this.clockSettings);
      if ('refused' in extended) return { result: extended, committed: () => undefined };
      const row = await trx
        .selectFrom('cases')
        .select(caseRowColumns)
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const announce = await this.addEvent(trx, id, 'clock_extended', instant.toISOString(), {
        caseNumber: row.case_number,
        recordType: row.record_type,
        dueAt: extended.dueAt.toISOString(),
      });
      return { result: toCaseRecord(row, this.readingAt(instant)), committed: announce };
    });
    committed();
    return result;
  }

  async memberAnswered(id: string, userId: string | null): Promise<void> {
    const instant = this.clock.now();
    const committed = await this.db.transaction().execute(async (trx): Promise<() => void> => {
      const dueAt = await resumeOnMemberAnswer(trx, id, userId, instant, this.clockSettings);
      if (dueAt === null) return () => undefined;
      const row = await trx
        .selectFrom('cases')
        .select(['case_number', 'record_type'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return this.addEvent(trx, id, 'clock_resumed', instant.toISOString(), {
        caseNumber: row.case_number,
        recordType: row.record_type,
        dueAt: dueAt.toISOString(),
      });
    });
    committed();
  }

  /**
   * Rings the bell for every running clock that is due soon (or already overdue) and was not
   * announced for its present due time: a 'clock_due_soon' case event each, which the notification
   * writer gives the plan's client staff (issue 35 item 3). Several servers may run it at once: one
   * conditional update claims each case. At most `limit` cases a run. @returns how many it announced.
   */
  async announceDueSoon(limit = 500): Promise<number> {
    const now = this.clock.now();
    const at = now.toISOString();
    const due = await this.db
      .selectFrom('cases')
      .select(['id', 'due_soon_at'])
      .where('decided_at', 'is', null)
      .where('paused_since', 'is', null)
      .where('due_soon_at', '<=', at)
      .where((eb) =>
        eb.or([
          eb('due_soon_announced_for', 'is', null),
          eb('due_soon_announced_for', '<>', eb.ref('due_soon_at')),
        ]),
      )
      .orderBy('due_soon_at')
      .limit(limit)
      .execute();
    let announced = 0;
    for (const { id, due_soon_at: dueSoonAt } of due) {
      if (dueSoonAt === null) continue;
      const committed = await this.db.transaction().execute(async (trx): Promise<(() => void) | null> => {
        const claimed = await trx
          .updateTable('cases')
          .set({ due_soon_announced_for: dueSoonAt })
          .where('id', '=', id)
          .where('due_soon_at', '=', dueSoonAt)
          .where((eb) =>
            eb.or([eb('due_soon_announced_for', 'is', null), eb('due_soon_announced_for', '<>', dueSoonAt)]),
          )
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) return null;
        const row = await trx
          .selectFrom('cases')
          .select(['case_number', 'record_type', 'due_at'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        return this.addEvent(trx, id, 'clock_due_soon', at, {
          caseNumber: row.case_number,
          recordType: row.record_type,
          dueAt: row.due_at,
        });
      });
      if (committed !== null) {
        committed();
        announced += 1;
      }
    }
    return announced;
  }

  /** A reading of the clocks at `now` in the store's time zone. */
  private readingAt(now: Date): ClockReading {
    return { now, timeZone: this.clockSettings.timeZone };
  }

  attachmentTotals(caseId: string): Promise<{ count: number; bytes: number }> {
    return attachmentTotalsOf(this.db, caseId);
  }

  addAttachments(caseId: string, attachments: readonly NewAttachment[]): Promise<void> {
    return insertAttachments(this.db, caseId, attachments, this.clock.now().toISOString());
  }

  findAttachment(caseId: string, attachmentId: string): Promise<StoredAttachment | null> {
    return findAttachmentOf(this.db, caseId, attachmentId);
  }

  private async addHistory(
    trx: Transaction<Database>,
    caseId: string,
    status: string,
    statusDetail: string | null,
    userId: string | null,
    at: string,
  ): Promise<void> {
    await trx
      .insertInto('case_status_history')
      .values({
        id: randomUUID(),
        case_id: caseId,
        status,
        status_detail: statusDetail,
        changed_by_user_id: userId,
        changed_at: at,
      })
      .execute();
  }

  private async addEvent(
    trx: Transaction<Database>,
    caseId: string,
    kind: CaseEventKind,
    at: string,
    payload: Record<string, string | null>,
  ): Promise<() => void> {
    const eventId = randomUUID();
    await trx
      .insertInto('case_events')
      .values({
        id: eventId,
        case_id: caseId,
        kind,
        payload: JSON.stringify(payload),
        created_at: at,
        delivered_at: null,
      })
      .execute();
    return this.onEvent === null ? () => undefined : this.onEvent(trx, { id: eventId, caseId, kind, at });
  }
}
