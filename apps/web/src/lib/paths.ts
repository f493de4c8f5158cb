import { providerNoticePlanParam } from '@medivi/domain';

/**
 * Typed registry of the portal's routes (accounts spec §2). Every path the app links to is listed
 * here; `builtPaths` holds those whose pages exist, and the route table registers exactly those
 * (a test keeps the two in step). A navigation item appears only when its path is built.
 */
export const paths = {
  home: '/',
  login: '/login',
  logout: '/logout',
  providerSearch: '/provider-search',
  // Public pages of later work, linked from sign-in or named by account-state rules.
  passwordReset: '/password-reset',
  passwordResetSent: '/password-reset/email-sent',
  passwordResetSuccess: '/password-reset-success',
  /** The e-mailed reset link; the code is optional in the route (spec §2) and sent to the server. */
  verifyResetPassword: '/verify-reset-password/:code?',
  updatePassword: '/update-password',
  register: '/register',
  checkEmail: '/check-email',
  /** The e-mailed verification link; the code is optional in the route (spec §2). */
  verifyEmail: '/verify-email/:code?',
  createProfile: '/create-profile',
  requestAccess: '/request-access',
  welcome: '/welcome',
  /** The e-mailed invitation link (docs/decisions/0100). */
  invitation: '/invitation/:code?',
  rbpForm: '/rbp-form',
  // Public information pages (accounts spec §2 public routes).
  support: '/support',
  features: '/features',
  privacy: '/privacy',
  /** The privacy and support texts as PDF, served by the server: links reload the document. */
  privacyPdf: '/privacy.pdf',
  supportPdf: '/support.pdf',
  mobileApp: '/app',
  welcomeMember: '/welcome-member',
  /** The mobile app's sign-in, a return link of Change Password (accounts spec §2 screen 8). */
  mobileLogin: '/medivi-mobile-login',
  changePassword: '/change-password',
  /** The start page once onboarding is complete (accounts spec §2 redirect destinations). */
  start: '/home',
  /** A member's first run before the start page (accounts spec §2, §4 Session). */
  onboarding: '/onboarding',
  // Pages of the side navigation that later work adds (accounts spec §6).
  myCases: '/my-cases',
  memberDetail: '/member-detail',
  providerDetail: '/provider-detail',
  uploadFile: '/upload-file',
  notifications: '/notifications',
  providerSearchUpdate: '/provider-search-update',
  benchmarks: '/benchmarks',
  benchAppBenchmark: '/benchappbenchmark',
  benchAppCounty: '/benchappcounty',
  benchAppHospital: '/benchapphospital',
  benchAppBenchmarkOph: '/benchappbenchmarkoph',
  users: '/users',
  analysis: '/analysis',
  monthlyReporting: '/reports/monthly-reporting',
  providerAcceptanceReporting: '/reports/providerAcceptance-reporting',
  planHealthReporting: '/reports/planHealth-reporting',
  instructionalVideo: '/instructional-video',
  // Training and documentation pages (accounts spec §2 role-gated routes; docs/decisions/0108).
  training: '/training',
  documentationTraining: '/documentation/training',
  benchmarksTraining: '/documentation/benchmarks-training',
  providerSearchTraining: '/documentation/provider-search-training',
  providerSearchFaq: '/documentation/provider-search-faq',
  contactUs: '/contact-us',
  faq: '/FAQ',
  privacyPolicy: '/privacy-policy',
  myAccount: '/my-account',
  dependentInformation: '/dependent-information',
  addPlan: '/add-plan',
  /** The audit trail, medivi-admin only (issue 15; docs/decisions/0097). */
  audit: '/audit',
  /** The plans' service levels, medivi-admin only (issue 35 item 1; docs/decisions/0117). */
  serviceLevels: '/admin/service-levels',
  /** What the Transparency in Coverage files name each plan by, medivi-admin only (issue 34; 0116). */
  transparencyIdentifiers: '/admin/transparency-identifiers',
  /** The Claims site's repriced-claims work list (accounts spec §2; docs/decisions/0105). */
  repricing: '/repricing',
  /** The code look-up and the imported reference files, medivi-code only (docs/decisions/0107). */
  code: '/code',
  cms: '/cms',
  /** My Claims and one claim's explanation of benefits (issue 32; docs/decisions/0114). */
  claims: '/claims',
  claimEob: '/claims/:claimID',
  /** A member's ID cards (issue 32 item 5; docs/decisions/0114). */
  idCard: '/id-card',
  /** Price estimates before care (issue 33; docs/decisions/0115). */
  priceEstimates: '/price-estimates',
  /** A plan's provider notice, public: the page an ID card's QR code opens (`?plan=<planID>`). */
  providerNotice: '/provider-notice',
  /** Each plan's Transparency in Coverage files, public, and their publication log (issue 34; 0116). */
  transparency: '/transparency',
  transparencyPublications: '/transparency/publications',
} as const;

/** Any path of the registry. */
export type AppPath = (typeof paths)[keyof typeof paths];

