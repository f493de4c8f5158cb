import type { Kysely } from 'kysely';
import {
  type CaseDetail,
  type CaseListQuery,
  type CaseRecord,
  caseMessages,
  type CreateCaseReply,
  hasRole,
  isCaseMember,
  type MemberCaseInput,
  messages,
  type Variant,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import type { CaseScope, CaseStore, NewCase, NewCaseProvider } from '../../platform/case-store/case-store.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import { type HeldRecord, recordsHeldBy } from '../../platform/member-links/held-records.js';
import type { CurrentUser } from '../../platform/session/current-user.js';
import { type CaseAuditDetail, recordCaseAudit } from './case-audit.js';

function orNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value.trim() === '' ? null : value;
}

/** The provider info fields of a member or client case payload. */
export type ProviderInfoInput = Pick<
  MemberCaseInput,
  | 'recordType'
  | 'typeOfAccessIssue'
  | 'patientSeenFor'
  | 'reasonForAccessIssue'
  | 'isReasonForAccessIssueOthers'
  | 'scheduledDateOfService'
  | 'timeOfAppointment'
  | 'description'
>;

/**
 * The provider of a case payload (cases spec §3 Provider info): the facility, office or physician
 * name and the address as columns, the whole provider info as details. Appeal drops the service
 * date (cases spec §4).
 */
export function providerOf(body: ProviderInfoInput): NewCaseProvider {
  const d = body.description;
  return {
    name: orNull(d?.FacilityName) ?? orNull(d?.providerOfficeName) ?? orNull(d?.physicianName),
    street: orNull(d?.providerStreet) ?? orNull(d?.providerAddress),
    city: orNull(d?.providerCity),
    state: orNull(d?.providerState),
    zip: orNull(d?.providerZip),
    details: {
      typeOfAccessIssue: orNull(body.typeOfAccessIssue),
      patientSeenFor: orNull(body.patientSeenFor),
      reasonForAccessIssue: orNull(body.reasonForAccessIssue),
      isReasonForAccessIssueOthers: body.isReasonForAccessIssueOthers ?? null,
      scheduledDateOfService: body.recordType === 'Appeal' ? null : body.scheduledDateOfService,
      timeOfAppointment: orNull(body.timeOfAppointment),
      description: d,
    },
  };
}

/**
 * The case for `body` filed by `userId` for `patient` (cases spec §3 Case payload): member
 * fields from the patient's eligibility record, contact fields as edited, provider info as given
 * (Appeal drops the service date: cases spec §4).
 */
export function memberCaseOf(userId: string, patient: HeldRecord, body: MemberCaseInput): NewCase {
  return {
    recordType: body.recordType,
    channel: 'member',
    submittedByUserId: userId,
    memberLinkId: patient.link_id,
    eligibilityId: patient.eligibility_id,
    planId: patient.plan_id,
    member: {
      firstName: patient.first_name,
      lastName: patient.last_name,
      memberId: patient.member_id,
      dateOfBirth: patient.date_of_birth,
      phone: body.phone,
      email: body.email,
      address: orNull(body.address),
      city: orNull(body.city),
      state: orNull(body.state),
      zip: body.zip,
      preferredContact: body.preferredMethodOfContact,
      newPatient: body.recordType === 'AccessIssue' ? body.newPatient : null,
      groupId: patient.group_id,
      planName: patient.plan_name,
      tpaName: null,
    },
    submitter: null,
    provider: providerOf(body),
    additionalComment: orNull(body.additionalComment) ?? orNull(body.description?.additionalComments),
  };
}

/**
 * The member's own record to file for when the body names no patient (docs/decisions/0069): his
 * newest 'self' link (one per plan), so a 'Limited Access' member, whose web loads no member
 * detail, can file for himself. `patients` come oldest link first (`recordsHeldBy`).
 * Undefined when the account holds no own record.
 */
export function ownRecordOf(patients: readonly HeldRecord[]): HeldRecord | undefined {
  return patients.filter((p) => p.held_as === 'self').at(-1);
}

/**
 * Member case rules (cases spec §4–§6; issue 4 items 2, 6, 7): who may file, list and read which
 * cases. A member sees the cases of every person he holds (himself and his dependents); internal
 * staff (medivi-admin) see every case (docs/decisions/0053). Every read and change is audited.
 */
