import {
  type CaseDetail,
  type CaseDetailReply,
  type CaseListReply,
  type CaseRecord,
  type ClientCaseBody,
  type ClientCaseListQuery,
  clientCaseRoutes,
  type ClientMemberDetail,
  type CreateCaseReply,
  type MasterPlan,
  pathFor,
  type UploadAttachmentReply,
} from '@medivi/domain';
import { api } from '../../lib/api';
import { caseFilesForm, type UploadCaseFilesArgs } from './cases-api';

const clientTagApi = api.enhanceEndpoints({ addTagTypes: ['Cases'] });

/** `GET /api/clientMemberDetail` query (cases spec §7): the three search fields and the plan. */
export interface ClientMemberSearch {
  patientID: string;
  patientName: string;
  /** `YYYY-MM-DD`. */
  patientDoB: string;
  masterplanid?: string;
}

/** Drops empty filter values and 'All', so the query string carries only the filters in use. */
function clientFilterParams(query: ClientCaseListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string' && value !== '' && value !== 'All') params[name] = value;
  }
  return params;
}

/**
 * Client case calls (cases spec §6, §7; docs/decisions/0065, 0066): master plans, the client case
 * list and detail, the patient search, create and the client attachment upload. Create and upload
 * are silent like the member's (spec §4, §8); the patient search shows its refusal on the form.
 */
export const clientCasesApi = clientTagApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/v2/get-masterPlans`: the client's plans for the plan selector. */
    getMasterPlans: build.query<MasterPlan[], undefined>({
      query: () => clientCaseRoutes.getMasterPlans.path,
    }),
    /** `GET /api/getClientCases` with q, type, createdDate, status and masterplanID. */
    getClientCases: build.query<CaseRecord[], ClientCaseListQuery>({
      query: (query) => ({ url: clientCaseRoutes.getClientCases.path, params: clientFilterParams(query) }),
      transformResponse: (reply: CaseListReply) => reply.records,
      providesTags: ['Cases'],
    }),
    /** `GET /api/clientCase/:id`: the case with attachments and status history, or null. */
    getClientCase: build.query<CaseDetail | null, string>({
      query: (id) => pathFor(clientCaseRoutes.getClientCase.path, { id }),
      transformResponse: (reply: CaseDetailReply) => reply.records[0] ?? null,
      providesTags: ['Cases'],
      extraOptions: { silent: true },
    }),
    /** `GET /api/clientMemberDetail`: the patient found on the client's plans (404 otherwise). */
    searchClientMember: build.query<ClientMemberDetail, ClientMemberSearch>({
      query: (search) => ({ url: clientCaseRoutes.getClientMemberDetail.path, params: { ...search } }),
      extraOptions: { silent: true },
    }),
    /** `POST /api/createClientCase`: the new case's id. */
    createClientCase: build.mutation<CreateCaseReply, ClientCaseBody>({
      query: (body) => ({ url: clientCaseRoutes.createClientCase.path, method: 'POST', body }),
      invalidatesTags: ['Cases'],
      extraOptions: { silent: true },
    }),
    /** `POST /api/case/uploadClientAttachment` as multipart; the title is the case id (spec §7). */
    uploadClientCaseFiles: build.mutation<UploadAttachmentReply, UploadCaseFilesArgs>({
      query: (args) => ({
        url: clientCaseRoutes.uploadClientAttachment.path,
        method: 'POST',
        body: caseFilesForm(args),
      }),
      invalidatesTags: ['Cases'],
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useGetMasterPlansQuery,
  useGetClientCasesQuery,
  useGetClientCaseQuery,
  useLazySearchClientMemberQuery,
  useCreateClientCaseMutation,
  useUploadClientCaseFilesMutation,
} = clientCasesApi;
