import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TransparencyPlanLog, TransparencyRun } from '@medivi/domain';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { formatNumber } from '../../lib/i18n/format';
import { activeLanguage, useLingui, type Translate } from '../../lib/i18n/i18n';
import { fileKindText, fileSizeText, useTransparencyPublicationsQuery } from './transparency-api';
import { runFailureText } from './plan-identifiers-texts';
import { LoadingBar } from '../../components/loading-bar';

const count = (value: number | null): string => (value === null ? '-' : formatNumber(value, 0));

/** An ISO time as `YYYY-MM-DD HH:MM UTC`; '-' for none. */
function utcTime(iso: string | null): string {
  return iso === null ? '-' : `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** A run's status; a failure with the reason the run recorded, worded by `runFailureText`. */
function statusText(run: TransparencyRun | null, _: Translate): string {
  if (run === null) return _('transparency.log.neverPublished');
  if (run.status === 'failed') {
    return _('transparency.log.failed', { reason: runFailureText(run.failure, _) });
  }
  return _(run.status === 'running' ? 'transparency.log.running' : 'transparency.log.published');
}

/** The table's columns, worded in the portal's language. */
function columnsOf(_: Translate): ResponsiveColumn<TransparencyPlanLog>[] {
  return [
    { id: 'plan', header: _('transparency.log.plan'), render: (plan) => plan.planName },
    { id: 'month', header: _('transparency.log.lastRun'), render: (plan) => plan.lastRun?.month ?? '-' },
    { id: 'status', header: _('transparency.log.status'), render: (plan) => statusText(plan.lastRun, _) },
    {
      id: 'when',
      header: _('transparency.log.ended'),
      render: (plan) => utcTime(plan.lastRun?.finishedAt ?? null),
    },
    {
      id: 'window',
      header: _('transparency.log.serviceDates'),
      render: (plan) =>
        plan.lastRun === null
          ? '-'
          : _('transparency.log.window', { from: plan.lastRun.windowFrom, to: plan.lastRun.windowTo }),
    },
    {
      id: 'codes',
      header: _('transparency.log.codes'),
      render: (plan) => count(plan.lastRun?.codes ?? null),
    },
    {
      id: 'providers',
      header: _('transparency.log.providers'),
      render: (plan) => count(plan.lastRun?.providers ?? null),
    },
    {
      id: 'claims',
      header: _('transparency.log.claims'),
      render: (plan) => count(plan.lastRun?.claims ?? null),
    },
    {
      id: 'left-out',
      header: _('transparency.log.leftOut'),
      render: (plan) =>
        plan.lastRun?.leftOutPairs == null
          ? '-'
          : _('transparency.log.leftOutValue', {
              pairs: count(plan.lastRun.leftOutPairs),
              claims: count(plan.lastRun.leftOutClaims),
            }),
    },
    {
      id: 'unreportable',
      header: _('transparency.log.notReportable'),
      render: (plan) => count(plan.lastRun?.unreportableClaims ?? null),
    },
    {
      id: 'files',
      header: _('transparency.log.filesServed'),
      render: (plan) =>
        plan.files.length === 0 ? (
          _('transparency.log.none')
        ) : (
          <Stack component="span" spacing={0.5}>
            {plan.files.map((file) => (
              <Link key={file.kind} href={file.url} download={file.fileName}>
                {_('transparency.log.file', {
                  kind: fileKindText(file.kind, _),
                  month: plan.current?.month ?? '',
                  size: fileSizeText(file.bytes, activeLanguage()),
                })}
              </Link>
            ))}
          </Stack>
        ),
    },
  ];
}

/**
 * /transparency/publications for medivi-admin, 6dhallplans and client case staff (issue 34 item 3;
 * docs/decisions/0116): for each plan he may see, the last publication run with the counts of its
 * allowed-amounts file, what the 20-claim rule left out, any failure, and the files served.
 */
export default function TransparencyPublicationsPage() {
  const { _ } = useLingui();
  const result = useTransparencyPublicationsQuery(undefined);
  const plans = result.isError ? [] : (result.data?.plans ?? []);
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <div>
        <Typography variant="h1">{_('transparency.log.title')}</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          {_('transparency.log.intro')} <Link href="/transparency">{_('transparency.files.title')}</Link>.
        </Typography>
      </div>
      {result.isError && <Typography color="error">{_('transparency.log.failedToLoad')}</Typography>}
      <LoadingBar loading={result.isFetching} label={_('transparency.log.loading')} />
      <ResponsiveTable
        label={_('transparency.log.tableLabel')}
        columns={columnsOf(_)}
        rows={plans}
        rowKey={(plan) => plan.planId}
        emptyText={_(result.isLoading ? 'transparency.loadingShort' : 'transparency.log.noPlans')}
      />
    </Stack>
  );
}
