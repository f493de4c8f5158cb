import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AuditEventRecord, auditPageSizeDefault, auditPageSizes } from '@medivi/domain';
import { useState } from 'react';
import { formatNumber } from '../../lib/i18n/format';
import { useLingui } from '../../lib/i18n/i18n';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { auditCsvHref, useGetAuditQuery } from './audit-api';
import { AuditFiltersForm, type AuditFilterValues, emptyAuditFilters, outcomeText } from './audit-filters';
import { LoadingBar } from '../../components/loading-bar';
import { StatusLine } from '../../components/status-line';

/** A row's time as `YYYY-MM-DD HH:MM:SS UTC`. */
function utcTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

/**
 * The table's columns in the portal's language. Action names (`case.read`) and record types are
 * the trail's codes, shown as they are; outcomes are worded.
 */
function columnsOf(_: ReturnType<typeof useLingui>['_']): readonly ResponsiveColumn<AuditEventRecord>[] {
  return [
    { id: 'at', header: _('audit.column.at'), render: (row) => utcTime(row.at) },
    {
      id: 'actor',
      header: _('audit.column.actor'),
      render: (row) => row.actorEmail ?? row.actorUserId ?? _('audit.signedOut'),
    },
    { id: 'action', header: _('audit.column.action'), render: (row) => row.action },
    {
      id: 'record',
      header: _('audit.column.record'),
      render: (row) => (row.subjectId === null ? row.subjectType : `${row.subjectType} ${row.subjectId}`),
    },
    {
      id: 'outcome',
      header: _('audit.column.outcome'),
      render: (row) => (row.outcome === null ? '—' : outcomeText(row.outcome, _)),
    },
    { id: 'address', header: _('audit.column.address'), render: (row) => row.address ?? '—' },
  ];
}

/**
 * The audit trail for medivi-admin (docs/decisions/0097): filters, the rows of one page newest
 * first (paged by the server), and Export CSV for every row the filters match.
 */
export default function AuditPage() {
  const { _ } = useLingui();
  const [filters, setFilters] = useState<AuditFilterValues>(emptyAuditFilters);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(auditPageSizeDefault);
  const query = { ...filters, page: page + 1, pageSize };
  const result = useGetAuditQuery(query);
  const reply = result.isError ? undefined : (result.currentData ?? result.data);

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <div>
        <Typography variant="h1">{_('audit.title')}</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{_('audit.description')}</Typography>
      </div>
      <AuditFiltersForm
        onSearch={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusLine>
          {reply === undefined ? '' : _('audit.count', { total: formatNumber(reply.total) })}
        </StatusLine>
        <Button variant="outlined" href={auditCsvHref(query)} download>
          {_('audit.exportCsv')}
        </Button>
      </Stack>
      {result.isError && <Typography color="error">{_('audit.loadFailed')}</Typography>}
      <LoadingBar loading={result.isFetching} label={_('audit.loading')} />
      <ResponsiveTable
        label={_('audit.table.label')}
        columns={columnsOf(_)}
        rows={reply?.events ?? []}
        rowKey={(row) => row.id}
        emptyText={_(result.isFetching ? 'audit.table.loading' : 'audit.table.empty')}
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
