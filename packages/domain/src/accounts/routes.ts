import { defineRoutes } from '../shared/endpoint.js';

/** Method and path of each plans endpoint (accounts spec §4 Plans, §7); see `planEndpoints`. */
export const planRoutes = defineRoutes('accounts', {
  getPlans: { method: 'GET', path: '/api/v2/get-plans' },
  getLivePlansForProviders: { method: 'GET', path: '/api/v2/get-LivePlansForProviders' },
});

/**
 * Method and path of each account-settings endpoint (accounts spec §4 Adding a plan, Dependents
 * and delete, §7); see `accountSettingsEndpoints`. `:id` of `deleteDependentMember` is the
 * dependent's sixDegPatientID.
 */
export const accountSettingsRoutes = defineRoutes('accounts', {
  addPlan: { method: 'POST', path: '/api/v2/add-plan' },
  getDependentMembers: { method: 'GET', path: '/api/getDependentMember' },
  addDependentMember: { method: 'POST', path: '/api/add-dependent-member' },
  deleteDependentMember: { method: 'DELETE', path: '/api/dependentMember/:id' },
  getMemberDetail: { method: 'GET', path: '/api/memberDetail' },
  updateUserSettings: { method: 'POST', path: '/api/user/updateUserSettings' },
  /** Not named by the spec (issue 37: the language stored on the account); decision 0125. */
  updateLanguage: { method: 'POST', path: '/api/user/updateLanguage' },
  deleteUser: { method: 'POST', path: '/api/v3/users/delete' },
  /** Not named by the spec (accounts §4 Session: "Completing onboarding flags the user"); decision 0110. */
  completeOnboarding: { method: 'POST', path: '/api/user/completeOnboarding' },
});
