import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TransparencyPlanFiles } from '@medivi/domain';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { visuallyHiddenSx } from '../../components/visually-hidden';
import { fileKindNames, fileSizeText, useTransparencyFilesQuery } from './transparency-api';
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

const columns: readonly ResponsiveColumn<FileRow>[] = [
  {
    id: 'plan',
    header: 'Plan',
    render: (row) =>
      row.plan.sponsorName === null ? row.plan.planName : `${row.plan.planName} (${row.plan.sponsorName})`,
  },
  { id: 'file', header: 'File', render: (row) => fileKindNames[row.kind] ?? row.kind },
  { id: 'date', header: 'Last updated', render: (row) => row.plan.lastUpdatedOn },
  { id: 'size', header: 'Size (gzip)', render: (row) => fileSizeText(row.bytes) },
  {
    id: 'download',
    header: 'Download',
    render: (row) => (
      <Link href={row.url} download={row.fileName}>
        {row.fileName}
        <Typography component="span" sx={visuallyHiddenSx}>
          {` for ${row.plan.planName}`}
        </Typography>
      </Link>
    ),
  },
];

/**
 * /transparency, public (issue 34; 29 CFR 2590.715-2715A(b)(2): the files are posted on a public
 * page, no sign-in): each plan's current machine-readable files in the CMS formats, with the date,
 * the size and a download link.
 */
export default function TransparencyPage() {
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
        <Typography variant="h1">Transparency in Coverage</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          Machine-readable files of the health plans this portal administers, published each month in the
          formats of the Centers for Medicare &amp; Medicaid Services (schema version 2.1.0): the amounts each
          plan allowed for out-of-network care, and a table of contents naming the plan and its files. Files
          are JSON, sent gzip-compressed.
        </Typography>
      </div>
      {result.isError && (
        <Typography color="error">The files could not be loaded. Please try again.</Typography>
      )}
      <LoadingBar loading={result.isFetching} label="Loading the files" />
      <ResponsiveTable
        label="Current machine-readable files"
        caption={
          result.data === undefined ? undefined : `${String(plans.length)} plans, each with its current files`
        }
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        emptyText={result.isLoading ? 'Loading…' : 'No files are published yet.'}
      />
    </Stack>
  );
}
