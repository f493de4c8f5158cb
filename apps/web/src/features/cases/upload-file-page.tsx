import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  acceptedAttachmentExtensions,
  invalidFileTypeMessage,
  invalidFileTypeNoticeMs,
} from '@medivi/domain';
import { useState } from 'react';
import type { Accept } from 'react-dropzone';
import { Navigate, useNavigate } from 'react-router';
import { FileDropZone } from '../../components/file-drop-zone';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { caseBodyProblems, memberCaseBodyOf } from './case-body';
import { useCaseDraft } from './case-draft-context';
import { CasePageFrame, noMixingProvidersNote } from './case-page-frame';
import { casePaths, memberDetailPathFor } from './case-paths';
import { SubmissionOverlays } from './submission-overlays';
import { memberSupportMailbox } from './support-mailbox';
import { useSubmitCase } from './use-submit-case';

const mimeOfExtension: Record<(typeof acceptedAttachmentExtensions)[number], string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The accepted attachment types (cases spec §5 Upload) as the drop zone takes them. */
export const attachmentAccept: Accept = acceptedAttachmentExtensions.reduce<Accept>((accept, extension) => {
  const mime = mimeOfExtension[extension];
  accept[mime] = [...(accept[mime] ?? []), `.${extension}`];
  return accept;
}, {});

/** The EOB confirmation a member ticks before submitting a Balance Bill (cases spec §5). */
export const eobConfirmationText =
  'I have compared the Explanation of Benefits (EOB) from my plan with the statement or bill from the provider.';

/**
 * /upload-file (cases spec §2 Upload documents, §4, §5 Upload): the Balance Bill's documents by
 * drag and drop, Additional Comments, the instruction with the support mailbox (employee-plan
 * mailbox for group 10000SDH), the EOB confirmation, BACK and SUBMIT ('Submitting...' while
 * working). Without a held Balance Bill the page goes to /my-cases.
 */
export default function UploadFilePage() {
  const { draft, dispatch } = useCaseDraft();
  const navigate = useNavigate();
  const submitCase = useSubmitCase();
  const [files, setFiles] = useState<File[]>(draft.files);
  const [comment, setComment] = useState(draft.additionalComment);
  const [isEobConfirmed, setEobConfirmed] = useState(false);
  const { caseType, memberInfo } = draft;
  if (caseType !== 'BalanceBill') return <Navigate to={casePaths.myCases} replace />;
  if (memberInfo === null) return <Navigate to={memberDetailPathFor(caseType)} replace />;
  const body = memberCaseBodyOf(caseType, memberInfo, null, comment);
  const canSubmit = files.length > 0 && isEobConfirmed && caseBodyProblems(body).length === 0;
  const mailbox = memberSupportMailbox(memberInfo.groupid);
  const goBack = () => {
    dispatch({ type: 'uploadSaved', files, additionalComment: comment });
    void navigate(memberDetailPathFor(caseType));
  };
  return (
    <CasePageFrame caseType={caseType} step="Upload Documents" note={noMixingProvidersNote} onBack={goBack}>
      <Typography>
        Please upload a clear, readable copy of the entire page(s) of the statement or bill from the provider
        (a photo or a scan). If the upload does not work, email the documents to{' '}
        <Link href={`mailto:${mailbox}`}>{mailbox}</Link>.
      </Typography>
      <FileDropZone
        files={files}
        onFilesChange={setFiles}
        accept={attachmentAccept}
        invalidTypeMessage={invalidFileTypeMessage}
        noticeMs={invalidFileTypeNoticeMs}
        label="Upload documents"
        hint="Drag and drop the statement or bill here, or click to choose files (PNG, JPG, JPEG, PDF, DOC, DOCX)"
        disabled={draft.addingCase}
      />
      <OutlinedTextField
        label="Additional Comments"
        name="additionalComment"
        value={comment}
        onChange={(event) => {
          setComment(event.target.value);
        }}
        multiline
        minRows={3}
        fullWidth
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={isEobConfirmed}
            onChange={(event) => {
              setEobConfirmed(event.target.checked);
            }}
          />
        }
        label={eobConfirmationText}
      />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={goBack} disabled={draft.addingCase}>
          BACK
        </Button>
        <Button
          variant="contained"
          disabled={!canSubmit || draft.addingCase}
          onClick={() => {
            dispatch({ type: 'uploadSaved', files, additionalComment: comment });
            void submitCase(body, files);
          }}
        >
          {draft.addingCase ? 'Submitting...' : 'SUBMIT'}
        </Button>
      </Stack>
      <SubmissionOverlays />
    </CasePageFrame>
  );
}
