import { hasRole, memberClaimsClientRole, type Variant } from '@medivi/domain';
import type { CurrentUser } from '../../platform/session/current-user.js';
import type { ClaimReadPolicy, ClaimScope } from './claim-scope.js';
import type { MemberClaimsRepository } from './member-claims.repository.js';

/**
 * The client channel (docs/decisions/0114 "Who sees which claims"): client staff with
 * `caseviewclient` (the Partner (w/ PHI) roles) see every claim of the plans they are assigned
 * (`user_plans`), and the cases of those plans.
 */
export class ClientClaimPolicy implements ClaimReadPolicy {
  readonly channel = 'client';

  constructor(private readonly repository: MemberClaimsRepository) {}

  appliesTo(user: CurrentUser, variant: Variant): boolean {
    return hasRole(user.roles, variant, memberClaimsClientRole);
  }

  async scopeOf(user: CurrentUser): Promise<ClaimScope> {
    const plans = await this.repository.plansAssignedTo(user.userID);
    const planIds = plans.map((plan) => plan.id);
    return { wholePlans: planIds, patients: [], plans, caseScopes: [{ kind: 'plans', planIds }] };
  }
}
