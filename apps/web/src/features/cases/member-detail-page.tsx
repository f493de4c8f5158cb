import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { isCaseRecordType, memberCaseRecordTypes } from '@medivi/domain';
import { useVariant } from '../../lib/variant';
import { useEffect, useMemo } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useAppSelector } from '../../lib/hooks';
import { useLingui } from '../../lib/i18n/i18n';
import { callAheadPrefillParams, claimParam, claimPathFor } from '../../lib/paths';
import { selectSessionUser } from '../../lib/session-user';
import { claimPatientChoice, claimPrefillOf } from './case-claim';
import { ClaimSummary } from './case-claim-summary';
import { emptyProviderForm, type ProviderFormValues } from './case-draft';
import { useCaseDraft } from './case-draft-context';
import { CasePageFrame, noMixingProvidersNote } from './case-page-frame';
import { casePaths, caseTypeParam } from './case-paths';
import { canChooseDependent, isClientCaseUser } from './case-user';
import { useGetCaseDependentsQuery, useGetCaseMemberDetailQuery, useGetClaimForCaseQuery } from './cases-api';
import { ClientPatientForm } from './client-patient-form';
import { MemberContactForm } from './member-contact-form';
import { ownRecordPatient } from './member-detail-rules';

/** The provider fields a Call Ahead link from a price estimate carries, or null when none. */
function callAheadPrefillOf(searchParams: URLSearchParams): Partial<ProviderFormValues> | null {
  const read = (name: string) => (searchParams.get(name) ?? '').trim().slice(0, 500);
  const office = read(callAheadPrefillParams.office);
  if (office === '') return null;
  return {
    providerOfficeName: office,
    providerStreet: read(callAheadPrefillParams.street),
    providerCity: read(callAheadPrefillParams.city),
    providerState: read(callAheadPrefillParams.state).toUpperCase().slice(0, 2),
    providerZip: read(callAheadPrefillParams.zip).replace(/\D/g, '').slice(0, 5),
    additionalComment: read(callAheadPrefillParams.comment),
  };
}

/** The catalogue ids of what the first step says when the claim of `?claim=` cannot be filed from. */
export const claimCaseTexts = {
  notFound: 'cases.member.claimNotFound',
  otherPatient: 'cases.member.otherPatient',
} as const;

/**
 * /member-detail?param={caseType} (cases spec §2 first step, member mode): the patient (Myself or
 * a dependent), the read-only member fields and the contact fields; NEXT goes to /upload-file for
 * Balance Bill, else /provider-detail. An unknown type goes back to /my-cases. 'Limited Access'
 * loads neither the member detail nor dependents (spec §6) and files for the member himself, on his
 * own record (docs/decisions/0069). Client users get the client-mode form
 * (submitter, patient search) and may also file an Appeal (docs/decisions/0067). A member's
 * Balance Bill with `&claim=<id>` ("I got a bill for this" on an EOB; docs/decisions/0114) is
 * filed from that claim: its facts show as "From claim <id>", the patient is the claim's, and
 * BACK returns to the claim.
 */
export default function MemberDetailPage() {
  const { _ } = useLingui();
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
  const claimID = caseType === 'BalanceBill' && !isClient ? (searchParams.get(claimParam) ?? '').trim() : '';
  const claim = useGetClaimForCaseQuery(claimID, { skip: claimID === '' });
  const fromClaim = useMemo(
    () => (claim.data === undefined ? null : claimPrefillOf(claim.data)),
    [claim.data],
  );

  useEffect(() => {
    if (caseType !== null)
      dispatch({ type: 'caseTypeChosen', caseType, claimID: claimID === '' ? null : claimID });
  }, [caseType, claimID, dispatch]);
  useEffect(() => {
    if (fromClaim !== null) dispatch({ type: 'claimLoaded', claim: fromClaim });
  }, [fromClaim, dispatch]);
  // "Call ahead" on a price estimate (issue 33 item 4, docs/decisions/0115): the provider step
  // starts with the provider's office name, address and a comment naming the estimate.
  const prefill = caseType === 'CallAhead' && !isClient ? callAheadPrefillOf(searchParams) : null;
  const prefillKey = prefill === null ? '' : JSON.stringify(prefill);
  useEffect(() => {
    if (prefillKey === '') return;
    dispatch({
      type: 'providerPrefilled',
      fields: JSON.parse(prefillKey) as Partial<ProviderFormValues>,
      empty: emptyProviderForm,
    });
  }, [prefillKey, dispatch]);

  if (caseType === null) return <Navigate to={casePaths.myCases} replace />;
  const isLoading = detail.isLoading || dependents.isLoading || (claimID !== '' && claim.isLoading);
  const goBack = () => {
    void navigate(claimID === '' ? casePaths.myCases : claimPathFor(claimID));
  };
  const ownRecord = isLimited && user !== null ? ownRecordPatient(user) : null;
  const dependentList = isLimited ? [] : (dependents.data?.dependentMembers ?? []);
  const fixedPatient =
    fromClaim === null
      ? null
      : claimPatientChoice(fromClaim, user?.memberID ?? null, detail.data, dependentList);
  const claimProblem =
    claimID === '' || isLoading
      ? null
      : claim.isError || fromClaim === null
        ? claimCaseTexts.notFound
        : fixedPatient === null
          ? claimCaseTexts.otherPatient
          : null;
  return (
    <CasePageFrame
      caseType={caseType}
      step="cases.step.memberInfo"
      note={noMixingProvidersNote}
      onBack={goBack}
    >
      {fromClaim !== null && <ClaimSummary claim={fromClaim} />}
      {isClient ? (
        <ClientPatientForm
          caseType={caseType}
          held={draft.caseType === caseType ? draft.clientInfo : null}
          onBack={goBack}
          onNext={(clientInfo) => {
            dispatch({ type: 'clientInfoSaved', clientInfo });
            void navigate(caseType === 'BalanceBill' ? casePaths.uploadFile : casePaths.providerDetail);
          }}
        />
      ) : isLoading ? (
        <CircularProgress aria-label={_('cases.member.loading')} />
      ) : claimProblem !== null ? (
        <Alert severity="error">
          {_(claimProblem)}{' '}
          <Link component={RouterLink} to={claimPathFor(claimID)}>
            {_('cases.member.backToClaim')}
          </Link>
        </Alert>
      ) : (
        <MemberContactForm
          caseType={caseType}
          detail={detail.data}
          dependents={dependentList}
          canChooseDependent={!isLimited}
          ownRecord={ownRecord}
          fixedPatient={fixedPatient}
          held={draft.caseType === caseType ? draft : null}
          onBack={goBack}
          onNext={(memberInfo, appointmentFor, dependentId) => {
            dispatch({ type: 'memberInfoSaved', memberInfo, appointmentFor, dependentId });
            void navigate(caseType === 'BalanceBill' ? casePaths.uploadFile : casePaths.providerDetail);
          }}
        />
      )}
    </CasePageFrame>
  );
}
