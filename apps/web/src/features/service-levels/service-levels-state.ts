import {
  type PlanServiceLevelsReply,
  type ServiceLevelCaseType,
  type ServiceLevels,
  type ServiceLevelsForm,
  type SetPlanServiceLevelsBody,
} from '@medivi/domain';

/** Which types the admin has set to follow the defaults (until he edits their levels again). */
export type FollowsDefaults = Record<ServiceLevelCaseType, boolean>;

/** A type's levels as the form holds them while editing: a field may be empty (null). */
export type EditedLevels = Partial<Record<keyof ServiceLevels, number | null | undefined>>;

/** Where a type stands: as stored, and what a save would make of it. */
export type TypeStatus = 'defaults' | 'own' | 'to-defaults' | 'to-own';

/** What each status says under the type's name: its catalogue id ('Uses the defaults', …). */
export const typeStatusIds: Readonly<Record<TypeStatus, string>> = {
  defaults: 'serviceLevels.status.defaults',
  own: 'serviceLevels.status.own',
  'to-defaults': 'serviceLevels.status.toDefaults',
  'to-own': 'serviceLevels.status.toOwn',
};

/** The form's values: each type's levels as stored (its own, or the defaults). */
export function formValuesOf(plan: PlanServiceLevelsReply): ServiceLevelsForm {
  return {
    BalanceBill: { ...plan.types.BalanceBill.levels },
    AccessIssue: { ...plan.types.AccessIssue.levels },
    CallAhead: { ...plan.types.CallAhead.levels },
  };
}

/** Which types use the defaults as stored. */
export function followsDefaultsOf(plan: PlanServiceLevelsReply): FollowsDefaults {
  return {
    BalanceBill: plan.types.BalanceBill.usesDefaults,
    AccessIssue: plan.types.AccessIssue.usesDefaults,
    CallAhead: plan.types.CallAhead.usesDefaults,
  };
}

/** True when the edited levels are exactly `defaults`. */
function isAtDefaults(levels: EditedLevels | undefined, defaults: ServiceLevels): boolean {
  return (
    levels?.firstResponseDays === defaults.firstResponseDays &&
    levels.resolutionDays === defaults.resolutionDays &&
    levels.extensionDays === defaults.extensionDays
  );
}

/**
 * True when a save would make the type follow the defaults: it did, or "Use defaults" was chosen,
 * and its levels were not edited away from them since.
 */
export function willFollowDefaults(
  follows: boolean,
  levels: EditedLevels | undefined,
  defaults: ServiceLevels,
): boolean {
  return follows && isAtDefaults(levels, defaults);
}

/** Where type `type` of `plan` stands with the form's `levels`. */
export function typeStatusOf(
  plan: PlanServiceLevelsReply,
  type: ServiceLevelCaseType,
  follows: boolean,
  levels: EditedLevels | undefined,
): TypeStatus {
  const stored = plan.types[type];
  const following = willFollowDefaults(follows, levels, stored.defaults);
  if (stored.usesDefaults) return following ? 'defaults' : 'to-own';
  return following ? 'to-defaults' : 'own';
}

/** The body of a save: each type the defaults, or the levels of the (checked) form. */
export function saveBodyOf(
  plan: PlanServiceLevelsReply,
  values: ServiceLevelsForm,
  follows: FollowsDefaults,
): SetPlanServiceLevelsBody {
  const typeBody = (type: ServiceLevelCaseType) =>
    willFollowDefaults(follows[type], values[type], plan.types[type].defaults)
      ? ({ useDefaults: true } as const)
      : ({ useDefaults: false, ...values[type] } as const);
  return {
    BalanceBill: typeBody('BalanceBill'),
    AccessIssue: typeBody('AccessIssue'),
    CallAhead: typeBody('CallAhead'),
  };
}
