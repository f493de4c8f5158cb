import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AuditEventRecord, auditPageSizeDefault, auditPageSizes } from '@medivi/domain';
import { useState } from 'react';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { auditCsvHref, useGetAuditQuery } from './audit-api';
import { AuditFiltersForm, type AuditFilterValues, emptyAuditFilters } from './audit-filters';
import { LoadingBar } from '../../components/loading-bar';
import { StatusLine } from '../../components/status-line';

/** A row's time as `YYYY-MM-DD HH:MM:SS UTC`. */
function utcTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

const columns: readonly ResponsiveColumn<AuditEventRecord>[] = [
  { id: 'at', header: 'When', render: (row) => utcTime(row.at) },
  { id: 'actor', header: 'Who', render: (row) => row.actorEmail ?? row.actorUserId ?? '(signed out)' },
  { id: 'action', header: 'Action', render: (row) => row.action },
  {
    id: 'record',
    header: 'Record',
    render: (row) => (row.subjectId === null ? row.subjectType : `${row.subjectType} ${row.subjectId}`),
  },
  { id: 'outcome', header: 'Outcome', render: (row) => row.outcome ?? '—' },
  { id: 'address', header: 'From', render: (row) => row.address ?? '—' },
];

/**
 * The audit trail for medivi-admin (docs/decisions/0097): filters, the rows of one page newest
 * first (paged by the server), and Export CSV for every row the filters match.
 */
export default function AuditPage() {
  const [filters, setFilters] = useState<AuditFilterValues>(emptyAuditFilters);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(auditPageSizeDefault);
  const query = { ...filters, page: page + 1, pageSize };
  const result = useGetAuditQuery(query);
  const reply = result.isError ? undefined : (result.currentData ?? result.data);

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <div>
        <Typography variant="h1">Audit Trail</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          Every read and change of member data: who, what, which record, when, from where and how it ended.
        </Typography>
      </div>
      <AuditFiltersForm
        onSearch={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusLine>{reply === undefined ? '' : `${reply.total.toLocaleString('en-US')} records`}</StatusLine>
        <Button variant="outlined" href={auditCsvHref(query)} download>
          Export CSV
        </Button>
      </Stack>
      {result.isError && (
        <Typography color="error">The audit trail could not be loaded. Please try again.</Typography>
      )}
      <LoadingBar loading={result.isFetching} label="Loading the audit trail" />
      <ResponsiveTable
        label="Audit records"
        columns={columns}
        rows={reply?.events ?? []}
        rowKey={(row) => row.id}
        emptyText={result.isFetching ? 'Loading…' : 'No records match.'}
        pager={{
          count: reply?.total ?? 0,
          page,
          pageSize,
          pageSizes: auditPageSizes,
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
