import type { Kysely } from 'kysely';
import {
  type CaseDetail,
  type CaseListQuery,
  type CaseRecord,
  caseMessages,
  type ClientMemberDetail,
  type CreateCaseReply,
  type MasterPlan,
  seesAllReportPlans,
  type Variant,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import type { CaseStore } from '../../platform/case-store/case-store.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/session/current-user.js';
import { type CaseAuditDetail, recordCaseAudit } from './case-audit.js';
import { splitPatientName } from './case-filing.js';
import { type CaseChannelPolicy, type CaseReadPolicy, StaffCasePolicy } from './case-policy.js';
import { CasesRepository } from './cases.repository.js';
import { ClientCasePolicy } from './client-case-policy.js';
import { MemberCasePolicy } from './member-case-policy.js';

/** The filters of a case list; a client's may name one of his plans (`masterplanID`). */
export type CaseListFilters = CaseListQuery & { masterplanID?: string | undefined };

/**
 * The case rules of every signed-in channel (cases spec §4–§7; issue 4 items 2, 3, 5, 6, 7): the
 * member, client and staff policies decide who may read, file and attach files to which case;
 * this service applies them the same way for each and audits every filing. A case outside the
 * caller's scope answers 404 whichever channel asked.
 */
export class CasesService {
  readonly member: MemberCasePolicy;
  readonly client: ClientCasePolicy;
  readonly staff = new StaffCasePolicy();
  private readonly repository: CasesRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly store: CaseStore,
  ) {
    this.repository = new CasesRepository(db);
    this.member = new MemberCasePolicy(db, clock);
    this.client = new ClientCasePolicy(db, this.repository);
  }

  /**
   * Who reads through the member routes (`GET /api/getCases`, `GET /api/case/:id` and its
   * downloads): staff every case (docs/decisions/0053), anyone else as a member.
   */
  readerOnMemberRoutes(user: CurrentUser, variant: Variant): CaseReadPolicy {
    return this.staff.appliesTo(user, variant) ? this.staff : this.member;
  }

  /**
   * The cases `policy` lets `user` read that pass `query`, newest first (`GET /api/getCases`,
   * `GET /api/getClientCases`). @throws DomainError 403 as the policy refuses.
   */
  async list(
    policy: CaseReadPolicy,
    user: CurrentUser,
    variant: Variant,
    query: CaseListFilters,
  ): Promise<CaseRecord[]> {
    const scope = await policy.readScope(user, variant, query.masterplanID);
    // Audited by the route, whatever the outcome (platform/audit-trail.ts).
    return this.store.list(scope, query);
  }

  /**
   * One case `policy` lets `user` read (`GET /api/case/:id`, `GET /api/clientCase/:id`).
   * @throws DomainError 404 when there is none or it is not his to read (never saying which); 403
   *   as the policy refuses.
   */
  async get(policy: CaseReadPolicy, user: CurrentUser, variant: Variant, id: string): Promise<CaseDetail> {
    const found = await this.store.get(await policy.readScope(user, variant), id);
    if (found === null) throw new DomainError(404, caseMessages.notFound, { code: 'CASE_NOT_FOUND' });
    // Audited by the route, whatever the outcome (platform/audit-trail.ts).
    return found;
  }

  /**
   * The case `user` may attach files to through `policy`'s channel.
   * @throws DomainError 403 without the channel's submitting roles, 404 for any other case.
   */
  async caseForUpload(
    policy: CaseChannelPolicy<unknown>,
    user: CurrentUser,
    variant: Variant,
    id: string,
  ): Promise<CaseDetail> {
    const found = await this.store.get(await policy.uploadScope(user, variant), id);
    if (found === null) throw new DomainError(404, caseMessages.notFound, { code: 'CASE_NOT_FOUND' });
    return found;
  }

  /**
   * Files a case through `policy`'s channel (`POST /api/createCase`, `POST /api/createClientCase`)
   * and audits it ('case.created' with the case number and the channel's detail).
   * @throws DomainError as the policy's `filingOf`.
   */
  async file<FilingInput>(
    policy: CaseChannelPolicy<FilingInput>,
    user: CurrentUser,
    variant: Variant,
    input: FilingInput,
  ): Promise<CreateCaseReply> {
    const filing = await policy.filingOf(user, variant, input);
    const created = await this.store.create(filing.newCase);
    await this.audit(user, 'case.created', created.id, { caseNumber: created.CaseNumber, ...filing.audit });
    return created;
  }

  /**
   * The master plans of `GET /api/v2/get-masterPlans`: the client's own plans (`user_plans`), or
   * every plan for a report reader who sees all plans (medivi-admin, 6dhallplans; issue 19 item 4).
   */
  masterPlans(user: CurrentUser, variant: Variant): Promise<MasterPlan[]> {
    return seesAllReportPlans(user.roles, variant)
      ? this.repository.allPlans()
      : this.repository.plansOf(user.userID);
  }

  /**
   * The client's patient search (`GET /api/clientMemberDetail`): Patient ID trimmed and
   * upper-cased, Patient Name split on its first space; the search is audited.
   * @throws DomainError 404 when no member of his plans matches, 403 for a plan not his.
   */
  async memberDetail(
    user: CurrentUser,
    query: { patientID: string; patientName: string; patientDoB: string; masterplanid?: string | undefined },
  ): Promise<ClientMemberDetail> {
    const name = splitPatientName(query.patientName);
    const patient = await this.client.patientOf(
      user,
      { memberId: query.patientID.trim().toUpperCase(), ...name, dateOfBirth: query.patientDoB },
      query.masterplanid,
    );
    await this.audit(user, 'case.patient_searched', null, { planId: patient.plan_id });
    return {
      memberId: patient.member_id,
      patientid: patient.member_id,
      firstName: patient.first_name,
      lastName: patient.last_name,
      dateOfBirth: patient.date_of_birth,
      groupid: patient.group_id,
      planname: patient.plan_name,
      masterplanID: patient.plan_id,
    };
  }

  /** Records an audit event of `user` on a case (no PHI in `detail`). */
  audit(user: CurrentUser, action: string, caseId: string | null, detail: CaseAuditDetail): Promise<void> {
    return recordCaseAudit(this.db, this.clock, user, action, caseId, detail);
  }
}
