import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type RepricedClaim, type RepricingQuery, repricingPageSizes, repricingRoutes } from '@medivi/domain';
import { lazy, Suspense, useState } from 'react';
import {
  type ListSort,
  type ResponsiveColumn,
  ResponsiveTable,
} from '../../components/responsive-table/responsive-table';
import { repricingParams, useListRepricedClaimsQuery } from './repricing-api';
import { emptyRepricingFilters, type RepricingFilterValues, RepricingFiltersForm } from './repricing-filters';
import { LoadingBar } from '../../components/loading-bar';
import { StatusLine } from '../../components/status-line';
import { formatMoney, formatNumber } from '../../lib/i18n/format';
import { useLingui, type Translate } from '../../lib/i18n/i18n';
import { repricingDayText, repricingServiceDates } from './repricing-texts';
import { useOpenedOnce } from '../../lib/use-opened-once';

// The claim's detail (MUI's Dialog, Modal and focus trap) loads when a claim is first opened.
const ClaimDetailDialog = lazy(async () => ({
  default: (await import('./claim-detail-dialog')).ClaimDetailDialog,
}));

/** The columns, the claim id a button that opens the claim's detail. */
function columnsOf(onOpen: (claim: RepricedClaim) => void, _: Translate): ResponsiveColumn<RepricedClaim>[] {
  return [
    {
      id: 'claimId',
      header: _('repricing.column.claimId'),
      isSortable: true,
      render: (row) => (
        <Button
          variant="text"
          size="small"
          aria-label={_('repricing.claimDetails', { claimId: row.claimId })}
          sx={{ p: 0, minWidth: 0, minHeight: 24, textTransform: 'none', justifyContent: 'flex-start' }}
          onClick={() => {
            onOpen(row);
          }}
        >
          {row.claimId}
        </Button>
      ),
    },
    { id: 'plan', header: _('repricing.column.plan'), render: (row) => row.planName },
    {
      id: 'member',
      header: _('repricing.column.member'),
      render: (row) => `${row.memberId} · ${row.patientName}`,
    },
    {
      id: 'provider',
      header: _('repricing.column.provider'),
      render: (row) =>
        _('repricing.providerCell', {
          provider: row.providerName,
          idType: row.providerCcn === null ? 'NPI' : 'CCN',
          id: row.providerCcn ?? row.providerNpi ?? '',
        }),
    },
    {
      id: 'serviceDate',
      header: _('repricing.column.service'),
      isSortable: true,
      render: (row) => {
        const type = _('repricing.claimType', { claimType: row.claimType });
        const dates = repricingServiceDates(row, _);
        return row.code === null
          ? _('repricing.service', { type, dates })
          : _('repricing.serviceWithCode', { type, codeType: row.codeType ?? '', code: row.code, dates });
      },
    },
    {
      id: 'receivedOn',
      header: _('repricing.column.repricedOn'),
      isSortable: true,
      render: (row) => repricingDayText(row.receivedOn),
    },
    {
      id: 'billed',
      header: _('repricing.column.billed'),
      isSortable: true,
      align: 'right',
      render: (row) => formatMoney(row.billed),
    },
    {
      id: 'medicare',
      header: _('repricing.column.medicare'),
      align: 'right',
      render: (row) => formatMoney(row.medicareEquivalent),
    },
    {
      id: 'allowed',
      header: _('repricing.column.allowed'),
      isSortable: true,
      align: 'right',
      render: (row) => formatMoney(row.allowed),
    },
    {
      id: 'savings',
      header: _('repricing.column.savings'),
      isSortable: true,
      align: 'right',
      render: (row) => formatMoney(row.savings),
    },
  ];
}

/** The export of every claim the search matches, in the order shown: a plain link. */
function csvHref(query: RepricingQuery): string {
  const { page: _page, pageSize: _pageSize, ...rest } = query;
  const search = new URLSearchParams({ ...repricingParams(rest), format: 'csv' });
  return `${repricingRoutes.listRepricedClaims.path}?${search.toString()}`;
}

/**
 * `/repricing` of the Claims site (issue 19 item 5, docs/decisions/0105 "Repricing"): the
 * repriced-claims work list for claims-admin and claims-contractsuperadmin: search (a claim id by
 * any part), then one page of claims sorted by the column chosen, newest received first to begin
 * with (paged by the server), each with billed, Medicare equivalent, allowed at the plan's multiple
 * and savings; a claim's id opens its detail, and Export CSV downloads every match in that order
 * (issue 31 item 17).
 */
export default function RepricingPage() {
  const { _ } = useLingui();
  const [filters, setFilters] = useState<RepricingFilterValues>(emptyRepricingFilters);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(repricingPageSizes[0]);
  const [sort, setSort] = useState<ListSort>({ field: 'receivedOn', direction: 'desc' });
  const [detail, setDetail] = useState<RepricedClaim | null>(null);
  const hasOpenedDetail = useOpenedOnce(detail !== null);
  const query: RepricingQuery = {
    ...filters,
    sort: sort.field,
    direction: sort.direction,
    page: page + 1,
    pageSize,
  };
  const result = useListRepricedClaimsQuery(query);
  const reply = result.isError ? undefined : (result.currentData ?? result.data);

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <div>
        <Typography variant="h1">{_('repricing.title')}</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{_('repricing.intro')}</Typography>
      </div>
      <RepricingFiltersForm
        plans={reply?.plans ?? []}
        onSearch={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusLine>
          {reply === undefined
            ? ''
            : _('repricing.count', { count: reply.total, total: formatNumber(reply.total, 0) })}
        </StatusLine>
        <Button variant="outlined" href={csvHref(query)} download>
          {_('repricing.exportCsv')}
        </Button>
      </Stack>
      {result.isError && <Typography color="error">{_('repricing.failed')}</Typography>}
      <LoadingBar loading={result.isFetching} label={_('repricing.loading')} />
      <ResponsiveTable
        label={_('repricing.tableLabel')}
        columns={columnsOf(setDetail, _)}
        rows={reply?.claims ?? []}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(0);
        }}
        rowKey={(row) => row.claimId}
        emptyText={_(
          result.isFetching
            ? 'repricing.loadingShort'
            : result.isError
              ? 'repricing.noneLoaded'
              : 'repricing.noneMatch',
        )}
        pager={{
          count: reply?.total ?? 0,
          page,
          pageSize,
          pageSizes: repricingPageSizes,
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(0);
          },
        }}
      />
      {hasOpenedDetail && (
        <Suspense fallback={null}>
          <ClaimDetailDialog
            claim={detail}
            onClose={() => {
              setDetail(null);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
