import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { invalidFileTypeNoticeMs } from '@medivi/domain';
import { useId, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FileDropZone } from '../../components/file-drop-zone';
import { MissingFieldsHint, missingFieldLabels } from '../../components/missing-fields-hint';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { attachmentAccept } from './attachment-accept';
import { caseBodyProblems, memberCaseBodyOf } from './case-body';
import { emptyProviderForm } from './case-draft';
import { ClaimSummary } from './case-claim-summary';
import { useCaseDraft } from './case-draft-context';
import { CasePageFrame, noMixingProvidersNote } from './case-page-frame';
import { casePaths, memberDetailPathFor } from './case-paths';
import { isClientCaseUser } from './case-user';
import { clientCaseBodyOf, clientCaseBodyProblems } from './client-case-body';
import { type HealthPlanField, HealthPlanFields } from './health-plan-fields';
import { SubmissionOverlays } from './submission-overlays';
import { memberSupportMailbox, supportMailboxes } from './support-mailbox';
import { useSubmitCase, useSubmitClientCase } from './use-submit-case';
import { useAppSelector } from '../../lib/hooks';
import { useLingui } from '../../lib/i18n/i18n';
import { balanceBillFromClaimPathFor } from '../../lib/paths';
import { selectSessionUser } from '../../lib/session-user';
import { useVariant } from '../../lib/variant';

/**
 * /upload-file (cases spec §2 Upload documents, §4, §5 Upload): the Balance Bill's documents by
 * drag and drop, Additional Comments, the instruction with the support mailbox (employee-plan
 * mailbox for group 10000SDH), the EOB confirmation, BACK and SUBMIT ('Submitting...' while
 * working). Without a held Balance Bill the page goes to /my-cases. Client users fill the Health
 * Plan Information instead of the EOB confirmation and are given the client mailbox; their case
 * goes through the client create and upload calls (cases spec §2, §5 Upload; docs/decisions/0068).
 * A Balance Bill filed from a claim shows "From claim <id>" and sends its `claimID`
 * (docs/decisions/0114).
 */
export default function UploadFilePage() {
  const { _ } = useLingui();
  const { draft, dispatch } = useCaseDraft();
  const navigate = useNavigate();
  const submitCase = useSubmitCase();
  const submitClientCase = useSubmitClientCase();
  const user = useAppSelector(selectSessionUser);
  const variant = useVariant();
  const isClient = user !== null && isClientCaseUser(user, variant);
  const [files, setFiles] = useState<File[]>(draft.files);
  const [comment, setComment] = useState(draft.additionalComment);
  const [isEobConfirmed, setEobConfirmed] = useState(false);
  const hintId = useId();
  const { caseType, memberInfo, clientInfo, fromClaim } = draft;
  const [plan, setPlan] = useState<Record<HealthPlanField, string>>({
    planname: draft.providerInfo?.planname ?? clientInfo?.planname ?? '',
    groupid: draft.providerInfo?.groupid ?? clientInfo?.groupid ?? '',
    tpaName: draft.providerInfo?.tpaName ?? '',
  });
  if (caseType !== 'BalanceBill') return <Navigate to={casePaths.myCases} replace />;
  const firstStep =
    fromClaim === null ? memberDetailPathFor(caseType) : balanceBillFromClaimPathFor(fromClaim.claimID);
  if ((isClient ? clientInfo : memberInfo) === null) return <Navigate to={firstStep} replace />;
  const clientBody =
    isClient && clientInfo !== null
      ? clientCaseBodyOf(caseType, clientInfo, null, { ...plan, additionalComment: comment })
      : null;
  const memberBody =
    !isClient && memberInfo !== null
      ? memberCaseBodyOf(caseType, memberInfo, null, comment, fromClaim?.claimID)
      : null;
  const canSubmit =
    files.length > 0 &&
    (clientBody !== null
      ? clientCaseBodyProblems(clientBody).length === 0
      : memberBody !== null && isEobConfirmed && caseBodyProblems(memberBody).length === 0);
  const missing = [
    ...(files.length === 0 ? [_('cases.upload.documents')] : []),
    ...(clientBody !== null
      ? missingFieldLabels(
          clientCaseBodyProblems(clientBody).map((problem) => ({ path: problem.path.split('.') })),
          {
            'description.planname': _('cases.healthPlan.planname'),
            'description.groupid': _('cases.healthPlan.groupid'),
            'description.tpaName': _('cases.healthPlan.tpaName'),
          },
        )
      : isEobConfirmed
        ? []
        : [_('cases.upload.eobMissing')]),
  ];
  const mailbox = isClient ? supportMailboxes.client : memberSupportMailbox(memberInfo?.groupid ?? '');
  const saveDraft = () => {
    dispatch({ type: 'uploadSaved', files, additionalComment: comment });
    if (isClient) dispatch({ type: 'providerInfoSaved', providerInfo: { ...emptyProviderForm, ...plan } });
  };
  const goBack = () => {
    saveDraft();
    void navigate(firstStep);
  };
  return (
    <CasePageFrame
      caseType={caseType}
      step="cases.step.uploadDocuments"
      note={noMixingProvidersNote}
      onBack={goBack}
    >
      {fromClaim !== null && <ClaimSummary claim={fromClaim} />}
      <Typography>
        {_('cases.upload.instruction')} <Link href={`mailto:${mailbox}`}>{mailbox}</Link>.
      </Typography>
      <FileDropZone
        files={files}
        onFilesChange={setFiles}
        accept={attachmentAccept}
        invalidTypeMessage={_('cases.upload.invalidType')}
        noticeMs={invalidFileTypeNoticeMs}
        label={_('cases.upload.label')}
        hint={_('cases.upload.hint')}
        disabled={draft.addingCase}
      />
      <OutlinedTextField
        label={_('cases.provider.comments')}
        name="additionalComment"
        value={comment}
        onChange={(event) => {
          setComment(event.target.value);
        }}
        multiline
        minRows={3}
        fullWidth
      />
      {isClient ? (
        <HealthPlanFields
          values={plan}
          onChange={(field, value) => {
            setPlan({ ...plan, [field]: value });
          }}
        />
      ) : (
        <FormControlLabel
          control={
            <Checkbox
              checked={isEobConfirmed}
              onChange={(event) => {
                setEobConfirmed(event.target.checked);
              }}
            />
          }
          label={_('cases.upload.eobConfirmation')}
        />
      )}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={goBack} disabled={draft.addingCase}>
          {_('cases.actions.back')}
        </Button>
        <Button
          variant="contained"
          disabled={!canSubmit || draft.addingCase}
          aria-describedby={canSubmit ? undefined : hintId}
          onClick={() => {
            saveDraft();
            if (clientBody !== null) void submitClientCase.submit(clientBody, files);
            else if (memberBody !== null) void submitCase.submit(memberBody, files);
          }}
        >
          {draft.addingCase ? _('cases.actions.submitting') : _('cases.actions.submit')}
        </Button>
      </Stack>
      {!canSubmit && <MissingFieldsHint id={hintId} missing={missing} />}
      <SubmissionOverlays submission={isClient ? submitClientCase : submitCase} />
    </CasePageFrame>
  );
}
