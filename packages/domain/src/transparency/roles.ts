import type { RoleName } from '../shared/roles.js';

/** Roles that open the publication log; `transparencyAllPlansRoles` see every plan, the others their own. */
export const transparencyLogRoles = [
  'admin',
  '6dhallplans',
  'caseviewclient',
  'casesubmissionclient',
] as const;

export const transparencyAllPlansRoles = ['admin', '6dhallplans'] as const;

/** Who reads and sets a plan's identifiers: the admin role (medivi-admin; claims-admin on the Claims site). */
export const transparencyIdentifiersRoles: readonly RoleName[] = ['admin'];
