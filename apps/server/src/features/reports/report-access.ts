import { createHmac } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { type ReportName, reportMessages, reportNames } from '@medivi/domain';
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
 * Signs and checks the short-lived report access tokens (issue 19 item 3;
 * docs/decisions/0105-reports.md): HS256 JWTs (jose) that carry the user id (`sub`), the report
 * (`rpt`) and the plans (`plans`, or `all: true`), valid `reportTokenLifetimeMs` by the app's clock.
 */
export class ReportTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A token for `reader` and when it expires (ISO). */
  async sign(reader: ReportReader): Promise<{ token: string; expiresAt: string }> {
    const now = this.clock.now().getTime();
    const expires = now + reportTokenLifetimeMs;
    const token = await new SignJWT({
      rpt: reader.reportName,
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
   * The reader a token names for `reportName`.
   * @throws DomainError 401 for a forged, malformed or expired token; 403 for a token of another report.
   */
  async verify(token: string, reportName: ReportName): Promise<ReportReader> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer,
        audience,
        currentDate: this.clock.now(),
        requiredClaims: ['sub', 'exp', 'rpt'],
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
    if (!isKnownReport || typeof payload.sub !== 'string') {
      throw new DomainError(401, reportMessages.badToken, { code: 'REPORT_TOKEN_INVALID' });
    }
    if (rpt !== reportName) {
      throw new DomainError(403, reportMessages.otherReportToken, { code: 'REPORT_TOKEN_OTHER_REPORT' });
    }
    const allPlans = payload.all === true;
    const planIds = Array.isArray(plans) ? plans.filter((id): id is string => typeof id === 'string') : [];
    return { userId: payload.sub, reportName, allPlans, planIds };
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
