import {
  type CreateCaseReply,
  type RbpFormCaseBody,
  rbpFormRoutes,
  type UploadAttachmentReply,
} from '@medivi/domain';
import { api } from '../../lib/api';

/**
 * The public form's calls (cases spec §7): `POST /api/createRbpFormCase`
 * and `POST /api/uploadAttachmentRbpForms`. All silent: the page shows the create failure itself
 * (snackbar for 3000 ms), and a refused file shows which file and why (docs/decisions/0094).
 */
export const rbpFormApi = api.injectEndpoints({
  endpoints: (build) => ({
    createRbpFormCase: build.mutation<CreateCaseReply, RbpFormCaseBody>({
      query: (body) => ({
        url: rbpFormRoutes.createRbpFormCase.path,
        method: rbpFormRoutes.createRbpFormCase.method,
        body,
      }),
      extraOptions: { silent: true },
    }),
    uploadAttachmentRbpForms: build.mutation<
      UploadAttachmentReply,
      { caseId: string; files: readonly File[] }
    >({
      query: ({ caseId, files }) => {
        const form = new FormData();
        form.append('caseID', caseId);
        form.append('contentLocation', '');
        form.append('title', caseId);
        for (const file of files) form.append('files', file, file.name);
        return {
          url: rbpFormRoutes.uploadAttachmentRbpForms.path,
          method: rbpFormRoutes.uploadAttachmentRbpForms.method,
          body: form,
        };
      },
      extraOptions: { silent: true },
    }),
  }),
});

export const { useCreateRbpFormCaseMutation, useUploadAttachmentRbpFormsMutation } = rbpFormApi;
