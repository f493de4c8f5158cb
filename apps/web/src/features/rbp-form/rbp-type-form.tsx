import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { acceptedAttachmentExtensions } from '@medivi/domain';
import {
  type CaseRecordType,
  invalidFileTypeNoticeMs,
  isRbpFormUploadType,
  rbpFormNotices,
  rbpFormSnackbarMs,
} from '@medivi/domain';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DeferredFileDropZone } from '../../components/deferred-file-drop-zone';
import { activeLanguage, useLingui } from '../../lib/i18n/i18n';
import { serverErrorMessage } from '../../lib/i18n/server-errors';
import { wordedResolver } from '../../lib/i18n/worded-resolver';
import { useAppDispatch } from '../../lib/hooks';
import { snackbarQueued } from '../../lib/snackbar-slice';
import { DeferredCaptcha } from '../../components/deferred-captcha';
import { MissingFieldsHint } from '../../components/missing-fields-hint';
import {
  type FileSendResult,
  type FileUpload,
  haveAllArrived,
  markUpload,
  removeUpload,
  sendEach,
  startUploads,
  uploadFailureMessage,
} from '../../components/file-uploads/file-uploads';
import { FormSection } from './form-fields';
import { problemText } from './rbp-form-texts';
import { useCreateRbpFormCaseMutation, useUploadAttachmentRbpFormsMutation } from './rbp-form-api';
import {
  AccessIssueSections,
  AppealUrgencySection,
  CallAheadProviderSection,
  CommentsSection,
  MemberSection,
  PlanSection,
  SubmitterSection,
} from './rbp-form-sections';
import { emptyRbpFormValues, rbpFormBodyOf, type RbpFormValues } from './rbp-form-values';
import { lazyResolver } from '../../lib/lazy-resolver';

// Shown only when a file did not arrive: its code (dialog and modal) loads when first needed.
const UploadProblemsDialog = lazy(async () => ({
  default: (await import('../../components/file-uploads/upload-problems-dialog')).UploadProblemsDialog,
}));

/** The drop zone's accepted types (cases spec §5 Upload): MIME type → name endings. */
const acceptedFiles = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
} satisfies Record<string, `.${(typeof acceptedAttachmentExtensions)[number]}`[]>;

/**
 * The form of one type. Mounted with `key={type}` (and a new key after Continue), so choosing
 * another card or starting over resets every value, the files, the reasons and the captcha
 * (cases spec §2, §4 Public form).
 */
