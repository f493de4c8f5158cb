import { memberCaseBody, multipartUpload, samplePdf } from '../../../testing/cases.js';
import type { TableRoute } from './route-table.js';
import { fieldsOf } from './bad-input.js';
import { planAccessFixtures } from './plan-access-fixtures.js';
import type { SessionName, World } from './world.js';

/** One request that reaches for side B's record; `as` limits who sends it (default: everyone). */
export interface ForeignRequest {
  url: string;
  payload?: unknown;
  multipart?: Record<string, string>;
  as?: readonly SessionName[];
}

/**
 * How to aim a route at a foreign record: the requests, and the users who may see side B's records
 * by their role (staff on every case); or why the id names nothing a user owns.
 */
export type AccessFixture =
  { foreign: (w: World) => ForeignRequest[]; mayRead: readonly SessionName[] } | { notOwned: string };

/** Users who see every case by their role (medivi-admin). */
const caseStaff: readonly SessionName[] = ['staff', 'everyRole'];
/** Users who keep the provider-experience list, which belongs to no member or plan. */
const providerStaff: readonly SessionName[] = ['providerStaff', 'everyRole'];

const registrationReason =
  'matches typed credentials against eligibility: one generic mismatch, throttled per address (0031, 0045, 0046)';

/** One fixture for every route that takes an id (path parameter, or an id field in its body or query). */
export const accessFixtures: Readonly<Record<string, AccessFixture>> = {
  'DELETE /api/dependentMember/:id': {
    foreign: (w) => [{ url: `/api/dependentMember/${w.b.dependentLinkId}` }],
    mayRead: [],
  },
  'GET /api/case/:id': { foreign: (w) => [{ url: `/api/case/${w.b.caseId}` }], mayRead: caseStaff },
  'GET /api/case/:id/attachments/:attachmentId': {
    foreign: (w) => [
      { url: `/api/case/${w.b.caseId}/attachments/${w.b.attachmentId}` },
      { url: `/api/case/${w.a.caseId}/attachments/${w.b.attachmentId}`, as: ['memberA'] },
    ],
    mayRead: caseStaff,
  },
  'PUT /api/cases/:id/status': {
    foreign: (w) => [
      { url: `/api/cases/${w.b.caseId}/status`, payload: { status: 'Closed', statusDetail: null } },
    ],
    mayRead: caseStaff,
  },
  'POST /api/cases/:id/clock/extension': {
    foreign: (w) => [
      {
        url: `/api/cases/${w.b.caseId}/clock/extension`,
        payload: { reason: 'The provider has not answered yet.' },
      },
    ],
    mayRead: caseStaff,
  },
  'GET /api/clientCase/:id': { foreign: (w) => [{ url: `/api/clientCase/${w.b.caseId}` }], mayRead: [] },
  'GET /api/clientCase/:id/attachments/:attachmentId': {
    foreign: (w) => [
      { url: `/api/clientCase/${w.b.caseId}/attachments/${w.b.attachmentId}` },
      { url: `/api/clientCase/${w.a.caseId}/attachments/${w.b.attachmentId}`, as: ['clientA'] },
    ],
    mayRead: [],
  },
  'PUT /api/updateNotification/:id': {
    foreign: (w) => [{ url: `/api/updateNotification/${w.b.notificationId}`, payload: { markasread: true } }],
    mayRead: [],
  },
  'DELETE /api/deleteNotification/:id': {
    foreign: (w) => [{ url: `/api/deleteNotification/${w.b.notificationId}` }],
    mayRead: [],
  },
  'PUT /api/updateClientNotification/:id': {
    foreign: (w) => [
      { url: `/api/updateClientNotification/${w.b.clientNotificationId}`, payload: { markasread: true } },
    ],
    mayRead: [],
  },
  'DELETE /api/deleteClientNotification/:id': {
    foreign: (w) => [{ url: `/api/deleteClientNotification/${w.b.clientNotificationId}` }],
    mayRead: [],
  },
  'GET /api/providerExperienceHistory/:npi': {
    foreign: () => [{ url: '/api/providerExperienceHistory/1234567893' }],
    mayRead: providerStaff,
  },
  'PUT /api/updateProviderExperience/:npi': {
    foreign: () => [
      { url: '/api/updateProviderExperience/1234567893', payload: { recommendation: 'Caution' } },
    ],
    mayRead: providerStaff,
  },
  'GET /api/providerDirectory/:npi': {
    foreign: () => [{ url: '/api/providerDirectory/1234567893' }],
    mayRead: providerStaff,
  },
  'POST /api/createCase': {
    foreign: (w) => [
      { url: '/api/createCase', payload: memberCaseBody(w.b.member.selfLinkId) },
      // A Balance Bill of his own from side B's claim (issue 32 item 6).
      {
        url: '/api/createCase',
        payload: memberCaseBody(w.a.member.selfLinkId, 'BalanceBill', { claimID: w.b.claimId }),
        as: ['memberA'],
      },
    ],
    mayRead: [],
  },
  'POST /api/case/uploadAttachment': {
    foreign: (w) => [{ url: '/api/case/uploadAttachment', multipart: { caseID: w.b.caseId } }],
    mayRead: [],
  },
  'POST /api/case/uploadClientAttachment': {
    foreign: (w) => [{ url: '/api/case/uploadClientAttachment', multipart: { caseID: w.b.caseId } }],
    mayRead: [],
  },
  'GET /api/getClientCases': {
    foreign: () => [{ url: '/api/getClientCases?masterplanID=rt-plan-b' }],
    mayRead: [],
  },
  'GET /api/clientMemberDetail': {
    foreign: () => [
      {
        url: '/api/clientMemberDetail?patientID=RTB7731&patientName=ZEBEDIAH%20QUOXWORTHY&patientDoB=1980-04-12&masterplanid=rt-plan-b',
      },
    ],
    mayRead: [],
  },
  'POST /api/createClientCase': {
    foreign: (w) => [
      {
        url: '/api/createClientCase',
        payload: {
          ...memberCaseBody(w.b.member.selfLinkId, 'CallAhead'),
          submitterContactInfo: {
            firstName: 'Sam',
            lastName: 'Client',
            companyName: 'Co',
            phoneNumber: '2165550111',
            emailAddress: 'c@example.test',
          },
          memberId: 'RTB7731',
          firstName: 'ZEBEDIAH',
          lastName: 'QUOXWORTHY',
          dateOfBirth: '1980-04-12',
          newPatient: null,
          masterplanID: 'rt-plan-b',
          description: {
            ...memberCaseBody(w.b.member.selfLinkId, 'CallAhead').description,
            planname: 'Plan rt-plan-b (synthetic)',
            groupid: 'GRP100',
            tpaName: 'Synthetic TPA',
          },
        },
      },
    ],
    mayRead: [],
  },
  'GET /api/provider-search/v1': {
    foreign: () => [{ url: '/api/provider-search/v1?zip=44106&planID=rt-plan-b' }],
    mayRead: ['everyRole'],
  },
  'GET /api/provider-search/providerTaxonomy-mapping': {
    foreign: () => [
      { url: '/api/provider-search/providerTaxonomy-mapping?zip=44106&selectedPlan=rt-plan-b' },
    ],
    mayRead: ['everyRole'],
  },
  'POST /api/v3/users/delete': {
    foreign: (w) => [
      { url: '/api/v3/users/delete', payload: { id: w.b.member.userId, email: w.b.member.email } },
    ],
    mayRead: [],
  },
  'GET /api/app-users/:app': { foreign: () => [{ url: '/api/app-users/medivi' }], mayRead: caseStaff },
  'PUT /api/users/:userID/add-role': {
    foreign: (w) => [{ url: `/api/users/${w.b.member.userId}/add-role`, payload: { role: 'medivi-admin' } }],
    mayRead: caseStaff,
  },
  'PUT /api/users/:userID/remove-role': {
    foreign: (w) => [
      { url: `/api/users/${w.b.member.userId}/remove-role`, payload: { role: 'medivi-casesmember' } },
    ],
    mayRead: caseStaff,
  },
  'POST /api/invitations/:invitationID/resend': {
    foreign: (w) => [{ url: `/api/invitations/${w.b.member.userId}/resend` }],
    mayRead: caseStaff,
  },
  'POST /api/invitations/:invitationID/revoke': {
    foreign: (w) => [{ url: `/api/invitations/${w.b.member.userId}/revoke` }],
    mayRead: caseStaff,
  },
  // Reports (issue 19): only medivi-admin (everyRole) sees every plan's figures.
  'GET /api/reports/:reportName/pages/:page': {
    foreign: () =>
      [
        'monthly-reporting/pages/totals-recap',
        'planHealth-reporting/pages/executive-summary',
        'providerAcceptance-reporting/pages/state-summary',
      ].map((page) => ({ url: `/api/reports/${page}?planID=rt-plan-b` })),
    mayRead: ['everyRole'],
  },
  'GET /api/reports/:reportName/plans': {
    foreign: () =>
      ['monthly-reporting', 'planHealth-reporting', 'providerAcceptance-reporting'].map((name) => ({
        url: `/api/reports/${name}/plans`,
      })),
    mayRead: ['everyRole'],
  },
  'GET /api/reports/:reportName': {
    notOwned:
      "names a report, the same for every reader; the token it hands out names only the caller's own plans",
  },
  // Claims-site staff see every plan's repriced claims by their role; no MediVI role reaches them.
  'GET /api/repricing/claims': {
    foreign: (w) => [{ url: `/api/repricing/claims?planId=${w.b.member.planId}` }],
    mayRead: [],
  },
  // Member claims (issue 32): a member sees his own and his children's, client staff their plans'.
  'GET /api/member/claims': {
    foreign: (w) => [
      { url: `/api/member/claims?planID=${w.b.member.planId}` },
      // Client staff filter their own plans by any member id; a member only by his own patients.
      { url: '/api/member/claims?patient=RTB7731', as: ['memberA', 'staff', 'providerStaff', 'everyRole'] },
    ],
    mayRead: [],
  },
  'GET /api/member/claims/:claimID': {
    foreign: (w) => [{ url: `/api/member/claims/${w.b.claimId}` }],
    mayRead: [],
  },
  'GET /api/member/claims/:claimID/eob.pdf': {
    foreign: (w) => [{ url: `/api/member/claims/${w.b.claimId}/eob.pdf` }],
    mayRead: [],
  },
  'GET /api/member/accumulators': {
    foreign: (w) => [
      { url: `/api/member/accumulators?planID=${w.b.member.planId}` },
      // Client staff name a family by member id, only on their own plans; a member only his own.
      { url: '/api/member/accumulators?memberID=RTB7731' },
      { url: `/api/member/accumulators?planID=${w.b.member.planId}&memberID=RTB7731` },
    ],
    mayRead: [],
  },
  ...planAccessFixtures,
  'GET /api/zip-code-validation/v1/:zip': { notOwned: 'zip codes are public reference data' },
  'GET /api/transparency/files/:publicationId/:fileName': {
    notOwned:
      "a plan's published Transparency in Coverage file, public by rule (29 CFR 2590.715-2715A), no member data (0116)",
  },
  'GET /api/v3/members/verify-email/:email': {
    notOwned: 'says only whether an e-mail has an account, throttled (0031)',
  },
  'GET /api/password-range/:prefix': { notOwned: 'breach ranges, the same for everyone' },
  'POST /api/v3/members/verify-credentials': { notOwned: registrationReason },
  'POST /api/v3/members/add': { notOwned: registrationReason },
  'POST /api/v2/add-plan': { notOwned: registrationReason },
  'POST /api/add-dependent-member': { notOwned: registrationReason },
  'POST /api/createRbpFormCase': { notOwned: 'the public form files a new case and reads nothing back' },
  'POST /api/autocomplete/:query': {
    notOwned: 'searches public CMS price data; the ids are the selection the counts are taken against',
  },
  'POST /api/providerDetail': {
    notOwned: 'public CMS data of a hospital or professional, the same for every analyst',
  },
  'GET /api/benchmarks/selections/:claimType': {
    notOwned: "the claim type names the signed-in user's own saved selections; no other user's can be named",
  },
  'PUT /api/benchmarks/selections/:claimType': {
    notOwned: "the claim type names the signed-in user's own saved selections; no other user's can be named",
  },
  // A saved analysis is its author's alone: every other user, analysts included, gets 404 or 403.
  'GET /api/cost-comparison/analyses/:analysisId': {
    foreign: (w) => [{ url: `/api/cost-comparison/analyses/${w.b.analysisId}` }],
    mayRead: [],
  },
  'PUT /api/cost-comparison/analyses/:analysisId': {
    foreign: (w) => [
      {
        url: `/api/cost-comparison/analyses/${w.b.analysisId}`,
        payload: { state: { planName: 'Taken over' } },
      },
    ],
    mayRead: [],
  },
  'DELETE /api/cost-comparison/analyses/:analysisId': {
    foreign: (w) => [{ url: `/api/cost-comparison/analyses/${w.b.analysisId}` }],
    mayRead: [],
  },
};

/** True when a route takes an id: a path parameter, or a body or query field named like one. */
export function takesId(route: TableRoute): boolean {
  const idField = /(^id$|id$|ids$)/i;
  return (
    route.pathParams.length > 0 ||
    [...fieldsOf(route.body), ...fieldsOf(route.querystring)].some((field) => idField.test(field.name))
  );
}

/** The multipart body of an upload aimed at a foreign case. */
export function foreignUpload(fields: Record<string, string>): { payload: Buffer; contentType: string } {
  return multipartUpload(fields, [{ fileName: 'rt-foreign.pdf', content: samplePdf }]);
}
