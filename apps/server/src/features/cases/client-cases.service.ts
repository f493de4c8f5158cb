import type { Kysely } from 'kysely';
import {
  calendarDateOf,
  type CaseDetail,
  type CaseRecord,
  caseMessages,
  type ClientCaseInput,
  type ClientCaseListQuery,
  clientCaseMessages,
  type ClientMemberDetail,
  type CreateCaseReply,
  hasRole,
  type MasterPlan,
  messages,
  type RoleName,
  seesAllReportPlans,
  type Variant,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import type { CaseScope, CaseStore, NewCase } from '../../platform/case-store/case-store.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import { holderOfRecord } from '../../platform/member-links/record-holders.js';
import type { CurrentUser } from '../../platform/session/current-user.js';
import { ClientCasesRepository, type ClientPatientRow } from './client-cases.repository.js';
import { providerOf } from './cases.service.js';
import { type CaseAuditDetail, recordCaseAudit } from './case-audit.js';

/** Client viewing (caseviewclient) and submitting (casesubmissionclient) roles (cases spec §6). */
export const clientViewRoles: readonly RoleName[] = ['caseviewclient', 'casesubmissionclient'];

function orNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value.trim() === '' ? null : value;
}

/** Patient Name split on its first space into first and last name (cases spec §5 client mode). */
export function splitPatientName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  return space < 0
    ? { firstName: trimmed, lastName: '' }
    : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/**
 * Client case rules (cases spec §5 client mode, §6, §7; issue 4 items 3, 7;
 * docs/decisions/0065): a client user sees and files cases only for members of his plans (his
 * `user_plans`). Reads and changes are audited.
 */
export class ClientCasesService {
  private readonly repository: ClientCasesRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly store: CaseStore,
  ) {
    this.repository = new ClientCasesRepository(db);
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
   * The plan ids a call works on: all the client's plans, or the one `masterplanID` names.
   * @throws DomainError 403 when `masterplanID` is not one of his plans.
   */
  private async planIdsFor(user: CurrentUser, masterplanID: string | undefined): Promise<string[]> {
    const plans = (await this.repository.plansOf(user.userID)).map((plan) => plan.id);
    if (masterplanID === undefined || masterplanID === '') return plans;
    if (!plans.includes(masterplanID)) {
      throw new DomainError(403, clientCaseMessages.planNotYours, { code: 'PLAN_NOT_YOURS' });
    }
    return [masterplanID];
  }

  /** Cases of the client's plans that pass `query`, newest first (`GET /api/getClientCases`). */
  async list(user: CurrentUser, query: ClientCaseListQuery): Promise<CaseRecord[]> {
    const scope: CaseScope = { kind: 'plans', planIds: await this.planIdsFor(user, query.masterplanID) };
    // Audited by the route, whatever the outcome (platform/audit-trail.ts).
    return this.store.list(scope, query);
  }

  /** One case of the client's plans (`GET /api/clientCase/:id`). @throws DomainError 404 otherwise. */
  async get(user: CurrentUser, id: string): Promise<CaseDetail> {
    const scope: CaseScope = { kind: 'plans', planIds: await this.planIdsFor(user, undefined) };
    const found = await this.store.get(scope, id);
    if (found === null) throw new DomainError(404, caseMessages.notFound, { code: 'CASE_NOT_FOUND' });
    // Audited by the route, whatever the outcome (platform/audit-trail.ts).
    return found;
  }

  /** The case a submitting client may attach files to. @throws DomainError 403 without the role, 404. */
  async caseForUpload(user: CurrentUser, variant: Variant, id: string): Promise<CaseDetail> {
    if (!hasRole(user.roles, variant, 'casesubmissionclient')) {
      throw new DomainError(403, messages.forbiddenRole, { code: 'FORBIDDEN_ROLE' });
    }
    const scope: CaseScope = { kind: 'plans', planIds: await this.planIdsFor(user, undefined) };
    const found = await this.store.get(scope, id);
    if (found === null) throw new DomainError(404, caseMessages.notFound, { code: 'CASE_NOT_FOUND' });
    return found;
  }

  private async findPatient(
    user: CurrentUser,
    key: { memberId: string; firstName: string; lastName: string; dateOfBirth: string },
    masterplanID: string | undefined,
  ): Promise<ClientPatientRow> {
    const planIds = await this.planIdsFor(user, masterplanID);
    const dateOfBirth = calendarDateOf(key.dateOfBirth) ?? key.dateOfBirth;
    const [patient] = await this.repository.findPatients(planIds, { ...key, dateOfBirth });
    if (patient === undefined) {
      throw new DomainError(404, clientCaseMessages.patientNotFound, {
        code: 'PATIENT_NOT_FOUND',
        fieldErrors: { memberId: clientCaseMessages.patientNotFound },
      });
    }
    return patient;
  }

  /**
   * The patient search (`GET /api/clientMemberDetail`): Patient ID trimmed and upper-cased, Patient
   * Name split on its first space. @throws DomainError 404 when no member of his plans matches.
   */
  async memberDetail(
    user: CurrentUser,
    query: { patientID: string; patientName: string; patientDoB: string; masterplanid?: string | undefined },
  ): Promise<ClientMemberDetail> {
    const name = splitPatientName(query.patientName);
    const patient = await this.findPatient(
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

  /** Files a client case (`POST /api/createClientCase`) for a member of one of his plans. */
  async create(user: CurrentUser, body: ClientCaseInput): Promise<CreateCaseReply> {
    const patient = await this.findPatient(user, body, orNull(body.masterplanID) ?? undefined);
    const d = body.description;
    const input: NewCase = {
      recordType: body.recordType,
      channel: 'client',
      submittedByUserId: user.userID,
      memberLinkId: (await holderOfRecord(this.db, patient.eligibility_id))?.id ?? null,
      eligibilityId: patient.eligibility_id,
      planId: patient.plan_id,
      member: {
        firstName: patient.first_name,
        lastName: patient.last_name,
        memberId: patient.member_id,
        dateOfBirth: patient.date_of_birth,
        phone: body.phone,
        email: body.email,
        address: body.address,
        city: body.city,
        state: body.state,
        zip: body.zip,
        preferredContact: body.preferredMethodOfContact ?? null,
        newPatient: body.recordType === 'AccessIssue' ? body.newPatient : null,
        groupId: orNull(d?.groupid) ?? patient.group_id,
        planName: orNull(d?.planname) ?? patient.plan_name,
        tpaName: orNull(d?.tpaName),
      },
      submitter: { ...body.submitterContactInfo },
      provider: providerOf(body),
      additionalComment: orNull(body.additionalComment) ?? orNull(d?.additionalComments),
    };
    const created = await this.store.create(input);
    await this.audit(user, 'case.created', created.id, {
      caseNumber: created.CaseNumber,
      recordType: body.recordType,
      channel: 'client',
    });
    return created;
  }

  private audit(
    user: CurrentUser,
    action: string,
    caseId: string | null,
    detail: CaseAuditDetail,
  ): Promise<void> {
    return recordCaseAudit(this.db, this.clock, user, action, caseId, detail);
  }
}
