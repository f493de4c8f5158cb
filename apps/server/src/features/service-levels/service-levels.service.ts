import {
  defaultServiceLevels,
  formatServiceLevels,
  isSameServiceLevels,
  type PlanServiceLevelsReply,
  type PlanServiceLevelsSavedReply,
  type ServiceLevelCaseType,
  serviceLevelCaseTypes,
  serviceLevelMessages,
  type ServiceLevelPlansReply,
  type ServiceLevels,
  type SetPlanServiceLevelsBody,
  type TypeServiceLevels,
} from '@medivi/domain';
import { recordAuditEvent } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import type { OwnServiceLevels } from '../../platform/plan-service-levels.js';
import type { PlanRow, ServiceLevelsRepository } from './service-levels.repository.js';

/** Who changes a plan's levels, and from where (for the audit record). */
export interface Editor {
  userId: string;
  address: string;
}

type OwnLevels = Partial<Record<ServiceLevelCaseType, OwnServiceLevels>>;

/** One type of a plan as replied: its own levels, else the defaults. */
function typeReplyOf(type: ServiceLevelCaseType, own: OwnServiceLevels | undefined): TypeServiceLevels {
  const defaults = defaultServiceLevels[type];
  return {
    levels: { ...(own?.levels ?? defaults) },
    usesDefaults: own === undefined,
    defaults: { ...defaults },
    updatedAt: own?.updatedAt ?? null,
  };
}

function replyOf(plan: PlanRow, own: OwnLevels): PlanServiceLevelsReply {
  return {
    planId: plan.id,
    planName: plan.name,
    types: {
      BalanceBill: typeReplyOf('BalanceBill', own.BalanceBill),
      AccessIssue: typeReplyOf('AccessIssue', own.AccessIssue),
      CallAhead: typeReplyOf('CallAhead', own.CallAhead),
    },
  };
}

/** Levels as the audit record says them: `3/30/+5 business days`, or `defaults (…)`. */
function describe(type: ServiceLevelCaseType, levels: ServiceLevels | null): string {
  return levels === null
    ? `defaults (${formatServiceLevels(defaultServiceLevels[type])})`
    : formatServiceLevels(levels);
}

function notFound(): DomainError {
  return new DomainError(404, serviceLevelMessages.planNotFound, { code: 'NOT_FOUND' });
}

/**
 * A plan's service levels (issue 35 item 1; docs/decisions/0117): read per case type with the
 * defaults, and set in one transaction with the audit record of what changed. A change applies to
 * cases filed from then on: each case keeps the levels its clock started with (stored on the case
 * by the case store), so no running clock moves. Role checks are the routes'.
 */
export class ServiceLevelsService {
  constructor(
    private readonly repository: ServiceLevelsRepository,
    private readonly clock: Clock,
  ) {}

  /** Every plan by name, with the case types it sets its own levels for. */
  async listPlans(): Promise<ServiceLevelPlansReply> {
    const [plans, ownTypes] = await Promise.all([this.repository.plans(), this.repository.ownTypesByPlan()]);
    return {
      plans: plans.map((plan) => ({
        planId: plan.id,
        planName: plan.name,
        isLive: plan.isLive,
        ownTypes: serviceLevelCaseTypes.filter((type) => ownTypes.get(plan.id)?.includes(type) === true),
      })),
    };
  }

  /**
   * The levels of plan `planId` per case type.
   * @throws DomainError 404 for an unknown plan.
   */
  async get(planId: string): Promise<PlanServiceLevelsReply> {
    const db = this.repository.db;
    const plan = await this.repository.plan(db, planId);
    if (plan === undefined) throw notFound();
    return replyOf(plan, await this.repository.ownLevels(db, planId));
  }

  /**
   * Sets each case type of plan `planId` to its own levels or the defaults. Types that change are
   * written (with the time) and named in one audit record; a save that changes nothing writes
   * nothing.
   * @throws DomainError 404 for an unknown plan.
   */
  async set(
    editor: Editor,
    planId: string,
    body: SetPlanServiceLevelsBody,
  ): Promise<PlanServiceLevelsSavedReply> {
    const at = this.clock.now().toISOString();
    const { plan, own } = await this.repository.transaction(async (trx) => {
      const found = await this.repository.plan(trx, planId);
      if (found === undefined) throw notFound();
      const before = await this.repository.ownLevels(trx, planId);
      const changes: Record<string, string> = {};
      for (const type of serviceLevelCaseTypes) {
        const wanted = body[type];
        const was = before[type]?.levels ?? null;
        if (wanted.useDefaults) {
          if (was === null) continue;
          await this.repository.useDefaults(trx, planId, type);
          changes[type] = `${describe(type, was)} -> ${describe(type, null)}`;
        } else {
          const { useDefaults: _flag, ...levels } = wanted;
          if (was !== null && isSameServiceLevels(was, levels)) continue;
          await this.repository.setOwn(trx, planId, type, levels, at);
          changes[type] = `${describe(type, was)} -> ${describe(type, levels)}`;
        }
      }
      if (Object.keys(changes).length > 0) {
        // Plan terms only, no member data.
        await recordAuditEvent(trx, this.clock, {
          actorUserId: editor.userId,
          action: 'plans.service_levels_changed',
          subjectType: 'plan',
          subjectId: planId,
          detail: changes,
          address: editor.address,
        });
      }
      return { plan: found, own: await this.repository.ownLevels(trx, planId) };
    });
    return { ...replyOf(plan, own), message: serviceLevelMessages.saved };
  }
}
