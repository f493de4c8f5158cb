import { hasRole, type Variant } from '@medivi/domain';
import type { CurrentUser } from '../../platform/session/current-user.js';
import type { HeldRecord } from '../../platform/member-links/held-records.js';
import type { EstimatePlansRepository, PlanChoice } from './estimate-plans.repository.js';

/**
 * Who asks for estimates and on which plans (docs/decisions/0115 "Who may ask"): a member
 * (`casesmember`) on each plan he holds his own eligibility record on, with the people whose
 * accumulators count (himself and his dependents under 18, as My Claims); client staff
 * (`caseviewclient`) on the plans assigned to them; analysts (`analysis`) on every live plan. A
 * user with several roles sees the union.
 */
export interface EstimateCaller {
  /** The plans he may choose, by name then id. */
  plans: PlanChoice[];
  /** His own records and his dependents' under 18 (members only; empty for staff). */
  patients: HeldRecord[];
}

/** The caller's plans and patients today. */
export async function estimateCallerOf(
  plans: EstimatePlansRepository,
  user: CurrentUser,
  variant: Variant,
  today: Date,
): Promise<EstimateCaller> {
  const choices = new Map<string, PlanChoice>();
  let patients: HeldRecord[] = [];
  if (hasRole(user.roles, variant, 'casesmember')) {
    patients = await plans.patientsOf(user, today);
    for (const record of patients) {
      if (record.held_as === 'self')
        choices.set(record.plan_id, { id: record.plan_id, name: record.plan_name });
    }
  }
  if (hasRole(user.roles, variant, 'caseviewclient')) {
    for (const plan of await plans.plansAssignedTo(user.userID)) choices.set(plan.id, plan);
  }
  if (hasRole(user.roles, variant, 'analysis')) {
    for (const plan of await plans.livePlans()) choices.set(plan.id, plan);
  }
  const sorted = [...choices.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
  return { plans: sorted, patients };
}