export function RbpTypeForm({ type, onSubmitted }: { type: CaseRecordType; onSubmitted: () => void }) {
  const { _ } = useLingui();
  const dispatch = useDispatchSnackbar();
  const headingId = useId();
  // The checks (and zod) load on the form's first check.
  const resolver = useMemo(
    () =>
      wordedResolver(
        lazyResolver(async () => (await import('./rbp-form-schema')).rbpFormResolver(type)),
        (message) => problemText(message, _),
      ),
    [type, _],
  );
  const { control, handleSubmit, setValue, formState } = useForm<RbpFormValues>({
    defaultValues: emptyRbpFormValues(),
    resolver,
    mode: 'onChange',
  });
  const [files, setFiles] = useState<File[]>([]);
  const [token, setToken] = useState<string | null>(null);
  // The captcha starts once the visitor works on the form (or scrolls to it).
  const [hasStarted, setStarted] = useState(false);
  const start = () => {
    setStarted(true);
  };
  const [createCase, { isLoading: isCreating }] = useCreateRbpFormCaseMutation();
  const [uploadFiles] = useUploadAttachmentRbpFormsMutation();
  // The files of the filed case, one request a file (docs/decisions/0094).
  const [filed, setFiled] = useState<{ caseId: string; uploads: FileUpload[]; isSending: boolean } | null>(
    null,
  );
  const isSubmitting = isCreating || filed?.isSending === true;
  const hasUploadProblems = filed !== null && !filed.isSending && !haveAllArrived(filed.uploads);
  // The dialog's code loads the first time a file did not arrive; it stays mounted so that it
  // closes with its transition.
  const [hasHadUploadProblems, setHadUploadProblems] = useState(false);
  if (hasUploadProblems && !hasHadUploadProblems) setHadUploadProblems(true);
  const needsFiles = isRbpFormUploadType(type);
  const onToken = useCallback((next: string | null) => {
    setToken(next);
  }, []);
  const sendOne = async (caseId: string, file: File): Promise<FileSendResult> => {
    const uploaded = await uploadFiles({ caseId, files: [file] });
    return uploaded.error === undefined
      ? { arrived: true }
      : { arrived: false, message: uploadFailureMessage(uploaded.error) };
  };
  const settle = (caseId: string, uploads: FileUpload[]) => {
    setFiled({ caseId, uploads, isSending: false });
    if (haveAllArrived(uploads)) onSubmitted();
  };

  const submit = handleSubmit(async (values) => {
    if (token === null) {
      dispatch(_('rbpForm.captcha.missing'));
      return;
    }
    const body = { ...rbpFormBodyOf(values, type, new Date()), token };
    const created = await createCase(body);
    if (created.error !== undefined) {
      // With a reply: its message or the generic text; without one (network): silent (spec §8).
      if ('status' in created.error && typeof created.error.status === 'number') {
        dispatch(_(serverErrorMessage(created.error, 'rbpForm.errors', activeLanguage())));
      }
      return;
    }
    const caseId = created.data.id;
    let uploads = startUploads(needsFiles ? files : []);
    setFiled({ caseId, uploads, isSending: true });
    await sendEach(
      uploads,
      (file) => sendOne(caseId, file),
      (id, result) => {
        uploads = markUpload(uploads, id, result);
        setFiled({ caseId, uploads, isSending: true });
      },
    );
    settle(caseId, uploads);
  });
  const retry = async (id: string) => {
    if (filed === null) return;
    const upload = filed.uploads.find((entry) => entry.id === id);
    if (upload === undefined) return;
    setFiled({ ...filed, uploads: markUpload(filed.uploads, id, 'sending') });
    settle(filed.caseId, markUpload(filed.uploads, id, await sendOne(filed.caseId, upload.file)));
  };
  const remove = (id: string) => {
    if (filed !== null) settle(filed.caseId, removeUpload(filed.uploads, id));
  };

  const hintId = useId();
  // Read only once the visitor works on the form: reading `isValid` makes the form check itself
  // when it mounts, which would load the checks (and zod) with the page. Nothing is valid before
  // a field changes anyway, and every change then checks the form.
  const isValid = hasStarted && formState.isValid;
  const canSubmit = isValid && token !== null && (!needsFiles || files.length > 0) && !isSubmitting;
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        void submit(event);
      }}
      onFocusCapture={start}
      onPointerDownCapture={start}
      sx={{ '& .MuiFormLabel-asterisk': { color: 'error.main' } }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mt: 2 }}>
        {_('rbpForm.typeForm', { type: _(`rbpForm.type.${type}`) })}
      </Typography>
      <Alert severity="info" sx={{ mt: 2 }}>
        <Stack spacing={1}>
          {rbpFormNotices[type].map((notice, index) => (
            <Typography key={notice} variant="body2">
              {_(`rbpForm.notice.${type}.${String(index)}`)}
            </Typography>
          ))}
        </Stack>
      </Alert>
      <SubmitterSection control={control} />
      <MemberSection control={control} />
      {type === 'AccessIssue' && (
        <AccessIssueSections
          control={control}
          onSeenForChange={() => {
            // 'General Care' sets patientSeenFor to general; 'Specific reason' empties it (spec §4).
            setValue('patientSeenFor', '', { shouldValidate: true });
          }}
          onOtherUnticked={() => {
            setValue('otherReason', '', { shouldValidate: true });
          }}
        />
      )}
      {type === 'CallAhead' && <CallAheadProviderSection control={control} />}
      {type === 'Appeal' && <AppealUrgencySection control={control} />}
      <PlanSection control={control} />
      <CommentsSection control={control} />
      {needsFiles && (
        <FormSection title={_('rbpForm.upload.title')}>
          <Box sx={{ width: '100%', pl: 2 }}>
            <DeferredFileDropZone
              isWanted={hasStarted}
              files={files}
              onFilesChange={setFiles}
              accept={acceptedFiles}
              invalidTypeMessage={_('rbpForm.upload.invalidType')}
              noticeMs={invalidFileTypeNoticeMs}
              label={_('rbpForm.upload.title')}
              disabled={isSubmitting}
            />
            {files.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {_('rbpForm.upload.required')}
              </Typography>
            )}
            <Typography variant="body2" sx={{ mt: 1 }}>
              {_('rbpForm.upload.eobReminder')}
            </Typography>
          </Box>
        </FormSection>
      )}
      <Stack spacing={2} sx={{ mt: 3, alignItems: 'flex-start' }}>
        <DeferredCaptcha onToken={onToken} isWanted={hasStarted} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!canSubmit}
          aria-describedby={canSubmit ? undefined : hintId}
        >
          {_('rbpForm.submit')}
        </Button>
        {!canSubmit && !isSubmitting && (
          <MissingFieldsHint
            id={hintId}
            missing={[
              ...(isValid ? [] : [_('rbpForm.missing.fields')]),
              ...(needsFiles && files.length === 0 ? [_('rbpForm.upload.title')] : []),
              ...(token === null ? [_('rbpForm.missing.captcha')] : []),
            ]}
          />
        )}
      </Stack>
      {hasHadUploadProblems && (
        <Suspense fallback={null}>
          <UploadProblemsDialog
            isOpen={hasUploadProblems}
            uploads={filed?.uploads ?? []}
            onRetry={(id) => {
              void retry(id);
            }}
            onRemove={remove}
          />
        </Suspense>
      )}
      <Backdrop open={isSubmitting} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
        <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 420, textAlign: 'center' }} role="status">
          <CircularProgress color="inherit" aria-hidden />
          <Typography>{_('rbpForm.submitting')}</Typography>
        </Stack>
      </Backdrop>
    </Box>
  );
}

/** Queues the public form's snackbar texts (bottom centre, 3000 ms; cases spec §2, §8). */
function useDispatchSnackbar() {
  const dispatch = useAppDispatch();
  return useCallback(
    (text: string) => {
      dispatch(snackbarQueued({ text, autoHideMs: rbpFormSnackbarMs }));
    },
    [dispatch],
  );
}
