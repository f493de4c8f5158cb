import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** One case of a plan with its status moves up to a day (the reports' view of cases). */
export interface CaseRow {
  id: string;
  case_number: string;
  record_type: string;
  created_at: string;
  provider_name: string | null;
  provider_state: string | null;
  provider_json: string | null;
  total_billed_charges: number | null;
  balance_bill_amount: number | null;
}

/** One status move of a case. */
export interface StatusMove {
  case_id: string;
  status: string;
  status_detail: string | null;
  changed_at: string;
}

/** A case's stored clock as the reports read it (issue 35 item 5): ISO-8601 instants. */
export interface DecisionRow {
  record_type: string;
  decided_at: string | null;
  due_at: string | null;
}

/**
 * The reports' reads of cases (Kysely only; docs/decisions/0105-reports.md): a plan's cases and
 * their status moves up to a day, and its decided cases with their clocks up to an instant, each
 * over the `cases_plan_created` index.
 */
export class ReportCasesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Cases of a plan created up to the end of day `to`, oldest first. */
  casesOf(planId: string, to: string): Promise<CaseRow[]> {
    return this.db
      .selectFrom('cases')
      .select([
        'id',
        'case_number',
        'record_type',
        'created_at',
        'provider_name',
        'provider_state',
        'provider_json',
        'total_billed_charges',
        'balance_bill_amount',
      ])
      .where('plan_id', '=', planId)
      .where('created_at', '<=', `${to}T23:59:59.999Z`)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** Status moves of a plan's cases up to the end of day `to`, in order. */
  statusMovesOf(planId: string, to: string): Promise<StatusMove[]> {
    return this.db
      .selectFrom('case_status_history as h')
      .innerJoin('cases as c', 'c.id', 'h.case_id')
      .select(['h.case_id', 'h.status', 'h.status_detail', 'h.changed_at'])
      .where('c.plan_id', '=', planId)
      .where('h.changed_at', '<=', `${to}T23:59:59.999Z`)
      .orderBy('h.changed_at')
      .orderBy('h.id')
      .execute();
  }

  /**
   * The cases of a plan decided (closed, and not reopened since) up to the instant `until` (ISO),
   * with their stored due times (docs/decisions/0117): what "decided on time" counts.
   */
  decisionsOf(planId: string, until: string): Promise<DecisionRow[]> {
    return this.db
      .selectFrom('cases')
      .select(['record_type', 'decided_at', 'due_at'])
      .where('plan_id', '=', planId)
      .where('decided_at', 'is not', null)
      .where('decided_at', '<=', until)
      .orderBy('decided_at')
      .orderBy('id')
      .execute();
  }
}
