import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { type CaseDetail, type CaseRecord, caseStatusDetailLabel, caseStatusLabel } from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { claimIdOfCase } from '../claim-cases.js';
import type { CaseListFilters, CaseScope } from './case-store.js';
import { clockHistoryOf, dueFilter } from './case-clock-reads.js';
import { caseRowColumns, type ClockReading, toCaseAttachment, toCaseRecord } from './crm-mapping.js';

/** The case store's reads: the case lists and one case with its details (docs/decisions/0050, 0117). */

type CasesExpression = ExpressionBuilder<Database, 'cases'>;

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
 * The cases of `scope` that match `filters` (the staff and member lists), newest first or by due
 * time, each with its clock read at `reading`.
 */
export async function listCases(
  db: Kysely<Database>,
  scope: CaseScope,
  filters: CaseListFilters,
  reading: ClockReading,
): Promise<CaseRecord[]> {
  let query = db.selectFrom('cases').select(caseRowColumns).where(scopeFilter(scope));
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
      query = query.where('created_at', '>=', from.toISOString()).where('created_at', '<', to.toISOString());
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
  if (filters.due !== undefined) query = query.where(dueFilter(filters.due, reading.now));
  const ordered =
    filters.sort === 'due'
      ? query.orderBy('due_at').orderBy('case_number')
      : query.orderBy('created_at', 'desc').orderBy('case_number', 'desc');
  const rows = await ordered.execute();
  return rows.map((row) => toCaseRecord(row, reading));
}

/** Case `id` if `scope` reaches it, with its attachments, status history, claim and clock history. */
export async function getCase(
  db: Kysely<Database>,
  scope: CaseScope,
  id: string,
  reading: ClockReading,
): Promise<CaseDetail | null> {
  const row = await db
    .selectFrom('cases')
    .select(caseRowColumns)
    .where('id', '=', id)
    .where(scopeFilter(scope))
    .executeTakeFirst();
  if (row === undefined) return null;
  const [attachments, history, claimId, clockHistory] = await Promise.all([
    db
      .selectFrom('case_attachments')
      .select(['id', 'file_name', 'content_type', 'size_bytes', 'created_at'])
      .where('case_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('case_status_history')
      .select(['status', 'status_detail', 'changed_at'])
      .where('case_id', '=', id)
      .orderBy('changed_at')
      .orderBy('id')
      .execute(),
    claimIdOfCase(db, id),
    clockHistoryOf(db, id),
  ]);
  return {
    ...toCaseRecord(row, reading),
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
