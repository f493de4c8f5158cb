import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLingui } from '../../lib/i18n/i18n';
import type { FileUpload } from './file-uploads';

/** The catalogue ids of the dialog's texts (docs/decisions/0094; issue 37). */
export const uploadProblemTexts = {
  title: 'common.uploadProblems.title',
  intro: 'common.uploadProblems.intro',
  retry: 'common.uploadProblems.retry',
  remove: 'common.uploadProblems.remove',
} as const;

/**
 * Which files of a submission the server refused and why, each with RETRY and REMOVE
 * (docs/decisions/0094). The flow opens it when its files were sent and some were refused, and
 * confirms the submission only once every file left has arrived. Escape does not close it: the
 * person decides about each file.
 */
export function UploadProblemsDialog({
  isOpen,
  uploads,
  onRetry,
  onRemove,
}: {
  isOpen: boolean;
  uploads: readonly FileUpload[];
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  const { _ } = useLingui();
  const titleId = useId();
  const introId = useId();
  const problems = uploads.filter((upload) => upload.status !== 'arrived');
  return (
    <Dialog open={isOpen} aria-labelledby={titleId} aria-describedby={introId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{_(uploadProblemTexts.title)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={introId}>{_(uploadProblemTexts.intro)}</DialogContentText>
        <List aria-label={_('common.uploadProblems.list')}>
          {problems.map((upload) => (
            <ListItem key={upload.id} disableGutters sx={{ display: 'block', py: 1.5 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <ErrorOutline color="error" aria-hidden sx={{ mt: 0.25 }} />
                <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {upload.file.name}
                  </Typography>
                  <Typography
                    variant="body2"
                    color="error"
                    role={upload.status === 'refused' ? 'alert' : undefined}
                  >
                    {upload.status === 'sending'
                      ? _('common.uploadProblems.sending')
                      : upload.message === null
                        ? ''
                        : _(upload.message)}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={upload.status === 'sending'}
                      aria-label={`${_(uploadProblemTexts.retry)} ${upload.file.name}`}
                      onClick={() => {
                        onRetry(upload.id);
                      }}
                    >
                      {_(uploadProblemTexts.retry)}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      disabled={upload.status === 'sending'}
                      aria-label={`${_(uploadProblemTexts.remove)} ${upload.file.name}`}
                      onClick={() => {
                        onRemove(upload.id);
                      }}
                    >
                      {_(uploadProblemTexts.remove)}
                    </Button>
                  </Stack>
                </Stack>
              </Stack>
            </ListItem>
          ))}
        </List>
      </DialogContent>
    </Dialog>
  );
}
