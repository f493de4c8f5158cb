import type { Kysely } from 'kysely';
import {
  hasRole,
  type MemberClaimRelationship,
  memberClaimRelationships,
  memberClaimsMemberRole,
  type Variant,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { claimPatientsOf } from '../../platform/claim-access.js';
import type { HeldRecord } from '../../platform/member-links/held-records.js';
import type { CurrentUser } from '../../platform/session/current-user.js';
import type { ClaimPatient, ClaimReadPolicy, ClaimScope } from './claim-scope.js';

/** The relationship an eligibility record gives, as a claim names it. */
function relationshipOf(record: HeldRecord): MemberClaimRelationship {
  return (memberClaimRelationships as readonly string[]).includes(record.relationship)
    ? (record.relationship as MemberClaimRelationship)
    : 'other';
}

/**
 * The member channel (docs/decisions/0114 "Who sees which claims"): a member with `casesmember`
 * sees, on each plan he holds a member link on (platform/member-links), his own claims ('self'
 * links) and those of each dependent he holds who is under 18 on the day of the request; a
 * dependent 18 or older is left out (`claimPatientsOf` in platform/claim-access.ts, which the
 * cases area shares), and a member with 'Limited Access' sees only himself. A dependent who holds
 * his own account has only his own 'self' link, so he sees only himself. Patients are matched to
 * claims by plan and member id.
 */
export class MemberClaimPolicy implements ClaimReadPolicy {
  readonly channel = 'member';

  constructor(private readonly db: Kysely<Database>) {}

  appliesTo(user: CurrentUser, variant: Variant): boolean {
    return hasRole(user.roles, variant, memberClaimsMemberRole);
  }

  async scopeOf(user: CurrentUser, today: Date): Promise<ClaimScope> {
    const visible = await claimPatientsOf(this.db, user, today);
    const patients: ClaimPatient[] = [];
    const seen = new Set<string>();
    for (const record of visible) {
      const key = `${record.plan_id}\u0000${record.member_id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      patients.push({
        planId: record.plan_id,
        memberId: record.member_id,
        name: `${record.first_name} ${record.last_name}`,
        relationship: relationshipOf(record),
        eligibilityId: record.eligibility_id,
        subscriberMemberId: record.subscriber_member_id ?? record.member_id,
      });
    }
    const plans = new Map(visible.map((record) => [record.plan_id, record.plan_name]));
    return {
      wholePlans: [],
      patients,
      plans: [...plans].map(([id, name]) => ({ id, name })),
      caseScopes: [
        { kind: 'patients', eligibilityIds: [...new Set(visible.map((record) => record.eligibility_id))] },
      ],
    };
  }
}
