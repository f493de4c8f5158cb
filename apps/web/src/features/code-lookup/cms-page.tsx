import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReferenceImport } from '@medivi/domain';
import { formatNumber } from '../../lib/i18n/format';
import { useLingui } from '../../lib/i18n/i18n';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { useReferenceImportsQuery } from './code-lookup-api';
import { LoadingBar } from '../../components/loading-bar';

/** An ISO time as `YYYY-MM-DD HH:MM UTC`; '-' for none. */
function utcTime(iso: string | null): string {
  return iso === null ? '-' : `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

const count = (value: number): string => formatNumber(value, 0);

/**
 * The table's columns in the portal's language. A file's name, source and import status are the
 * import log's own values, shown as they are.
 */
function columnsOf(_: ReturnType<typeof useLingui>['_']): readonly ResponsiveColumn<ReferenceImport>[] {
  return [
    { id: 'file', header: _('codeLookup.cms.file'), render: (entry) => entry.file },
    { id: 'source', header: _('codeLookup.cms.source'), render: (entry) => entry.source },
    {
      id: 'year',
      header: _('codeLookup.cms.year'),
      render: (entry) => (entry.dataYear === null ? '-' : String(entry.dataYear)),
    },
    { id: 'read', header: _('codeLookup.cms.read'), render: (entry) => count(entry.rowsRead) },
    { id: 'written', header: _('codeLookup.cms.written'), render: (entry) => count(entry.rowsWritten) },
    { id: 'rejected', header: _('codeLookup.cms.rejected'), render: (entry) => count(entry.rowsRejected) },
    {
      id: 'imported',
      header: _('codeLookup.cms.imported'),
      render: (entry) => utcTime(entry.finishedAt ?? entry.startedAt),
    },
    { id: 'status', header: _('codeLookup.cms.status'), render: (entry) => entry.status },
  ];
}

/**
 * /cms for medivi-code (docs/decisions/0107-code-and-cms.md): the public reference files the
 * portal holds, each once (its latest import), with source, data year, row counts and when.
 */
export default function ReferenceDataPage() {
  const { _ } = useLingui();
  const result = useReferenceImportsQuery(undefined);
  const imports = result.isError ? [] : (result.data?.imports ?? []);
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <div>
        <Typography variant="h1">{_('codeLookup.cms.title')}</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{_('codeLookup.cms.description')}</Typography>
      </div>
      {result.isError && <Typography color="error">{_('codeLookup.cms.loadFailed')}</Typography>}
      <LoadingBar loading={result.isFetching} label={_('codeLookup.cms.loading')} />
      <ResponsiveTable
        label={_('codeLookup.cms.tableLabel')}
        caption={
          result.data === undefined
            ? undefined
            : _('codeLookup.cms.caption', { count: count(imports.length) })
        }
        columns={columnsOf(_)}
        rows={imports}
        rowKey={(entry) => entry.file}
        emptyText={_(result.isLoading ? 'codeLookup.loadingRows' : 'codeLookup.cms.empty')}
      />
    </Stack>
  );
}
