import { Navigate, useNavigate } from 'react-router';
import { emptyProviderForm, memberCaseBodyOf } from './case-body';
import { useCaseDraft } from './case-draft-context';
import { CasePageFrame, noMixingProvidersNote } from './case-page-frame';
import { casePaths, memberDetailPathFor } from './case-paths';
import { ProviderDetailForm } from './provider-detail-form';
import { SubmissionOverlays } from './submission-overlays';
import { useSubmitCase } from './use-submit-case';

/**
 * /provider-detail (cases spec §2, §4): the provider form of Call Ahead and Access Issue, which
 * submit from here. Without a held case type the page goes to /my-cases; without the first step,
 * back to it.
 */
export default function ProviderDetailPage() {
  const { draft, dispatch } = useCaseDraft();
  const navigate = useNavigate();
  const submitCase = useSubmitCase();
  const { caseType, memberInfo } = draft;
  if (caseType === null || caseType === 'BalanceBill') return <Navigate to={casePaths.myCases} replace />;
  if (memberInfo === null) return <Navigate to={memberDetailPathFor(caseType)} replace />;
  return (
    <CasePageFrame
      caseType={caseType}
      step="Provider Information"
      note={noMixingProvidersNote}
      onBack={() => {
        void navigate(memberDetailPathFor(caseType));
      }}
    >
      <ProviderDetailForm
        caseType={caseType}
        member={memberInfo}
        initialValues={draft.providerInfo ?? emptyProviderForm}
        onBack={(values) => {
          dispatch({ type: 'providerInfoSaved', providerInfo: values });
          void navigate(memberDetailPathFor(caseType));
        }}
        onSubmit={(values) => {
          dispatch({ type: 'providerInfoSaved', providerInfo: values });
          void submitCase(memberCaseBodyOf(caseType, memberInfo, values, ''), []);
        }}
      />
      <SubmissionOverlays />
    </CasePageFrame>
  );
}
