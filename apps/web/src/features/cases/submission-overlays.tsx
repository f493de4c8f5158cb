import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '../../lib/i18n/i18n';
import { UploadProblemsDialog } from '../../components/file-uploads/upload-problems-dialog';
import { useCaseDraft } from './case-draft-context';
import { casePaths } from './case-paths';
import type { CaseSubmission } from './use-submit-case';

/**
 * The submission overlays (cases spec §2, §4): the loading dialog while the case is being filed,
 * the files the server refused with RETRY and REMOVE (docs/decisions/0094), then, once every file
 * arrived, the 'Submitted' dialog whose Continue resets the draft and goes to /my-cases.
 */
export function SubmissionOverlays({
  submission,
}: {
  /** The submission in use, for retrying or removing a refused file. */
  submission: Pick<CaseSubmission<unknown>, 'retryFile' | 'removeFile'>;
}) {
  const { _ } = useLingui();
  const { draft, dispatch } = useCaseDraft();
  const navigate = useNavigate();
  const loadingId = useId();
  const titleId = useId();
  const textId = useId();
  const onContinue = () => {
    dispatch({ type: 'reset' });
    void navigate(casePaths.myCases);
  };
  return (
    <>
      <Dialog open={draft.addingCase} aria-labelledby={loadingId} aria-busy>
        <DialogContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress aria-hidden />
            <DialogContentText id={loadingId}>{_('cases.submission.loading')}</DialogContentText>
          </Stack>
        </DialogContent>
      </Dialog>
      <UploadProblemsDialog
        isOpen={draft.hasUploadProblems}
        uploads={draft.uploads}
        onRetry={(id) => {
          void submission.retryFile(id);
        }}
        onRemove={submission.removeFile}
      />
      <Dialog open={draft.isCreated} onClose={onContinue} aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>{_('cases.submission.successTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{_('cases.submission.successText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onContinue} autoFocus>
            {_('cases.submission.continue')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
