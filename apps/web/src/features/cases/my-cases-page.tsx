import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  caseListDefaultPageSize,
  caseListSearchDebounceMs,
  type CaseRecordType,
  caseRecordTypes,
  memberCaseRecordTypes,
} from '@medivi/domain';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { caseParam } from '../../lib/paths';
import { useAppSelector } from '../../lib/hooks';
import { selectSessionUser } from '../../lib/session-user';
import { useVariant } from '../../lib/variant';
import type { CaseSortField, SortDirection } from './case-display';
import { useCaseDraft } from './case-draft-context';
import { CaseFilters, type CaseFilterValues, createdDateParam, emptyCaseFilters } from './case-filters';
import { memberDetailPathFor } from './case-paths';
import { CaseTable } from './case-table';
import {
  canChangeCaseStatus,
  canSubmitClientCases,
  canSubmitMemberCases,
  isClientCaseUser,
} from './case-user';
import { useGetCasesQuery } from './cases-api';
import { useGetClientCasesQuery, useGetMasterPlansQuery } from './client-cases-api';
import { allPlansValue, ClientPlanSelect } from './client-plan-select';
import { useDebounce } from 'use-debounce';
import { LoadingBar } from '../../components/loading-bar';
import { useLingui } from '../../lib/i18n/i18n';

// The case's detail and the Submit a Case choice (MUI's Dialog and Modal, the status form, the
// clocks) load when opened, not with the list (docs/decisions/0123-heavy-signed-in-pages.md).
const CaseDetailDialog = lazy(async () => ({
  default: (await import('./case-detail-dialog')).CaseDetailDialog,
}));
const SubmitCaseDialog = lazy(async () => ({
  default: (await import('./submit-case-dialog')).SubmitCaseDialog,
}));

/**
 * /my-cases (cases spec §2): the member's cases with filters (search after 3 s, type, status,
 * created date), paging 5/10/25 (10 first), CaseNumber descending, the detail modal, and the
 * Submit a Case modal and Call Ahead button for members who may submit. Staff see every case and
 * change statuses in the modal (docs/decisions/0056). Client viewers see the cases of their plans
 * with a plan selector, the member columns and the Appeal filter; with client submission they
 * also file cases, Appeal included (cases spec §6; docs/decisions/0066). The open detail modal is
 * the URL's `?case=<id>` (a notification links there), whatever the list's filters and plan
 * show; closing it drops the parameter in place, so Back does not reopen it (docs/decisions/0085).
 */
export default function MyCasesPage() {
  const { _ } = useLingui();
  const user = useAppSelector(selectSessionUser);
  const variant = useVariant();
  const navigate = useNavigate();
  const { dispatch } = useCaseDraft();
  const [filters, setFilters] = useState<CaseFilterValues>(emptyCaseFilters);
  const [search] = useDebounce(filters.search.trim(), caseListSearchDebounceMs);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(caseListDefaultPageSize);
  const [sort, setSort] = useState<{ field: CaseSortField; direction: SortDirection }>({
    field: 'CaseNumber',
    direction: 'desc',
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const openCaseId = searchParams.get(caseParam);
  const showCase = (caseId: string | null) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (caseId === null) next.delete(caseParam);
        else next.set(caseParam, caseId);
        return next;
      },
      { replace: true },
    );
  };
  const [isChoosingType, setChoosingType] = useState(false);
  const [masterplanID, setMasterplanID] = useState(allPlansValue);
  const isStaff = user !== null && canChangeCaseStatus(user, variant);
  const isClient = user !== null && isClientCaseUser(user, variant);
  const query = {
    q: search,
    type: filters.type,
    status: filters.status,
    createdDate: createdDateParam(filters.createdDate),
    ...(filters.due === 'All' ? {} : { due: filters.due }),
  };
  const memberCases = useGetCasesQuery(query, { skip: isClient });
  const clientCases = useGetClientCasesQuery({ ...query, masterplanID }, { skip: !isClient });
  const { data: plans = [] } = useGetMasterPlansQuery(undefined, { skip: !isClient });
  const { data: records = [], isFetching } = isClient ? clientCases : memberCases;
  if (user === null) return null;
  const canSubmit = isClient ? canSubmitClientCases(user, variant) : canSubmitMemberCases(user, variant);
  const showsAllCases = isStaff || isClient;
  const startCase = (caseType: CaseRecordType) => {
    dispatch({ type: 'caseTypeChosen', caseType });
    void navigate(memberDetailPathFor(caseType));
  };

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {showsAllCases ? _('cases.myCases.allTitle') : _('cases.myCases.title')}
        </Typography>
        {canSubmit && (
          <>
            <Button
              variant="outlined"
              onClick={() => {
                startCase('CallAhead');
              }}
            >
              {_('cases.myCases.callAhead')}
            </Button>
            <Button
              variant="contained"
              onClick={() => {
                setChoosingType(true);
              }}
            >
              {_('cases.myCases.submitCase')}
            </Button>
          </>
        )}
      </Stack>
      {isClient && (
        <ClientPlanSelect
          plans={plans}
          value={masterplanID}
          onChange={(planId) => {
            setMasterplanID(planId);
            setPage(0);
          }}
        />
      )}
      <CaseFilters
        values={filters}
        showsAppeal={showsAllCases}
        showsDue={showsAllCases}
        onChange={(values) => {
          setFilters(values);
          setPage(0);
        }}
      />
      <LoadingBar loading={isFetching} label={_('cases.myCases.loading')} />
      <CaseTable
        records={records}
        showsMember={showsAllCases}
        page={page}
        pageSize={pageSize}
        sort={sort}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
        onSortChange={setSort}
        onOpen={showCase}
      />
      <Suspense fallback={null}>
        {openCaseId !== null && openCaseId !== '' && (
          <CaseDetailDialog
            key={openCaseId}
            caseId={openCaseId}
            canChangeStatus={isStaff}
            isClient={isClient}
            onClose={() => {
              showCase(null);
            }}
          />
        )}
        {isChoosingType && (
          <SubmitCaseDialog
            types={isClient ? caseRecordTypes : memberCaseRecordTypes}
            onCancel={() => {
              setChoosingType(false);
            }}
            onChoose={startCase}
          />
        )}
      </Suspense>
    </Stack>
  );
}
