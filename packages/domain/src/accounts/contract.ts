import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { messageReplySchema } from '../shared/errors.js';
import { languageSchema } from '../shared/user.js';
import { addDependentBodySchema, addPlanBodySchema } from './member-input.js';
import { accountSettingsRoutes, planRoutes } from './routes.js';

/**
 * A health plan (accounts spec §3 Plan). `displayMediviMessage` says whether Provider Search shows
 * `mediviMessage` above its filters. `sixDegPatientID` is the signed-in member's own record on the
 * plan (the id his live-notification socket subscribes with, accounts spec §7), null when he holds
 * the plan without an own record there and in the all-plans list
 * (docs/decisions/0077-notification-subscription-ids.md).
 */
export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayMediviMessage: z.boolean(),
  mediviMessage: z.string().nullable(),
  sixDegPatientID: z.string().nullable(),
});
export type Plan = z.infer<typeof planSchema>;

/** Plans endpoints used by Provider Search (accounts spec §4 Plans, §7). */
export const planEndpoints = {
  getPlans: defineEndpoint({
    ...planRoutes.getPlans,
    summary: "The signed-in member's own plans.",
    reply: z.array(planSchema),
  }),
  getLivePlansForProviders: defineEndpoint({
    ...planRoutes.getLivePlansForProviders,
    summary: 'Every live plan, for users with the 6dhallplans role.',
    reply: z.array(planSchema),
  }),
} as const;

/**
 * An in-network provider of a newly added plan near the Provider Search zip
 * (docs/decisions/0045-add-plan.md). `distance` is miles between zip centroids.
 */
export const addedPlanProviderSchema = z.object({
  npi: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string(),
  distance: z.number().describe('miles'),
});
export type AddedPlanProvider = z.infer<typeof addedPlanProviderSchema>;

/**
 * `POST /api/v2/add-plan` reply when the member details belong to another account (accounts spec
 * §4 Adding a plan): the credentials-in-use dialog shows `existingEmail`.
 */
export const addPlanInUseReplySchema = z.object({
  message: z.string(),
  existingEmail: z.string(),
});

/**
 * `POST /api/v2/add-plan` reply when the plan was added: the member's plans after the change and
 * a first page of in-network providers of the new plan near `providerSearchZip` (empty without one).
 */
export const addPlanAddedReplySchema = z.object({
  message: z.string(),
  plans: z.array(planSchema),
  providers: z.array(addedPlanProviderSchema),
});

/** Either `POST /api/v2/add-plan` reply (accounts spec §7: "message and existingEmail, or plans and providers"). */
export const addPlanReplySchema = z.union([addPlanInUseReplySchema, addPlanAddedReplySchema]);
export type AddPlanReply = z.infer<typeof addPlanReplySchema>;

/**
 * A dependent member (accounts spec §3): `sixDegPatientID` identifies the dependent on this account
 * (the id `DELETE /api/dependentMember/:id` takes); the card shows `memberId`, or `patientid` when
 * there is no member ID.
 */
export const dependentMemberSchema = z.object({
  sixDegPatientID: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  memberId: z.string().nullable(),
  patientid: z.string().nullable(),
});
export type DependentMember = z.infer<typeof dependentMemberSchema>;

/** `GET /api/getDependentMember` reply: the signed-in member's dependents, by name. */
export const dependentMembersReplySchema = z.object({ dependentMembers: z.array(dependentMemberSchema) });
export type DependentMembersReply = z.infer<typeof dependentMembersReplySchema>;

/** `POST /api/add-dependent-member` reply: 'Dependent Member Added!' and the new dependent. */
export const addDependentReplySchema = z.object({
  message: z.string(),
  dependentMember: dependentMemberSchema,
});
export type AddDependentReply = z.infer<typeof addDependentReplySchema>;

/** Who submitted a case for the member (accounts spec §3 Member info). */
export const submitterContactInfoSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  emailAddress: z.string().nullable(),
});

/**
 * `GET /api/memberDetail` reply: the member info fields of accounts spec §3. Fields the portal does
 * not hold (CRM ids, phone, street address, policy number, TPA, contact preferences) are null;
 * `dateOfBirth` is YYYY-MM-DD; `city` and `state` come from the zip code
 * (docs/decisions/0047-member-detail.md).
 */
