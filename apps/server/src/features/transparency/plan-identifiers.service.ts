import {
  type CompleteTransparencyIdentifiers,
  describeTransparencyIdentifier,
  isTransparencyMarketType,
  isTransparencyPlanIdType,
  type PlanTransparencyIdentifiersReply,
  type PlanTransparencyIdentifiersSavedReply,
  storedPlanIdOf,
  type StoredTransparencyIdentifiers,
  type StoredTransparencyIdentifiersReply,
  type TransparencyIdentifierPlansReply,
  transparencyIdentifierMessages as messages,
  transparencyIdentifierProblemsOf,
  type TransparencyIdentifiersBody,
} from '@medivi/domain';
import { recordAuditEvent } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import type { IdentifiedPlan, PlanIdentifiersRepository } from './plan-identifiers.repository.js';
import type { PublicationsRepository } from './publications.repository.js';
import { runOf } from './transparency.service.js';

/** Who changes a plan's identifiers, and from where (for the audit record). */
export interface Editor {
  userId: string;
  address: string;
}

/** The identifiers as replied: a type or market the files do not know reads as none. */
function identifiersReplyOf(stored: StoredTransparencyIdentifiers): StoredTransparencyIdentifiersReply {
  return {
    planIdType: isTransparencyPlanIdType(stored.planIdType) ? stored.planIdType : null,
    planId: stored.planId,
    planSponsorName: stored.planSponsorName,
    issuerName: stored.issuerName,
    planMarketType: isTransparencyMarketType(stored.planMarketType) ? stored.planMarketType : null,
  };
}

/** The body as stored: the plan id in its stored form, a blank sponsor name as none. */
function storedOf(body: TransparencyIdentifiersBody): CompleteTransparencyIdentifiers {
  const planId = storedPlanIdOf(body.planIdType, body.planId);
  // The body schema checked the id against its type; this only guards the types.
  if (planId === null) {
    const message = body.planIdType === 'ein' ? messages.einFormat : messages.hiosFormat;
    throw new DomainError(400, `Please correct the request: ${message}`, {
      code: 'VALIDATION_FAILED',
      fieldErrors: { planId: message },
    });
  }
  const sponsor = body.planSponsorName?.trim() ?? '';
  return {
    planIdType: body.planIdType,
    planId,
    planSponsorName: sponsor === '' ? null : sponsor,
    issuerName: body.issuerName,
    planMarketType: body.planMarketType,
  };
}

/** Each identifier that differs, as `before -> after`, keyed by its field. */
function changesOf(
  before: StoredTransparencyIdentifiers,
  after: CompleteTransparencyIdentifiers,
): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const field of ['planIdType', 'planId', 'planSponsorName', 'issuerName', 'planMarketType'] as const) {
    const was = before[field];
    const now = after[field];
    if (was === now) continue;
    changes[field] = `${describeTransparencyIdentifier(was)} -> ${describeTransparencyIdentifier(now)}`;
  }
  return changes;
}

function notFound(): DomainError {
  return new DomainError(404, messages.planNotFound, { code: 'NOT_FOUND' });
}

/**
 * A plan's Transparency in Coverage identifiers (issue 34; docs/decisions/0116 "Plan
 * identifiers"): read with why the plan cannot be published as it stands and its last run, and set
 * in one transaction with the audit record of what changed. The monthly run reads them at its next
 * hourly try: a month refused for missing identifiers is published then. Role checks are the
 * routes'.
 */
export class PlanIdentifiersService {
  constructor(
    private readonly repository: PlanIdentifiersRepository,
    private readonly log: PublicationsRepository,
    private readonly clock: Clock,
  ) {}

  /** Every plan by name, with whether it is live and whether its identifiers are complete. */
  async listPlans(): Promise<TransparencyIdentifierPlansReply> {
    const plans = await this.repository.plans();
    return {
      plans: plans.map((plan) => ({
        planId: plan.id,
        planName: plan.name,
        isLive: plan.isLive,
        isComplete: transparencyIdentifierProblemsOf(plan.identifiers).length === 0,
      })),
    };
  }

  /**
   * The identifiers of plan `planId`, their problems and its last run.
   * @throws DomainError 404 for an unknown plan.
   */
  async get(planId: string): Promise<PlanTransparencyIdentifiersReply> {
    const plan = await this.repository.plan(this.repository.db, planId);
    if (plan === undefined) throw notFound();
    return this.replyOf(plan);
  }

  /**
   * Sets the identifiers of plan `planId`, all together. A change is written and named field by
   * field in one audit record; a save that changes nothing writes nothing.
   * @throws DomainError 404 for an unknown plan.
   */
  async set(
    editor: Editor,
    planId: string,
    body: TransparencyIdentifiersBody,
  ): Promise<PlanTransparencyIdentifiersSavedReply> {
    const wanted = storedOf(body);
    const plan = await this.repository.transaction(async (trx) => {
      const found = await this.repository.plan(trx, planId);
      if (found === undefined) throw notFound();
      const changes = changesOf(found.identifiers, wanted);
      if (Object.keys(changes).length > 0) {
        await this.repository.save(trx, planId, wanted);
        // Plan terms only (the sponsor's EIN is an employer's, not a member's), no member data.
        await recordAuditEvent(trx, this.clock, {
          actorUserId: editor.userId,
          action: 'plans.transparency_identifiers_changed',
          subjectType: 'plan',
          subjectId: planId,
          detail: changes,
          address: editor.address,
        });
      }
      return { ...found, identifiers: { ...wanted } };
    });
    return { ...(await this.replyOf(plan)), message: messages.saved };
  }

  private async replyOf(plan: IdentifiedPlan): Promise<PlanTransparencyIdentifiersReply> {
    const [lastRun] = await this.log.lastRuns([plan.id]);
    return {
      planId: plan.id,
      planName: plan.name,
      isLive: plan.isLive,
      identifiers: identifiersReplyOf(plan.identifiers),
      problems: transparencyIdentifierProblemsOf(plan.identifiers),
      lastRun: lastRun === undefined ? null : runOf(lastRun),
    };
  }
}
