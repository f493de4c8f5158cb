import type { Kysely } from 'kysely';
import {
  eobFileName,
  isoDateOf,
  type MemberAccumulators,
  type MemberClaimDetail,
  type MemberClaimPatient,
  type MemberClaimsPage,
  memberClaimsMessages,
  type MemberClaimStatus,
  type MemberPlanDesign,
  messages,
  type Variant,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { recordAuditEvent } from '../../platform/audit.js';
import type { CaseStore } from '../../platform/case-store/case-store.js';
import { caseIdsOfClaim } from '../../platform/claim-cases.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import type { PdfPrinter } from '../../platform/pdf/pdf-printer.js';
import type { CurrentUser } from '../../platform/session/current-user.js';
import {
  type ClaimPatient,
  type ClaimReach,
  type ClaimReadPolicy,
  type ClaimScope,
  isEmptyReach,
  noClaims,
  unionOfScopes,
} from './claim-scope.js';
import { ClientClaimPolicy } from './client-claim-policy.js';
import { eobDocumentHtml } from './eob-document.js';
import {
  type AccumulatorsQuery,
  MemberAccumulatorsReader,
  type PlanYearQuery,
} from './member-accumulators.js';
import { MemberClaimPolicy } from './member-claim-policy.js';
import { detailOf, patientKey, planYearOfClaim, summaryOf } from './member-claim-replies.js';
import { MemberClaimsRepository } from './member-claims.repository.js';
import { PlanDesignsRepository } from '../../platform/plan-designs.js';

/** My Claims' query after validation. */
export interface MemberClaimsListQuery {
  planID?: string | undefined;
  patient?: string | undefined;
  provider?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  status?: MemberClaimStatus | undefined;
  page: number;
  pageSize: number;
}

/** One claim read for its EOB, and the plan its audit row names. */
interface ClaimRead {
  detail: MemberClaimDetail;
  planId: string;
}

function notFound(message: string, code: string, field?: string): DomainError {
  return new DomainError(404, message, {
    code,
    ...(field === undefined ? {} : { fieldErrors: { [field]: message } }),
  });
}

/**
 * My Claims, the EOB, the accumulators and the plan design (issue 32, docs/decisions/0114): one
 * service for both channels, whose policies (`MemberClaimPolicy`, `ClientClaimPolicy`) say which claims a caller
 * sees; a caller with both roles sees both. A claim, plan or patient outside that answers 404.
 */
export class MemberClaimsService {
  private readonly repository: MemberClaimsRepository;
  private readonly designs: PlanDesignsRepository;
  private readonly policies: readonly ClaimReadPolicy[];
  private readonly accumulatorsReader: MemberAccumulatorsReader;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly caseStore: CaseStore,
    private readonly printer: PdfPrinter,
    /** The phone number of the EOB's Spanish tagline, as printed (CLAIMS_PHONE). */
    private readonly helpPhone: string,
  ) {
    this.repository = new MemberClaimsRepository(db);
    this.designs = new PlanDesignsRepository(db);
    this.policies = [new MemberClaimPolicy(db), new ClientClaimPolicy(this.repository)];
    this.accumulatorsReader = new MemberAccumulatorsReader(db, clock, this.repository);
  }

  /**
   * The claims `user` may see today through every channel his roles open.
   * @throws DomainError 403 when no channel applies (the route guard normally refuses first).
   */
  private async scopeOf(user: CurrentUser, variant: Variant): Promise<ClaimScope> {
    const channels = this.policies.filter((policy) => policy.appliesTo(user, variant));
    if (channels.length === 0) {
      throw new DomainError(403, messages.forbiddenRole, { code: 'FORBIDDEN_ROLE' });
    }
    let scope = noClaims;
    for (const policy of channels) scope = unionOfScopes(scope, await policy.scopeOf(user, this.clock.now()));
    return scope;
  }

  /** The whole scope as one reach, or narrowed to the plan `planId`. */
  private reachOf(scope: ClaimScope, planId?: string): ClaimReach {
    const onPlan = (id: string) => planId === undefined || id === planId;
    return {
      wholePlans: scope.wholePlans.filter(onPlan),
      patients: scope.patients.filter((patient) => onPlan(patient.planId)),
    };
  }

  /**
   * The reach of a list query: the scope on `planID` (404 `PLAN_NOT_FOUND` when not one of his),
   * narrowed to `patient`, a patient of his on that plan, or any member id on a plan he sees
   * whole (404 `PATIENT_NOT_FOUND` otherwise).
   */
  private narrowedReach(scope: ClaimScope, planID?: string, patient?: string): ClaimReach {
    if (planID !== undefined && !scope.plans.some((plan) => plan.id === planID)) {
      throw notFound(memberClaimsMessages.planNotFound, 'PLAN_NOT_FOUND', 'planID');
    }
    const reach = this.reachOf(scope, planID);
    if (patient === undefined) return reach;
    const memberId = patient.toUpperCase();
    const patients = reach.patients.filter((p) => p.memberId === memberId);
    if (patients.length === 0 && reach.wholePlans.length === 0) {
      throw notFound(memberClaimsMessages.patientNotFound, 'PATIENT_NOT_FOUND', 'patient');
    }
    return { wholePlans: reach.wholePlans, wholePlanPatient: memberId, patients };
  }

  /** The member's patients by plan and member id (to name relationships). */
  private patientsByKey(scope: ClaimScope): Map<string, ClaimPatient> {
    return new Map(scope.patients.map((patient) => [patientKey(patient.planId, patient.memberId), patient]));
  }

  /**
   * One page of the claims `user` may see that pass `query`, newest service first, with the
   * total, his plans and the patients he may filter by (his own patients on the plan asked for;
   * client staff type a member id, so none are listed for plans seen whole).
   * @throws DomainError 404 for a plan or patient he may not see.
   */
  async list(user: CurrentUser, variant: Variant, query: MemberClaimsListQuery): Promise<MemberClaimsPage> {
    const { planID, patient, page, pageSize, ...filters } = query;
    const scope = await this.scopeOf(user, variant);
    const reach = this.narrowedReach(scope, planID, patient);
    const listed = new Map<string, MemberClaimPatient>();
    for (const p of scope.patients) {
      if ((planID === undefined || p.planId === planID) && !listed.has(p.memberId)) {
        listed.set(p.memberId, { memberId: p.memberId, name: p.name, relationship: p.relationship });
      }
    }
    const base = { page, pageSize, plans: [...scope.plans], patients: [...listed.values()] };
    if (isEmptyReach(reach)) return { ...base, claims: [], total: 0 };
    const { total, rows } = await this.repository.page(reach, filters, pageSize, (page - 1) * pageSize);
    const patients = this.patientsByKey(scope);
    return { ...base, total, claims: rows.map((row) => summaryOf(row, patients)) };
  }

  /**
   * The one read of a claim for its EOB, JSON or PDF: claim `claimID` when `user` may see it, with
   * the cases about it he may read, and the facts its audit row names (plan, patient's record).
   * @throws DomainError 404 `CLAIM_NOT_FOUND` for a claim he may not see or that does not exist.
   */
  private async claim(user: CurrentUser, variant: Variant, claimID: string): Promise<ClaimRead> {
    const scope = await this.scopeOf(user, variant);
    const reach = this.reachOf(scope);
    const row = isEmptyReach(reach)
      ? undefined
      : await this.repository.findClaim(reach, claimID.toUpperCase());
    if (row === undefined) throw notFound(memberClaimsMessages.claimNotFound, 'CLAIM_NOT_FOUND');
    const planYear = planYearOfClaim(row);
    const design = planYear === null ? null : await this.designs.designOf(row.plan_id, planYear);
    const cases = await this.casesOf(scope, row.claim_id);
    const detail = detailOf(row, this.patientsByKey(scope), design, cases);
    return { detail, planId: row.plan_id };
  }

  /** Writes the success row of one claim read under `action` (who, which claim, which patient). */
  private async recordRead(user: CurrentUser, action: string, read: ClaimRead, address: string) {
    await recordAuditEvent(this.db, this.clock, {
      actorUserId: user.userID,
      action,
      subjectType: 'claim',
      subjectId: read.detail.claimID,
      detail: {
        method: 'GET',
        status: 200,
        planId: read.planId,
        patientEligibilityId: await this.repository.eligibilityIdOf(read.planId, read.detail.patientMemberId),
      },
      address,
    });
  }

  /**
   * The EOB of claim `claimID` when `user` may see it, with the cases about it he may read. Writes
   * the `claim.read` audit row (who, which claim, which patient's record) before answering
   * (docs/decisions/0097); other outcomes get their row from the audit trail's hook.
   * @throws DomainError 404 `CLAIM_NOT_FOUND` for a claim he may not see or that does not exist.
   */
  async get(
    user: CurrentUser,
    variant: Variant,
    claimID: string,
    address: string,
  ): Promise<MemberClaimDetail> {
    const read = await this.claim(user, variant, claimID);
    await this.recordRead(user, 'claim.read', read, address);
    return read.detail;
  }

  /**
   * The same EOB as a tagged PDF (`eob-document.ts` printed by the app's printer) in the caller's
   * language with the Spanish tagline (issue 37, docs/decisions/0126), to download as
   * `eob-<claim id>.pdf`. Writes the `claim.eob_downloaded` audit row once the PDF is made; a
   * refused read or a failed print gets its row from the audit trail's hook.
   * @throws DomainError 404 `CLAIM_NOT_FOUND` as `get`; 503 when the printer is busy past its
   * time-out or not available (platform/pdf/pdf-printer.ts).
   */
  async eobPdf(
    user: CurrentUser,
    variant: Variant,
    claimID: string,
    address: string,
  ): Promise<{ fileName: string; pdf: Buffer }> {
    const read = await this.claim(user, variant, claimID);
    const pdf = await this.printer.print(
      eobDocumentHtml(read.detail, {
        preparedOn: isoDateOf(this.clock.now()),
        language: user.language,
        helpPhone: this.helpPhone,
      }),
      { language: user.language },
    );
    await this.recordRead(user, 'claim.eob_downloaded', read, address);
    return { fileName: eobFileName(read.detail.claimID), pdf };
  }

  /**
   * The cases filed about claim `claimId` (`claim_cases`, oldest first) that the caller may read
   * through one of his channels; the others are left out without a word.
   */
  private async casesOf(scope: ClaimScope, claimId: string): Promise<MemberClaimDetail['cases']> {
    const cases: MemberClaimDetail['cases'] = [];
    for (const caseId of await caseIdsOfClaim(this.db, claimId)) {
      for (const caseScope of scope.caseScopes) {
        const found = await this.caseStore.get(caseScope, caseId);
        if (found === null) continue;
        cases.push({ caseId: found.id, caseNumber: found.CaseNumber, status: found.statusLabel });
        break;
      }
    }
    return cases;
  }

  /**
   * A family's accumulators for a plan year (`MemberAccumulatorsReader.accumulators`, in
   * member-accumulators.ts), within the claims `user` may see.
   * @throws DomainError 400 `MEMBER_ID_REQUIRED` when client staff name no family; 404
   *   `PLAN_NOT_FOUND` or `MEMBER_NOT_FOUND` for a plan or member he may not see.
   */
  async accumulators(
    user: CurrentUser,
    variant: Variant,
    query: AccumulatorsQuery,
  ): Promise<MemberAccumulators> {
    return this.accumulatorsReader.accumulators(await this.scopeOf(user, variant), query);
  }

  /**
   * The benefit design of a plan and plan year, read-only (`MemberAccumulatorsReader.planDesign`),
   * for a plan whose claims `user` may see.
   * @throws DomainError 404 `PLAN_NOT_FOUND` for another plan, or when he has none.
   */
  async planDesign(user: CurrentUser, variant: Variant, query: PlanYearQuery): Promise<MemberPlanDesign> {
    return this.accumulatorsReader.planDesign(await this.scopeOf(user, variant), query);
  }
}
