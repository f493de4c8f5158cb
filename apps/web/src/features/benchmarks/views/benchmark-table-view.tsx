import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type BenchmarkTableBody,
  type BenchmarkTableReply,
  benchmarkTableBodySchema,
  type ClaimType,
  usStates,
} from '@medivi/domain';
import { useState } from 'react';
import { NativeSelectField } from '../../../components/native-select-field';
import { useGetBenchmarkTableQuery } from '../benchmarks-api';
import { SelectionAutocomplete } from '../selection-autocomplete';
import { codeSearchField } from './view-searches';
import { count, dollars, notAvailable, ratio } from './view-format';
import { ClaimTypeChoice, DataYearSelect, useCheckedRequest, ViewSelectionPage } from './view-selection';
import { ViewTable } from './view-table';

const areaOptions = [
  { value: 'US', label: 'United States (nation)' },
  ...usStates.map((state) => ({ value: state.code, label: state.name })),
];

/** The area's name: 'the United States' or the state's. */
export function areaName(area: string): string {
  return area === 'US' ? 'the United States' : (usStates.find((state) => state.code === area)?.name ?? area);
}

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
  const [draft, setDraft] = useState<Draft>({
    claimType: claimTypes[0] ?? 'Inpatient',
    code: '',
    area: '',
    dataYear: '',
  });
  const { request, errors, submit } = useCheckedRequest<BenchmarkTableBody>(benchmarkTableBodySchema);
  const result = useGetBenchmarkTableQuery(request ?? { claimType: 'Inpatient', code: '', area: '' }, {
    skip: request === null,
  });
  const reply = result.isError ? undefined : result.currentData;

  return (
    <ViewSelectionPage
      title={title}
      path={path}
      formLabel="Benchmark selection"
      submitLabel="Show benchmarks"
      loadingLabel="Loading the benchmarks"
      errorText="The benchmarks could not be loaded. Please check the selection and try again."
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
            {...codeSearchField(draft.claimType)}
            value={draft.code}
            onChange={(code) => {
              setDraft((current) => ({ ...current, code }));
            }}
            error={errors['code']}
          />
          <NativeSelectField
            label="Area"
            value={draft.area}
            onChange={(area) => {
              setDraft({ ...draft, area });
            }}
            options={areaOptions}
            emptyLabel="Select the nation or a state"
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
  const code = `${reply.codeType} ${reply.code}${reply.description === null ? '' : ` - ${reply.description}`}`;
  if (reply.dataYear === null || reply.providers === 0)
    return (
      <Typography role="status">
        No data available for {code} in {areaName(reply.area)}.
      </Typography>
    );
  const unit = reply.claimType === 'Inpatient' ? 'discharge' : 'service';
  const files = reply.sourceFiles.join(', ');
  const percentileRow = (label: string, key: 'p10' | 'p25' | 'p50' | 'p75' | 'p90') => [
    label,
    dollars(reply.billed?.[key]),
    dollars(reply.medicare?.[key]),
  ];
  return (
    <Stack spacing={2}>
      <Typography role="status">
        {count(reply.providers)} {reply.claimType === 'Professional' ? 'professionals' : 'hospitals'} in{' '}
        {areaName(reply.area)}, {count(reply.count)} {unit}s, data year {reply.dataYear} ({files}).
        {reply.billed === null && ' Billed charges: not available in this file.'}
      </Typography>
      <ViewTable
        label="Percentiles across providers"
        caption={`${code}: average billed charge and average Medicare payment per ${unit} across the providers of ${areaName(reply.area)}, data year ${String(reply.dataYear)}, from ${files}`}
        headers={['Percentile', `Average billed per ${unit}`, `Average Medicare payment per ${unit}`]}
        rows={[
          percentileRow('10th', 'p10'),
          percentileRow('25th', 'p25'),
          percentileRow('50th (median)', 'p50'),
          percentileRow('75th', 'p75'),
          percentileRow('90th', 'p90'),
          ['Billed / Medicare at the median', ratio(reply.medianRatio), ''],
        ]}
      />
      {reply.claimType === 'Inpatient' && (
        <ViewTable
          label="State and national averages"
          caption={`${code}: state and national averages per discharge from the CMS by-geography files (their own data years)`}
          headers={['Area', 'Data year', 'Discharges', 'Average billed', 'Average Medicare payment', 'File']}
          rows={
            reply.areaAverages.length === 0
              ? [['No data available', '', '', '', '', '']]
              : reply.areaAverages.map((row) => [
                  areaName(row.area),
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
        <Typography variant="body2">Billed: {notAvailable} (the file has no submitted charges).</Typography>
      )}
    </Stack>
  );
}
