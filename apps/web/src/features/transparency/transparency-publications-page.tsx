import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TransparencyPlanLog, TransparencyRun } from '@medivi/domain';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { fileKindNames, fileSizeText, useTransparencyPublicationsQuery } from './transparency-api';
import { LoadingBar } from '../../components/loading-bar';

const count = (value: number | null): string => (value === null ? '-' : value.toLocaleString('en-US'));

/** An ISO time as `YYYY-MM-DD HH:MM UTC`; '-' for none. */
function utcTime(iso: string | null): string {
  return iso === null ? '-' : `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

function statusText(run: TransparencyRun | null): string {
  if (run === null) return 'Never published';
  if (run.status === 'failed') return `Failed: ${run.failure ?? 'no reason recorded'}`;
  return run.status === 'running' ? 'Running' : 'Published';
}

const columns: readonly ResponsiveColumn<TransparencyPlanLog>[] = [
  { id: 'plan', header: 'Plan', render: (plan) => plan.planName },
  { id: 'month', header: 'Last run', render: (plan) => plan.lastRun?.month ?? '-' },
  { id: 'status', header: 'Status', render: (plan) => statusText(plan.lastRun) },
  { id: 'when', header: 'Ended', render: (plan) => utcTime(plan.lastRun?.finishedAt ?? null) },
  {
    id: 'window',
    header: 'Service dates',
    render: (plan) =>
      plan.lastRun === null ? '-' : `${plan.lastRun.windowFrom} to ${plan.lastRun.windowTo}`,
  },
  { id: 'codes', header: 'Codes', render: (plan) => count(plan.lastRun?.codes ?? null) },
  { id: 'providers', header: 'Providers', render: (plan) => count(plan.lastRun?.providers ?? null) },
  { id: 'claims', header: 'Claims', render: (plan) => count(plan.lastRun?.claims ?? null) },
  {
    id: 'left-out',
    header: 'Left out (under 20 claims)',
    render: (plan) =>
      plan.lastRun?.leftOutPairs == null
        ? '-'
        : `${count(plan.lastRun.leftOutPairs)} provider-code pairs, ${count(plan.lastRun.leftOutClaims)} claims`,
  },
  {
    id: 'unreportable',
    header: 'Not reportable',
    render: (plan) => count(plan.lastRun?.unreportableClaims ?? null),
  },
  {
    id: 'files',
    header: 'Files served',
    render: (plan) =>
      plan.files.length === 0 ? (
        'None'
      ) : (
        <Stack component="span" spacing={0.5}>
          {plan.files.map((file) => (
            <Link key={file.kind} href={file.url} download={file.fileName}>
              {`${fileKindNames[file.kind] ?? file.kind} (${plan.current?.month ?? ''}, ${fileSizeText(file.bytes)})`}
            </Link>
          ))}
        </Stack>
      ),
  },
];

/**
 * /transparency/publications for medivi-admin, 6dhallplans and client case staff (issue 34 item 3;
 * docs/decisions/0116): for each plan he may see, the last publication run with the counts of its
 * allowed-amounts file, what the 20-claim rule left out, any failure, and the files served.
 */
export default function TransparencyPublicationsPage() {
  const result = useTransparencyPublicationsQuery(undefined);
  const plans = result.isError ? [] : (result.data?.plans ?? []);
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <div>
        <Typography variant="h1">Transparency Files</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          Each plan&apos;s monthly Transparency in Coverage publication: what its allowed-amounts file holds,
          the providers and codes left out because they had fewer than 20 claims, and any failure. The public
          page is <Link href="/transparency">Transparency in Coverage</Link>.
        </Typography>
      </div>
      {result.isError && (
        <Typography color="error">The publications could not be loaded. Please try again.</Typography>
      )}
      <LoadingBar loading={result.isFetching} label="Loading the publications" />
      <ResponsiveTable
        label="Transparency publications by plan"
        columns={columns}
        rows={plans}
        rowKey={(plan) => plan.planId}
        emptyText={result.isLoading ? 'Loading…' : 'You hold no plans.'}
      />
    </Stack>
  );
}
