import type { ClientCaseBody, MemberCaseBody } from '@medivi/domain';
import { useCaseDraft } from './case-draft-context';
import { useCreateCaseMutation, useUploadCaseFilesMutation } from './cases-api';
import { useCreateClientCaseMutation, useUploadClientCaseFilesMutation } from './client-cases-api';

/**
 * The submission steps (cases spec §4 Case submission): the overlay shows while pending; the case
 * is created first and its id is used to upload the files. A failed create closes the overlay with
 * no message; a failed upload is only logged and the case still counts as created, since it exists
 * and will be listed (docs/decisions/0059).
 */
function useCaseSubmission<Body>(
  create: (body: Body) => Promise<string>,
  upload: (caseID: string, files: readonly File[]) => Promise<unknown>,
) {
  const { dispatch } = useCaseDraft();
  return async (body: Body, files: readonly File[]): Promise<void> => {
    dispatch({ type: 'submitStarted' });
    let caseId: string;
    try {
      caseId = await create(body);
    } catch {
      dispatch({ type: 'submitFailed' });
      return;
    }
    dispatch({ type: 'caseCreated', caseId });
    if (files.length > 0) {
      try {
        await upload(caseId, files);
      } catch {
        console.warn('case attachment upload failed');
      }
    }
    dispatch({ type: 'submitFinished', isCreated: true });
  };
}

/** Files a member case: `POST /api/createCase`, then `POST /api/case/uploadAttachment`. */
export function useSubmitCase(): (body: MemberCaseBody, files: readonly File[]) => Promise<void> {
  const [createCase] = useCreateCaseMutation();
  const [uploadCaseFiles] = useUploadCaseFilesMutation();
  return useCaseSubmission(
    async (body: MemberCaseBody) => (await createCase(body).unwrap()).id,
    (caseID, files) => uploadCaseFiles({ caseID, files }).unwrap(),
  );
}

/**
 * Files a client case (cases spec §4: the client create call): `POST /api/createClientCase`, then
 * `POST /api/case/uploadClientAttachment`.
 */
export function useSubmitClientCase(): (body: ClientCaseBody, files: readonly File[]) => Promise<void> {
  const [createClientCase] = useCreateClientCaseMutation();
  const [uploadClientCaseFiles] = useUploadClientCaseFilesMutation();
  return useCaseSubmission(
    async (body: ClientCaseBody) => (await createClientCase(body).unwrap()).id,
    (caseID, files) => uploadClientCaseFiles({ caseID, files }).unwrap(),
  );
}
