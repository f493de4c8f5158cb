import type { ClientCaseBody, MemberCaseBody } from '@medivi/domain';
import {
  type FileSendResult,
  sendEach,
  startUploads,
  uploadFailureMessage,
} from '../../components/file-uploads/file-uploads';
import { useCaseDraft } from './case-draft-context';
import { useCreateCaseMutation, useUploadCaseFilesMutation } from './cases-api';
import { useCreateClientCaseMutation, useUploadClientCaseFilesMutation } from './client-cases-api';

/** Filing a case and getting its files to the server (cases spec §4 Case submission). */
export interface CaseSubmission<Body> {
  /** Creates the case, then sends each file. */
  submit(body: Body, files: readonly File[]): Promise<void>;
  /** Sends a refused file again. */
  retryFile(id: string): Promise<void>;
  /** Gives up on a refused file: the case is complete without it. */
  removeFile(id: string): void;
}

/**
 * The submission steps (cases spec §4 Case submission; docs/decisions/0094): the overlay shows
 * while pending; the case is created first and its files are sent to it one request a file. A
 * failed create closes the overlay with no message (spec §8). A refused file keeps the case from
 * counting as submitted: the page shows which file and why, and offers to retry or remove it;
 * 'Submitted' shows only once every file left has arrived.
 */
function useCaseSubmission<Body>(
  create: (body: Body) => Promise<string>,
  uploadOne: (caseID: string, file: File) => Promise<FileSendResult>,
): CaseSubmission<Body> {
  const { draft, dispatch } = useCaseDraft();
  return {
    submit: async (body, files) => {
      dispatch({ type: 'submitStarted' });
      let caseId: string;
      try {
        caseId = await create(body);
      } catch {
        dispatch({ type: 'submitFailed' });
        return;
      }
      const uploads = startUploads(files);
      dispatch({ type: 'caseCreated', caseId, uploads });
      await sendEach(
        uploads,
        (file) => uploadOne(caseId, file),
        (id, result) => {
          dispatch({ type: 'uploadSent', id, result });
        },
      );
      dispatch({ type: 'uploadsFinished' });
    },
    retryFile: async (id) => {
      const upload = draft.uploads.find((entry) => entry.id === id);
      if (draft.caseId === null || upload === undefined) return;
      dispatch({ type: 'uploadSent', id, result: 'sending' });
      dispatch({ type: 'uploadSent', id, result: await uploadOne(draft.caseId, upload.file) });
    },
    removeFile: (id) => {
      dispatch({ type: 'uploadRemoved', id });
    },
  };
}

/** The outcome of one upload call, as the submission counts it. */
function sendResultOf(result: { error?: Parameters<typeof uploadFailureMessage>[0] }): FileSendResult {
  return result.error === undefined
    ? { arrived: true }
    : { arrived: false, message: uploadFailureMessage(result.error) };
}

/** Files a member case: `POST /api/createCase`, then `POST /api/case/uploadAttachment` per file. */
export function useSubmitCase(): CaseSubmission<MemberCaseBody> {
  const [createCase] = useCreateCaseMutation();
  const [uploadCaseFiles] = useUploadCaseFilesMutation();
  return useCaseSubmission(
    async (body: MemberCaseBody) => (await createCase(body).unwrap()).id,
    async (caseID, file) => sendResultOf(await uploadCaseFiles({ caseID, files: [file] })),
  );
}

/**
 * Files a client case (cases spec §4: the client create call): `POST /api/createClientCase`, then
 * `POST /api/case/uploadClientAttachment` per file.
 */
export function useSubmitClientCase(): CaseSubmission<ClientCaseBody> {
  const [createClientCase] = useCreateClientCaseMutation();
  const [uploadClientCaseFiles] = useUploadClientCaseFilesMutation();
  return useCaseSubmission(
    async (body: ClientCaseBody) => (await createClientCase(body).unwrap()).id,
    async (caseID, file) => sendResultOf(await uploadClientCaseFiles({ caseID, files: [file] })),
  );
}
