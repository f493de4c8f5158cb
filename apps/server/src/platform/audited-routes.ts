import {
  accountSettingsRoutes,
  auditRoutes,
  caseRoutes,
  idCardRoutes,
  clientCaseRoutes,
  type EndpointRoute,
  memberClaimsRoutes,
  priceEstimatesRoutes,
  planRoutes,
  repricingRoutes,
  reportsRoutes,
  serviceLevelRoutes,
  transparencyIdentifierRoutes,
} from '@medivi/domain';

/**
 * How one route's requests are audited: the action name of its request row, what kind of record
 * it touches, and where the record's id comes from: a path parameter, the signed-in user himself
 * ('self': his own member detail, plans, dependents list, settings), or nowhere (lists, creates).
 * `detailParams` are further path parameters (ids only, never PHI) copied into `detail`.
 */
export interface AuditedRoute {
  action: string;
  subjectType: string;
  subject?: { param: string } | 'self';
  detailParams?: readonly string[];
  /**
   * 'service': the service writes the success row itself, under the same action and with its own
   * detail and address (member detail, dependents: docs/decisions/0047); the route writes only the
   * rows of other outcomes.
   */
  successRow?: 'service';
}

function keyOf(route: EndpointRoute): string {
  return `${route.method} ${route.path}`;
}

/**
 * Every route that reads or changes member data, by `METHOD path` (docs/decisions/0097). Each
 * request to one writes a request row (who, what, which record, when, from where, outcome),
 * whatever its outcome, before the reply leaves. Changes also write their change row with what
 * changed in the transaction of the change (`case.created`, `accounts.dependent_added`, …).
 * A route added later that touches member data is added here; `audit-trail.int.test.ts` fails
 * for a route whose path names member data and that is neither here nor in `notAuditedRoutes`.
 */
