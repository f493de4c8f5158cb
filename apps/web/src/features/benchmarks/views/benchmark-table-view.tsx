import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type BenchmarkTableBody, type BenchmarkTableReply, type ClaimType, usStates } from '@medivi/domain';
import { useState } from 'react';
import { NativeSelectField } from '../../../components/native-select-field';
import { useLingui } from '../../../lib/i18n/i18n';
import { useGetBenchmarkTableQuery } from '../benchmarks-api';
import { SelectionAutocomplete } from '../selection-autocomplete';
import { codeSearchField } from './view-searches';
import { viewFormat } from './view-format';
import { areaName } from './view-texts';
import { ClaimTypeChoice, DataYearSelect, useCheckedRequest, ViewSelectionPage } from './view-selection';
import { ViewTable } from './view-table';

// The states as the data names them.
const stateOptions = usStates.map((state) => ({ value: state.code, label: state.name }));

export interface BenchmarkTableViewProps {
  title: string;
  /** The page's path (marked in the views list). */
  path: string;
  /** Claim types offered; the first is the default. */
  claimTypes: readonly ClaimType[];
}

interface Draft {
  claimType: ClaimType;
  code: string;
  area: string;
  dataYear: string;
}

/**
 * A procedure benchmark table (docs/decisions/0103): for one code, an area and a data year, the
 * providers' count, claims, and the percentiles of average billed and Medicare payment, the ratio
 * at the median and the by-geography averages; each figure names its year and file.
 */
export function BenchmarkTableView({ title, path, claimTypes }: BenchmarkTableViewProps) {
  const { _ } = useLingui();
  const [draft, setDraft] = useState<Draft>({
    claimType: claimTypes[0] ?? 'Inpatient',
    code: '',
    area: '',
    dataYear: '',
  });
  const { request, errors, submit } = useCheckedRequest<BenchmarkTableBody>(
    (schemas) => schemas.benchmarkTableBodySchema,
  );
  const result = useGetBenchmarkTableQuery(request ?? { claimType: 'Inpatient', code: '', area: '' }, {
    skip: request === null,
  });
  const reply = result.isError ? undefined : result.currentData;

  return (
    <ViewSelectionPage
      title={title}
      path={path}
      formLabel={_('benchmarkViews.table.formLabel')}
      submitLabel={_('benchmarkViews.table.submit')}
      loadingLabel={_('benchmarkViews.table.loading')}
      errorText={_('benchmarkViews.table.failed')}
      isFetching={result.isFetching}
      isError={result.isError}
      onSubmit={() => {
        submit({
          claimType: draft.claimType,
          code: draft.code,
          area: draft.area,
          ...(draft.dataYear === '' ? {} : { dataYear: Number(draft.dataYear) }),
        });
      }}
      fields={
        <>
          {claimTypes.length > 1 && (
            <ClaimTypeChoice
              claimTypes={claimTypes}
              value={draft.claimType}
              onChange={(claimType) => {
                setDraft({ ...draft, claimType, code: '' });
              }}
            />
          )}
          <SelectionAutocomplete
            key={draft.claimType}
            {...codeSearchField(draft.claimType, _)}
            value={draft.code}
            onChange={(code) => {
              setDraft((current) => ({ ...current, code }));
            }}
            error={errors['code']}
          />
          <NativeSelectField
            label={_('benchmarkViews.table.areaLabel')}
            value={draft.area}
            onChange={(area) => {
              setDraft({ ...draft, area });
            }}
            options={[{ value: 'US', label: _('benchmarkViews.table.nation') }, ...stateOptions]}
            emptyLabel={_('benchmarkViews.table.areaEmpty')}
            error={errors['area']}
          />
          <DataYearSelect
            value={draft.dataYear}
            onChange={(dataYear) => {
              setDraft({ ...draft, dataYear });
            }}
            years={reply?.availableYears}
            error={errors['dataYear']}
          />
        </>
      }
    >
      {reply !== undefined && <BenchmarkTableResult reply={reply} />}
    </ViewSelectionPage>
  );
}

/** The reply as a table of percentiles and one of by-geography averages. */
export function BenchmarkTableResult({ reply }: { reply: BenchmarkTableReply }) {
  const { _ } = useLingui();
  const { count, dollars, notAvailable, ratio } = viewFormat(_);
  const code = `${reply.codeType} ${reply.code}${reply.description === null ? '' : ` - ${reply.description}`}`;
  const area = areaName(reply.area, _);
  if (reply.dataYear === null || reply.providers === 0)
    return <Typography role="status">{_('benchmarkViews.table.noDataFor', { code, area })}</Typography>;
  const claimType = reply.claimType;
  const year = String(reply.dataYear);
  const files = reply.sourceFiles.join(', ');
  const percentileRow = (label: string, key: 'p10' | 'p25' | 'p50' | 'p75' | 'p90') => [
    label,
    dollars(reply.billed?.[key]),
    dollars(reply.medicare?.[key]),
  ];
  return (
    <Stack spacing={2}>
      <Typography role="status">
        {_('benchmarkViews.table.summary', {
          providerCount: reply.providers,
          providers: count(reply.providers),
          claimType,
          area,
          claimCount: reply.count,
          claims: count(reply.count),
          year,
          files,
        })}
        {reply.billed === null && ` ${_('benchmarkViews.table.billedNotInFile')}`}
      </Typography>
      <ViewTable
        label={_('benchmarkViews.table.percentilesLabel')}
        caption={_('benchmarkViews.table.percentilesCaption', { code, claimType, area, year, files })}
        headers={[
          _('benchmarkViews.table.percentile'),
          _('benchmarkViews.table.averageBilledPer', { claimType }),
          _('benchmarkViews.table.averageMedicarePer', { claimType }),
        ]}
        rows={[
          percentileRow(_('benchmarkViews.table.p10'), 'p10'),
          percentileRow(_('benchmarkViews.table.p25'), 'p25'),
          percentileRow(_('benchmarkViews.table.p50'), 'p50'),
          percentileRow(_('benchmarkViews.table.p75'), 'p75'),
          percentileRow(_('benchmarkViews.table.p90'), 'p90'),
          [_('benchmarkViews.table.medianRatio'), ratio(reply.medianRatio), ''],
        ]}
      />
      {claimType === 'Inpatient' && (
        <ViewTable
          label={_('benchmarkViews.table.averagesLabel')}
          caption={_('benchmarkViews.table.averagesCaption', { code })}
          headers={[
            _('benchmarkViews.table.areaLabel'),
            _('benchmarkViews.dataYear.label'),
            _('benchmarkViews.table.discharges'),
            _('benchmarkViews.table.averageBilled'),
            _('benchmarkViews.table.averageMedicarePayment'),
            _('benchmarkViews.table.file'),
          ]}
          rows={
            reply.areaAverages.length === 0
              ? [[_('benchmarkViews.noData'), '', '', '', '', '']]
              : reply.areaAverages.map((row) => [
                  areaName(row.area, _),
                  String(row.dataYear),
                  count(row.count),
                  dollars(row.billedAvg),
                  dollars(row.medicareAvg),
                  row.sourceFile,
                ])
          }
        />
      )}
      {reply.billed === null && (
        <Typography variant="body2">{_('benchmarkViews.table.billedNote', { notAvailable })}</Typography>
      )}
    </Stack>
  );
}
