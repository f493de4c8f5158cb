import {
  type CaseDetail,
  type CaseRecord,
  type DependentMember,
  invalidFileTypeMessage,
  type MemberClaimDetail,
  type MemberDetail,
} from '@medivi/domain';
import { jsonResponse, mockApi } from '../../../testing/api-mock';
import { makeCase } from '../../../testing/fixtures';

export { makeCase };

/** The member's own details for tests. */
export function makeMemberDetail(overrides: Partial<MemberDetail> = {}): MemberDetail {
  return {
    sixdegaliasid: null,
    sfaccountid: null,
    accountid: null,
    firstName: 'JORDAN',
    lastName: 'DEMO',
    phone: null,
    email: 'jordan@example.test',
    dateOfBirth: '1980-05-06',
    memberId: 'DEMO100001',
    patientid: null,
    address: null,
    city: 'Cleveland',
    state: 'OH',
    zip: '44106',
    policyNumber: null,
    sixDegPatientID: 'link-self',
    planname: 'Lakeshore Plan',
    recordType: null,
    preferredMethodOfContact: null,
    additionalComment: null,
    groupid: 'G100',
    tpaName: null,
    sfplanid: null,
    newPatient: null,
    submitterContactInfo: null,
    ...overrides,
  };
}

/** A synthetic claim's explanation of benefits, of the member himself unless `overrides` say so. */
export function makeClaimDetail(overrides: Partial<MemberClaimDetail> = {}): MemberClaimDetail {
  return {
    claimID: 'SYNTHETIC-C-001',
    planID: 'plan-a',
    planName: 'Lakeshore Plan',
    patientMemberId: 'DEMO100001',
    patientName: 'JORDAN DEMO',
    relationship: 'subscriber',
    providerName: 'Synthetic Harbor Imaging',
    providerNpi: '1234567893',
    serviceDateFrom: '2026-03-02',
    serviceDateTo: '2026-03-04',
    claimType: 'professional',
    status: 'paid',
    billed: 1200,
    allowed: 450.25,
    planPaid: 300.25,
    memberOwes: 150,
    isSynthetic: true,
    medicareEquivalent: 300.17,
    medicareMultiple: 1.5,
    deductible: 100,
    coinsurance: 40,
    copay: 10,
    balanceBillable: 749.75,
    placeOfService: '11',
    billingClass: 'professional',
    billingProviderNpi: '1003000126',
    billingProviderTin: null,
    code: '70450',
    codeType: 'HCPCS',
    denialReason: null,
    decidedOn: '2026-03-20',
    appealBy: null,
    cases: [],
    explanation: ['The plan allowed $450.25 of the $1,200.00 billed.'],
    ...overrides,
  };
}

/**
 * A fake case backend over `fetch`: the case list, one case's detail, member detail and
 * dependents, the claims a Balance Bill may be filed from (`GET /api/member/claims/{id}`; any
 * other id answers 404), and create/upload/status/extension calls recorded in order.
 */
export function mockCaseBackend(
  options: {
    cases?: CaseRecord[];
    detail?: Partial<CaseDetail>;
    memberDetail?: MemberDetail;
    dependents?: DependentMember[];
    claims?: readonly MemberClaimDetail[];
  } = {},
) {
  const calls: { key: string; body: unknown }[] = [];
  const sentBefore = new Set<string>();
  const cases = options.cases ?? [];
  const claimHandlers = Object.fromEntries(
    (options.claims ?? []).map((claim) => [
      `GET /api/member/claims/${claim.claimID}`,
      () => jsonResponse(claim),
    ]),
  );
  const fetchMock = mockApi({
    ...claimHandlers,
    'GET /api/getCases': (request) => {
      calls.push({ key: 'getCases', body: new URL(request.url).search });
      return jsonResponse({ records: cases });
    },
    'GET /api/case/case-1': () =>
      jsonResponse({
        records: [{ ...makeCase(), attachments: [], statusHistory: [], ...options.detail }],
      }),
    'GET /api/memberDetail': () => jsonResponse(options.memberDetail ?? makeMemberDetail()),
    'GET /api/getDependentMember': () => jsonResponse({ dependentMembers: options.dependents ?? [] }),
    'POST /api/createCase': async (request) => {
      calls.push({ key: 'createCase', body: await request.json() });
      return jsonResponse({ id: 'case-new', CaseNumber: 'C-000099' });
    },
    'POST /api/case/uploadAttachment': async (request) => {
      const form = await request.formData();
      const names = form.getAll('files').map((file) => (file as File).name);
      calls.push({ key: 'upload', body: { caseID: form.get('caseID'), files: names } });
      // A file named 'refused…' is always refused as the server refuses a false PDF; 'flaky…'
      // is refused the first time only.
      const isRefused = names.some(
        (name) => name.startsWith('refused') || (name.startsWith('flaky') && !sentBefore.has(name)),
      );
      for (const name of names) sentBefore.add(name);
      if (isRefused) {
        return jsonResponse(
          {
            statusCode: 415,
            error: 'Unsupported Media Type',
            message: invalidFileTypeMessage,
            code: 'INVALID_FILE_TYPE',
          },
          415,
        );
      }
      return jsonResponse({ success: true, caseID: 'case-new', attachments: [] });
    },
    'PUT /api/cases/case-1/status': async (request) => {
      calls.push({ key: 'status', body: await request.json() });
      return jsonResponse(makeCase({ Status: 'Closed', statusLabel: 'Closed' }));
    },
    'POST /api/cases/case-1/clock/extension': async (request) => {
      calls.push({ key: 'extension', body: await request.json() });
      return jsonResponse(makeCase());
    },
  });
  return { fetchMock, calls };
}
