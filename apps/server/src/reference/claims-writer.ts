import { type Kysely, sql } from 'kysely';
import type { ClaimsFileRow } from '@medivi/domain';
import type { Database } from '../db/schema.js';
import { linkClaimsToCases } from '../platform/claim-cases.js';
import { BatchWriter } from './batch-writer.js';

/** A checked claim with its plan and case resolved to ids. */
export interface ResolvedClaim {
  row: ClaimsFileRow;
  planId: string;
  caseId: string | null;
}

/** Columns of one `claims` row, to size the statements. */
const claimColumns = 35;

/**
 * Plan names and case numbers of a claims file resolved to ids, each looked up once and kept
 * (a file names a handful of plans; cases are looked up as they appear).
 */
export class ClaimLinks {
  private readonly plans = new Map<string, string | null>();
  private readonly cases = new Map<string, { id: string; planId: string | null } | null>();

  constructor(private readonly db: Kysely<Database>) {}

  /** The id of the plan of that exact name, or null when there is none. */
  async planId(name: string): Promise<string | null> {
    if (!this.plans.has(name)) {
      const plan = await this.db.selectFrom('plans').select('id').where('name', '=', name).executeTakeFirst();
      this.plans.set(name, plan?.id ?? null);
    }
    return this.plans.get(name) ?? null;
  }

  /** The case of that number (its id and plan), or null when there is none. */
  async caseOf(caseNumber: string): Promise<{ id: string; planId: string | null } | null> {
    if (!this.cases.has(caseNumber)) {
      const found = await this.db
        .selectFrom('cases')
        .select(['id', 'plan_id'])
        .where('case_number', '=', caseNumber)
        .executeTakeFirst();
      this.cases.set(caseNumber, found === undefined ? null : { id: found.id, planId: found.plan_id });
    }
    return this.cases.get(caseNumber) ?? null;
  }
}

/**
 * A batch writer of claims: multi-row upserts on the claim id, several statements per
 * transaction (reference/batch-writer.ts). A claim already stored is rewritten only when a figure
 * changed, so importing the same file twice writes nothing the second time; a row without a case
 * number keeps the case link the claim has (the demo seed links demo claims to demo cases); a case
 * number also adds the case to the claim's cases (`claim_cases`, platform/claim-cases.ts). The
 * member-claim columns (docs/decisions/0114 "Data") are written as the file gives them; a file
 * without them stores a paid claim of the subscriber with no cost share.
 * `onWritten` receives the rows inserted or changed per transaction.
 */
