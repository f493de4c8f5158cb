import type { Kysely } from 'kysely';
import {
  mayReadReport,
  messages,
  monthOf,
  type ReportDescriptor,
  type ReportMonth,
  type ReportName,
  type ReportPageFigures,
  type ReportPageQuery,
  reportMessages,
  reportPages,
  type ReportPlansReply,
  seesAllReportPlans,
  type Variant,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { recordAuditEvent } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/session/current-user.js';
import { findCurrentUser } from '../../platform/session/current-user.js';
import { isSessionLive } from '../../platform/session/session-store.js';
import {
  type ReportReader,
  type ReportTokens,
  rolesStampOf,
  type VerifiedReportToken,
} from './report-access.js';
import type { ReportPlan } from './report-facts.js';
import { computeReportPages } from './report-pages.js';
import { ReportSnapshotsRepository } from './report-snapshots.repository.js';
import { ReportsRepository } from './reports.repository.js';

/** Where a page request comes from, for its audit row. */
export interface ReportRequestSource {
  address: string;
}

/**
 * The report rules (analysis-reports-admin spec §3, §6, §7; issue 19; docs/decisions/0105-reports.md):
 * a report opens for the reports role plus its own role; a reader sees only the plans he holds
 * (every plan with medivi-admin or 6dhallplans); monthly pages are read from the published
 * snapshots, the others too once a month is published and live before that.
 */
export class ReportsService {
  private readonly repository: ReportsRepository;
  private readonly snapshots: ReportSnapshotsRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly tokens: ReportTokens,
    private readonly publicBaseUrl: string,
    /** The case clocks' time zone (IANA): the months cases decided count in. */
    private readonly clockTimeZone: string,
  ) {
    this.repository = new ReportsRepository(db);
    this.snapshots = new ReportSnapshotsRepository(db);
  }

  /**
   * The reader a signed-in user is for `reportName`.
   * @throws DomainError 403 FORBIDDEN_ROLE without the reports role and the report's own role.
   */
  async readerOf(user: CurrentUser, variant: Variant, reportName: ReportName): Promise<ReportReader> {
    if (!mayReadReport(user.roles, variant, reportName)) {
      throw new DomainError(403, messages.forbiddenRole, { code: 'FORBIDDEN_ROLE' });
    }
    const allPlans = seesAllReportPlans(user.roles, variant);
    const heldPlans = allPlans ? [] : await this.repository.plansOfUser(user.userID);
    return {
      userId: user.userID,
      reportName,
      allPlans,
      planIds: heldPlans.map((plan) => plan.id),
      heldPlans,
    };
  }

  /**
   * The reader a checked access token stands for, as of now (issue 30 item 2): only while the
   * session it was issued under lives and the user holds the same roles, and only for the token's
   * plans he still holds. Sign-out and any role change thus end the token.
   * @throws DomainError 401 REPORT_TOKEN_INVALID (the view says the link has expired) otherwise.
   */
  async readerOfToken(verified: VerifiedReportToken): Promise<ReportReader> {
    const { reader, binding } = verified;
    const expired = () => new DomainError(401, reportMessages.badToken, { code: 'REPORT_TOKEN_INVALID' });
    if (!(await isSessionLive(this.db, binding.sessionId, reader.userId, this.clock.now()))) throw expired();
    const user = await findCurrentUser(this.db, reader.userId);
    if (user === null || user.isDeactivated || rolesStampOf(user.roles) !== binding.rolesStamp) {
      throw expired();
    }
    const current = await this.readerOf(user, binding.variant, reader.reportName);
    return {
      ...current,
      allPlans: reader.allPlans && current.allPlans,
      planIds: current.planIds.filter((id) => reader.allPlans || reader.planIds.includes(id)),
    };
  }

  /**
   * `GET /api/reports/{reportName}`: the view's address, a token for the reader bound to the
   * session `sessionId` (its stored id), pages, lastPublished.
   */
  async descriptor(
    user: CurrentUser,
    variant: Variant,
    reportName: ReportName,
    sessionId: string,
  ): Promise<ReportDescriptor> {
    const reader = await this.readerOf(user, variant, reportName);
    const { token, expiresAt } = await this.tokens.sign(reader, {
      sessionId,
      rolesStamp: rolesStampOf(user.roles),
      variant,
    });
    return {
      report: {
        accessToken: token,
        // The view reads the token from the fragment, which no server or Referer ever sees.
        embedUrl: `${this.publicBaseUrl}/reports/${reportName}?embed=1#accessToken=${token}`,
        expiresAt,
      },
      pages: reportPages[reportName].map((page) => ({ ...page })),
      lastPublished: await this.snapshots.lastPublished(),
    };
  }

  /** `GET /api/reports/{reportName}/plans`: the plans `reader` may see, by name (issue 31 item 3). */
  async plans(reader: ReportReader): Promise<ReportPlansReply> {
    const plans = await this.plansOf(reader);
    return { plans: plans.map((plan) => ({ id: plan.id, name: plan.name })) };
  }

  /** The plans `reader` may see, by name. */
  private async plansOf(reader: ReportReader): Promise<ReportPlan[]> {
    if (reader.allPlans) return this.repository.allPlans();
    const held = reader.heldPlans ?? (await this.repository.plansOfUser(reader.userId));
    // A token names the plans of when it was signed; a plan since unlinked is no longer shown.
    return held.filter((plan) => reader.planIds.includes(plan.id));
  }

  /**
   * The plan a page is for: `planID`, or the reader's first plan by name.
   * @throws DomainError 403 for a plan not his (field `planID`) or when he has none.
   */
  private async planFor(reader: ReportReader, planID: string | undefined): Promise<ReportPlan> {
    const plans = await this.plansOf(reader);
    if (planID === undefined) {
      const first = plans[0];
      if (first === undefined) throw new DomainError(403, reportMessages.noPlans, { code: 'NO_PLANS' });
      return first;
    }
    const plan = plans.find((p) => p.id === planID);
    if (plan === undefined) {
      throw new DomainError(403, reportMessages.planNotYours, {
        code: 'PLAN_NOT_YOURS',
        fieldErrors: { planID: reportMessages.planNotYours },
      });
    }
    return plan;
  }

  /**
   * The published month a page reads: `year` and `month`, the newest published of `year`, or the
   * newest published; null when nothing is published and none was asked for.
   * @throws DomainError 404 for a month (or year) not published.
   */
  private async monthFor(query: ReportPageQuery): Promise<ReportMonth | null> {
    const notPublished = () =>
      new DomainError(404, reportMessages.notPublished, {
        code: 'MONTH_NOT_PUBLISHED',
        fieldErrors: { [query.month === undefined ? 'year' : 'month']: reportMessages.notPublished },
      });
    if (query.year === undefined) return this.snapshots.lastPublished();
    if (query.month === undefined) {
      const last = await this.snapshots.lastPublishedIn(query.year);
      if (last === null) throw notPublished();
      return last;
    }
    const month = { year: query.year, month: query.month };
    if (!(await this.snapshots.isPublished(month))) throw notPublished();
    return month;
  }

  /**
   * `GET /api/reports/{reportName}/pages/{page}`: one page's figures for one of the reader's plans.
   * @throws DomainError 404 for a page the report lacks or a month not published (monthly pages
   * need one), 403 for a plan not his.
   */
  async page(
    reader: ReportReader,
    page: string,
    query: ReportPageQuery,
    source: ReportRequestSource,
  ): Promise<ReportPageFigures> {
    const reportName = reader.reportName;
    if (!reportPages[reportName].some((entry) => entry.id === page)) {
      throw new DomainError(404, reportMessages.page, {
        code: 'REPORT_PAGE_NOT_FOUND',
        fieldErrors: { page: reportMessages.page },
      });
    }
    const plan = await this.planFor(reader, query.planID);
    const month = await this.monthFor(query);
    let figures: ReportPageFigures;
    if (month !== null) {
      const frozen = await this.snapshots.snapshot(reportName, page, plan.id, month);
      // A month published before the page or plan was added keeps what it had: it is not
      // recomputed later, when its cases and claims may have changed.
      if (frozen === undefined) {
        throw new DomainError(404, reportMessages.pageNotPublished, { code: 'PAGE_NOT_PUBLISHED' });
      }
      figures = JSON.parse(frozen) as ReportPageFigures;
    } else if (reportName === 'monthly-reporting') {
      throw new DomainError(404, reportMessages.notPublished, { code: 'MONTH_NOT_PUBLISHED' });
    } else {
      // Nothing published yet: plan health and provider acceptance up to today, computed live.
      const now = this.clock.now();
      const current = monthOf(now);
      [figures] = (await computeReportPages(
        this.repository,
        reportName,
        plan,
        current,
        this.clockTimeZone,
        [page],
        null,
      )) as [ReportPageFigures];
    }
    await recordAuditEvent(this.db, this.clock, {
      actorUserId: reader.userId,
      action: 'reports.page_read',
      subjectType: 'report',
      subjectId: reportName,
      detail: { page, planId: plan.id, year: month?.year ?? null, month: month?.month ?? null, status: 200 },
      address: source.address,
    });
    return figures;
  }
}
