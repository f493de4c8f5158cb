import {
  type CaseClockExtensionBody,
  type CaseRecord,
  caseMessages,
  type CaseStatusLabelReply,
  caseStatusDetailLabel,
  caseStatusDetails,
  caseStatusLabel,
  isStatusDetailRequired,
  type SetCaseStatusBody,
} from '@medivi/domain';
import type { CaseStore } from '../../platform/case-store/case-store.js';
import type { CaseClockMail } from './case-clock-mail.js';
import { DomainError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/session/current-user.js';
import type { CasesService } from './cases.service.js';

/**
 * The status detail to store for `body` (docs/decisions/0053): required for Processing, optional
 * for Closed, none for Intake and Opened; always one of `caseStatusDetails[status]`.
 * @throws DomainError 400 with a `statusDetail` field message.
 */
export function statusDetailOf(body: SetCaseStatusBody): string | null {
  const detail =
    body.statusDetail === undefined || body.statusDetail === null || body.statusDetail === ''
      ? null
      : body.statusDetail;
  if (detail === null) {
    if (isStatusDetailRequired(body.status)) {
      throw new DomainError(400, caseMessages.statusDetailRequired, {
        code: 'VALIDATION_FAILED',
        fieldErrors: { statusDetail: caseMessages.statusDetailRequired },
      });
    }
    return null;
  }
  if (!Object.hasOwn(caseStatusDetails[body.status], detail)) {
    throw new DomainError(400, caseMessages.statusDetailInvalid, {
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        statusDetail: caseStatusDetailLabel(body.status, detail) ?? caseMessages.statusDetailInvalid,
      },
    });
  }
  return detail;
}

/**
 * The status workflow (issue 4 item 6): staff move a case; each change keeps a history row with
 * who and when and a 'status_changed' case event (in the store's transaction), and is audited.
 */
export class CaseStatusService {
  constructor(
    private readonly store: CaseStore,
    private readonly cases: CasesService,
    private readonly clockMail: CaseClockMail | null = null,
  ) {}

  /**
   * Moves case `id` (`PUT /api/cases/:id/status`); when the move asks the member for documents,
   * he is also e-mailed by when to answer (issue 35 item 4). @throws DomainError 400 (detail),
   * 404 (no case).
   */
  async setStatus(user: CurrentUser, id: string, body: SetCaseStatusBody): Promise<CaseRecord> {
    const detail = statusDetailOf(body);
    const changed = await this.store.setStatus(id, body.status, detail, user.userID);
    if (changed === null) throw new DomainError(404, caseMessages.notFound, { code: 'CASE_NOT_FOUND' });
    const updated = changed.record;
    await this.cases.audit(user, 'case.status_changed', id, {
      caseNumber: updated.CaseNumber,
      status: body.status,
      statusDetail: detail,
    });
    // The store says whether this move stopped the clock: no reads of the case before and after.
    if (changed.answerBy !== null) await this.clockMail?.documentsAsked(id, updated, changed.answerBy);
    return updated;
  }

  /**
   * Takes the one extension of case `id`'s clock (`POST /api/cases/:id/clock/extension`, issue
   * 35), audited. @throws DomainError 404 (no case), 409 `CLOCK_NOT_EXTENDABLE` (the rule allows
   * none, it was taken already, or the case is closed).
   */
  async extendClock(user: CurrentUser, id: string, body: CaseClockExtensionBody): Promise<CaseRecord> {
    const outcome = await this.store.extendClock(id, body.reason, user.userID);
    if ('refused' in outcome) {
      if (outcome.refused === 'not-found') {
        throw new DomainError(404, caseMessages.notFound, { code: 'CASE_NOT_FOUND' });
      }
      const message = extensionRefusals[outcome.refused];
      throw new DomainError(409, message, { code: 'CLOCK_NOT_EXTENDABLE' });
    }
    await this.cases.audit(user, 'case.clock_extended', id, {
      caseNumber: outcome.CaseNumber,
      dueAt: outcome.clock?.dueAt ?? null,
    });
    if (outcome.clock !== undefined) await this.clockMail?.extended(id, outcome, body.reason);
    return outcome;
  }
}

/** Why a case's clock cannot be extended, as staff read it. */
const extensionRefusals = {
  'no-extension':
    'This case cannot be extended: an appeal of a group health plan has no extension (29 CFR 2560.503-1(i)(2)).',
  'already-extended': 'This case was extended already; its rule allows one extension.',
  closed: 'This case is closed; there is nothing left to extend.',
} as const;

/**
 * The labels of `GET /api/sfCaseStatus` (cases spec §4, §7): the display rule and the detail's
 * label, null for a detail the status does not have (docs/decisions/0092).
 */
export function statusLabelsOf(status: string | undefined, detail: string | undefined): CaseStatusLabelReply {
  return {
    statuslabel: caseStatusLabel(status ?? null),
    statusdetaillabel: caseStatusDetailLabel(status ?? null, detail ?? null),
  };
}
