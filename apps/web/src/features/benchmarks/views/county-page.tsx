import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type ClaimType,
  type CountyComparisonBody,
  type CountyComparisonReply,
  countyComparisonBodySchema,
  type CountyRow,
  usStates,
} from '@medivi/domain';
import { useState } from 'react';
import { paths } from '../../../lib/paths';
import { NativeSelectField } from '../../../components/native-select-field';
import { areaName } from './benchmark-table-view';
import { useGetCountyComparisonQuery } from '../benchmarks-api';
import { SelectionAutocomplete } from '../selection-autocomplete';
import { codeSearchField } from './view-searches';
import { count, dollars, ratio } from './view-format';
import { ClaimTypeChoice, DataYearSelect, useCheckedRequest, ViewSelectionPage } from './view-selection';
import { ViewTable } from './view-table';

const stateOptions = usStates.map((state) => ({ value: state.code, label: state.name }));
const claimTypes: readonly ClaimType[] = ['Inpatient', 'Outpatient'];

interface Draft {
  claimType: ClaimType;
  code: string;
  state: string;
  dataYear: string;
}

/**
 * /benchappcounty: one DRG's or APC's hospitals of a state grouped by county (the county of the
 * hospital's zip in the zip file), with hospitals, claims, weighted billed and Medicare averages
 * and billed / Medicare, most claims first (docs/decisions/0103).
 */
export default function CountyPage() {
  const [draft, setDraft] = useState<Draft>({ claimType: 'Inpatient', code: '', state: '', dataYear: '' });
  const { request, errors, submit } = useCheckedRequest<CountyComparisonBody>(countyComparisonBodySchema);
  const result = useGetCountyComparisonQuery(request ?? { claimType: 'Inpatient', code: '', state: '' }, {
    skip: request === null,
  });
  const reply = result.isError ? undefined : result.currentData;

  return (
    <ViewSelectionPage
      title="County Comparison"
      path={paths.benchAppCounty}
      formLabel="County comparison selection"
      submitLabel="Compare counties"
      loadingLabel="Loading the county comparison"
      errorText="The county comparison could not be loaded. Please check the selection and try again."
      isFetching={result.isFetching}
      isError={result.isError}
      onSubmit={() => {
        submit({
          claimType: draft.claimType,
          code: draft.code,
          state: draft.state,
          ...(draft.dataYear === '' ? {} : { dataYear: Number(draft.dataYear) }),
        });
      }}
      fields={
        <>
          <ClaimTypeChoice
            claimTypes={claimTypes}
            value={draft.claimType}
            onChange={(claimType) => {
              setDraft({ ...draft, claimType, code: '' });
            }}
          />
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
            label="State"
            value={draft.state}
            onChange={(state) => {
              setDraft({ ...draft, state });
            }}
            options={stateOptions}
            emptyLabel="Select a state"
            error={errors['state']}
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
      {reply !== undefined && <CountyResult reply={reply} />}
    </ViewSelectionPage>
  );
}

function countyCells(label: string, row: CountyRow) {
  return [
    label,
    count(row.hospitals),
    count(row.count),
    dollars(row.billedAvg),
    dollars(row.medicareAvg),
    ratio(row.ratio),
  ];
}

/** The counties as a table, with the state's total row. */
export function CountyResult({ reply }: { reply: CountyComparisonReply }) {
  const code = `${reply.codeType} ${reply.code}${reply.description === null ? '' : ` - ${reply.description}`}`;
  if (reply.dataYear === null || reply.counties.length === 0)
    return (
      <Typography role="status">
        No data available for {code} in {areaName(reply.state)}.
      </Typography>
    );
  const unit = reply.claimType === 'Inpatient' ? 'Discharges' : 'Services';
  const files = reply.sourceFiles.join(', ');
  const zips = reply.zipSources.length === 0 ? 'no zip file match' : reply.zipSources.join(', ');
  return (
    <Stack spacing={2}>
      <Typography role="status">
        {count(reply.counties.length)} counties, {count(reply.total.hospitals)} hospitals, data year{' '}
        {reply.dataYear} ({files}); counties from the hospitals&apos; zips ({zips}).
      </Typography>
      <ViewTable
        label="Counties"
        caption={`${code} in ${areaName(reply.state)} by county, data year ${String(reply.dataYear)}, from ${files}; averages per ${unit === 'Discharges' ? 'discharge' : 'service'} weighted by ${unit.toLowerCase()}; county from ${zips}`}
        headers={[
          'County',
          'Hospitals',
          unit,
          'Weighted average billed',
          'Weighted average Medicare',
          'Billed / Medicare',
        ]}
        rows={[
          ...reply.counties.map((row) =>
            countyCells(row.county ?? 'County unknown (zip not in the zip file)', row),
          ),
          countyCells(`${areaName(reply.state)} (all counties)`, reply.total),
        ]}
      />
    </Stack>
  );
}
