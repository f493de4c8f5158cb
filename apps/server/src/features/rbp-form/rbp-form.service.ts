import type { Kysely } from 'kysely';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { rbpFormCaseBodySchema } from '@medivi/domain';
import {
  calendarDateOf,
  captchaMessages,
  type CreateCaseReply,
  normaliseServiceDate,
  rbpFormProblems,
} from '@medivi/domain';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { recordAuditEvent } from '../../platform/audit.js';
import type { CaptchaVerifier } from '../../platform/captcha/captcha-verifier.js';
import type { CaseStore, NewCase } from '../../platform/case-store/case-store.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import { countFailure, type LimitSpec, tooManyAttempts } from '../../platform/rate-limit.js';

/** The parsed body of `POST /api/createRbpFormCase`. */
export type RbpFormCaseInput = z.output<typeof rbpFormCaseBodySchema>;

/**
 * Limits of the public form per client address (docs/decisions/0063): 20 cases and 40 uploads
 * an hour; beyond, 429 until the hour is over.
 */
export const rbpFormLimits = {
  createPerAddress: {
    keyPrefix: 'rbp-form-create-address',
    points: 20,
    durationSeconds: 3600,
    blockSeconds: 0,
  },
  uploadPerAddress: {
    keyPrefix: 'rbp-form-upload-address',
    points: 40,
    durationSeconds: 3600,
    blockSeconds: 0,
  },
} satisfies Record<string, LimitSpec>;

const captchaErrors = {
  missing: { message: captchaMessages.missing, code: 'CAPTCHA_MISSING' },
  invalid: { message: captchaMessages.invalid, code: 'CAPTCHA_INVALID' },
  replayed: { message: captchaMessages.replayed, code: 'CAPTCHA_REPLAYED' },
} as const;

function orNull(value: string | null | undefined): string | null {
  return value === null || value === undefined || value.trim() === '' ? null : value.trim();
}

/** The case-store record of a public-form case (cases spec §3). */
function newPublicCase(input: RbpFormCaseInput): NewCase {
  const d = input.description;
  const isAccessIssue = input.recordType === 'AccessIssue';
  const hasProvider = isAccessIssue || input.recordType === 'CallAhead';
  const serviceDate =
    hasProvider && input.scheduledDateOfService !== ''
      ? normaliseServiceDate(input.scheduledDateOfService)
      : null;
  return {
    recordType: input.recordType,
    appealUrgency: input.recordType === 'Appeal' ? input.appealUrgency : null,
    channel: 'public',
    submittedByUserId: null,
    memberLinkId: null,
    eligibilityId: null,
    planId: null,
    member: {
      firstName: orNull(input.firstName),
      lastName: orNull(input.lastName),
      memberId: orNull(input.memberId),
      dateOfBirth: calendarDateOf(input.dateOfBirth),
      phone: orNull(input.phone),
      email: orNull(input.email),
      address: orNull(input.address),
      city: orNull(input.city),
      state: orNull(input.state),
      zip: orNull(input.zip),
      preferredContact: null,
      newPatient: isAccessIssue ? input.newPatient : null,
      groupId: orNull(input.groupid),
      planName: orNull(input.planname),
      tpaName: orNull(input.tpaName),
    },
    submitter: { ...input.submitterContactInfo },
    provider: hasProvider
      ? {
          name: orNull(d.FacilityName) ?? orNull(d.providerOfficeName) ?? orNull(d.physicianName),
          street: orNull(d.providerAddress) ?? orNull(d.providerStreet),
          city: orNull(d.providerCity),
          state: orNull(d.providerState),
          zip: orNull(d.providerZip),
          details: {
            ...(isAccessIssue
              ? {
                  typeOfAccessIssue: input.typeOfAccessIssue,
                  patientSeenFor: input.patientSeenFor,
                  reasonForAccessIssue: input.reasonForAccessIssue,
                  isReasonForAccessIssueOthers: input.isReasonForAccessIssueOthers,
                }
              : {}),
            scheduledDateOfService: serviceDate,
            timeOfAppointment: input.timeOfAppointment,
            description: d,
          },
        }
      : { name: null, street: null, city: null, state: null, zip: null, details: null },
    additionalComment: orNull(input.additionalComment),
  };
}

/**
 * The public case form (cases spec §2 public case form, §4 Public form, §5 Public form, §7):
 * anyone may file a case of any type without signing in, behind a captcha that is good for one
 * submission and a limit per client address.
 */
export class RbpFormService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly store: CaseStore,
    private readonly captcha: CaptchaVerifier,
    private readonly limiters: { create: RateLimiterAbstract; upload: RateLimiterAbstract },
  ) {}

  /**
   * Files a public case: limit per address, captcha present, every public-form rule of the type
   * (`rbpFormProblems`, docs/decisions/0062), captcha verified and spent, then the case (channel
   * 'public', no submitting user) and an audit record.
   * @throws DomainError 429 over the limit; 400 'Please complete the reCAPTCHA.' without a
   * token; 400 with `fieldErrors` for broken rules; 400 CAPTCHA_INVALID / CAPTCHA_REPLAYED.
   */
  async createCase(input: RbpFormCaseInput, clientAddress: string): Promise<CreateCaseReply> {
    const blockedMs = await countFailure(this.limiters.create, clientAddress);
    if (blockedMs > 0) throw tooManyAttempts(blockedMs, 'case submissions');
    if (input.token.trim() === '') {
      throw new DomainError(400, captchaMessages.missing, {
        code: captchaErrors.missing.code,
        fieldErrors: { token: captchaMessages.missing },
      });
    }
    const problems = rbpFormProblems(input, this.clock.now());
    const first = problems[0];
    if (first !== undefined) {
      throw new DomainError(400, `Please correct the request: ${first.message}`, {
        code: 'VALIDATION_FAILED',
        fieldErrors: Object.fromEntries(problems.map((problem) => [problem.path, problem.message])),
      });
    }
    const outcome = await this.captcha.verify(input.token, clientAddress);
    if (outcome !== 'verified') {
      const error = captchaErrors[outcome];
      throw new DomainError(400, error.message, { code: error.code, fieldErrors: { token: error.message } });
    }
    const created = await this.store.create(newPublicCase(input));
    await recordAuditEvent(this.db, this.clock, {
      actorUserId: null,
      action: 'case.public_created',
      subjectType: 'case',
      subjectId: created.id,
      detail: { recordType: input.recordType },
    });
    return created;
  }

  /**
   * Counts an upload against the address limit.
   * @throws DomainError 429 over the limit.
   */
  async countUpload(clientAddress: string): Promise<void> {
    const blockedMs = await countFailure(this.limiters.upload, clientAddress);
    if (blockedMs > 0) throw tooManyAttempts(blockedMs, 'uploads');
  }

  /** Records that files were attached to a public case (no file names: they may carry PHI). */
  async auditUpload(caseId: string, count: number): Promise<void> {
    await recordAuditEvent(this.db, this.clock, {
      actorUserId: null,
      action: 'case.public_attachments_added',
      subjectType: 'case',
      subjectId: caseId,
      detail: { count },
    });
  }
}