export class CasesService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly store: CaseStore,
  ) {}

  /** True for internal staff, who see every case. */
  static isStaff(user: CurrentUser, variant: Variant): boolean {
    return hasRole(user.roles, variant, 'admin');
  }

  /**
   * The cases `user` may read: staff all, a member (medivi-casesmember) those of the people he
   * holds. @throws DomainError 403 for anyone else.
   */
  async scopeOf(user: CurrentUser, variant: Variant): Promise<CaseScope> {
    if (CasesService.isStaff(user, variant)) return { kind: 'all' };
    if (!hasRole(user.roles, variant, 'casesmember')) {
      throw new DomainError(403, messages.forbiddenRole, { code: 'FORBIDDEN_ROLE' });
    }
    const patients = await recordsHeldBy(this.db, user.userID);
    return { kind: 'patients', eligibilityIds: [...new Set(patients.map((p) => p.eligibility_id))] };
  }

  /**
   * Files a member case (`POST /api/createCase`). Needs both case member roles; Appeal is client
   * only (403); the patient must be the member or one of his dependents (404 otherwise); an empty
   * `sixDegPatientID` files for the member's own newest record (404 when he has none;
   * docs/decisions/0069).
   */
  async create(user: CurrentUser, variant: Variant, body: MemberCaseInput): Promise<CreateCaseReply> {
    if (!isCaseMember(user.roles, variant)) {
      throw new DomainError(403, messages.forbiddenRole, { code: 'FORBIDDEN_ROLE' });
    }
    if (body.recordType === 'Appeal') {
      throw new DomainError(403, caseMessages.appealClientOnly, { code: 'APPEAL_CLIENT_ONLY' });
    }
    const patients = await recordsHeldBy(this.db, user.userID);
    const ownRecord = body.sixDegPatientID === '';
    const patient = ownRecord
      ? ownRecordOf(patients)
      : patients.find((p) => p.link_id === body.sixDegPatientID);
    if (patient === undefined) {
      throw new DomainError(404, caseMessages.patientNotFound, {
        code: 'PATIENT_NOT_FOUND',
        fieldErrors: { sixDegPatientID: caseMessages.patientNotFound },
      });
    }
    const created = await this.store.create(memberCaseOf(user.userID, patient, body));
    await this.audit(user, 'case.created', created.id, {
      caseNumber: created.CaseNumber,
      recordType: body.recordType,
      relationship: patient.held_as,
      ownRecord,
    });
    return created;
  }

  /** The cases `user` may read that pass `query`, newest first (`GET /api/getCases`). */
  async list(user: CurrentUser, variant: Variant, query: CaseListQuery): Promise<CaseRecord[]> {
    const scope = await this.scopeOf(user, variant);
    // Audited by the route, whatever the outcome (platform/audit-trail.ts).
    return this.store.list(scope, query);
  }

  /**
   * One case `user` may read (`GET /api/case/:id`).
   * @throws DomainError 404 when there is none or it is not his to read (never saying which).
   */
  async get(user: CurrentUser, variant: Variant, id: string): Promise<CaseDetail> {
    const scope = await this.scopeOf(user, variant);
    const found = await this.store.get(scope, id);
    if (found === null) throw new DomainError(404, caseMessages.notFound, { code: 'CASE_NOT_FOUND' });
    // Audited by the route, whatever the outcome (platform/audit-trail.ts).
    return found;
  }

  /**
   * The case `user` may attach files to: a case member's own or dependent's case.
   * @throws DomainError 403 without both case member roles, 404 for any other case.
   */
  async caseForUpload(user: CurrentUser, variant: Variant, id: string): Promise<CaseDetail> {
    if (!isCaseMember(user.roles, variant)) {
      throw new DomainError(403, messages.forbiddenRole, { code: 'FORBIDDEN_ROLE' });
    }
    const patients = await recordsHeldBy(this.db, user.userID);
    const scope: CaseScope = { kind: 'patients', eligibilityIds: patients.map((p) => p.eligibility_id) };
    const found = await this.store.get(scope, id);
    if (found === null) throw new DomainError(404, caseMessages.notFound, { code: 'CASE_NOT_FOUND' });
    return found;
  }

  /** Records an audit event of `user` on a case (no PHI in `detail`). */
  audit(user: CurrentUser, action: string, caseId: string | null, detail: CaseAuditDetail): Promise<void> {
    return recordCaseAudit(this.db, this.clock, user, action, caseId, detail);
  }
}
