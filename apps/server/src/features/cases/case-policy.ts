import { hasRole, messages, type Variant } from '@medivi/domain';
import type { CaseScope, NewCase } from '../../platform/case-store/case-store.js';
import { DomainError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/session/current-user.js';
import type { CaseAuditDetail } from './case-audit.js';

/**
 * The ways into the cases that have an ownership policy here. The public form (`rbp-form`) owns
 * no cases: anyone files behind a captcha and attaches files only to the case his browser filed
 * (docs/decisions/0061, 0063), so its rules stay with that feature.
 */
export type CasePolicyChannel = 'member' | 'client' | 'staff';

/**
 * Who may read which cases through one channel (cases spec §6; docs/decisions/0050, 0053, 0065).
 * A case outside the scope answers 404, never saying whether it exists.
 */
export interface CaseReadPolicy {
  readonly channel: CasePolicyChannel;
  /**
   * The cases `user` may read: lists, details and attachment downloads. `masterplanID` narrows a
   * client's cases to one of his plans; the other channels ignore it.
   * @throws DomainError 403 when the channel refuses the user or the plan.
   */
  readScope(user: CurrentUser, variant: Variant, masterplanID?: string): Promise<CaseScope>;
}

/** A case to file and what its audit record says besides the case number (never PHI). */
export interface CaseFiling {
  newCase: NewCase;
  audit: CaseAuditDetail;
}

/**
 * A channel through which cases are also filed and given files (member and client): who may
 * read, attach files to and file which cases, each rule written once.
 */
export interface CaseChannelPolicy<FilingInput> extends CaseReadPolicy {
  /**
   * The cases `user` may attach files to.
   * @throws DomainError 403 without the channel's submitting roles.
   */
  uploadScope(user: CurrentUser, variant: Variant): Promise<CaseScope>;
  /**
   * The case `user` files for `input`: the patient must be one the channel lets him file for.
   * @throws DomainError 403 when the channel refuses the user, the record type or the plan; 404
   *   `PATIENT_NOT_FOUND` (with a field message) for a patient he may not file for.
   */
  filingOf(user: CurrentUser, variant: Variant, input: FilingInput): Promise<CaseFiling>;
}

/**
 * Internal staff (medivi-admin of the request's variant; docs/decisions/0053): read every case
 * through the member routes, and are the only ones who move a case's status
 * (`PUT /api/cases/:id/status`, guarded to the role; `CaseStatusService`). Staff file and attach
 * files only as case members.
 */
export class StaffCasePolicy implements CaseReadPolicy {
  readonly channel = 'staff';

  /** True for internal staff, who see every case. */
  appliesTo(user: CurrentUser, variant: Variant): boolean {
    return hasRole(user.roles, variant, 'admin');
  }

  /** Every case. @throws DomainError 403 for anyone but staff. */
  readScope(user: CurrentUser, variant: Variant): Promise<CaseScope> {
    if (!this.appliesTo(user, variant)) {
      return Promise.reject(new DomainError(403, messages.forbiddenRole, { code: 'FORBIDDEN_ROLE' }));
    }
    return Promise.resolve({ kind: 'all' });
  }
}
