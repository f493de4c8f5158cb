import { randomUUID } from 'node:crypto';
import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import {
  type CaseDetail,
  type CaseRecord,
  type CaseStatus,
  caseStatusDetailLabel,
  caseStatusLabel,
  type ClockSettings,
  initialCaseStatus,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { claimIdOfCase, linkClaimsToCases } from '../claim-cases.js';
import type { Clock } from '../clock.js';
import type {
  CaseListFilters,
  CaseScope,
  CaseStore,
  NewAttachment,
  NewCase,
  StoredAttachment,
} from './case-store.js';
import { attachmentTotalsOf, findAttachmentOf, insertAttachments } from './case-attachment-rows.js';
import {
  caseClockSettings,
  type ClockChange,
  clockOnStatusChange,
  extendCaseClock,
  type ExtensionRefusal,
  resumeOnMemberAnswer,
} from './case-clock-rows.js';
import { refreshCaseClock } from './case-clock-facts.js';
import { clockHistoryOf, dueFilter } from './case-clock-reads.js';
import { caseRowColumns, type ClockReading, toCaseAttachment, toCaseRecord } from './crm-mapping.js';

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

type CasesExpression = ExpressionBuilder<Database, 'cases'>;

/** `CS-000001`: the prefix and six digits at least (docs/decisions/0050). */
export function formatCaseNumber(value: number): string {
  return `CS-${String(value).padStart(6, '0')}`;
}

/** Text of a LIKE pattern with `!` as the escape character. */
function likeContaining(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (ch) => `!${ch}`)}%`;
}

function scopeFilter(scope: CaseScope) {
  return (eb: CasesExpression) => {
    if (scope.kind === 'all') return eb.lit(true);
    if (scope.kind === 'patients') {
      return scope.eligibilityIds.length === 0
        ? eb.lit(false)
        : eb('cases.eligibility_id', 'in', [...scope.eligibilityIds]);
    }
    return scope.planIds.length === 0 ? eb.lit(false) : eb('cases.plan_id', 'in', [...scope.planIds]);
  };
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
      const m = input.member;
      const f = input.figures ?? {};
      await trx
        .insertInto('cases')
        .values({
          id,
          case_number: caseNumber,
          record_type: input.recordType,
          status,
          status_detail: statusDetail,
          channel: input.channel,
          submitted_by_user_id: input.submittedByUserId,
          member_link_id: input.memberLinkId,
          eligibility_id: input.eligibilityId,
          plan_id: input.planId,
          first_name: m.firstName,
          last_name: m.lastName,
          member_id: m.memberId,
          date_of_birth: m.dateOfBirth,
          phone: m.phone,
          email: m.email,
          address: m.address,
          city: m.city,
          state: m.state,
          zip: m.zip,
          preferred_contact: m.preferredContact,
          new_patient: m.newPatient === null ? null : m.newPatient ? 1 : 0,
          group_id: m.groupId,
          plan_name: m.planName,
          tpa_name: m.tpaName,
          submitter_json: input.submitter === null ? null : JSON.stringify(input.submitter),
          provider_name: input.provider.name,
          provider_street: input.provider.street,
          provider_city: input.provider.city,
          provider_state: input.provider.state,
          provider_zip: input.provider.zip,
          provider_json: input.provider.details === null ? null : JSON.stringify(input.provider.details),
          additional_comment: input.additionalComment,
          pss_email: f.pssEmail ?? null,
          css_email: f.cssEmail ?? null,
          total_billed_charges: f.totalBilledCharges ?? null,
          balance_bill_amount: f.balanceBillAmount ?? null,
          claim_dos_from: f.claimDosFrom ?? null,
          claim_dos_to: f.claimDosTo ?? null,
          number_of_claims: f.numberOfClaims ?? null,
          is_synthetic: input.isSynthetic === true ? 1 : 0,
          created_at: now,
          updated_at: now,
          appeal_urgency: input.recordType === 'Appeal' ? (input.appealUrgency ?? null) : null,
          received_at: now,
          // A case filed further on (the demo seed) was answered, or decided, when it was filed.
          first_response_at: status === initialCaseStatus ? null : now,
          decided_at: status === 'Closed' ? now : null,
        })
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

  async list(scope: CaseScope, filters: CaseListFilters): Promise<CaseRecord[]> {
    let query = this.db.selectFrom('cases').select(caseRowColumns).where(scopeFilter(scope));
    if (filters.type !== undefined && filters.type !== 'All') {
      query = query.where('record_type', '=', filters.type);
    }
    if (filters.status === 'Opened') query = query.where('status', 'in', ['Intake', 'Opened']);
    if (filters.status === 'Closed') query = query.where('status', '=', 'Closed');
    if (filters.status === 'Processing') {
      query = query.where('status', 'not in', ['Intake', 'Opened', 'Closed']).where('status', '<>', '');
    }
    if (filters.createdDate !== undefined) {
      const from = new Date(`${filters.createdDate}T00:00:00.000Z`);
      if (!Number.isNaN(from.getTime())) {
        const to = new Date(from.getTime() + 24 * 60 * 60 * 1000);
        query = query
          .where('created_at', '>=', from.toISOString())
          .where('created_at', '<', to.toISOString());
      }
    }
    const q = filters.q?.trim() ?? '';
    if (q !== '') {
      const pattern = likeContaining(q);
      query = query.where((eb) =>
        eb.or(
          (
            ['case_number', 'first_name', 'last_name', 'member_id', 'provider_name', 'provider_city'] as const
          ).map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '!'`),
        ),
      );
    }
    if (filters.due !== undefined) query = query.where(dueFilter(filters.due, this.clock.now()));
    const ordered =
      filters.sort === 'due'
        ? query.orderBy('due_at').orderBy('case_number')
        : query.orderBy('created_at', 'desc').orderBy('case_number', 'desc');
    const rows = await ordered.execute();
    const now = this.clock.now();
    return rows.map((row) => toCaseRecord(row, this.readingAt(now)));
  }

  async get(scope: CaseScope, id: string): Promise<CaseDetail | null> {
    const row = await this.db
      .selectFrom('cases')
      .select(caseRowColumns)
      .where('id', '=', id)
      .where(scopeFilter(scope))
      .executeTakeFirst();
    if (row === undefined) return null;
    const [attachments, history, claimId, clockHistory] = await Promise.all([
      this.db
        .selectFrom('case_attachments')
        .select(['id', 'file_name', 'content_type', 'size_bytes', 'created_at'])
        .where('case_id', '=', id)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('case_status_history')
        .select(['status', 'status_detail', 'changed_at'])
        .where('case_id', '=', id)
        .orderBy('changed_at')
        .orderBy('id')
        .execute(),
      claimIdOfCase(this.db, id),
      clockHistoryOf(this.db, id),
    ]);
    return {
      ...toCaseRecord(row, this.readingAt(this.clock.now())),
      clockHistory,
      ...(claimId === null ? {} : { claimID: claimId }),
      attachments: attachments.map(toCaseAttachment),
      statusHistory: history.map((entry) => ({
        status: entry.status,
        statusDetail: entry.status_detail,
        statusLabel: caseStatusLabel(entry.status),
        statusDetailLabel: caseStatusDetailLabel(entry.status, entry.status_detail),
        changedAt: entry.changed_at,
      })),
    };
  }

  async setStatus(
    id: string,
    status: CaseStatus,
    statusDetail: string | null,
    changedByUserId: string | null,
  ): Promise<CaseRecord | null> {
    const instant = this.clock.now();
    const now = instant.toISOString();
    const { result, committed } = await this.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('cases')
        .select(['case_number', 'record_type', 'status', 'status_detail'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (before === undefined) return { result: null, committed: () => undefined };
      await trx
        .updateTable('cases')
        .set({ status, status_detail: statusDetail, updated_at: now })
        .where('id', '=', id)
        .execute();
      await this.addHistory(trx, id, status, statusDetail, changedByUserId, now);
      const change = await clockOnStatusChange(
        trx,
        id,
        { status: before.status, statusDetail: before.status_detail },
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
      return { result: toCaseRecord(row, this.readingAt(instant)), committed };
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
