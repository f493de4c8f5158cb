import {
  accountSettingsRoutes,
  type CaseClockExtensionBody,
  type CaseDetail,
  type CaseDetailReply,
  type CaseListQuery,
  type CaseListReply,
  type CaseRecord,
  caseRoutes,
  type CreateCaseReply,
  type DependentMembersReply,
  type MemberCaseBody,
  type MemberClaimDetail,
  memberClaimsRoutes,
  type MemberDetail,
  pathFor,
  type SetCaseStatusBody,
  type UploadAttachmentReply,
} from '@medivi/domain';
import { api } from '../../lib/api';

/** The uploads of one case (cases spec §7: caseID, contentLocation, title, repeated files). */
export interface UploadCaseFilesArgs {
  caseID: string;
  files: readonly File[];
}

/**
 * The multipart body of both upload calls (cases spec §7): `caseID`, an empty `contentLocation`,
 * `title` (the case id) and each file as `files`.
 */
export function caseFilesForm({ caseID, files }: UploadCaseFilesArgs): FormData {
  const form = new FormData();
  form.append('caseID', caseID);
  form.append('contentLocation', '');
  form.append('title', caseID);
  for (const file of files) form.append('files', file, file.name);
  return form;
}

const casesTagApi = api.enhanceEndpoints({ addTagTypes: ['Cases'] });

/** Drops empty filter values, so the query string carries only the filters in use. */
function filterParams(query: CaseListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string' && value !== '' && value !== 'All') params[name] = value;
  }
  return params;
}

/**
 * Member case calls (cases spec §7) and the staff status change (issue 4 item 6). Creating a
 * case, uploading to it or changing its status refreshes the list and details. Creation and
 * upload are silent: a failure closes the overlay with no message (spec §4, §8).
 */
export const casesApi = casesTagApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/getCases` with q, type, createdDate and status (empty and 'All' left out). */
    getCases: build.query<CaseRecord[], CaseListQuery>({
      query: (query) => ({ url: caseRoutes.getCases.path, params: filterParams(query) }),
      transformResponse: (reply: CaseListReply) => reply.records,
      providesTags: ['Cases'],
    }),
    /** `GET /api/case/:id`: the case with attachments and status history, or null. */
    getCase: build.query<CaseDetail | null, string>({
      query: (id) => pathFor(caseRoutes.getCase.path, { id }),
      transformResponse: (reply: CaseDetailReply) => reply.records[0] ?? null,
      providesTags: ['Cases'],
      extraOptions: { silent: true },
    }),
    /** `POST /api/createCase`: the new case's id. */
    createCase: build.mutation<CreateCaseReply, MemberCaseBody>({
      query: (body) => ({ url: caseRoutes.createCase.path, method: 'POST', body }),
      invalidatesTags: ['Cases'],
      extraOptions: { silent: true },
    }),
    /** `POST /api/case/uploadAttachment` as multipart; the title is the case id (spec §7). */
    uploadCaseFiles: build.mutation<UploadAttachmentReply, UploadCaseFilesArgs>({
      query: (args) => ({ url: caseRoutes.uploadAttachment.path, method: 'POST', body: caseFilesForm(args) }),
      invalidatesTags: ['Cases'],
      extraOptions: { silent: true },
    }),
    /** `PUT /api/cases/:id/status` (medivi-admin): the case as listed after the change. */
    setCaseStatus: build.mutation<CaseRecord, { id: string; body: SetCaseStatusBody }>({
      query: ({ id, body }) => ({ url: pathFor(caseRoutes.setCaseStatus.path, { id }), method: 'PUT', body }),
      invalidatesTags: ['Cases'],
    }),
    /** `POST /api/cases/:id/clock/extension` (medivi-admin): the case after the extension (issue 35). */
    extendCaseClock: build.mutation<CaseRecord, { id: string; body: CaseClockExtensionBody }>({
      query: ({ id, body }) => ({
        url: pathFor(caseRoutes.extendCaseClock.path, { id }),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Cases'],
    }),
    /** `GET /api/memberDetail`: the signed-in member's own member info. */
    getCaseMemberDetail: build.query<MemberDetail, undefined>({
      query: () => accountSettingsRoutes.getMemberDetail.path,
    }),
    /** `GET /api/getDependentMember`: the member's dependents, for the Dependent choice. */
    getCaseDependents: build.query<DependentMembersReply, undefined>({
      query: () => accountSettingsRoutes.getDependentMembers.path,
    }),
    /**
     * `GET /api/member/claims/{claimID}`: the claim a Balance Bill is filed from (issue 32 item
     * 6); 404 for a claim the member may not see, which the first step says itself.
     */
    getClaimForCase: build.query<MemberClaimDetail, string>({
      query: (claimID) => pathFor(memberClaimsRoutes.getMemberClaim.path, { claimID }),
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useGetCasesQuery,
  useGetCaseQuery,
  useCreateCaseMutation,
  useUploadCaseFilesMutation,
  useSetCaseStatusMutation,
  useExtendCaseClockMutation,
  useGetCaseMemberDetailQuery,
  useGetCaseDependentsQuery,
  useGetClaimForCaseQuery,
} = casesApi;
