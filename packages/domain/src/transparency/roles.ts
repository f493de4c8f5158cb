/** Roles that open the publication log; `transparencyAllPlansRoles` see every plan, the others their own. */
export const transparencyLogRoles = [
  'admin',
  '6dhallplans',
  'caseviewclient',
  'casesubmissionclient',
] as const;

export const transparencyAllPlansRoles = ['admin', '6dhallplans'] as const;
