import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  hasAnyRole,
  hasRole,
  idCardRoles,
  memberClaimsClientRole,
  type MemberClaimSummary,
  memberClaimsPageSizes,
} from '@medivi/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { NativeSelectField } from '../../components/native-select-field';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { useAppSelector } from '../../lib/hooks';
import { claimPathFor, paths } from '../../lib/paths';
import { selectSessionUser } from '../../lib/session-user';
import { useVariant } from '../../lib/variant';
import { AccumulatorsPanel } from './accumulators-panel';
import { claimStatusText, claimTypeText, serviceDatesOf } from './claim-display';
import { useLingui, type Translate } from '../../lib/i18n/i18n';
import { formatMoney } from '../../lib/i18n/format';

import {
  useGetMemberAccumulatorsQuery,
  useGetMemberPlanDesignQuery,
  useListMemberClaimsQuery,
} from './claims-api';
import { type ClaimsFilterValues, ClaimsFiltersForm, emptyClaimsFilters } from './claims-filters';
import { PlanDesignPanel } from './plan-design-panel';
import { LoadingBar } from '../../components/loading-bar';
import { StatusLine } from '../../components/status-line';

/** The claims table's columns, worded in the portal's language. */
function columnsOf(_: Translate): ResponsiveColumn<MemberClaimSummary>[] {
  return [
    {
      id: 'service',
      header: _('claims.column.service'),
      render: (row) => (
        <Link
          component={RouterLink}
          to={claimPathFor(row.claimID)}
          aria-label={_('claims.column.serviceLink', { claimID: row.claimID })}
        >
          {serviceDatesOf(row, _)}
        </Link>
      ),
    },
    { id: 'patient', header: _('claims.column.patient'), render: (row) => row.patientName },
    { id: 'provider', header: _('claims.column.provider'), render: (row) => row.providerName },
    { id: 'type', header: _('claims.column.care'), render: (row) => claimTypeText(row.claimType, _) },
    { id: 'status', header: _('claims.column.status'), render: (row) => claimStatusText(row.status, _) },
    {
      id: 'billed',
      header: _('claims.column.billed'),
      align: 'right',
      render: (row) => formatMoney(row.billed),
    },
    {
      id: 'planPaid',
      header: _('claims.column.planPaid'),
      align: 'right',
      render: (row) => formatMoney(row.planPaid),
    },
    {
      id: 'memberOwes',
      header: _('claims.column.youOwe'),
      align: 'right',
      render: (row) => formatMoney(row.memberOwes),
    },
  ];
}

/**
 * `/claims`, My Claims (issue 32 items 3, 4, 7; docs/decisions/0114): the claims the caller may
 * see, newest service first and paged by the server: a member's own and his dependents' under
 * 18 (only his own with 'Limited Access'), or, for client staff with PHI access, every claim of
 * their plans. A plan picker when there are several. A member sees his family's deductible and
 * out-of-pocket used and left this plan year and the plan's benefits; client staff see the plan's
 * benefits, and once they search by a member ID, that member's family's accumulators. Each claim
 * opens its explanation of benefits.
 */
