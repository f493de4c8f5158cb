import Typography from '@mui/material/Typography';
import { invalidFileTypeMessage, invalidFileTypeNoticeMs } from '@medivi/domain';
import { FileDropZone } from '../../components/file-drop-zone';
import { attachmentAccept } from './attachment-accept';

/**
 * The Appeal's document upload on the provider form (cases spec §2 "Appeal shows a document
 * upload", §5: at least one attached file).
 */
export function AppealDocuments({
  files,
  onFilesChange,
  disabled,
}: {
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  disabled: boolean;
}) {
  return (
    <>
      <Typography variant="h6" component="h2">
        Appeal Documents
      </Typography>
      <Typography color="text.secondary">
        Attach the denial letter, the Explanation of Benefits (EOB) or the provider correspondence the appeal
        is about. At least one document is required.
      </Typography>
      <FileDropZone
        files={files}
        onFilesChange={onFilesChange}
        accept={attachmentAccept}
        invalidTypeMessage={invalidFileTypeMessage}
        noticeMs={invalidFileTypeNoticeMs}
        label="Upload appeal documents"
        hint="Drag and drop the documents here, or click to choose files (PNG, JPG, JPEG, PDF, DOC, DOCX)"
        disabled={disabled}
      />
    </>
  );
}
