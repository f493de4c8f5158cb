import { createHash, createHmac } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { type ReportName, reportMessages, reportNames, type Variant, variants } from '@medivi/domain';
import type { ReportPlan } from './report-facts.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';

/** Life of a report access token, ms (15 minutes: long enough to open the view, short if it leaks). */
export const reportTokenLifetimeMs = 15 * 60 * 1000;

const issuer = 'medivi';
const audience = 'medivi-reports';

/** Who reads a report: the user, the report, and the plans he may see (`allPlans` for every plan). */
export interface ReportReader {
  userId: string;
  reportName: ReportName;
  allPlans: boolean;
  /** The plan ids he holds (`user_plans`); empty when `allPlans`. */
  planIds: readonly string[];
  /** His plans as just read for a signed-in reader, so a page read asks for them once. */
  heldPlans?: readonly ReportPlan[];
}

/**
 * What ties a token to the sign-in it was issued under (issue 30 item 2): the stored id of the
 * session (`storedSessionId`, never the cookie's own id), a stamp of the user's roles then, and the
 * site's variant. A page read honours the token only while that session lives and the roles are
 * the same.
 */
export interface ReportTokenBinding {
  sessionId: string;
  rolesStamp: string;
  variant: Variant;
}

/** A stamp of a role list (SHA-256 of the sorted roles, 22 characters): equal lists, equal stamps. */
export function rolesStampOf(roles: readonly string[]): string {
  return createHash('sha256')
    .update([...roles].sort().join('\n'))
    .digest('base64url')
    .slice(0, 22);
}

/** A checked token: the reader it names and the sign-in it is bound to. */
export interface VerifiedReportToken {
  reader: ReportReader;
  binding: ReportTokenBinding;
}

/**
 * Signs and checks the short-lived report access tokens (issue 19 item 3, issue 30 item 2;
 * docs/decisions/0105-reports.md): HS256 JWTs (jose) that carry the user id (`sub`), the report
 * (`rpt`), the plans (`plans`, or `all: true`) and the binding (`sid`, `rst`, `var`), valid
 * `reportTokenLifetimeMs` by the app's clock.
 */
export class ReportTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A token for `reader`, bound to `binding`, and when it expires (ISO). */
  async sign(
    reader: ReportReader,
    binding: ReportTokenBinding,
  ): Promise<{ token: string; expiresAt: string }> {
    const now = this.clock.now().getTime();
    const expires = now + reportTokenLifetimeMs;
    const token = await new SignJWT({
      rpt: reader.reportName,
      sid: binding.sessionId,
      rst: binding.rolesStamp,
      var: binding.variant,
      ...(reader.allPlans ? { all: true } : { plans: [...reader.planIds] }),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(reader.userId)
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(expires / 1000))
      .sign(this.key);
    return { token, expiresAt: new Date(expires).toISOString() };
  }

  /**
   * The reader a token names for `reportName`, and its binding (which the caller still checks).
   * @throws DomainError 401 for a forged, malformed or expired token, or one without a binding;
   * 403 for a token of another report.
   */
  async verify(token: string, reportName: ReportName): Promise<VerifiedReportToken> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer,
        audience,
        currentDate: this.clock.now(),
        requiredClaims: ['sub', 'exp', 'rpt', 'sid', 'rst', 'var'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) {
        throw new DomainError(401, reportMessages.badToken, { code: 'REPORT_TOKEN_INVALID' });
      }
      throw error;
    }
    const rpt = payload.rpt;
    const plans = payload.plans;
    const isKnownReport = typeof rpt === 'string' && (reportNames as readonly string[]).includes(rpt);
    const { sid, rst } = payload;
    const variant = variants.find((known) => known === payload.var);
    if (
      !isKnownReport ||
      typeof payload.sub !== 'string' ||
      typeof sid !== 'string' ||
      typeof rst !== 'string' ||
      variant === undefined
    ) {
      throw new DomainError(401, reportMessages.badToken, { code: 'REPORT_TOKEN_INVALID' });
    }
    if (rpt !== reportName) {
      throw new DomainError(403, reportMessages.otherReportToken, { code: 'REPORT_TOKEN_OTHER_REPORT' });
    }
    const allPlans = payload.all === true;
    const planIds = Array.isArray(plans) ? plans.filter((id): id is string => typeof id === 'string') : [];
    return {
      reader: { userId: payload.sub, reportName, allPlans, planIds },
      binding: { sessionId: sid, rolesStamp: rst, variant },
    };
  }
}

/**
 * The key of the report tokens when REPORTS_TOKEN_SECRET is not set: HMAC-SHA256 of a fixed label
 * under the session secret, so every copy of the server that shares SESSION_SECRET shares it too,
 * while a token can never be taken for a session cookie signature.
 */
export function derivedReportTokenSecret(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('medivi report access token v1').digest('base64url');
}
