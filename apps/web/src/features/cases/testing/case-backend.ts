import {
  type CaseDetail,
  type CaseRecord,
  type DependentMember,
  invalidFileTypeMessage,
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

/**
 * A fake case backend over `fetch`: the case list, one case's detail, member detail and
 * dependents, and create/upload/status calls recorded in order.
 */
export function mockCaseBackend(
  options: {
    cases?: CaseRecord[];
    detail?: Partial<CaseDetail>;
    memberDetail?: MemberDetail;
    dependents?: DependentMember[];
  } = {},
) {
  const calls: { key: string; body: unknown }[] = [];
  const sentBefore = new Set<string>();
  const cases = options.cases ?? [];
  const fetchMock = mockApi({
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
  });
  return { fetchMock, calls };
}