/** Paths whose pages exist now; add a path here when its page joins the route table. */
export const builtPaths: ReadonlySet<AppPath> = new Set<AppPath>([
  paths.home,
  paths.login,
  paths.logout,
  paths.providerSearch,
  paths.requestAccess,
  paths.register,
  paths.checkEmail,
  paths.verifyEmail,
  paths.createProfile,
  paths.welcome,
  paths.rbpForm,
  paths.support,
  paths.faq,
  paths.contactUs,
  paths.features,
  paths.privacy,
  paths.privacyPolicy,
  paths.privacyPdf,
  paths.supportPdf,
  paths.instructionalVideo,
  paths.training,
  paths.documentationTraining,
  paths.benchmarksTraining,
  paths.providerSearchTraining,
  paths.providerSearchFaq,
  paths.mobileApp,
  paths.welcomeMember,
  paths.mobileLogin,
  paths.passwordReset,
  paths.passwordResetSent,
  paths.passwordResetSuccess,
  paths.verifyResetPassword,
  paths.updatePassword,
  paths.changePassword,
  paths.start,
  paths.onboarding,
  paths.myAccount,
  paths.addPlan,
  paths.dependentInformation,
  paths.myCases,
  paths.memberDetail,
  paths.providerDetail,
  paths.uploadFile,
  paths.notifications,
  paths.providerSearchUpdate,
  paths.audit,
  paths.serviceLevels,
  paths.transparencyIdentifiers,
  paths.repricing,
  paths.users,
  paths.invitation,
  paths.benchmarks,
  paths.benchAppBenchmark,
  paths.benchAppBenchmarkOph,
  paths.benchAppCounty,
  paths.benchAppHospital,
  paths.analysis,
  paths.monthlyReporting,
  paths.planHealthReporting,
  paths.providerAcceptanceReporting,
  paths.code,
  paths.cms,
  paths.claims,
  paths.claimEob,
  paths.idCard,
  paths.providerNotice,
  paths.priceEstimates,
  paths.transparency,
  paths.transparencyPublications,
]);

/** True when the page of `path` exists (it has a route). */
export function isBuiltPath(path: AppPath): boolean {
  return builtPaths.has(path);
}

/** Query parameter of /my-cases naming the case whose detail modal is open: its `id` (`CaseID`). */
export const caseParam = 'case';

/**
 * `/my-cases?case=<id>`: the case list with the detail modal of one case open (cases spec §2
 * /my-cases; docs/decisions/0085). `caseId` is the case's own id (a notification's `CaseID`, the
 * id `GET /api/case/{id}` and `GET /api/clientCase/{id}` take), not its case number.
 */
export function myCasePathFor(caseId: string): string {
  return `${paths.myCases}?${new URLSearchParams({ [caseParam]: caseId }).toString()}`;
}

/** `/claims/<claim id>`: one claim's explanation of benefits (docs/decisions/0114). */
export function claimPathFor(claimID: string): string {
  return paths.claimEob.replace(':claimID', encodeURIComponent(claimID));
}

/**
 * `/provider-notice?plan=<planID>`: a plan's public provider notice, the address an ID card's QR
 * code holds (`providerNoticeUrl` of the domain gives it with the portal's origin).
 */
export function providerNoticePathFor(planID: string): string {
  return `${paths.providerNotice}?${new URLSearchParams({ [providerNoticePlanParam]: planID }).toString()}`;
}

/** Query parameter of /member-detail naming the claim a Balance Bill is filed from (0114). */
export const claimParam = 'claim';

/**
 * `/member-detail?param=BalanceBill&claim=<claim id>`: the first step of a Balance Bill filed from
 * one claim, its draft prefilled from the claim (issue 32 item 6; docs/decisions/0114).
 */
export function balanceBillFromClaimPathFor(claimID: string): string {
  return `${paths.memberDetail}?${new URLSearchParams({ param: 'BalanceBill', [claimParam]: claimID }).toString()}`;
}

/**
 * Query parameters of /member-detail that prefill a Call Ahead case from a price estimate (issue
 * 33 item 4; docs/decisions/0115): the provider's office name, street, city, state and zip, and a
 * comment naming the procedure and the estimate.
 */
export const callAheadPrefillParams = {
  office: 'office',
  street: 'street',
  city: 'city',
  state: 'state',
  zip: 'zip',
  comment: 'comment',
} as const;

/** The provider facts a Call Ahead case is prefilled with; '' where unknown. */
export type CallAheadPrefill = Record<keyof typeof callAheadPrefillParams, string>;

/**
 * `/member-detail?param=CallAhead&office=…`: the first step of a Call Ahead case whose provider
 * step is prefilled with `prefill` ("Call ahead" on a price estimate; docs/decisions/0115).
 */
export function callAheadFromEstimatePathFor(prefill: CallAheadPrefill): string {
  const params = new URLSearchParams({ param: 'CallAhead' });
  for (const [name, key] of Object.entries(callAheadPrefillParams)) {
    const value = prefill[name as keyof CallAheadPrefill];
    if (value !== '') params.set(key, value);
  }
  return `${paths.memberDetail}?${params.toString()}`;
}

/** Query parameter holding where to go after sign-in (accounts spec §2). */
export const returnToParam = 'returnTo';

/** `/login?returnTo=<path+search>`: where an unauthenticated visit to a protected page goes. */
export function loginPathFor(returnTo: string): string {
  return `${paths.login}?${new URLSearchParams({ [returnToParam]: returnTo }).toString()}`;
}
