import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatDollarsAndCents,
  type RepricedClaim,
  type RepricingQuery,
  repricingPageSizes,
  repricingRoutes,
} from '@medivi/domain';
import { useState } from 'react';
import {
  type ListSort,
  type ResponsiveColumn,
  ResponsiveTable,
} from '../../components/responsive-table/responsive-table';
import { ClaimDetailDialog } from './claim-detail-dialog';
import { repricingParams, useListRepricedClaimsQuery } from './repricing-api';
import { emptyRepricingFilters, type RepricingFilterValues, RepricingFiltersForm } from './repricing-filters';
import { LoadingBar } from '../../components/loading-bar';
import { StatusLine } from '../../components/status-line';

const claimTypeLabels: Record<RepricedClaim['claimType'], string> = {
  inpatient: 'Inpatient',
  outpatient: 'Outpatient',
  professional: 'Professional',
};

function serviceDates(row: RepricedClaim): string {
  return row.serviceDateFrom === row.serviceDateTo
    ? row.serviceDateFrom
    : `${row.serviceDateFrom} to ${row.serviceDateTo}`;
}

/** The columns, the claim id a button that opens the claim's detail. */
function columnsOf(onOpen: (claim: RepricedClaim) => void): ResponsiveColumn<RepricedClaim>[] {
  return [
    {
      id: 'claimId',
      header: 'Claim ID',
      isSortable: true,
      render: (row) => (
        <Button
          variant="text"
          size="small"
          aria-label={`Claim ${row.claimId}: details`}
          sx={{ p: 0, minWidth: 0, minHeight: 24, textTransform: 'none', justifyContent: 'flex-start' }}
          onClick={() => {
            onOpen(row);
          }}
        >
          {row.claimId}
        </Button>
      ),
    },
    { id: 'plan', header: 'Plan', render: (row) => row.planName },
    { id: 'member', header: 'Member', render: (row) => `${row.memberId} · ${row.patientName}` },
    {
      id: 'provider',
      header: 'Provider',
      render: (row) =>
        `${row.providerName} (${row.providerCcn === null ? 'NPI' : 'CCN'} ${row.providerCcn ?? row.providerNpi ?? ''})`,
    },
    {
      id: 'serviceDate',
      header: 'Service',
      isSortable: true,
      render: (row) =>
        `${claimTypeLabels[row.claimType]}${row.code === null ? '' : ` ${row.codeType ?? ''} ${row.code}`}, ${serviceDates(row)}`,
    },
    { id: 'receivedOn', header: 'Repriced on', isSortable: true, render: (row) => row.receivedOn },
    {
      id: 'billed',
      header: 'Billed',
      isSortable: true,
      align: 'right',
      render: (row) => formatDollarsAndCents(row.billed),
    },
    {
      id: 'medicare',
      header: 'Medicare equivalent',
      align: 'right',
      render: (row) => formatDollarsAndCents(row.medicareEquivalent),
    },
    {
      id: 'allowed',
      header: 'Allowed',
      isSortable: true,
      align: 'right',
      render: (row) => formatDollarsAndCents(row.allowed),
    },
    {
      id: 'savings',
      header: 'Savings',
      isSortable: true,
      align: 'right',
      render: (row) => formatDollarsAndCents(row.savings),
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
  const [filters, setFilters] = useState<RepricingFilterValues>(emptyRepricingFilters);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(repricingPageSizes[0]);
  const [sort, setSort] = useState<ListSort>({ field: 'receivedOn', direction: 'desc' });
  const [detail, setDetail] = useState<RepricedClaim | null>(null);
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
        <Typography variant="h1">Repricing</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          Repriced claims: what each provider billed, the Medicare equivalent, what the plan allows at its
          Medicare multiple, and the savings.
        </Typography>
      </div>
      <RepricingFiltersForm
        plans={reply?.plans ?? []}
        onSearch={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusLine>{reply === undefined ? '' : `${reply.total.toLocaleString('en-US')} claims`}</StatusLine>
        <Button variant="outlined" href={csvHref(query)} download>
          Export CSV
        </Button>
      </Stack>
      {result.isError && (
        <Typography color="error">The repriced claims could not be loaded. Please try again.</Typography>
      )}
      <LoadingBar loading={result.isFetching} label="Loading the repriced claims" />
      <ResponsiveTable
        label="Repriced claims"
        columns={columnsOf(setDetail)}
        rows={reply?.claims ?? []}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(0);
        }}
        rowKey={(row) => row.claimId}
        emptyText={
          result.isFetching ? 'Loading…' : result.isError ? 'No claims could be loaded.' : 'No claims match.'
        }
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
      <ClaimDetailDialog
        claim={detail}
        onClose={() => {
          setDetail(null);
        }}
      />
    </Stack>
  );
}
