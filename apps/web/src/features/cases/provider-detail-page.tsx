import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAppSelector } from '../../lib/hooks';
import { selectSessionUser } from '../../lib/session-user';
import { useVariant } from '../../lib/variant';
import { AppealDocuments } from './appeal-documents';
import { caseBodyProblems, type CaseBodyProblem, memberCaseBodyOf } from './case-body';
import { emptyProviderForm } from './case-draft';
import type { ProviderFormValues } from './case-draft';
import { useCaseDraft } from './case-draft-context';
import { CasePageFrame, noMixingProvidersNote } from './case-page-frame';
import { casePaths, memberDetailPathFor } from './case-paths';
import { isClientCaseUser } from './case-user';
import { clientCaseBodyOf, clientCaseBodyProblems } from './client-case-body';
import { ProviderDetailForm } from './provider-detail-form';
import { SubmissionOverlays } from './submission-overlays';
import { useSubmitCase, useSubmitClientCase } from './use-submit-case';

/**
 * /provider-detail (cases spec §2, §4): the provider form of Call Ahead and Access Issue, which
 * submit from here, and for clients of Appeal too, with its documents (the client create call,
 * then the client upload). Without a held case type the page goes to /my-cases; without the first
 * step, back to it. A client's Health Plan Information starts from the plan and group of the
 * patient found (docs/decisions/0068).
 */
export default function ProviderDetailPage() {
  const { draft, dispatch } = useCaseDraft();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const variant = useVariant();
  const isClient = user !== null && isClientCaseUser(user, variant);
  const submitCase = useSubmitCase();
  const submitClientCase = useSubmitClientCase();
  const [files, setFiles] = useState<File[]>(draft.files);
  const { caseType, memberInfo, clientInfo } = draft;
  const checkBody = useMemo(
    () =>
      (values: ProviderFormValues): CaseBodyProblem[] => {
        if (caseType === null) return [];
        if (isClient) {
          return clientInfo === null
            ? []
            : clientCaseBodyProblems(clientCaseBodyOf(caseType, clientInfo, values, null));
        }
        return memberInfo === null
          ? []
          : caseBodyProblems(memberCaseBodyOf(caseType, memberInfo, values, ''));
      },
    [caseType, isClient, clientInfo, memberInfo],
  );
  const isAllowedType =
    caseType !== null && caseType !== 'BalanceBill' && (isClient || caseType !== 'Appeal');
  if (caseType === null || !isAllowedType) return <Navigate to={casePaths.myCases} replace />;
  if ((isClient ? clientInfo : memberInfo) === null)
    return <Navigate to={memberDetailPathFor(caseType)} replace />;
  const isAppeal = caseType === 'Appeal';
  const initialValues: ProviderFormValues = draft.providerInfo ?? {
    ...emptyProviderForm,
    planname: clientInfo?.planname ?? '',
    groupid: clientInfo?.groupid ?? '',
  };
  const goBack = (values: ProviderFormValues) => {
    dispatch({ type: 'providerInfoSaved', providerInfo: values });
    if (isAppeal) dispatch({ type: 'appealFilesSaved', files });
    void navigate(memberDetailPathFor(caseType));
  };
  return (
    <CasePageFrame
      caseType={caseType}
      step="cases.step.providerInfo"
      note={noMixingProvidersNote}
      onBack={() => {
        void navigate(memberDetailPathFor(caseType));
      }}
    >
      <ProviderDetailForm
        caseType={caseType}
        isClient={isClient}
        checkBody={checkBody}
        initialValues={initialValues}
        isReady={!isAppeal || files.length > 0}
        documents={
          isAppeal ? (
            <AppealDocuments files={files} onFilesChange={setFiles} disabled={draft.addingCase} />
          ) : null
        }
        onBack={goBack}
        onSubmit={(values) => {
          dispatch({ type: 'providerInfoSaved', providerInfo: values });
          if (isClient && clientInfo !== null) {
            if (isAppeal) dispatch({ type: 'appealFilesSaved', files });
            void submitClientCase.submit(
              clientCaseBodyOf(caseType, clientInfo, values, null),
              isAppeal ? files : [],
            );
          } else if (memberInfo !== null) {
            void submitCase.submit(memberCaseBodyOf(caseType, memberInfo, values, ''), []);
          }
        }}
      />
      <SubmissionOverlays submission={isClient ? submitClientCase : submitCase} />
    </CasePageFrame>
  );
}
