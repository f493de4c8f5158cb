import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type CodeEntry,
  codeLookupMessages,
  codePageSizeDefault,
  codePageSizes,
  lookupCodeTypeLabels,
} from '@medivi/domain';
import { useState } from 'react';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { useSearchCodesQuery } from './code-lookup-api';
import { CodeSearchForm, type CodeSearchValues, emptyCodeSearch } from './code-search-form';
import { LoadingBar } from '../../components/loading-bar';
import { StatusLine } from '../../components/status-line';

/** A taxonomy code's grouping › classification › specialization; '-' for the CMS codes. */
function taxonomyPath(entry: CodeEntry): string {
  const parts = [entry.grouping, entry.classification, entry.specialization].filter(
    (part): part is string => part !== null && part !== '',
  );
  return parts.length === 0 ? '-' : parts.join(' › ');
}

const columns: readonly ResponsiveColumn<CodeEntry>[] = [
  { id: 'code', header: 'Code', render: (entry) => entry.code },
  { id: 'type', header: 'Type', render: (entry) => lookupCodeTypeLabels[entry.codeType] },
  { id: 'description', header: 'Description', render: (entry) => entry.description },
  { id: 'taxonomy', header: 'Grouping › Classification › Specialization', render: taxonomyPath },
  { id: 'source', header: 'Source file', render: (entry) => entry.source ?? '-' },
];

/** What the table holds, for its caption. */
function captionOf(search: CodeSearchValues): string {
  const kind =
    search.type === ''
      ? 'DRG, APC, HCPCS and NUCC taxonomy codes'
      : `${lookupCodeTypeLabels[search.type]} codes`;
  return search.q === '' ? kind : `${kind} matching “${search.q}”`;
}

/**
 * /code for medivi-code (docs/decisions/0107-code-and-cms.md): search the DRG, APC and HCPCS codes
 * of the imported CMS files and the NUCC taxonomy codes by code or description words and by type;
 * the server pages the results.
 */
export default function CodeLookupPage() {
  const [search, setSearch] = useState<CodeSearchValues>(emptyCodeSearch);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(codePageSizeDefault);
  const result = useSearchCodesQuery({ ...search, page: page + 1, pageSize });
  const reply = result.isError ? undefined : (result.currentData ?? result.data);

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <div>
        <Typography variant="h1">Code Look-up</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          DRG, APC and HCPCS codes with their descriptions from the imported CMS files, and NUCC provider
          taxonomy codes. Search by code or by words of the description.
        </Typography>
      </div>
      <CodeSearchForm
        onSearch={(next) => {
          setSearch(next);
          setPage(0);
        }}
      />
      <StatusLine>{reply === undefined ? '' : `${reply.total.toLocaleString('en-US')} codes`}</StatusLine>
      {result.isError && (
        <Typography color="error">The codes could not be loaded. Please try again.</Typography>
      )}
      <LoadingBar loading={result.isFetching} label="Loading the codes" />
      <ResponsiveTable
        label="Codes"
        caption={captionOf(search)}
        columns={columns}
        rows={reply?.codes ?? []}
        rowKey={(entry) => `${entry.codeType} ${entry.code}`}
        emptyText={result.isFetching ? 'Loading…' : codeLookupMessages.noCodes}
        pager={{
          count: reply?.total ?? 0,
          page,
          pageSize,
          pageSizes: codePageSizes,
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
