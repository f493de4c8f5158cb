import type { MemberCaseBody } from '@medivi/domain';
import { useCaseDraft } from './case-draft-context';
import { useCreateCaseMutation, useUploadCaseFilesMutation } from './cases-api';

/**
 * Files a case (cases spec §4 Case submission): the overlay shows while pending; the case is
 * created first and its id is used to upload the files. A failed create closes the overlay with no
 * message; a failed upload is only logged and the case still counts as created, since it exists
 * and will be listed (docs/decisions/0059).
 */
export function useSubmitCase() {
  const { dispatch } = useCaseDraft();
  const [createCase] = useCreateCaseMutation();
  const [uploadCaseFiles] = useUploadCaseFilesMutation();
  return async (body: MemberCaseBody, files: readonly File[]): Promise<void> => {
    dispatch({ type: 'submitStarted' });
    let caseId: string;
    try {
      caseId = (await createCase(body).unwrap()).id;
    } catch {
      dispatch({ type: 'submitFailed' });
      return;
    }
    dispatch({ type: 'caseCreated', caseId });
    if (files.length > 0) {
      try {
        await uploadCaseFiles({ caseID: caseId, files }).unwrap();
      } catch {
        console.warn('case attachment upload failed');
      }
    }
    dispatch({ type: 'submitFinished', isCreated: true });
  };
}