export default function MyClaimsPage() {
  const { _ } = useLingui();
  const user = useAppSelector(selectSessionUser);
  const variant = useVariant();
  const hasIdCard = user !== null && hasAnyRole(user.roles, variant, idCardRoles);
  const [filters, setFilters] = useState<ClaimsFilterValues>(emptyClaimsFilters);
  const [planID, setPlanID] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(memberClaimsPageSizes[0]);
  const result = useListMemberClaimsQuery({ ...filters, planID, page: page + 1, pageSize });
  const reply = result.isError ? undefined : (result.currentData ?? result.data);
  const plans = reply?.plans ?? [];
  const isMember = (reply?.patients.length ?? 0) > 0;
  const isClientView =
    reply !== undefined && !isMember && user !== null && hasRole(user.roles, variant, memberClaimsClientRole);
  const accumulatorsPlan = planID !== '' ? planID : (plans[0]?.id ?? '');
  const accumulators = useGetMemberAccumulatorsQuery(
    { planID: accumulatorsPlan },
    { skip: !isMember || accumulatorsPlan === '' },
  );
  // Client staff: the family of the member ID they searched (on the plan chosen, else the first of
  // theirs he is on), and the plan's design alone until then.
  const familyMemberID = isClientView ? filters.patient : '';
  const family = useGetMemberAccumulatorsQuery(
    { planID, memberID: familyMemberID },
    { skip: familyMemberID === '' },
  );
  const familyData = familyMemberID === '' ? undefined : family.currentData;
  const planDesign = useGetMemberPlanDesignQuery(
    { planID: accumulatorsPlan },
    { skip: !isClientView || accumulatorsPlan === '' },
  );

  // The panel above the filters (a member's accumulators, the plan's benefits for client staff)
  // arrives after the claims; until it has, the rest of the page waits and then shows whole, so
  // the panel does not push the filters and the table down (issue 39, layout shift).
  const isPanelPending =
    (reply === undefined && !result.isError) ||
    (isMember && accumulatorsPlan !== '' && accumulators.data === undefined && !accumulators.isError) ||
    (isClientView &&
      familyMemberID === '' &&
      accumulatorsPlan !== '' &&
      planDesign.data === undefined &&
      !planDesign.isError);

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <div>
        <Typography variant="h1">
          {isMember || reply === undefined ? _('claims.title.myClaims') : _('claims.title.claims')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{_('claims.intro')}</Typography>
        {hasIdCard && (
          <Link component={RouterLink} to={paths.idCard} sx={{ display: 'inline-block', mt: 0.5 }}>
            {_('claims.idCardLink')}
          </Link>
        )}
      </div>
      <LoadingBar loading={isPanelPending} label={_('claims.loadingYourClaims')} />
      <Stack spacing={2} sx={{ display: isPanelPending ? 'none' : 'flex', minWidth: 0 }}>
        {plans.length > 1 && (
          <Stack sx={{ maxWidth: 360 }}>
            <NativeSelectField
              label={_('claims.plan')}
              value={planID}
              onChange={(value) => {
                setPlanID(value);
                setPage(0);
              }}
              options={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
              emptyLabel={_('claims.allPlans')}
            />
          </Stack>
        )}
        {isMember && accumulators.data !== undefined && (
          <AccumulatorsPanel accumulators={accumulators.data} />
        )}
        {isClientView && familyData !== undefined && (
          <AccumulatorsPanel accumulators={familyData} isClientView />
        )}
        {isClientView && familyData === undefined && planDesign.data !== undefined && (
          <PlanDesignPanel planDesign={planDesign.data} />
        )}
        <ClaimsFiltersForm
          patients={reply?.patients ?? []}
          onSearch={(next) => {
            setFilters(next);
            setPage(0);
          }}
        />
        <StatusLine>{reply === undefined ? '' : _('claims.count', { count: reply.total })}</StatusLine>
        {result.isError && <Typography color="error">{_('claims.loadError')}</Typography>}
        <LoadingBar loading={result.isFetching} label={_('claims.loadingClaims')} />
        <ResponsiveTable
          label={_('claims.table.label')}
          columns={columnsOf(_)}
          rows={reply?.claims ?? []}
          rowKey={(row) => row.claimID}
          emptyText={
            result.isFetching
              ? _('claims.table.loading')
              : result.isError
                ? _('claims.table.loadError')
                : _('claims.table.none')
          }
          pager={{
            count: reply?.total ?? 0,
            page,
            pageSize,
            pageSizes: memberClaimsPageSizes,
            onPageChange: setPage,
            onPageSizeChange: (size) => {
              setPageSize(size);
              setPage(0);
            },
          }}
        />
      </Stack>
    </Stack>
  );
}
