import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDollarsAndCents, type RepricedClaim, repricingPageSizes } from '@medivi/domain';
import { useState } from 'react';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { useListRepricedClaimsQuery } from './repricing-api';
import { emptyRepricingFilters, type RepricingFilterValues, RepricingFiltersForm } from './repricing-filters';

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

const columns: readonly ResponsiveColumn<RepricedClaim>[] = [
  { id: 'claimId', header: 'Claim ID', render: (row) => row.claimId },
  { id: 'plan', header: 'Plan', render: (row) => row.planName },
  { id: 'member', header: 'Member', render: (row) => `${row.memberId} · ${row.patientName}` },
  {
    id: 'provider',
    header: 'Provider',
    render: (row) =>
      `${row.providerName} (${row.providerCcn === null ? 'NPI' : 'CCN'} ${row.providerCcn ?? row.providerNpi ?? ''})`,
  },
  {
    id: 'service',
    header: 'Service',
    render: (row) =>
      `${claimTypeLabels[row.claimType]}${row.code === null ? '' : ` ${row.codeType ?? ''} ${row.code}`}, ${serviceDates(row)}`,
  },
  { id: 'billed', header: 'Billed', render: (row) => formatDollarsAndCents(row.billed) },
  {
    id: 'medicare',
    header: 'Medicare equivalent',
    render: (row) => formatDollarsAndCents(row.medicareEquivalent),
  },
  { id: 'allowed', header: 'Allowed', render: (row) => formatDollarsAndCents(row.allowed) },
  { id: 'savings', header: 'Savings', render: (row) => formatDollarsAndCents(row.savings) },
];

/**
 * `/repricing` of the Claims site (issue 19 item 5, docs/decisions/0105 "Repricing"): the
 * repriced-claims work list for claims-admin and claims-contractsuperadmin: search, then one page
 * of claims newest received first (paged by the server), each with billed, Medicare equivalent,
 * allowed at the plan's multiple and savings.
 */
export default function RepricingPage() {
  const [filters, setFilters] = useState<RepricingFilterValues>(emptyRepricingFilters);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(repricingPageSizes[0]);
  const result = useListRepricedClaimsQuery({ ...filters, page: page + 1, pageSize });
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
      <Typography role="status">
        {reply === undefined ? '' : `${reply.total.toLocaleString('en-US')} claims`}
      </Typography>
      {result.isError && (
        <Typography color="error">The repriced claims could not be loaded. Please try again.</Typography>
      )}
      {result.isFetching && <LinearProgress aria-label="Loading the repriced claims" />}
      <ResponsiveTable
        label="Repriced claims"
        columns={columns}
        rows={reply?.claims ?? []}
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
    </Stack>
  );
}
