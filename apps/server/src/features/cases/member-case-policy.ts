import type { Kysely } from 'kysely';
import {
  caseMessages,
  hasRole,
  isCaseMember,
  type MemberCaseInput,
  messages,
  type Variant,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import type { CaseScope } from '../../platform/case-store/case-store.js';
import { type ClaimForCase, claimPatientsOf, findClaimOfPatients } from '../../platform/claim-access.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import { type HeldRecord, recordsHeldBy } from '../../platform/member-links/held-records.js';
import type { CurrentUser } from '../../platform/session/current-user.js';
import { memberCaseOf, ownRecordOf } from './case-filing.js';
import type { CaseChannelPolicy, CaseFiling } from './case-policy.js';

function forbiddenRole(): DomainError {
  return new DomainError(403, messages.forbiddenRole, { code: 'FORBIDDEN_ROLE' });
}

/**
 * The member channel (cases spec §4–§6; issue 4 items 2, 6, 7; docs/decisions/0050): a member
 * reads, files and attaches files only for the people he holds, himself and his dependents, by
 * their eligibility records.
 */
export class MemberCasePolicy implements CaseChannelPolicy<MemberCaseInput> {
  readonly channel = 'member';

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** The cases of the people he holds. @throws DomainError 403 without medivi-casesmember. */
  async readScope(user: CurrentUser, variant: Variant): Promise<CaseScope> {
    if (!hasRole(user.roles, variant, 'casesmember')) throw forbiddenRole();
    return this.casesOfHeldPeople(user);
  }

  /** The cases of the people he holds. @throws DomainError 403 without both case member roles. */
  async uploadScope(user: CurrentUser, variant: Variant): Promise<CaseScope> {
    if (!isCaseMember(user.roles, variant)) throw forbiddenRole();
    return this.casesOfHeldPeople(user);
  }

  /**
   * A member case (`POST /api/createCase`). Needs both case member roles; Appeal is client only
   * (403); the patient must be the member or one of his dependents (404 otherwise); an empty
   * `sixDegPatientID` files for the member's own newest record (404 when he has none;
   * docs/decisions/0069). A `claimID` (Balance Bill only, which the contract checks) must be a
   * claim he may see today, as My Claims shows them (404 `CLAIM_NOT_FOUND` otherwise), whose
   * patient is the case's patient (400 `CLAIM_PATIENT_MISMATCH`); both with a field message.
   */
  async filingOf(user: CurrentUser, variant: Variant, body: MemberCaseInput): Promise<CaseFiling> {
    if (!isCaseMember(user.roles, variant)) throw forbiddenRole();
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
    const fromClaim =
      body.claimID === undefined ? null : await this.claimFor(user, patients, patient, body.claimID);
    const claim = fromClaim?.claim ?? null;
    return {
      newCase: memberCaseOf(user.userID, fromClaim?.patient ?? patient, body, claim),
      audit: {
        recordType: body.recordType,
        relationship: patient.held_as,
        ownRecord,
        ...(claim === null ? {} : { claimId: claim.claimId }),
      },
    };
  }

  /**
   * The claim `claimId` to file `patient`'s Balance Bill from (issue 32 item 6), and the patient's
   * record on the claim's plan: a member on two plans is one person with a record on each, and the
   * form names the record of whichever plan it shows, so the case is filed on the claim's. One of the claims
   * `user` may see today (docs/decisions/0114), whose patient is `patient`.
   * @throws DomainError 404 `CLAIM_NOT_FOUND` for a claim he may not see or that does not exist;
   *   400 `CLAIM_PATIENT_MISMATCH` for a claim of another of his patients.
   */
  private async claimFor(
    user: CurrentUser,
    patients: readonly HeldRecord[],
    patient: HeldRecord,
    claimId: string,
  ): Promise<{ claim: ClaimForCase; patient: HeldRecord }> {
    const visible = await claimPatientsOf(this.db, user, this.clock.now());
    const claim = await findClaimOfPatients(this.db, visible, claimId);
    if (claim === undefined) {
      throw new DomainError(404, caseMessages.claimNotFound, {
        code: 'CLAIM_NOT_FOUND',
        fieldErrors: { claimID: caseMessages.claimNotFound },
      });
    }
    const onClaimPlan =
      claim.patientMemberId === patient.member_id
        ? patients.find(
            (p) =>
              p.plan_id === claim.planId &&
              p.member_id === claim.patientMemberId &&
              p.held_as === patient.held_as,
          )
        : undefined;
    if (onClaimPlan === undefined) {
      throw new DomainError(400, caseMessages.claimPatientMismatch, {
        code: 'CLAIM_PATIENT_MISMATCH',
        fieldErrors: { claimID: caseMessages.claimPatientMismatch },
      });
    }
    return { claim, patient: onClaimPlan };
  }

  private async casesOfHeldPeople(user: CurrentUser): Promise<CaseScope> {
    const patients = await recordsHeldBy(this.db, user.userID);
    return { kind: 'patients', eligibilityIds: [...new Set(patients.map((p) => p.eligibility_id))] };
  }
}
