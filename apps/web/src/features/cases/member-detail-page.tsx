import CircularProgress from '@mui/material/CircularProgress';
import { isCaseRecordType, memberCaseRecordTypes } from '@medivi/domain';
import { useVariant } from '../../lib/variant';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAppSelector } from '../../lib/hooks';
import { selectSessionUser } from '../../lib/session-user';
import { useCaseDraft } from './case-draft-context';
import { CasePageFrame, noMixingProvidersNote } from './case-page-frame';
import { casePaths, caseTypeParam } from './case-paths';
import { canChooseDependent, isClientCaseUser } from './case-user';
import { useGetCaseDependentsQuery, useGetCaseMemberDetailQuery } from './cases-api';
import { ClientPatientForm } from './client-patient-form';
import { MemberContactForm } from './member-contact-form';
import { ownRecordPatient } from './member-detail-rules';

/**
 * /member-detail?param={caseType} (cases spec §2 first step, member mode): the patient (Myself or
 * a dependent), the read-only member fields and the contact fields; NEXT goes to /upload-file for
 * Balance Bill, else /provider-detail. An unknown type goes back to /my-cases. 'Limited Access'
 * loads neither the member detail nor dependents (spec §6) and files for the member himself, on his
 * own record (docs/decisions/0069). Client users get the client-mode form
 * (submitter, patient search) and may also file an Appeal (docs/decisions/0067).
 */
export default function MemberDetailPage() {
  const [searchParams] = useSearchParams();
  const param = searchParams.get(caseTypeParam) ?? '';
  const { draft, dispatch } = useCaseDraft();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const variant = useVariant();
  const isClient = user !== null && isClientCaseUser(user, variant);
  const caseType =
    isCaseRecordType(param) && (isClient || memberCaseRecordTypes.includes(param)) ? param : null;
  const isLimited = isClient || user === null || !canChooseDependent(user);
  const detail = useGetCaseMemberDetailQuery(undefined, { skip: isLimited || caseType === null });
  const dependents = useGetCaseDependentsQuery(undefined, { skip: isLimited || caseType === null });

  useEffect(() => {
    if (caseType !== null) dispatch({ type: 'caseTypeChosen', caseType });
  }, [caseType, dispatch]);

  if (caseType === null) return <Navigate to={casePaths.myCases} replace />;
  const isLoading = detail.isLoading || dependents.isLoading;
  return (
    <CasePageFrame
      caseType={caseType}
      step="Member Information"
      note={noMixingProvidersNote}
      onBack={() => {
        void navigate(casePaths.myCases);
      }}
    >
      {isClient ? (
        <ClientPatientForm
          caseType={caseType}
          held={draft.caseType === caseType ? draft.clientInfo : null}
          onBack={() => {
            void navigate(casePaths.myCases);
          }}
          onNext={(clientInfo) => {
            dispatch({ type: 'clientInfoSaved', clientInfo });
            void navigate(caseType === 'BalanceBill' ? casePaths.uploadFile : casePaths.providerDetail);
          }}
        />
      ) : isLoading ? (
        <CircularProgress aria-label="Loading member information" />
      ) : (
        <MemberContactForm
          caseType={caseType}
          detail={detail.data}
          dependents={isLimited ? [] : (dependents.data?.dependentMembers ?? [])}
          canChooseDependent={!isLimited}
          ownRecord={isLimited && user !== null ? ownRecordPatient(user) : null}
          held={draft.caseType === caseType ? draft : null}
          onBack={() => {
            void navigate(casePaths.myCases);
          }}
          onNext={(memberInfo, appointmentFor, dependentId) => {
            dispatch({ type: 'memberInfoSaved', memberInfo, appointmentFor, dependentId });
            void navigate(caseType === 'BalanceBill' ? casePaths.uploadFile : casePaths.providerDetail);
          }}
        />
      )}
    </CasePageFrame>
  );
}
