import type { Kysely } from 'kysely';
import {
  calendarDateOf,
  type ClientCaseInput,
  clientCaseMessages,
  hasRole,
  messages,
  type RoleName,
  type Variant,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import type { CaseScope } from '../../platform/case-store/case-store.js';
import { DomainError } from '../../platform/errors.js';
import { holderOfRecord } from '../../platform/member-links/record-holders.js';
import type { CurrentUser } from '../../platform/session/current-user.js';
import { clientCaseOf, masterPlanOf } from './case-filing.js';
import type { CaseChannelPolicy, CaseFiling } from './case-policy.js';
import type { CasesRepository, ClientPatientRow } from './cases.repository.js';

/** Client viewing (caseviewclient) and submitting (casesubmissionclient) roles (cases spec §6). */
export const clientViewRoles: readonly RoleName[] = ['caseviewclient', 'casesubmissionclient'];

/** The four fields a client finds a member by (cases spec §5 client mode). */
export interface ClientPatientKey {
  memberId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

/**
 * The client channel (cases spec §5 client mode, §6, §7; issue 4 items 3, 7;
 * docs/decisions/0065): a client user reads, files and attaches files only for members of his
 * plans (his `user_plans`), and finds those members only there.
 */
export class ClientCasePolicy implements CaseChannelPolicy<ClientCaseInput> {
  readonly channel = 'client';

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: CasesRepository,
  ) {}

  /**
   * The cases of his plans, or of the one `masterplanID` names.
   * @throws DomainError 403 `PLAN_NOT_YOURS` when `masterplanID` is not one of his plans.
   */
  async readScope(user: CurrentUser, _variant: Variant, masterplanID?: string): Promise<CaseScope> {
    return { kind: 'plans', planIds: await this.planIdsFor(user, masterplanID) };
  }

  /** The cases of his plans. @throws DomainError 403 without medivi-casesubmissionclient. */
  async uploadScope(user: CurrentUser, variant: Variant): Promise<CaseScope> {
    if (!hasRole(user.roles, variant, 'casesubmissionclient')) {
      throw new DomainError(403, messages.forbiddenRole, { code: 'FORBIDDEN_ROLE' });
    }
    return { kind: 'plans', planIds: await this.planIdsFor(user, undefined) };
  }

  /**
   * A client case (`POST /api/createClientCase`) for a member of one of his plans (of the one
   * `masterplanID` names, when it names one), linked to the member's own account when he has one.
   * @throws DomainError as `patientOf`.
   */
  async filingOf(user: CurrentUser, _variant: Variant, body: ClientCaseInput): Promise<CaseFiling> {
    const patient = await this.patientOf(user, body, masterPlanOf(body));
    const holder = await holderOfRecord(this.db, patient.eligibility_id);
    return {
      newCase: clientCaseOf(user.userID, patient, holder?.id ?? null, body),
      audit: { recordType: body.recordType, channel: 'client' },
    };
  }

  /**
   * The member of his plans (or of the one `masterplanID` names) matching all four fields; the
   * date of birth may come as any date the domain reads.
   * @throws DomainError 403 `PLAN_NOT_YOURS`; 404 `PATIENT_NOT_FOUND` (field `memberId`) when no
   *   member of those plans matches.
   */
  async patientOf(
    user: CurrentUser,
    key: ClientPatientKey,
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
}
