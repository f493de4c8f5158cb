import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { type Accept, useDropzone } from 'react-dropzone';
import { useLingui } from '../lib/i18n/i18n';
import { DropZoneFrame } from './file-drop-zone-frame';

export interface FileDropZoneProps {
  /** The files chosen so far, in the order added. */
  files: readonly File[];
  /** Called with the new list after files are added or one is removed. */
  onFilesChange: (files: File[]) => void;
  /**
   * Accepted types as MIME type → file name endings (`{ 'application/pdf': ['.pdf'] }`); a file
   * passes when its type or its name matches.
   */
  accept: Accept;
  /** Shown for `noticeMs` when a file of another type is offered (and that file is not added). */
  invalidTypeMessage: string;
  /** How long the notice stays, in ms (cases spec §9: 3000). */
  noticeMs?: number;
  /** Accessible name of the drop area and its file input. */
  label?: string;
  /** Text inside the drop area. */
  hint?: string;
  disabled?: boolean;
}

/** Size in KB or MB for the file list. */
function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * Drag-and-drop file upload with a file list and removal (cases spec §2 Upload documents, public
 * form Upload Files), built on react-dropzone: several files at once, dropped on the area or
 * chosen with its 'Choose files' button. Files of other types are refused and
 * `invalidTypeMessage` shows in a bottom-centre notice for `noticeMs` (spec §5 Upload, §8).
 */
export function FileDropZone({
  files,
  onFilesChange,
  accept,
  invalidTypeMessage,
  noticeMs = 3000,
  label: givenLabel,
  hint: givenHint,
  disabled = false,
}: FileDropZoneProps) {
  const { _ } = useLingui();
  const label = givenLabel ?? _('common.files.label');
  const hint = givenHint ?? _('common.files.hint');
  const [isNoticeOpen, setNoticeOpen] = useState(false);
  // The area takes drops; a real button inside it opens the file picker, so the area itself is
  // not an interactive control wrapping another one.
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept,
    multiple: true,
    disabled,
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, rejected) => {
      if (accepted.length > 0) onFilesChange([...files, ...accepted]);
      if (rejected.length > 0) setNoticeOpen(true);
    },
  });
  return (
    <Box>
      <DropZoneFrame
        label={label}
        hint={hint}
        rootProps={getRootProps()}
        input={<input {...getInputProps({ 'aria-label': label })} />}
        isDragActive={isDragActive}
        onChoose={open}
        disabled={disabled}
      />
      {files.length > 0 && (
        <List dense aria-label={_('common.files.list')}>
          {files.map((file, index) => (
            <ListItem
              key={`${file.name}-${String(file.size)}-${String(index)}`}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={_('common.files.remove', { name: file.name })}
                  disabled={disabled}
                  onClick={() => {
                    onFilesChange(files.filter((_, at) => at !== index));
                  }}
                >
                  <Delete />
                </IconButton>
              }
            >
              <ListItemText primary={file.name} secondary={formatSize(file.size)} />
            </ListItem>
          ))}
        </List>
      )}
      <Snackbar
        open={isNoticeOpen}
        autoHideDuration={noticeMs}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        onClose={() => {
          setNoticeOpen(false);
        }}
      >
        <Alert severity="error" variant="filled" role="alert">
          {invalidTypeMessage}
        </Alert>
      </Snackbar>
    </Box>
  );
}
