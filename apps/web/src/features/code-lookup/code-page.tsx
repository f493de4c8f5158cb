import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CodeEntry, codePageSizeDefault, codePageSizes } from '@medivi/domain';
import { useState } from 'react';
import { formatNumber } from '../../lib/i18n/format';
import { useLingui, type Translate } from '../../lib/i18n/i18n';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { useSearchCodesQuery } from './code-lookup-api';
import { CodeSearchForm, type CodeSearchValues, codeTypeText, emptyCodeSearch } from './code-search-form';
import { LoadingBar } from '../../components/loading-bar';
import { StatusLine } from '../../components/status-line';

/** A taxonomy code's grouping › classification › specialization; '-' for the CMS codes. */
function taxonomyPath(entry: CodeEntry): string {
  const parts = [entry.grouping, entry.classification, entry.specialization].filter(
    (part): part is string => part !== null && part !== '',
  );
  return parts.length === 0 ? '-' : parts.join(' › ');
}

/** The table's columns in the portal's language; codes and the files' descriptions as they are. */
function columnsOf(_: Translate): readonly ResponsiveColumn<CodeEntry>[] {
  return [
    { id: 'code', header: _('codeLookup.column.code'), render: (entry) => entry.code },
    { id: 'type', header: _('codeLookup.column.type'), render: (entry) => codeTypeText(entry.codeType, _) },
    { id: 'description', header: _('codeLookup.column.description'), render: (entry) => entry.description },
    { id: 'taxonomy', header: _('codeLookup.column.taxonomy'), render: taxonomyPath },
    { id: 'source', header: _('codeLookup.column.sourceFile'), render: (entry) => entry.source ?? '-' },
  ];
}

/** What the table holds, for its caption. */
function captionOf(search: CodeSearchValues, _: Translate): string {
  const kind =
    search.type === ''
      ? _('codeLookup.code.captionAll')
      : _('codeLookup.code.captionType', { type: codeTypeText(search.type, _) });
  return search.q === '' ? kind : _('codeLookup.code.captionMatching', { kind, q: search.q });
}

/**
 * /code for medivi-code (docs/decisions/0107-code-and-cms.md): search the DRG, APC and HCPCS codes
 * of the imported CMS files and the NUCC taxonomy codes by code or description words and by type;
 * the server pages the results.
 */
export default function CodeLookupPage() {
  const { _ } = useLingui();
  const [search, setSearch] = useState<CodeSearchValues>(emptyCodeSearch);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(codePageSizeDefault);
  const result = useSearchCodesQuery({ ...search, page: page + 1, pageSize });
  const reply = result.isError ? undefined : (result.currentData ?? result.data);

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <div>
        <Typography variant="h1">{_('codeLookup.code.title')}</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{_('codeLookup.code.description')}</Typography>
      </div>
      <CodeSearchForm
        onSearch={(next) => {
          setSearch(next);
          setPage(0);
        }}
      />
      <StatusLine>
        {reply === undefined ? '' : _('codeLookup.code.count', { total: formatNumber(reply.total) })}
      </StatusLine>
      {result.isError && <Typography color="error">{_('codeLookup.code.loadFailed')}</Typography>}
      <LoadingBar loading={result.isFetching} label={_('codeLookup.code.loading')} />
      <ResponsiveTable
        label={_('codeLookup.code.tableLabel')}
        caption={captionOf(search, _)}
        columns={columnsOf(_)}
        rows={reply?.codes ?? []}
        rowKey={(entry) => `${entry.codeType} ${entry.code}`}
        emptyText={_(result.isFetching ? 'codeLookup.loadingRows' : 'codeLookup.code.empty')}
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
