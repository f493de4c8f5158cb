import CloudUpload from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes, ReactNode } from 'react';
import { useLingui } from '../lib/i18n/i18n';

export interface DropZoneFrameProps {
  /** Accessible name of the area (and of its file input, set by the caller). */
  label: string;
  /** Text inside the area. */
  hint: string;
  /** The drop target's props (react-dropzone's `getRootProps()`); none while the area only holds its place. */
  rootProps?: HTMLAttributes<HTMLElement>;
  /** The hidden file input; none while the area only holds its place. */
  input?: ReactNode;
  /** A file is dragged over the area. */
  isDragActive?: boolean;
  /** Opens the file picker; without it the 'Choose files' button is disabled. */
  onChoose?: () => void;
  disabled?: boolean;
}

/**
 * What a file drop area looks like: a dashed box with the upload icon, the hint and a 'Choose
 * files' button (cases spec §2 Upload documents). `FileDropZone` fills it with react-dropzone's
 * behaviour; `DeferredFileDropZone` shows it empty, at the same size, until that code is loaded.
 */
export function DropZoneFrame({
  label,
  hint,
  rootProps,
  input,
  isDragActive = false,
  onChoose,
  disabled = false,
}: DropZoneFrameProps) {
  const { _ } = useLingui();
  return (
    <Box
      {...rootProps}
      role="group"
      aria-label={label}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: isDragActive ? 'primary.main' : 'grey.500',
        borderRadius: 1,
        p: 3,
        textAlign: 'center',
        bgcolor: isDragActive ? 'action.hover' : 'transparent',
      }}
    >
      {input}
      <CloudUpload color="primary" aria-hidden />
      <Typography>{hint}</Typography>
      <Button
        variant="outlined"
        onClick={onChoose}
        disabled={disabled || onChoose === undefined}
        sx={{ mt: 1 }}
      >
        {_('common.files.choose')}
      </Button>
    </Box>
  );
}
