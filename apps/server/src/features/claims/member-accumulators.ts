import type { Kysely } from 'kysely';
import {
  accumulatorsOf,
  isoDateOf,
  type MemberAccumulators,
  type MemberPlanDesign,
  memberClaimsMessages,
  planYearOf,
  planYearWindow,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import { AccumulatorsRepository } from './accumulators.repository.js';
import type { ClaimScope } from './claim-scope.js';
import type { MemberClaimsRepository } from './member-claims.repository.js';
import { PlanDesignsRepository } from '../../platform/plan-designs.js';

/** The plan and plan year a query names, after validation. */
export interface PlanYearQuery {
  planID?: string | undefined;
  year?: number | undefined;
}

/** The accumulators' query: the plan year and, for client staff, the family's member id. */
export interface AccumulatorsQuery extends PlanYearQuery {
  memberID?: string | undefined;
}

/** One family on one plan, and the people of it who get a row. */
interface Family {
  planId: string;
  subscriberMemberId: string;
  /** The rows, in order: member id and name. Null: the whole family (client staff), read later. */
  people: { memberId: string; name: string }[] | null;
}

function notFound(message: string, code: string, field?: string): DomainError {
  return new DomainError(404, message, {
    code,
    ...(field === undefined ? {} : { fieldErrors: { [field]: message } }),
  });
}

/**
 * The accumulators and the plan's benefit design of a plan year (issue 32 items 1 and 4,
 * docs/decisions/0114 "Accumulators"), within the claims a caller sees (`ClaimScope`, which the
 * claims service works out once for every read). The family figures count every claim of the
 * family on the plan that year, adult dependents' included; the rows name only the people the
 * caller may see. A member's family is his own; client staff name one by `memberID`.
 */
export class MemberAccumulatorsReader {
  private readonly families: AccumulatorsRepository;
  private readonly designs: PlanDesignsRepository;

  constructor(
    db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly claims: MemberClaimsRepository,
  ) {
    this.families = new AccumulatorsRepository(db);
    this.designs = new PlanDesignsRepository(db);
  }

  /**
   * The benefit design of plan `planID` (default: his first plan by name) for plan year `year`
   * (default: the plan year of today), read-only, for anyone who sees claims of that plan.
   * @throws DomainError 404 `PLAN_NOT_FOUND` for a plan he may not see or when he has none.
   */
  async planDesign(scope: ClaimScope, query: PlanYearQuery): Promise<MemberPlanDesign> {
    const plan = query.planID === undefined ? scope.plans[0] : this.planInScope(scope, query.planID);
    if (plan === undefined) throw notFound(memberClaimsMessages.noPlans, 'PLAN_NOT_FOUND');
    const year = await this.planYear(plan.id, query.year);
    return {
      planID: plan.id,
      planName: plan.name,
      ...year,
      design: await this.designs.designOf(plan.id, year.planYear),
    };
  }

  /**
   * One family's accumulators for plan year `year` (default: the plan year of today) on plan
   * `planID`: a member's own family (default plan: his first by name), with a row for each person
   * of it he sees (himself, his dependents under 18; only himself with 'Limited Access'); for client
   * staff the family of `memberID` (default plan: the first of theirs, by name, he is a member of),
   * with a row for everyone of it. The family figures count every claim of the family on the plan
   * that year. Limits come from the plan year's design; null without one.
   * @throws DomainError 400 `MEMBER_ID_REQUIRED` (field `memberID`) when client staff name no
   *   family; 404 `PLAN_NOT_FOUND` for a plan he may not see or when he has none; 404
   *   `MEMBER_NOT_FOUND` (field `memberID`) for a member id not on a plan he sees.
   */
  async accumulators(scope: ClaimScope, query: AccumulatorsQuery): Promise<MemberAccumulators> {
    const family = await this.familyOf(scope, query);
    const year = await this.planYear(family.planId, query.year);
    const [claims, design, records] = await Promise.all([
      this.families.familyClaims(family.planId, family.subscriberMemberId, year),
      this.designs.designOf(family.planId, year.planYear),
      family.people === null ? this.families.familyRecords(family.planId, family.subscriberMemberId) : null,
    ]);
    const people = new Map((family.people ?? records ?? []).map((person) => [person.memberId, person.name]));
    if (family.people === null) {
      // Client staff see the family whole: a patient with claims but no record is named by his claims.
      const unnamed = claims.filter((claim) => !people.has(claim.patient));
      for (const claim of unnamed.sort((a, b) => a.patient_name.localeCompare(b.patient_name))) {
        if (!people.has(claim.patient)) people.set(claim.patient, claim.patient_name);
      }
    }
    const { individuals, family: totals } = accumulatorsOf(
      [...people.keys()],
      claims.map((claim) => ({
        patientMemberId: claim.patient,
        status: claim.claim_status,
        deductible: claim.deductible_amount,
        coinsurance: claim.coinsurance_amount,
        copay: claim.copay_amount,
      })),
      design,
    );
    return {
      planID: family.planId,
      ...year,
      design,
      subscriberMemberId: family.subscriberMemberId,
      individuals: individuals.map((person) => ({ ...person, name: people.get(person.memberId) ?? '' })),
      family: totals,
    };
  }

  /** Plan `planId` when the caller sees its claims. @throws DomainError 404 `PLAN_NOT_FOUND` otherwise. */
  private planInScope(scope: ClaimScope, planId: string): { id: string; name: string } {
    const plan = scope.plans.find((candidate) => candidate.id === planId);
    if (plan === undefined) throw notFound(memberClaimsMessages.planNotFound, 'PLAN_NOT_FOUND', 'planID');
    return plan;
  }

  /** Plan year `year` of `planId` (default: the one holding today) and its first and last day. */
  private async planYear(planId: string, year: number | undefined) {
    const startMonth = await this.claims.planYearStartMonth(planId);
    if (startMonth === undefined) throw notFound(memberClaimsMessages.planNotFound, 'PLAN_NOT_FOUND');
    const planYear = year ?? planYearOf(isoDateOf(this.clock.now()), startMonth);
    return { planYear, ...planYearWindow(planYear, startMonth) };
  }

  /**
   * The family a query names, on the first plan (of `planID`, else of his plans by name) where it is
   * one he may read: the whole family of `memberID` where he sees the plan whole (client staff),
   * else the family of his own patient (`memberID`, or his first patient there) with the patients
   * of it he sees as its rows.
   */
  private async familyOf(scope: ClaimScope, query: AccumulatorsQuery): Promise<Family> {
    const plans =
      query.planID === undefined
        ? scope.plans.map((plan) => plan.id)
        : [this.planInScope(scope, query.planID).id];
    if (plans.length === 0) throw notFound(memberClaimsMessages.noPlans, 'PLAN_NOT_FOUND');
    const memberId = query.memberID?.toUpperCase();
    const whole = new Set(scope.wholePlans);
    const subscribers =
      memberId === undefined
        ? new Map<string, string>()
        : await this.families.subscribersOf(
            plans.filter((planId) => whole.has(planId)),
            memberId,
          );
    for (const planId of plans) {
      const seen = scope.patients.filter((patient) => patient.planId === planId);
      const subscriber = subscribers.get(planId);
      if (subscriber !== undefined) return { planId, subscriberMemberId: subscriber, people: null };
      const own = memberId === undefined ? seen[0] : seen.find((patient) => patient.memberId === memberId);
      if (own === undefined) continue;
      const people = new Map<string, string>();
      for (const patient of seen) {
        if (patient.subscriberMemberId === own.subscriberMemberId && !people.has(patient.memberId)) {
          people.set(patient.memberId, patient.name);
        }
      }
      return {
        planId,
        subscriberMemberId: own.subscriberMemberId,
        people: [...people].map(([id, name]) => ({ memberId: id, name })),
      };
    }
    if (memberId !== undefined) {
      throw notFound(memberClaimsMessages.memberNotFound, 'MEMBER_NOT_FOUND', 'memberID');
    }
    throw new DomainError(400, memberClaimsMessages.memberIdRequired, {
      code: 'MEMBER_ID_REQUIRED',
      fieldErrors: { memberID: memberClaimsMessages.memberIdRequired },
    });
  }
}
