import type { CaseRecord, ClientMemberDetail, MasterPlan } from '@medivi/domain';
import { jsonResponse, mockApi } from '../../../testing/api-mock';
import { makeCase } from './case-backend';

/** The patient the fake patient search finds. */
export const foundPatient: ClientMemberDetail = {
  memberId: 'DEMO100001',
  patientid: 'DEMO100001',
  firstName: 'JORDAN',
  lastName: 'DEMO-MEMBER',
  dateOfBirth: '1984-03-15',
  groupid: 'LAKESHORE01',
  planname: 'Lakeshore Plan',
  masterplanID: 'plan-lakeshore',
};

export const clientPlans: MasterPlan[] = [
  { id: 'plan-lakeshore', name: 'Lakeshore Plan' },
  { id: 'plan-schools', name: 'Schools Plan' },
];

/**
 * A fake client case backend over `fetch`: master plans, the client case list (queries recorded),
 * one case's detail, the patient search (finds `foundPatient` for DEMO100001 only) and the client
 * create and upload calls, recorded in order.
 */
export function mockClientCaseBackend(options: { cases?: CaseRecord[] } = {}) {
  const calls: { key: string; body: unknown }[] = [];
  const fetchMock = mockApi({
    'GET /api/v2/get-masterPlans': () => jsonResponse(clientPlans),
    'GET /api/getClientCases': (request) => {
      calls.push({ key: 'getClientCases', body: new URL(request.url).search });
      return jsonResponse({ records: options.cases ?? [] });
    },
    'GET /api/clientCase/case-1': () =>
      jsonResponse({ records: [{ ...makeCase(), attachments: [], statusHistory: [] }] }),
    'GET /api/clientMemberDetail': (request) => {
      const params = new URL(request.url).searchParams;
      calls.push({ key: 'search', body: Object.fromEntries(params) });
      return params.get('patientID') === foundPatient.memberId
        ? jsonResponse(foundPatient)
        : jsonResponse(
            {
              statusCode: 404,
              code: 'PATIENT_NOT_FOUND',
              message: 'We could not find this patient on your plans.',
            },
            404,
          );
    },
    'POST /api/createClientCase': async (request) => {
      calls.push({ key: 'createClientCase', body: await request.json() });
      return jsonResponse({ id: 'case-new', CaseNumber: 'C-000099' });
    },
    'POST /api/case/uploadClientAttachment': async (request) => {
      const form = await request.formData();
      calls.push({
        key: 'upload',
        body: { caseID: form.get('caseID'), files: form.getAll('files').map((file) => (file as File).name) },
      });
      return jsonResponse({ success: true, caseID: 'case-new', attachments: [] });
    },
  });
  return { fetchMock, calls };
}