export function claimsBatchWriter(
  db: Kysely<Database>,
  options: { now: string; sourceFile: string; onWritten: (rows: number) => void },
): BatchWriter<ResolvedClaim> {
  return new BatchWriter<ResolvedClaim>({
    db,
    columns: claimColumns,
    // Measured on SQLite (50,000 claims): 100 rows a statement imports a quarter faster than 1,000.
    statementRows: 100,
    statementsPerTransaction: 100,
    keyOf: (claim) => claim.row.claim_id,
    write: async (trx, claims) => {
      const result = await trx
        .insertInto('claims')
        .values(
          claims.map(({ row, planId, caseId }) => ({
            claim_id: row.claim_id,
            plan_id: planId,
            member_id: row.member_id,
            patient_name: row.patient_name,
            provider_npi: row.provider_npi,
            provider_ccn: row.provider_ccn,
            provider_name: row.provider_name,
            provider_state: row.provider_state,
            claim_type: row.claim_type,
            code_type: row.code_type,
            code: row.code,
            service_date_from: row.service_date_from,
            service_date_to: row.service_date_to,
            received_on: row.received_on,
            billed: row.billed,
            allowed: row.allowed,
            paid: row.paid,
            medicare_equivalent: row.medicare_equivalent,
            balance_billed: row.balance_billed,
            case_id: caseId,
            is_synthetic: row.is_synthetic ? 1 : 0,
            source_file: options.sourceFile,
            imported_at: options.now,
            patient_member_id: row.patient_member_id,
            patient_relationship: row.patient_relationship,
            billing_provider_npi: row.billing_provider_npi,
            billing_provider_tin: row.billing_provider_tin,
            place_of_service: row.place_of_service,
            billing_class: row.billing_class,
            claim_status: row.claim_status,
            denial_reason: row.denial_reason,
            decided_on: row.decided_on,
            // A file without cost-share columns does not know the split: stored as none.
            deductible_amount: row.deductible_amount ?? 0,
            coinsurance_amount: row.coinsurance_amount ?? 0,
            copay_amount: row.copay_amount ?? 0,
          })),
        )
        .onConflict((oc) =>
          oc
            .column('claim_id')
            .doUpdateSet((eb) => ({
              plan_id: eb.ref('excluded.plan_id'),
              member_id: eb.ref('excluded.member_id'),
              patient_name: eb.ref('excluded.patient_name'),
              provider_npi: eb.ref('excluded.provider_npi'),
              provider_ccn: eb.ref('excluded.provider_ccn'),
              provider_name: eb.ref('excluded.provider_name'),
              provider_state: eb.ref('excluded.provider_state'),
              claim_type: eb.ref('excluded.claim_type'),
              code_type: eb.ref('excluded.code_type'),
              code: eb.ref('excluded.code'),
              service_date_from: eb.ref('excluded.service_date_from'),
              service_date_to: eb.ref('excluded.service_date_to'),
              received_on: eb.ref('excluded.received_on'),
              billed: eb.ref('excluded.billed'),
              allowed: eb.ref('excluded.allowed'),
              paid: eb.ref('excluded.paid'),
              medicare_equivalent: eb.ref('excluded.medicare_equivalent'),
              balance_billed: eb.ref('excluded.balance_billed'),
              case_id: sql<string | null>`coalesce(excluded.case_id, claims.case_id)`,
              is_synthetic: eb.ref('excluded.is_synthetic'),
              source_file: eb.ref('excluded.source_file'),
              imported_at: eb.ref('excluded.imported_at'),
              patient_member_id: eb.ref('excluded.patient_member_id'),
              patient_relationship: eb.ref('excluded.patient_relationship'),
              billing_provider_npi: eb.ref('excluded.billing_provider_npi'),
              billing_provider_tin: eb.ref('excluded.billing_provider_tin'),
              place_of_service: eb.ref('excluded.place_of_service'),
              billing_class: eb.ref('excluded.billing_class'),
              claim_status: eb.ref('excluded.claim_status'),
              denial_reason: eb.ref('excluded.denial_reason'),
              decided_on: eb.ref('excluded.decided_on'),
              deductible_amount: eb.ref('excluded.deductible_amount'),
              coinsurance_amount: eb.ref('excluded.coinsurance_amount'),
              copay_amount: eb.ref('excluded.copay_amount'),
            }))
            // Only claims that change are rewritten (both engines know IS DISTINCT FROM).
            .where(
              sql<boolean>`(claims.plan_id, claims.member_id, claims.patient_name, claims.provider_npi,
                claims.provider_ccn, claims.provider_name, claims.provider_state, claims.claim_type,
                claims.code_type, claims.code, claims.service_date_from, claims.service_date_to,
                claims.received_on, claims.billed, claims.allowed, claims.paid,
                claims.medicare_equivalent, claims.balance_billed, claims.is_synthetic,
                claims.patient_member_id, claims.patient_relationship, claims.billing_provider_npi,
                claims.billing_provider_tin, claims.place_of_service, claims.billing_class,
                claims.claim_status, claims.denial_reason, claims.decided_on,
                claims.deductible_amount, claims.coinsurance_amount, claims.copay_amount)
                is distinct from
                (excluded.plan_id, excluded.member_id, excluded.patient_name, excluded.provider_npi,
                excluded.provider_ccn, excluded.provider_name, excluded.provider_state,
                excluded.claim_type, excluded.code_type, excluded.code, excluded.service_date_from,
                excluded.service_date_to, excluded.received_on, excluded.billed, excluded.allowed,
                excluded.paid, excluded.medicare_equivalent, excluded.balance_billed,
                excluded.is_synthetic, excluded.patient_member_id, excluded.patient_relationship,
                excluded.billing_provider_npi, excluded.billing_provider_tin,
                excluded.place_of_service, excluded.billing_class, excluded.claim_status,
                excluded.denial_reason, excluded.decided_on, excluded.deductible_amount,
                excluded.coinsurance_amount, excluded.copay_amount)
                or (excluded.case_id is not null and claims.case_id is distinct from excluded.case_id)`,
            ),
        )
        .executeTakeFirst();
      // A case number in the file is a case about the claim, as a case filed from it is.
      await linkClaimsToCases(
        trx,
        claims.flatMap(({ row, caseId }) =>
          caseId === null ? [] : [{ claimId: row.claim_id, caseId, at: options.now }],
        ),
      );
      options.onWritten(Number(result.numInsertedOrUpdatedRows ?? 0));
    },
  });
}
