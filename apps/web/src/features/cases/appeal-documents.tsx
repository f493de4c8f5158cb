import Typography from '@mui/material/Typography';
import { invalidFileTypeNoticeMs } from '@medivi/domain';
import { FileDropZone } from '../../components/file-drop-zone';
import { useLingui } from '../../lib/i18n/i18n';
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
  const { _ } = useLingui();
  return (
    <>
      <Typography variant="h6" component="h2">
        {_('cases.appeal.heading')}
      </Typography>
      <Typography color="text.secondary">{_('cases.appeal.instruction')}</Typography>
      <FileDropZone
        files={files}
        onFilesChange={onFilesChange}
        accept={attachmentAccept}
        invalidTypeMessage={_('cases.upload.invalidType')}
        noticeMs={invalidFileTypeNoticeMs}
        label={_('cases.appeal.label')}
        hint={_('cases.appeal.hint')}
        disabled={disabled}
      />
    </>
  );
}
