import type { MemberClaimRelationship, Variant } from '@medivi/domain';
import type { CaseScope } from '../../platform/case-store/case-store.js';
import type { CurrentUser } from '../../platform/session/current-user.js';

/** A person whose claims a member may see on one plan, from his eligibility record. */
export interface ClaimPatient {
  planId: string;
  /** The member id on the record; a claim's patient is `patient_member_id ?? member_id`. */
  memberId: string;
  /** First and last name as the eligibility file gives them. */
  name: string;
  relationship: MemberClaimRelationship;
  eligibilityId: string;
  /**
   * The member id of his family's subscriber on the plan (his own when he is the subscriber): the
   * claims whose `member_id` it is are his family's, which the family accumulators count.
   */
  subscriberMemberId: string;
}

/**
 * The claims one caller may see (docs/decisions/0114 "Who sees which claims"): every claim of
 * `wholePlans` (client staff), and the claims of `patients` on their plans (a member). `plans` are
 * the plans he may choose from, by name; `caseScopes` the cases he may read, to list those filed
 * about a claim.
 */
export interface ClaimScope {
  wholePlans: readonly string[];
  patients: readonly ClaimPatient[];
  plans: readonly { id: string; name: string }[];
  caseScopes: readonly CaseScope[];
}

/** The claims a caller sees through one channel; each channel's rule is written once. */
export interface ClaimReadPolicy {
  readonly channel: 'member' | 'client';
  /** True when `user` holds the channel's role in `variant`. */
  appliesTo(user: CurrentUser, variant: Variant): boolean;
  /** The claims `user` may see through this channel on the day `today`. */
  scopeOf(user: CurrentUser, today: Date): Promise<ClaimScope>;
}

/** An empty scope: no claim. */
export const noClaims: ClaimScope = { wholePlans: [], patients: [], plans: [], caseScopes: [] };

/** What either scope allows (a user with both roles sees both), plans by name without repeats. */
export function unionOfScopes(a: ClaimScope, b: ClaimScope): ClaimScope {
  const plans = new Map([...a.plans, ...b.plans].map((plan) => [plan.id, plan]));
  return {
    wholePlans: [...new Set([...a.wholePlans, ...b.wholePlans])],
    patients: [...a.patients, ...b.patients],
    plans: [...plans.values()].sort((x, y) => x.name.localeCompare(y.name) || x.id.localeCompare(y.id)),
    caseScopes: [...a.caseScopes, ...b.caseScopes],
  };
}

/** The claims of one query: plans seen whole (optionally one patient there) and patient pairs. */
export interface ClaimReach {
  wholePlans: readonly string[];
  /** Narrows `wholePlans` to one patient's claims. */
  wholePlanPatient?: string;
  patients: readonly { planId: string; memberId: string }[];
}

/** True when a reach holds no claim at all. */
export function isEmptyReach(reach: ClaimReach): boolean {
  return reach.wholePlans.length === 0 && reach.patients.length === 0;
}