export const memberDetailSchema = z.object({
  sixdegaliasid: z.string().nullable(),
  sfaccountid: z.string().nullable(),
  accountid: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string(),
  dateOfBirth: z.string().nullable(),
  memberId: z.string().nullable(),
  patientid: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  policyNumber: z.string().nullable(),
  sixDegPatientID: z.string().nullable(),
  planname: z.string().nullable(),
  recordType: z.string().nullable(),
  preferredMethodOfContact: z.string().nullable(),
  additionalComment: z.string().nullable(),
  groupid: z.string().nullable(),
  tpaName: z.string().nullable(),
  sfplanid: z.string().nullable(),
  newPatient: z.boolean().nullable(),
  submitterContactInfo: submitterContactInfoSchema.nullable(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** `POST /api/user/updateUserSettings` body (accounts spec §4 Notifications toggle, §7). */
export const userSettingsBodySchema = z.object({ enableNotification: z.boolean() });
export type UserSettingsBody = z.infer<typeof userSettingsBodySchema>;

/** `POST /api/user/updateUserSettings` reply: the stored setting. */
export const userSettingsReplySchema = z.object({ message: z.string(), enableNotification: z.boolean() });
export type UserSettingsReply = z.infer<typeof userSettingsReplySchema>;

/** `POST /api/user/updateLanguage` body (issue 37): the signed-in user's portal language. */
export const updateLanguageBodySchema = z.object({ language: languageSchema });
export type UpdateLanguageBody = z.infer<typeof updateLanguageBodySchema>;

/** `POST /api/user/updateLanguage` reply: the stored language. */
export const updateLanguageReplySchema = z.object({ message: z.string(), language: languageSchema });
export type UpdateLanguageReply = z.infer<typeof updateLanguageReplySchema>;

/**
 * `POST /api/user/completeOnboarding` reply (accounts spec §4 Session: "Completing onboarding
 * flags the user as onboarded"): the message and the stored flag, always true.
 */
export const completeOnboardingReplySchema = z.object({
  message: z.string(),
  isOnboardingComplete: z.literal(true),
});
export type CompleteOnboardingReply = z.infer<typeof completeOnboardingReplySchema>;

/** `POST /api/v3/users/delete` body: the signed-in user's own `id` (userID) and e-mail (spec §7). */
export const deleteUserBodySchema = z.object({
  id: z.string().trim().min(1).max(100),
  email: z.string().trim().min(1).max(254),
});
export type DeleteUserBody = z.infer<typeof deleteUserBodySchema>;

/** `DELETE /api/dependentMember/:id` path parameters. */
export const dependentMemberParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** Account Settings endpoints (accounts spec §2 screens 12–14, §4, §7). */
export const accountSettingsEndpoints = {
  addPlan: defineEndpoint({
    ...accountSettingsRoutes.addPlan,
    errorStatuses: [409, 429],
    summary:
      'Adds the plan of an eligibility record of the signed-in member; answers the plans and nearby providers, or the e-mail of the account already holding the record.',
    body: addPlanBodySchema,
    reply: addPlanReplySchema,
  }),
  getDependentMembers: defineEndpoint({
    ...accountSettingsRoutes.getDependentMembers,
    summary: "The signed-in case member's dependents (not for 'Limited Access').",
    reply: dependentMembersReplySchema,
  }),
  addDependentMember: defineEndpoint({
    ...accountSettingsRoutes.addDependentMember,
    errorStatuses: [409],
    summary: "Adds a child or spouse under 18 on the member's eligibility file as a dependent.",
    body: addDependentBodySchema,
    reply: addDependentReplySchema,
  }),
  deleteDependentMember: defineEndpoint({
    ...accountSettingsRoutes.deleteDependentMember,
    summary: "Removes one of the member's own dependents; any other id is 404.",
    params: dependentMemberParamsSchema,
    reply: messageReplySchema,
  }),
  getMemberDetail: defineEndpoint({
    ...accountSettingsRoutes.getMemberDetail,
    summary: "The signed-in case member's member info (not for 'Limited Access').",
    reply: memberDetailSchema,
  }),
  updateUserSettings: defineEndpoint({
    ...accountSettingsRoutes.updateUserSettings,
    summary: 'Turns notifications on or off for the signed-in user.',
    body: userSettingsBodySchema,
    reply: userSettingsReplySchema,
  }),
  updateLanguage: defineEndpoint({
    ...accountSettingsRoutes.updateLanguage,
    summary:
      'Stores the portal language (en or es) of the signed-in user, for the web app and for what is sent later.',
    body: updateLanguageBodySchema,
    reply: updateLanguageReplySchema,
  }),
  deleteUser: defineEndpoint({
    ...accountSettingsRoutes.deleteUser,
    summary: 'Deletes the signed-in user’s own account and ends the session.',
    body: deleteUserBodySchema,
    reply: messageReplySchema,
  }),
  completeOnboarding: defineEndpoint({
    ...accountSettingsRoutes.completeOnboarding,
    summary:
      'Ends the first run (/onboarding) of the signed-in user: flags the account as onboarded; repeating it changes nothing.',
    reply: completeOnboardingReplySchema,
  }),
} as const;
