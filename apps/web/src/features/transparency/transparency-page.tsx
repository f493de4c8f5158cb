import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TransparencyPlanFiles } from '@medivi/domain';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { visuallyHiddenSx } from '../../components/visually-hidden';
import { activeLanguage, useLingui, type Translate } from '../../lib/i18n/i18n';
import { fileKindText, fileSizeText, useTransparencyFilesQuery } from './transparency-api';
import { LoadingBar } from '../../components/loading-bar';

/** One row of the page: a file of a plan's current publication. */
interface FileRow {
  key: string;
  plan: TransparencyPlanFiles;
  kind: string;
  fileName: string;
  url: string;
  bytes: number;
}

/** The table's columns, worded in the portal's language. */
function columnsOf(_: Translate): ResponsiveColumn<FileRow>[] {
  return [
    {
      id: 'plan',
      header: _('transparency.files.plan'),
      render: (row) =>
        row.plan.sponsorName === null ? row.plan.planName : `${row.plan.planName} (${row.plan.sponsorName})`,
    },
    {
      id: 'file',
      header: _('transparency.files.file'),
      render: (row) => fileKindText(row.kind, _),
    },
    { id: 'date', header: _('transparency.files.lastUpdated'), render: (row) => row.plan.lastUpdatedOn },
    {
      id: 'size',
      header: _('transparency.files.size'),
      render: (row) => fileSizeText(row.bytes, activeLanguage()),
    },
    {
      id: 'download',
      header: _('transparency.files.download'),
      render: (row) => (
        <Link href={row.url} download={row.fileName}>
          {row.fileName}
          <Typography component="span" sx={visuallyHiddenSx}>
            {` ${_('transparency.files.forPlan', { plan: row.plan.planName })}`}
          </Typography>
        </Link>
      ),
    },
  ];
}

/**
 * /transparency, public (issue 34; 29 CFR 2590.715-2715A(b)(2): the files are posted on a public
 * page, no sign-in): each plan's current machine-readable files in the CMS formats, with the date,
 * the size and a download link.
 */
export default function TransparencyPage() {
  const { _ } = useLingui();
  const result = useTransparencyFilesQuery(undefined);
  const plans = result.isError ? [] : (result.data?.plans ?? []);
  const rows: FileRow[] = plans.flatMap((plan) =>
    plan.files.map((file) => ({
      key: `${plan.planId}/${file.kind}`,
      plan,
      kind: file.kind,
      fileName: file.fileName,
      url: file.url,
      bytes: file.bytes,
    })),
  );
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <div>
        <Typography variant="h1">{_('transparency.files.title')}</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{_('transparency.files.intro')}</Typography>
      </div>
      {result.isError && <Typography color="error">{_('transparency.files.failed')}</Typography>}
      <LoadingBar loading={result.isFetching} label={_('transparency.files.loading')} />
      <ResponsiveTable
        label={_('transparency.files.tableLabel')}
        caption={
          result.data === undefined ? undefined : _('transparency.files.caption', { count: plans.length })
        }
        columns={columnsOf(_)}
        rows={rows}
        rowKey={(row) => row.key}
        emptyText={_(result.isLoading ? 'transparency.loadingShort' : 'transparency.files.none')}
      />
    </Stack>
  );
}
