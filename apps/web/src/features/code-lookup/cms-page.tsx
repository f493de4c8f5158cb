import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { codeLookupMessages, type ReferenceImport } from '@medivi/domain';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { useReferenceImportsQuery } from './code-lookup-api';
import { LoadingBar } from '../../components/loading-bar';

/** An ISO time as `YYYY-MM-DD HH:MM UTC`; '-' for none. */
function utcTime(iso: string | null): string {
  return iso === null ? '-' : `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

const count = (value: number): string => value.toLocaleString('en-US');

const columns: readonly ResponsiveColumn<ReferenceImport>[] = [
  { id: 'file', header: 'File', render: (entry) => entry.file },
  { id: 'source', header: 'Source', render: (entry) => entry.source },
  {
    id: 'year',
    header: 'Data year',
    render: (entry) => (entry.dataYear === null ? '-' : String(entry.dataYear)),
  },
  { id: 'read', header: 'Rows read', render: (entry) => count(entry.rowsRead) },
  { id: 'written', header: 'Rows written', render: (entry) => count(entry.rowsWritten) },
  { id: 'rejected', header: 'Rows rejected', render: (entry) => count(entry.rowsRejected) },
  { id: 'imported', header: 'Imported', render: (entry) => utcTime(entry.finishedAt ?? entry.startedAt) },
  { id: 'status', header: 'Status', render: (entry) => entry.status },
];

/**
 * /cms for medivi-code (docs/decisions/0107-code-and-cms.md): the public reference files the
 * portal holds, each once (its latest import), with source, data year, row counts and when.
 */
export default function ReferenceDataPage() {
  const result = useReferenceImportsQuery(undefined);
  const imports = result.isError ? [] : (result.data?.imports ?? []);
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <div>
        <Typography variant="h1">Reference Data</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          The public files the portal imported: CMS price, quality and cost files, the NUCC taxonomy, provider
          directories, hospitals and zip centroids.
        </Typography>
      </div>
      {result.isError && (
        <Typography color="error">The reference files could not be loaded. Please try again.</Typography>
      )}
      <LoadingBar loading={result.isFetching} label="Loading the reference files" />
      <ResponsiveTable
        label="Imported reference files"
        caption={
          result.data === undefined
            ? undefined
            : `${count(imports.length)} files, each with its latest import`
        }
        columns={columns}
        rows={imports}
        rowKey={(entry) => entry.file}
        emptyText={result.isLoading ? 'Loading…' : codeLookupMessages.noImports}
      />
    </Stack>
  );
}