export const auditedRoutes: Readonly<Record<string, AuditedRoute>> = {
  [keyOf(caseRoutes.createCase)]: { action: 'case.create', subjectType: 'case' },
  [keyOf(caseRoutes.uploadAttachment)]: { action: 'case.attachments_upload', subjectType: 'case' },
  [keyOf(caseRoutes.getCases)]: { action: 'case.listed', subjectType: 'case' },
  [keyOf(caseRoutes.getCase)]: { action: 'case.read', subjectType: 'case', subject: { param: 'id' } },
  [keyOf(caseRoutes.getCaseAttachment)]: {
    action: 'case.attachment_read',
    subjectType: 'case',
    subject: { param: 'id' },
    detailParams: ['attachmentId'],
  },
  [keyOf(caseRoutes.setCaseStatus)]: {
    action: 'case.status_change',
    subjectType: 'case',
    subject: { param: 'id' },
  },
  [keyOf(caseRoutes.extendCaseClock)]: {
    action: 'case.clock_extension',
    subjectType: 'case',
    subject: { param: 'id' },
  },
  [keyOf(clientCaseRoutes.createClientCase)]: { action: 'case.create', subjectType: 'case' },
  [keyOf(clientCaseRoutes.uploadClientAttachment)]: {
    action: 'case.attachments_upload',
    subjectType: 'case',
  },
  [keyOf(clientCaseRoutes.getClientCases)]: { action: 'case.listed', subjectType: 'case' },
  [keyOf(clientCaseRoutes.getClientCase)]: {
    action: 'case.read',
    subjectType: 'case',
    subject: { param: 'id' },
  },
  [keyOf(clientCaseRoutes.getClientCaseAttachment)]: {
    action: 'case.attachment_read',
    subjectType: 'case',
    subject: { param: 'id' },
    detailParams: ['attachmentId'],
  },
  [keyOf(clientCaseRoutes.getClientMemberDetail)]: {
    action: 'case.patient_searched',
    subjectType: 'eligibility',
  },
  [keyOf(planRoutes.getPlans)]: { action: 'accounts.plans_read', subjectType: 'user', subject: 'self' },
  [keyOf(accountSettingsRoutes.addPlan)]: {
    action: 'accounts.plan_add',
    subjectType: 'user',
    subject: 'self',
  },
  [keyOf(accountSettingsRoutes.getDependentMembers)]: {
    action: 'accounts.dependents_read',
    subjectType: 'user',
    subject: 'self',
    successRow: 'service',
  },
  [keyOf(accountSettingsRoutes.addDependentMember)]: {
    action: 'accounts.dependent_add',
    subjectType: 'user',
    subject: 'self',
  },
  [keyOf(accountSettingsRoutes.deleteDependentMember)]: {
    action: 'accounts.dependent_delete',
    subjectType: 'dependent',
    subject: { param: 'id' },
  },
  [keyOf(accountSettingsRoutes.getMemberDetail)]: {
    action: 'accounts.member_detail_read',
    subjectType: 'user',
    subject: 'self',
    successRow: 'service',
  },
  [keyOf(accountSettingsRoutes.updateUserSettings)]: {
    action: 'accounts.settings_update',
    subjectType: 'user',
    subject: 'self',
  },
  [keyOf(accountSettingsRoutes.deleteUser)]: {
    action: 'accounts.account_delete',
    subjectType: 'user',
    subject: 'self',
  },
  // Users administration (analysis-reports-admin spec §7): role changes and invitations.
  'GET /api/app-users/:app': { action: 'users.listed', subjectType: 'user' },
  'PUT /api/users/:userID/add-role': {
    action: 'users.role_add',
    subjectType: 'user',
    subject: { param: 'userID' },
  },
  'PUT /api/users/:userID/remove-role': {
    action: 'users.role_remove',
    subjectType: 'user',
    subject: { param: 'userID' },
  },
  'POST /api/invite': { action: 'users.invite', subjectType: 'invitation' },
  'GET /api/invitations': { action: 'users.invitations_listed', subjectType: 'invitation' },
  'POST /api/invitations/:invitationID/resend': {
    action: 'users.invitation_resend',
    subjectType: 'invitation',
    subject: { param: 'invitationID' },
  },
  'POST /api/invitations/:invitationID/revoke': {
    action: 'users.invitation_revoke',
    subjectType: 'invitation',
    subject: { param: 'invitationID' },
  },
  'POST /api/invitations/accept': { action: 'users.invitation_accept', subjectType: 'invitation' },
  // An invitation link: looked at (names the invited address), and Create Account from it.
  'POST /api/invitations/lookup': { action: 'users.invitation_lookup', subjectType: 'invitation' },
  'POST /api/invitations/create-account': {
    action: 'users.invitation_create_account',
    subjectType: 'invitation',
  },
  'GET /api/access-requests': { action: 'users.access_requests_listed', subjectType: 'access_request' },
  // The Claims site's repriced-claims work list shows member ids and patient names (issue 19).
  [keyOf(repricingRoutes.listRepricedClaims)]: { action: 'repricing.claims_listed', subjectType: 'claim' },
  // Member claims (issue 32, docs/decisions/0114): My Claims, one claim's EOB and its PDF (their
  // success rows written by the service with the plan and the patient's record), the accumulators.
  [keyOf(memberClaimsRoutes.listMemberClaims)]: { action: 'claim.listed', subjectType: 'claim' },
  [keyOf(memberClaimsRoutes.getMemberClaim)]: {
    action: 'claim.read',
    subjectType: 'claim',
    subject: { param: 'claimID' },
    successRow: 'service',
  },
  // The EOB as a PDF: its own action, so the trail tells a download (a copy that leaves the
  // portal) from a read on screen; the success row is the service's, written once it is printed.
  [keyOf(memberClaimsRoutes.getMemberClaimEobPdf)]: {
    action: 'claim.eob_downloaded',
    subjectType: 'claim',
    subject: { param: 'claimID' },
    successRow: 'service',
  },
  [keyOf(memberClaimsRoutes.getMemberAccumulators)]: {
    action: 'claim.accumulators_read',
    subjectType: 'claim',
  },
  // Price estimates (issue 33): a member's reply names his and his family's deductible and
  // out-of-pocket left this plan year, read from his claims.
  [keyOf(priceEstimatesRoutes.listPriceEstimates)]: {
    action: 'price_estimate.read',
    subjectType: 'plan',
  },
  // The same on paper: its own action, as the EOB's PDF, since a copy leaves the portal.
  [keyOf(priceEstimatesRoutes.getPriceCheckPdf)]: {
    action: 'price_estimate.printed',
    subjectType: 'plan',
  },
  // Reports (issue 19): opening one hands out a token for the reader's plans; a page read shows
  // plan figures and case numbers, its success row written by the service with the plan and month.
  [keyOf(reportsRoutes.getReport)]: {
    action: 'reports.opened',
    subjectType: 'report',
    subject: { param: 'reportName' },
  },
  [keyOf(reportsRoutes.getReportPage)]: {
    action: 'reports.page_read',
    subjectType: 'report',
    subject: { param: 'reportName' },
    detailParams: ['page'],
    successRow: 'service',
  },
  // A member's own ID cards: his and his dependents' member ids and names (issue 32 item 5).
  [keyOf(idCardRoutes.getIdCards)]: { action: 'claims.id_card_read', subjectType: 'user', subject: 'self' },
  [keyOf(idCardRoutes.getIdCardPdf)]: {
    action: 'claims.id_card_printed',
    subjectType: 'user',
    subject: 'self',
  },
  // A plan's service levels (issue 35 item 1): plan terms, no member data, but an administrator's
  // change of how soon cases are due; the service writes the change row with what changed.
  [keyOf(serviceLevelRoutes.setPlanServiceLevels)]: {
    action: 'plans.service_levels_set',
    subjectType: 'plan',
    subject: { param: 'planId' },
  },
  // A plan's Transparency in Coverage identifiers (issue 34): plan terms, no member data, but what
  // the published files name the plan by; the service writes the change row with what changed.
  [keyOf(transparencyIdentifierRoutes.setPlanTransparencyIdentifiers)]: {
    action: 'plans.transparency_identifiers_set',
    subjectType: 'plan',
    subject: { param: 'planId' },
  },
  // Reading the trail is itself on the trail.
  [keyOf(auditRoutes.getAudit)]: { action: 'audit.read', subjectType: 'audit' },
};
